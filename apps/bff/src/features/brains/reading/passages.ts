import type { PassagePlace } from '@app/contracts';
import { chunkSpans, dehyphenate, normaliseWhitespace } from './chunk-text.ts';

/** One physical page of a PDF, as read: from its text layer, or by OCR. */
export interface PageText {
  text: string;
  ocr: boolean;
}

/** A passage of a source, and where it is in the file. */
export interface ReadPassage extends PassagePlace {
  text: string;
}

/** A source's text as passages are cut from it (language detection reads it too). */
export interface ReadText {
  text: string;
  passages: ReadPassage[];
}

/**
 * The passages of a text without pages (plain text, Markdown, DOCX). `lineBroken`: the text's
 * lines were broken by layout (DOCX), so words hyphenated at a line end are joined.
 */
export function plainPassages(raw: string, { lineBroken = false } = {}): ReadText {
  const text = normaliseWhitespace(lineBroken ? dehyphenate(raw) : raw);
  return {
    text,
    passages: chunkSpans(text).map((span) => ({
      text: text.slice(span.start, span.end),
      page: null,
      pageEnd: null,
      readByOcr: false,
    })),
  };
}

interface PageSpan {
  start: number;
  page: number;
  ocr: boolean;
}

/** A letter and a hyphen at the very end of a page's text. */
const HYPHEN_AT_END = /\p{L}[-\u00AD\u2010]$/u;

/**
 * The passages of a PDF, page by page (`pages[0]` is page 1). Pages follow one another as
 * paragraphs do; a word hyphenated across a page break is joined like one across a line break.
 * Each passage keeps the page it starts on, the page it ends on when that is another, and
 * whether any of its text was read by OCR.
 */
export function pagedPassages(pages: readonly PageText[]): ReadText {
  let text = '';
  const spans: PageSpan[] = [];
  pages.forEach((page, index) => {
    const own = normaliseWhitespace(dehyphenate(page.text));
    if (!own) return;
    if (text && HYPHEN_AT_END.test(text) && /^\p{Ll}/u.test(own)) text = text.slice(0, -1);
    else if (text) text += '\n\n';
    spans.push({ start: text.length, page: index + 1, ocr: page.ocr });
    text += own;
  });
  /** The index in `spans` of the page holding character `at`. */
  const pageAt = (at: number) => {
    let low = 0;
    let high = spans.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (spans[middle]!.start <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return {
    text,
    passages: chunkSpans(text).map((span) => {
      const first = pageAt(span.start);
      const last = pageAt(span.end - 1);
      let readByOcr = false;
      for (let index = first; index <= last; index++) readByOcr ||= spans[index]!.ocr;
      return {
        text: text.slice(span.start, span.end),
        page: spans[first]!.page,
        pageEnd: last > first ? spans[last]!.page : null,
        readByOcr,
      };
    }),
  };
}
