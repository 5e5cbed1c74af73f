/** A passage is about this long: enough context to answer from, short enough to show. */
export const PASSAGE_TARGET = 900;
/** No passage is longer. */
export const PASSAGE_MAX = 1500;

/**
 * The document's text with its whitespace made regular, and nothing else changed: a run of
 * whitespace holding an empty line becomes one (`\n\n`, a paragraph break), a run holding one
 * line end becomes `\n`, any other run one space; the text is trimmed. Passages are cut from this
 * text and are exact parts of it (docs/decisions/055).
 */
export function normaliseWhitespace(text: string): string {
  // A single space, by far the most frequent run, is left as it is (not matched).
  return text
    .replace(/\s{2,}|[^\S ]/g, (run) => {
      const first = run.indexOf('\n');
      if (first === -1) return ' ';
      return run.includes('\n', first + 1) ? '\n\n' : '\n';
    })
    .trim();
}

/**
 * Words a line break cut in two are joined again: a line ending in a hyphen right after a
 * letter, followed by a line starting with a lower-case letter (`conden-\nsateur` becomes
 * `condensateur`). A hyphen followed by a capital (`Jean-\nPierre`, `Wi-\nFi`) or not at a line
 * end (`well-known`) stays as it is. For the text of PDFs and DOCX files, where layout breaks
 * lines; a soft hyphen (U+00AD) and the Unicode hyphen (U+2010) at a line end count alike.
 */
export function dehyphenate(text: string): string {
  return text.replace(/(\p{L})[-\u00AD\u2010][ \t]*\n[ \t]*(?=\p{Ll})/gu, '$1');
}

/** Where a passage is in the normalised text: `text.slice(start, end)`. */
export interface Span {
  start: number;
  end: number;
}

/** After a sentence's end mark (and any closing quote or bracket), the whitespace that follows. */
const SENTENCE_END = /[.!?…]+["'»”’)\]]*(?=\s)/g;

/** The boundaries of the text's parts no longer than `max`, cut only in whitespace. */
function pieces(text: string, from: number, to: number, out: Span[]): void {
  const paragraphs = splitAt(text, from, to, /\n\n/g);
  for (const paragraph of paragraphs) {
    if (paragraph.end - paragraph.start <= PASSAGE_MAX) {
      out.push(paragraph);
      continue;
    }
    for (const sentence of sentences(text, paragraph)) {
      if (sentence.end - sentence.start <= PASSAGE_MAX) out.push(sentence);
      else words(text, sentence, out);
    }
  }
}

/** Parts of `[from, to)` between the matches of `separator` (each a run of whitespace). */
function splitAt(text: string, from: number, to: number, separator: RegExp): Span[] {
  const out: Span[] = [];
  const part = text.slice(from, to);
  let start = 0;
  for (const match of part.matchAll(separator)) {
    if (match.index > start) out.push({ start: from + start, end: from + match.index });
    start = match.index + match[0].length;
  }
  if (start < part.length) out.push({ start: from + start, end: to });
  return out;
}

/**
 * A paragraph's sentences: cut in the whitespace after a sentence's end mark, never at a mark
 * inside a word (`read.table`, `3.14`, `example.com`, `6.3.1` stay whole).
 */
function sentences(text: string, paragraph: Span): Span[] {
  const part = text.slice(paragraph.start, paragraph.end);
  const out: Span[] = [];
  let start = 0;
  for (const match of part.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    // The text is normalised: inside a paragraph, whitespace is one character.
    if (end > start) out.push({ start: paragraph.start + start, end: paragraph.start + end });
    start = end + 1;
  }
  if (start < part.length) out.push({ start: paragraph.start + start, end: paragraph.end });
  return out;
}

/**
 * A sentence longer than a passage, cut at its words. The last resort: a single "word" longer
 * than a passage (a long URL, a hash, a table without spaces) is cut every PASSAGE_MAX
 * characters, the one place a passage may end inside a word (never inside a surrogate pair).
 */
function words(text: string, sentence: Span, out: Span[]): void {
  for (const word of splitAt(text, sentence.start, sentence.end, /\s+/g)) {
    let start = word.start;
    while (word.end - start > PASSAGE_MAX) {
      let end = start + PASSAGE_MAX;
      if (/[\uDC00-\uDFFF]/.test(text[end]!)) end--;
      out.push({ start, end });
      start = end;
    }
    out.push({ start, end: word.end });
  }
}

/**
 * Where to cut a normalised text (`normaliseWhitespace`) into passages of about PASSAGE_TARGET
 * characters, none over PASSAGE_MAX, none empty: at paragraph breaks first, then after the end of
 * a sentence, then between words. Each passage is `text.slice(start, end)`: the text as it is,
 * and what lies between two passages is whitespace only.
 */
export function chunkSpans(text: string): Span[] {
  const parts: Span[] = [];
  pieces(text, 0, text.length, parts);
  const out: Span[] = [];
  let current: Span | null = null;
  for (const part of parts) {
    if (current && part.end - current.start <= PASSAGE_TARGET) current.end = part.end;
    else {
      if (current) out.push(current);
      current = { ...part };
    }
  }
  if (current) out.push(current);
  return out;
}

/** The passages of a text: its whitespace made regular, then cut (`chunkSpans`). */
export function chunkText(text: string): string[] {
  const normalised = normaliseWhitespace(text);
  return chunkSpans(normalised).map((span) => normalised.slice(span.start, span.end));
}
