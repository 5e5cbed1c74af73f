/** The messages between the BFF and its OCR process (ocr-process.ts), sent over the IPC channel. */

/** The language packs the OCR process holds: one, or both at once while a file's is not known. */
export type OcrModel = 'eng' | 'fra' | 'eng+fra';

export type ToOcrProcess =
  /** Opens a file (the one before is closed). */
  | { type: 'open'; pdf: Uint8Array }
  /** Renders a page of the open file and reads it with the given language packs. */
  | { type: 'read'; page: number; model: OcrModel; dpi: number; maxPixels: number }
  | { type: 'close' };

export type FromOcrProcess =
  /** The engine is loaded: the process takes files. */
  | { type: 'ready' }
  | { type: 'opened'; pageCount: number }
  | {
      type: 'page';
      page: number;
      text: string;
      confidence: number;
      dpi: number;
      /** Loading language data first, when the page needed packs not loaded yet. */
      loadMs: number;
    }
  /** The file (or this page of it) could not be rendered or read; the process goes on. */
  | { type: 'unreadable'; message: string };
