import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A real PDF with a text layer, one page a text (long texts wrap onto several lines), as a person
 * would upload it. Helvetica's WinAnsi encoding covers French accents.
 */
export async function pdfWithText(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    let line = '';
    let y = 800;
    for (const word of text.split(/\s+/)) {
      if (line && (line + word).length > 90) {
        page.drawText(line.trim(), { x: 40, y, size: 11, font });
        y -= 16;
        line = '';
      }
      line += `${word} `;
    }
    if (line) page.drawText(line.trim(), { x: 40, y, size: 11, font });
  }
  return Buffer.from(await pdf.save());
}

/** Starts like a PDF and is not one: what a truncated or mislabelled download looks like. */
export const corruptPdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('this is not a real pdf body '.repeat(40)),
  ]);
