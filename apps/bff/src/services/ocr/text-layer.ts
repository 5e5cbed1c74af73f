import { extractText, getDocumentProxy } from 'unpdf';

/**
 * Letters and digits a page's text layer must hold to be taken as read. Fewer (nothing, a page
 * number, a stamp a scanner added) and the page is read by OCR.
 */
export const MIN_TEXT_LAYER_CHARACTERS = 20;

/**
 * The pages (physical numbers, from 1) whose text layer is missing or too thin, from the text
 * of each page as pdf.js extracts it (unpdf's `extractText(document, { mergePages: false })`,
 * which the reading of a PDF already does: no second parse).
 */
export function pagesNeedingOcr(
  pageTexts: readonly string[],
  minCharacters = MIN_TEXT_LAYER_CHARACTERS,
): number[] {
  const pages: number[] = [];
  pageTexts.forEach((text, index) => {
    const characters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    if (characters < minCharacters) pages.push(index + 1);
  });
  return pages;
}

/**
 * The same for a PDF not parsed yet. It parses the file with pdf.js on the calling thread: call
 * it where PDFs are read (the reading worker), never on the server's main thread.
 */
export async function pagesWithoutTextLayer(
  pdf: Uint8Array,
  minCharacters = MIN_TEXT_LAYER_CHARACTERS,
): Promise<number[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(document, { mergePages: false });
    return pagesNeedingOcr(text, minCharacters);
  } finally {
    await document.cleanup();
  }
}
