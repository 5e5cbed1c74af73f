/**
 * The part of a text being written that is complete Markdown: an unclosed `**` (or `__`), an
 * unclosed code span and a link whose address has not ended are held back until they close, so
 * a streamed answer never shows half-written markup. The whole text, once finished, is shown as is.
 */
export function completeMarkdown(text: string): string {
  let shown = text;
  for (const marker of ['**', '__', '`']) {
    const count = shown.split(marker).length - 1;
    if (count % 2 === 1) shown = shown.slice(0, shown.lastIndexOf(marker));
  }
  // A link begun and not ended: `[text`, `[text]` followed by `(` without its `)`.
  const open = shown.lastIndexOf('[');
  if (open >= 0) {
    const rest = shown.slice(open);
    const closed = /^\[[^\]]*\](?!\()/.test(rest) || /^\[[^\]]*\]\([^)]*\)/.test(rest);
    if (!closed) shown = shown.slice(0, open);
  }
  return shown;
}
