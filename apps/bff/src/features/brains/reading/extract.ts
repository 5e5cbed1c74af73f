import { Worker } from 'node:worker_threads';
import type { SourceErrorCode, SourceKind } from '@app/contracts';
import type { SourceLanguage } from './detect-language.ts';

/** A source read: its passages and their language, or why it cannot be read. */
export type ReadResult =
  { chunks: string[]; language: SourceLanguage } | { error: SourceErrorCode };

export interface ExtractOptions {
  /** The reading thread's heap: far above what a sane document needs, below what an attack does. */
  maxHeapMb?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Reads a source in a worker thread (its text, language and passages) with a heap limit and a time limit: a file built to
 * exhaust memory or time stops that thread, and the source says why, while the server and the
 * queue go on.
 */
export function extractInWorker(
  kind: SourceKind,
  bytes: Uint8Array,
  { maxHeapMb = 512, timeoutMs = 60_000, signal }: ExtractOptions = {},
): Promise<ReadResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./extract-worker.ts', import.meta.url), {
      workerData: { kind, bytes },
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (result: ReadResult) => {
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
    worker.once('message', (result: ReadResult) => finish(result));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the reader: the file is the cause.
    worker.once('error', (error: Error & { code?: string }) =>
      finish({ error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'failed' }),
    );
    worker.once('exit', () => finish({ error: 'failed' }));
  });
}
