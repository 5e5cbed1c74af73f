import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with a text layer: one page a string (long strings wrap onto several lines). */
export async function pdfWithText(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    const words = text.split(/\s+/);
    let line = '';
    let y = 800;
    for (const word of words) {
      if ((line + word).length > 90) {
        page.drawText(line, { x: 40, y, size: 10, font });
        y -= 14;
        line = '';
      }
      line += `${word} `;
      if (y < 40) break;
    }
    if (line) page.drawText(line, { x: 40, y, size: 10, font });
  }
  return Buffer.from(await pdf.save());
}

/** A PDF of empty pages: no text layer, as a scan without OCR would be. */
export async function pdfWithoutText(pageCount = 2): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pageCount; i++) pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

/** Starts like a PDF, is not one. */
export const brokenPdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('this is not a real pdf body '.repeat(40)),
  ]);

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

/** The smallest DOCX Word opens: one paragraph a string. */
export function docxWithText(paragraphs: string[]): Buffer {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    }),
  );
}

/**
 * A DOCX whose directory says its document inflates to 2 GB: what a zip bomb declares. (The
 * reader must refuse it from the directory alone, before inflating anything.)
 */
export function docxBomb(): Buffer {
  const zip = docxWithText(['boom']);
  // Central directory entries start with PK\x01\x02; the uncompressed size is at offset 24.
  const name = Buffer.from('word/document.xml');
  for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.subarray(at + 46, at + 46 + nameLength).equals(name))
      zip.writeUInt32LE(2_000_000_000, at + 24);
  }
  return zip;
}

/** A PNG's first bytes: a file of a type brains do not take. */
export const pngBytes = () =>
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1]);
