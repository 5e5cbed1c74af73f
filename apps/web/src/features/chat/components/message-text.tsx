import { Link } from 'react-router';

const TOKEN =
  /\[([^\]\n]{1,200})\]\(((?:https?:\/\/|\/)[^\s)]{0,500})\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?])/g;

/**
 * A reply as text, with its links as links: Markdown-style [label](url) and bare http(s) URLs.
 * Nothing else is interpreted, so no HTML from a reply ever reaches the page.
 */
export function MessageText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const label = match[1] ?? match[3]!;
    const href = match[2] ?? match[3]!;
    const className = 'font-medium underline underline-offset-2';
    parts.push(
      href.startsWith('/') ? (
        <Link key={index} to={href} className={className}>
          {label}
        </Link>
      ) : (
        <a key={index} href={href} target="_blank" rel="noopener noreferrer" className={className}>
          {label}
        </a>
      ),
    );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className="break-words whitespace-pre-line">{parts}</p>;
}
