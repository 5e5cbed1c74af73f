/**
 * The OCR process: renders a PDF's pages with PDFium and reads them with Tesseract, both
 * WebAssembly, both from npm packages on disk. It is a child of the BFF so that whatever a file
 * makes them do (memory, time, a crash) costs this process only: the BFF watches its memory and
 * time and kills it (ocr-reader.ts). It reads one page at a time, synchronously: nothing else runs
 * here. Nothing in it opens a connection: the engine and the language data are read from files.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PDFiumLibrary } from '@hyzyla/pdfium';
import type { PDFiumDocument } from '@hyzyla/pdfium';
import type { FromOcrProcess, OcrModel, ToOcrProcess } from './protocol.ts';

/** What we use of Tesseract's API as tesseract.js-core exposes it (Emscripten bindings). */
interface TesseractApi {
  Init(dataPath: null, languages: string, engineMode: number): number;
  SetVariable(name: string, value: string): boolean;
  /** Reads the image at `/input` in the engine's file system (exif orientation, angle). */
  SetImageFile(exif: number, angle: number): number;
  Recognize(monitor: null): number;
  GetUTF8Text(): string;
  MeanTextConf(): number;
  Clear(): void;
  End(): void;
}
interface TesseractModule {
  TessBaseAPI: new () => TesseractApi;
  FS: { writeFile(path: string, data: Uint8Array | string): void };
}
type TesseractCore = (options: {
  TesseractProgress?: (percent: number) => void;
}) => Promise<TesseractModule>;

/** Tesseract's LSTM engine (the one the `_best_int` data holds). */
const LSTM_ONLY = 1;
/** The language data: Tesseract's best models, quantised to integers (docs/decisions/054). */
const DATA_VERSION = '4.0.0_best_int';

const require = createRequire(import.meta.url);

function send(message: FromOcrProcess): void {
  process.send!(message);
}

async function loadTesseract(): Promise<TesseractModule> {
  // The relaxed-SIMD build is the fastest; Node 24's V8 runs it. The plain SIMD build is the
  // fallback for an engine without relaxed SIMD.
  for (const build of ['relaxedsimd-lstm', 'simd-lstm']) {
    try {
      const core = require(`tesseract.js-core/tesseract-core-${build}.js`) as TesseractCore;
      return await core({});
    } catch (error) {
      if (build === 'simd-lstm') throw error;
    }
  }
  throw new Error('unreachable');
}

const [pdfium, tesseract] = await Promise.all([PDFiumLibrary.init(), loadTesseract()]);
const loadedData = new Set<string>();
let api: TesseractApi | null = null;
let apiModel: OcrModel | null = null;
let document: PDFiumDocument | null = null;

function engineFor(model: OcrModel): TesseractApi {
  if (api && apiModel === model) return api;
  for (const language of model.split('+')) {
    if (loadedData.has(language)) continue;
    const packed = join(
      dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
      DATA_VERSION,
      `${language}.traineddata.gz`,
    );
    tesseract.FS.writeFile(`${language}.traineddata`, gunzipSync(readFileSync(packed)));
    loadedData.add(language);
  }
  api?.End();
  api = new tesseract.TessBaseAPI();
  apiModel = model;
  if (api.Init(null, model, LSTM_ONLY) !== 0)
    throw new Error(`the ${model} language data did not load`);
  return api;
}

/** Netpbm's binary grey map: a header and the pixels, which Tesseract reads without decoding. */
function greyMap(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const image = new Uint8Array(header.length + pixels.length);
  image.set(header, 0);
  image.set(pixels, header.length);
  return image;
}

async function readPage(
  page: number,
  model: OcrModel,
  dpi: number,
  maxPixels: number,
): Promise<FromOcrProcess> {
  if (!document) return { type: 'unreadable', message: 'no file is open' };
  const count = document.getPageCount();
  if (page < 1 || page > count)
    return { type: 'unreadable', message: `the file has no page ${page} (it has ${count})` };
  const pdfPage = document.getPage(page - 1);
  const { originalWidth, originalHeight } = pdfPage.getOriginalSize();
  if (!(originalWidth > 0 && originalHeight > 0))
    return { type: 'unreadable', message: `page ${page} has no size` };
  // A page too large for its pixels at this resolution is rendered smaller (its letters are
  // large too), never allocated whole: the pixel count, not the page size, bounds the memory.
  const wanted = dpi / 72;
  const fitting = Math.sqrt(maxPixels / (originalWidth * originalHeight));
  const scale = Math.min(wanted, fitting);
  const rendered = await pdfPage.render({ scale, colorSpace: 'Gray', render: 'bitmap' });
  const loading = performance.now();
  const engine = engineFor(model);
  const loadMs = performance.now() - loading;
  const effectiveDpi = Math.round(scale * 72);
  tesseract.FS.writeFile('/input', greyMap(rendered.width, rendered.height, rendered.data));
  // Tesseract takes no resolution under 70 (its letters' sizes are guessed from it).
  engine.SetVariable('user_defined_dpi', String(Math.max(70, effectiveDpi)));
  if (engine.SetImageFile(1, 0) !== 0)
    return { type: 'unreadable', message: `page ${page} could not be handed to the reader` };
  engine.Recognize(null);
  const text = engine.GetUTF8Text();
  const confidence = engine.MeanTextConf();
  engine.Clear();
  return { type: 'page', page, text, confidence, dpi: effectiveDpi, loadMs };
}

async function handle(message: ToOcrProcess): Promise<FromOcrProcess | null> {
  switch (message.type) {
    case 'open': {
      document?.destroy();
      document = null;
      try {
        document = await pdfium.loadDocument(message.pdf);
      } catch (error) {
        return { type: 'unreadable', message: (error as Error).message };
      }
      return { type: 'opened', pageCount: document.getPageCount() };
    }
    case 'read':
      try {
        return await readPage(message.page, message.model, message.dpi, message.maxPixels);
      } catch (error) {
        return { type: 'unreadable', message: `page ${message.page}: ${(error as Error).message}` };
      }
    case 'close':
      document?.destroy();
      document = null;
      return null;
  }
}

// One message at a time, in order: a page is read to the end before the next message is looked at.
let queue = Promise.resolve();
process.on('message', (message: ToOcrProcess) => {
  queue = queue.then(async () => {
    const answer = await handle(message);
    if (answer) send(answer);
  });
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
