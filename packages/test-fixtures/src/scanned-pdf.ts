/**
 * PDFs made on the spot, for the tests of the OCR and of brains (the BFF's, e2e) and the OCR's
 * benchmark: text PDFs, and scanned PDFs made of them, whose pages are rendered to images and put
 * back as image-only pages, so the text they show is known.
 */
import { crc32, deflateSync } from 'node:zlib';
import { PDFiumLibrary } from '@hyzyla/pdfium';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const A4: [number, number] = [595, 842];

/** A PDF with a text layer: one array of paragraphs a page, 12 pt Helvetica, wrapped to the margins. */
export async function textPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = 12;
  const margin = 56;
  const width = A4[0] - 2 * margin;
  for (const paragraphs of pages) {
    const page = pdf.addPage(A4);
    let y = A4[1] - margin;
    for (const paragraph of paragraphs) {
      let line = '';
      const flush = () => {
        page.drawText(line, { x: margin, y, size, font });
        y -= size * 1.4;
        line = '';
      };
      for (const word of paragraph.split(/\s+/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          flush();
          line = word;
        } else line = candidate;
      }
      if (line) flush();
      y -= size;
    }
  }
  return pdf.save();
}

/**
 * A PDF with a text layer laid out exactly as given: one array of lines a page, 10 pt Helvetica,
 * nothing wrapped (a line ending in a hyphen ends the line in the file). Helvetica's WinAnsi
 * encoding covers French accents.
 */
export async function linesPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage(A4);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 40, y: 800 - index * 14, size: 10, font }),
    );
  }
  return pdf.save();
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit grey PNG of raw pixels (what pdf-lib can embed). */
export function greyPng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

export interface RenderedPage {
  width: number;
  height: number;
  pixels: Uint8Array;
  /** The page's size in points. */
  points: [number, number];
}

/** Each page of a PDF rendered grey at `dpi` (with PDFium, as the OCR renders). */
export async function renderPages(
  pdf: Uint8Array,
  dpi: number,
  pages?: readonly number[],
): Promise<Map<number, RenderedPage>> {
  const library = await PDFiumLibrary.init();
  try {
    const document = await library.loadDocument(pdf);
    const numbers =
      pages ?? Array.from({ length: document.getPageCount() }, (_, index) => index + 1);
    const rendered = new Map<number, RenderedPage>();
    for (const number of numbers) {
      const page = document.getPage(number - 1);
      const { originalWidth, originalHeight } = page.getOriginalSize();
      const image = await page.render({ scale: dpi / 72, colorSpace: 'Gray', render: 'bitmap' });
      rendered.set(number, {
        width: image.width,
        height: image.height,
        pixels: image.data,
        points: [originalWidth, originalHeight],
      });
    }
    document.destroy();
    return rendered;
  } finally {
    library.destroy();
  }
}

/**
 * The PDF with the given pages (all by default) replaced by a picture of themselves at `dpi`:
 * image-only pages, as a scanner makes. The other pages keep their text layer.
 */
export async function scanPdf(
  pdf: Uint8Array,
  { dpi = 300, pages }: { dpi?: number; pages?: readonly number[] } = {},
): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf);
  const scanned = await renderPages(pdf, dpi, pages);
  const out = await PDFDocument.create();
  const copied = await out.copyPages(source, source.getPageIndices());
  for (const [index, page] of copied.entries()) {
    const image = scanned.get(index + 1);
    if (!image) {
      out.addPage(page);
      continue;
    }
    const embedded = await out.embedPng(greyPng(image.width, image.height, image.pixels));
    out
      .addPage(image.points)
      .drawImage(embedded, { x: 0, y: 0, width: image.points[0], height: image.points[1] });
  }
  return out.save();
}

/** A PDF of image-only pages, one a rendered page, each at its page's size. */
export async function imagePdf(pages: readonly RenderedPage[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const page of pages) {
    const embedded = await out.embedPng(greyPng(page.width, page.height, page.pixels));
    out
      .addPage(page.points)
      .drawImage(embedded, { x: 0, y: 0, width: page.points[0], height: page.points[1] });
  }
  return out.save();
}

/** An image-only page of nothing: a blank sheet through a scanner. */
export function blankScan(dpi = 150): Promise<Uint8Array> {
  const [width, height] = [Math.round((A4[0] / 72) * dpi), Math.round((A4[1] / 72) * dpi)];
  return imagePdf([
    { width, height, pixels: new Uint8Array(width * height).fill(255), points: A4 },
  ]);
}
