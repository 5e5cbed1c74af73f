import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const allowedTags = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * Guide bodies are Markdown written by admins. They are rendered to HTML and then sanitised, so
 * whatever reaches the browser holds only harmless markup: no scripts, no handlers, no styles,
 * links only to http(s) and mailto, opened in a new tab without an opener.
 */
export function renderGuideMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      code: ['class'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedClasses: { code: [/^language-[a-z0-9+-]+$/] },
    // A single h1 belongs to the page: Markdown headings are shifted below it.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
      }),
    },
  }).trim();
}
