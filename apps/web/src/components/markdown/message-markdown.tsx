import { Lexer, type Token, type Tokens } from 'marked';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

/**
 * Where a link in a reply may go: http(s) addresses, and paths of this site. Anything else
 * (javascript:, data:, protocol-relative //host) is shown as its text, not as a link.
 */
export function safeHref(href: string): { internal: string } | { external: string } | null {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { internal: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (typeof window !== 'undefined' && url.origin === window.location.origin)
    return { internal: `${url.pathname}${url.search}${url.hash}` };
  return { external: url.href };
}

const linkClass = 'font-medium underline underline-offset-2';

function inline(tokens: Token[] | undefined, key: string): ReactNode[] {
  return (tokens ?? []).map((token, index) => inlineToken(token, `${key}.${index}`));
}

function inlineToken(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong key={key}>{inline((token as Tokens.Strong).tokens, key)}</strong>;
    case 'em':
      return <em key={key}>{inline((token as Tokens.Em).tokens, key)}</em>;
    case 'del':
      return <del key={key}>{inline((token as Tokens.Del).tokens, key)}</del>;
    case 'codespan':
      return (
        <code key={key} className="rounded bg-black/10 px-1 font-mono text-[0.85em]">
          {(token as Tokens.Codespan).text}
        </code>
      );
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = token as Tokens.Link;
      const target = safeHref(link.href);
      const label = inline(link.tokens, key);
      if (!target) return <span key={key}>{label}</span>;
      return 'internal' in target ? (
        <Link key={key} to={target.internal} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a
          key={key}
          href={target.external}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {label}
        </a>
      );
    }
    // No image is loaded from a reply: its description stands in for it.
    case 'image':
      return (token as Tokens.Image).text;
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? <span key={key}>{inline(text.tokens, key)}</span> : text.text;
    }
    // HTML in a reply is text, never markup; escapes are their character.
    case 'html':
    case 'escape':
    default:
      return 'text' in token ? String(token.text) : token.raw;
  }
}

function block(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'space':
    case 'hr':
      return token.type === 'hr' ? <hr key={key} className="my-2 border-line" /> : null;
    case 'paragraph':
      return (
        <p key={key} className="my-1 first:mt-0 last:mb-0">
          {inline((token as Tokens.Paragraph).tokens, key)}
        </p>
      );
    case 'heading':
      return (
        <p key={key} className="my-1 font-semibold first:mt-0">
          {inline((token as Tokens.Heading).tokens, key)}
        </p>
      );
    case 'code':
      return (
        <pre
          key={key}
          className="my-1 overflow-x-auto rounded-lg bg-black/10 p-2 font-mono text-xs whitespace-pre"
        >
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'blockquote':
      return (
        <blockquote key={key} className="my-1 border-l-2 border-line pl-2">
          {blocks((token as Tokens.Blockquote).tokens, key)}
        </blockquote>
      );
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => (
        <li key={`${key}.${index}`}>{blocks(item.tokens, `${key}.${index}`)}</li>
      ));
      return list.ordered ? (
        <ol key={key} className="my-1 list-decimal pl-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="my-1 list-disc pl-5">
          {items}
        </ul>
      );
    }
    case 'text': {
      const text = token as Tokens.Text;
      return <span key={key}>{text.tokens ? inline(text.tokens, key) : text.text}</span>;
    }
    default:
      // Tables, raw HTML and the rest: their source, as text.
      return (
        <p key={key} className="my-1 whitespace-pre-line">
          {token.raw}
        </p>
      );
  }
}

function blocks(tokens: Token[] | undefined, key: string): ReactNode[] {
  return (tokens ?? []).map((token, index) => block(token, `${key}.${index}`));
}

/**
 * A reply's Markdown (bold, italics, lists, links, code) as React elements. Nothing in it
 * becomes HTML: raw HTML is shown as text, images as their description, and links go only to
 * http(s) addresses or this site. Rendered again as a streamed reply grows.
 */
export function MessageMarkdown({ text }: { text: string }) {
  const tokens = new Lexer({ gfm: true, breaks: true }).lex(text);
  return <div className="break-words">{blocks(tokens, 'm')}</div>;
}
