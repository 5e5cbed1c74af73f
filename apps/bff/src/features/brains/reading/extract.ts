import { Worker } from 'node:worker_threads';
import type { SourceErrorCode, SourceKind } from '@app/contracts';
import type { SourceLanguage } from './detect-language.ts';
import type { PageText, ReadPassage } from './passages.ts';

/** A source's passages and their language, or why it has none. */
export type PassagesResult =
  { passages: ReadPassage[]; language: SourceLanguage } | { error: SourceErrorCode };

/**
 * A source read: its passages, or (a PDF with pages to read by OCR) the text of each page and
 * the pages that need OCR, or why it cannot be read.
 */
export type ReadResult = PassagesResult | { needOcr: number[]; pages: string[] };

/** What a reading thread is asked. */
export type WorkerTask =
  /** Reads a file; with `ocr`, a PDF's pages without text layer are told, not read. */
  | { task: 'read'; kind: SourceKind; bytes: Uint8Array; ocr: boolean }
  /** Cuts a PDF's pages (some read by OCR) into passages. */
  | { task: 'passages'; pages: PageText[] };

export interface ExtractOptions {
  /** The reading thread's heap: far above what a sane document needs, below what an attack does. */
  maxHeapMb?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Runs a reading task in a worker thread with a heap limit and a time limit: a file built to
 * exhaust memory or time stops that thread, and the source says why, while the server and the
 * queue go on.
 */
function inWorker<R>(
  task: WorkerTask,
  { maxHeapMb = 512, timeoutMs = 60_000, signal }: ExtractOptions,
): Promise<R | { error: SourceErrorCode }> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./extract-worker.ts', import.meta.url), {
      workerData: task,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (result: R | { error: SourceErrorCode }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ error: 'too_slow' }), timeoutMs);
    const onAbort = () => finish({ error: 'failed' });
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (result: R) => finish(result));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the reader: the file is the cause.
    worker.once('error', (error: Error & { code?: string }) =>
      finish({ error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'failed' }),
    );
    worker.once('exit', () => finish({ error: 'failed' }));
  });
}

/** Reads a source in a worker thread: its text, passages and language (extract-worker.ts). */
export function extractInWorker(
  kind: SourceKind,
  bytes: Uint8Array,
  { ocr = false, ...options }: ExtractOptions & { ocr?: boolean } = {},
): Promise<ReadResult> {
  return inWorker<ReadResult>({ task: 'read', kind, bytes, ocr }, options);
}

/** Cuts a PDF's pages, some read by OCR, into passages, and finds their language, in a worker thread. */
export function passagesInWorker(
  pages: PageText[],
  options: ExtractOptions = {},
): Promise<PassagesResult> {
  return inWorker<PassagesResult>({ task: 'passages', pages }, options);
}
