import type { SourceErrorCode, SourceKind } from '@app/contracts';
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/** What a file may become before we refuse to read further (docs/decisions/020). */
export const READ_LIMITS = {
  pdfPages: 2000,
  /** Text a source may hold, in UTF-16 characters (about 10 MB). */
  textChars: 10 * 1024 * 1024,
  docxEntries: 2000,
  /** What the DOCX's parts may inflate to, all together. */
  docxExpandedBytes: 100 * 1024 * 1024,
} as const;

/** A PDF's text page by page (`pages[0]` is page 1), or another file's text. */
export type ExtractResult = { pages: string[] } | { text: string } | { error: SourceErrorCode };

export class Unreadable extends Error {
  override name = 'Unreadable';
  readonly code: SourceErrorCode;
  constructor(code: SourceErrorCode) {
    super(code);
    this.code = code;
  }
}

/**
 * Control characters and lone surrogates out (they cannot be stored or searched), the private-use
 * characters we mark highlights with out, line ends made one kind.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uE000\uE001]|\p{Cs}/gu, '')
  );
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Unreadable('text_not_utf8');
  }
}

/** The text of each page, as pdf.js extracts it (a line a line); a page without text layer is empty. */
async function readPdf(bytes: Uint8Array): Promise<string[]> {
  let document;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    throw new Unreadable(
      (error as Error).name === 'PasswordException' ? 'pdf_encrypted' : 'pdf_invalid',
    );
  }
  try {
    // Counted before a page is read: a file of 50,000 tiny pages is refused, not attempted.
    if (document.numPages > READ_LIMITS.pdfPages) throw new Unreadable('pdf_too_many_pages');
    const { text } = await extractText(document, { mergePages: false });
    let length = 0;
    for (const page of text) length += page.length;
    if (length > READ_LIMITS.textChars) throw new Unreadable('too_much_text');
    return text;
  } catch (error) {
    if (error instanceof Unreadable) throw error;
    throw new Unreadable('pdf_invalid');
  } finally {
    // The thread ends after one file; this only lets pdf.js free what it holds sooner.
    await document.cleanup();
  }
}

async function readDocx(bytes: Uint8Array): Promise<string> {
  // The zip's own directory says what each part inflates to: checked before inflating anything.
  let entries = 0;
  let expanded = 0;
  let hasDocument = false;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries++;
        expanded += file.originalSize;
        if (file.name === 'word/document.xml') hasDocument = true;
        return false;
      },
    });
  } catch {
    throw new Unreadable('docx_invalid');
  }
  if (!hasDocument) throw new Unreadable('docx_invalid');
  if (entries > READ_LIMITS.docxEntries || expanded > READ_LIMITS.docxExpandedBytes)
    throw new Unreadable('docx_too_large');
  let value: string;
  try {
    // mammoth refuses XML entities (no billion laughs, no external entities).
    ({ value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) }));
  } catch {
    throw new Unreadable('docx_invalid');
  }
  if (value.length > READ_LIMITS.textChars) throw new Unreadable('too_much_text');
  return value;
}

/**
 * The text of a source (a PDF's page by page: pages without a text layer are empty, for OCR to
 * read), or why it cannot be read. Runs in a worker thread (extract.ts).
 */
export async function extractSourceText(
  kind: SourceKind,
  bytes: Uint8Array,
): Promise<ExtractResult> {
  try {
    if (kind === 'pdf') return { pages: (await readPdf(bytes)).map(cleanText) };
    const raw = kind === 'docx' ? await readDocx(bytes) : decodeUtf8(bytes);
    if (raw.length > READ_LIMITS.textChars) throw new Unreadable('too_much_text');
    const text = cleanText(raw);
    if (!text.trim()) throw new Unreadable('empty');
    return { text };
  } catch (error) {
    if (error instanceof Unreadable) return { error: error.code };
    return { error: 'failed' };
  }
}
