import { guessLanguage } from './language.ts';
import { OcrFailure, type OcrErrorCode, OcrProcessHandle } from './ocr-process-handle.ts';
import type { OcrModel } from './protocol.ts';

export type { OcrErrorCode } from './ocr-process-handle.ts';
export type { OcrModel } from './protocol.ts';

export type OcrLanguage = 'eng' | 'fra';

export interface OcrLimits {
  /** Pages one file may have read by OCR; a file asking more is refused before any is read. */
  maxPages: number;
  /** Time one page may take (rendering and reading); past it the OCR process is killed. */
  pageTimeoutMs: number;
  /** Resident memory the OCR process may reach; past it the OCR process is killed. */
  maxMemoryMb: number;
  /** Resolution pages are rendered at. Default 300. */
  dpi?: number;
  /** Pixels a rendered page may have; a larger page is rendered at a lower resolution. Default 24 million. */
  maxPixelsPerPage?: number;
  /** How long the OCR process stays up with nothing to read, ready for the next file. Default 10 s. */
  idleMs?: number;
  /** How long the OCR process may take to start and load its engine. Default 30 s. */
  startTimeoutMs?: number;
}

export interface OcrPage {
  /** The page's physical number in the file, from 1. */
  number: number;
  /** What was read, one line of the page a line, paragraphs apart by an empty line; empty for a page without text. */
  text: string;
  /** Tesseract's mean word confidence, 0–100 (0 for a page without text). */
  confidence: number;
  /** The language packs the page was read with. */
  model: OcrModel;
  /** The resolution the page was rendered at: the one asked, or lower for a page too large for the pixel bound. */
  dpi: number;
  /** Rendering and reading this page took (loading language data apart: `OcrStats.loadMs`). */
  ms: number;
}

export interface OcrStats {
  /** Starting the OCR process and its engine, when this read had to (null: it was already up). */
  startMs: number | null;
  /** Loading language data into the engine during this read (the first page in a language, a change of language). */
  loadMs: number;
  /** The OCR process's peak resident memory since it started (0 where /proc is absent). */
  peakMemoryMb: number;
}

export type OcrResult =
  | {
      ok: true;
      pages: OcrPage[];
      /**
       * With one language given, that one. Otherwise the language the text reads in, from its
       * frequent words; null when too short or unclear.
       */
      language: OcrLanguage | null;
      stats: OcrStats;
    }
  | {
      ok: false;
      error: OcrErrorCode;
      /** For logs (English, not for people): what happened. */
      message: string;
      /** The page being read when it happened, if any. */
      page: number | null;
      stats: OcrStats;
    };

export interface OcrReadOptions {
  /**
   * The languages the file is in; `auto` reads with both packs until the text read says which
   * (docs/decisions/054).
   */
  languages: readonly OcrLanguage[] | 'auto';
  signal?: AbortSignal;
  /** Called as each page is read, in order. */
  onPage?: (page: OcrPage) => void;
}

export interface OcrReader {
  /**
   * Reads the given pages of a PDF (physical numbers, from 1) by OCR. One file at a time: a read
   * waits for the one before. Never rejects for the file's sake: every failure is a result; it
   * rejects only for a caller's mistake (a page number that is not a positive integer, no
   * language). After `close`, every read ends `aborted`.
   */
  read(pdf: Uint8Array, pages: readonly number[], options: OcrReadOptions): Promise<OcrResult>;
  /** Stops the read in progress and those waiting (they end `aborted`) and ends the OCR process. */
  close(): Promise<void>;
  /** The OCR process's id while it is up (for measurements). */
  readonly pid: number | null;
}

const DEFAULTS = {
  dpi: 300,
  maxPixelsPerPage: 24_000_000,
  idleMs: 10_000,
  startTimeoutMs: 30_000,
};

function modelOf(languages: readonly OcrLanguage[] | 'auto'): OcrModel {
  if (languages === 'auto') return 'eng+fra';
  const english = languages.includes('eng');
  const french = languages.includes('fra');
  if (english && french) return 'eng+fra';
  if (french) return 'fra';
  if (english) return 'eng';
  throw new RangeError('OCR needs at least one language');
}

/**
 * The OCR reader: scanned pages read in a child process with bounded memory and time, one file
 * at a time, the process kept up between a file's pages and ended when idle
 * (docs/decisions/054).
 */
export function createOcrReader(limits: OcrLimits): OcrReader {
  const settings = { ...DEFAULTS, ...limits };
  let handle: OcrProcessHandle | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let closed = false;

  async function runningProcess(stats: OcrStats): Promise<OcrProcessHandle> {
    if (handle?.alive) return handle;
    const started = performance.now();
    const fresh = new OcrProcessHandle(settings.maxMemoryMb, settings.startTimeoutMs);
    handle = fresh;
    try {
      await fresh.ready;
    } finally {
      stats.peakMemoryMb = fresh.peakMemoryMb;
    }
    stats.startMs = Math.round(performance.now() - started);
    return fresh;
  }

  function retire(ocr: OcrProcessHandle): void {
    ocr.kill('aborted');
    if (handle === ocr) handle = null;
  }

  function scheduleIdle(): void {
    clearTimeout(idleTimer);
    if (queued > 0 || !handle) return;
    const idle = handle;
    idle.hold(false);
    idleTimer = setTimeout(() => retire(idle), settings.idleMs);
    idleTimer.unref();
  }

  async function readNow(
    pdf: Uint8Array,
    pages: readonly number[],
    options: OcrReadOptions,
  ): Promise<OcrResult> {
    clearTimeout(idleTimer);
    const stats: OcrStats = { startMs: null, loadMs: 0, peakMemoryMb: 0 };
    let page: number | null = null;
    const fail = (error: OcrErrorCode, message: string): OcrResult => ({
      ok: false,
      error,
      message,
      page,
      stats,
    });
    if (closed || options.signal?.aborted) return fail('aborted', 'the OCR was stopped');
    let ocr: OcrProcessHandle | null = null;
    // One read at a time: the process up, or starting, is this read's.
    const onAbort = () => handle?.kill('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      ocr = await runningProcess(stats);
      ocr.hold(true);
      const opened = await ocr.request({ type: 'open', pdf }, settings.pageTimeoutMs, 'unreadable');
      if (opened.type !== 'opened') {
        retire(ocr);
        return fail('unreadable', opened.type === 'unreadable' ? opened.message : 'no answer');
      }
      let model = modelOf(options.languages);
      let decided: OcrLanguage | null = model === 'eng+fra' ? null : model;
      let seen = '';
      const read: OcrPage[] = [];
      for (const number of pages) {
        page = number;
        if (options.signal?.aborted) return fail('aborted', 'the OCR was stopped');
        const started = performance.now();
        const answer = await ocr.request(
          {
            type: 'read',
            page: number,
            model,
            dpi: settings.dpi,
            maxPixels: settings.maxPixelsPerPage,
          },
          settings.pageTimeoutMs,
          'unreadable',
        );
        if (answer.type !== 'page') {
          // After a failure inside the engines their state is not trusted: the next file gets a new process.
          retire(ocr);
          return fail('unreadable', answer.type === 'unreadable' ? answer.message : 'no answer');
        }
        const result: OcrPage = {
          number,
          text: answer.text.replace(/[ \t]+$/gm, '').trim(),
          confidence: answer.confidence,
          model,
          dpi: answer.dpi,
          ms: Math.round(performance.now() - started - answer.loadMs),
        };
        stats.loadMs += Math.round(answer.loadMs);
        read.push(result);
        options.onPage?.(result);
        if (decided === null) {
          seen += `${result.text}\n`;
          decided = guessLanguage(seen);
          if (decided && options.languages === 'auto') model = decided;
        }
      }
      page = null;
      ocr.post({ type: 'close' });
      return { ok: true, pages: read, language: decided, stats };
    } catch (error) {
      if (error instanceof OcrFailure) return fail(error.code, error.message);
      throw error;
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
      if (ocr) stats.peakMemoryMb = Math.max(stats.peakMemoryMb, ocr.peakMemoryMb);
      stats.peakMemoryMb = Math.round(stats.peakMemoryMb);
      scheduleIdle();
    }
  }

  return {
    read(pdf, pages, options) {
      for (const page of pages)
        if (!Number.isInteger(page) || page < 1)
          return Promise.reject(new RangeError(`not a page number: ${page}`));
      try {
        modelOf(options.languages);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      if (pages.length > settings.maxPages)
        return Promise.resolve({
          ok: false,
          error: 'too_many_pages',
          message: `${pages.length} pages need OCR; at most ${settings.maxPages} are read`,
          page: null,
          stats: { startMs: null, loadMs: 0, peakMemoryMb: 0 },
        });
      if (pages.length === 0)
        return Promise.resolve({
          ok: true,
          pages: [],
          language: null,
          stats: { startMs: null, loadMs: 0, peakMemoryMb: 0 },
        });
      queued++;
      const result = queue.then(() => {
        queued--;
        return readNow(pdf, pages, options);
      });
      queue = result.catch(() => {});
      return result;
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      const last = handle;
      if (!last) return;
      // Held, so that the caller's event loop waits for the process to be gone.
      last.hold(true);
      retire(last);
      await last.exited;
    },
    get pid() {
      return handle?.pid ?? null;
    },
  };
}
