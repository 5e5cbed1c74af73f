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

export type ExtractResult = { text: string } | { error: SourceErrorCode };

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

async function readPdf(bytes: Uint8Array): Promise<string> {
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
    const joined = text.join('\n\n');
    if (joined.length > READ_LIMITS.textChars) throw new Unreadable('too_much_text');
    if (!joined.trim()) throw new Unreadable('pdf_no_text');
    return joined;
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

/** The text of a source, or why it cannot be read. Runs in a worker thread (extract.ts). */
export async function extractSourceText(
  kind: SourceKind,
  bytes: Uint8Array,
): Promise<ExtractResult> {
  try {
    const raw =
      kind === 'pdf'
        ? await readPdf(bytes)
        : kind === 'docx'
          ? await readDocx(bytes)
          : decodeUtf8(bytes);
    if (raw.length > READ_LIMITS.textChars) throw new Unreadable('too_much_text');
    const text = cleanText(raw);
    if (!text.trim()) throw new Unreadable(kind === 'pdf' ? 'pdf_no_text' : 'empty');
    return { text };
  } catch (error) {
    if (error instanceof Unreadable) return { error: error.code };
    return { error: 'failed' };
  }
}
