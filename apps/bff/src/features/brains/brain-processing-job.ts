import type { SourceErrorCode } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { JobContext, JobQueue } from '../../services/jobs/job-queue.ts';
import { createBrainReindexer } from './brain-reindex-job.ts';
import { noOcrPages, refreshBrainStatus } from './sources-queries.ts';
import { searchConfig } from './reading/detect-language.ts';
import type { OcrErrorCode, OcrReader } from '../../services/ocr/index.ts';
import { READING_VERSION } from './reading/reading-version.ts';
import {
  extractInWorker,
  passagesInWorker,
  type ExtractOptions,
  type PassagesResult,
} from './reading/extract.ts';
import type { BrainSearch } from './search/index.ts';

/**
 * Chunks written per statement: progress moves between them, and on PGlite other requests get
 * the engine between them (larger statements held it long enough, with three large files
 * indexed at once, for the BFF to shed other visitors' requests).
 */
const BATCH = 25;
/** The queue's retry limit: on the last attempt a failure is the source's error, not a retry. */
export const LAST_ATTEMPT = 3;

/** What an OCR failure makes of the source; null: not the file's fault, the job is retried. */
const OCR_ERRORS: Record<OcrErrorCode, SourceErrorCode | null> = {
  too_many_pages: 'ocr_too_many_pages',
  too_slow: 'ocr_too_slow',
  too_complex: 'ocr_too_complex',
  unreadable: 'ocr_unreadable',
  aborted: null,
  failed: null,
};

type Log = { warn(object: object, message: string): void };

/** Scanned pages are read by this reader, at most `maxPages` a file; null: OCR is off. */
export interface BrainOcr {
  reader: Pick<OcrReader, 'read'>;
  maxPages: number;
}

/**
 * One source, read → (scanned pages read by OCR) → chunked → indexed, with its progress on the
 * way (extract 10-15 %, OCR 15-40 % page by page, index 40-100 %) and, for scanned pages, how
 * many of them are read (kept once it is ready, cleared when it waits again or fails). Safe to
 * run again at any point: the source's chunks are replaced, never added twice (and `unique
 * (source_id, chunk_index)` would refuse a second copy). A file that cannot be read is an error with its
 * reason at once; anything else is retried with backoff, and the last failure becomes the
 * source's error, so no source stays "processing". A source read again (`reread`: the re-index
 * job) keeps its passages searchable until the new ones replace them, and keeps them when the
 * new reading fails.
 */
export function createBrainProcessor({
  db,
  log,
  events,
  search,
  ocr = null,
  extract = {},
}: {
  db: Kysely<DB>;
  log: Log;
  /** Says whether a source could be read, for the person who added it (their analytics). */
  events: EventBus;
  /** Where passages are indexed; a source is ready once searches are planned for them. */
  search: Pick<BrainSearch, 'index' | 'reveal' | 'passagesChanged'>;
  ocr?: BrainOcr | null;
  extract?: Omit<ExtractOptions, 'signal'>;
}) {
  /** Says what became of the source, for whoever added it; never fails the job. */
  async function tellOutcome(sourceId: string, outcome: 'processed' | 'failed') {
    try {
      const row = await db
        .selectFrom('brain_sources')
        .innerJoin('brains', 'brains.id', 'brain_sources.brain_id')
        .select(['brain_sources.added_by', 'brains.id', 'brains.name'])
        .where('brain_sources.id', '=', sourceId)
        .executeTakeFirst();
      if (row?.added_by)
        events.emit('brain.sourceRead', {
          userId: row.added_by,
          brain: { id: row.id, name: row.name },
          outcome,
        });
    } catch (error) {
      log.warn({ err: error, sourceId }, 'source outcome not told: the source was not read back');
    }
  }

  const setSource = (
    id: string,
    values: Partial<{
      status: 'pending' | 'processing' | 'ready' | 'error';
      progress: number;
      ocr_pages: number | null;
      ocr_pages_read: number | null;
      error_code: SourceErrorCode | null;
      reading_version: number;
    }>,
  ) =>
    db
      .updateTable('brain_sources')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning('brain_id')
      .executeTakeFirst();

  async function fail(sourceId: string, brainId: string, code: SourceErrorCode) {
    await db.deleteFrom('brain_chunks').where('source_id', '=', sourceId).execute();
    // The source and its brain's status change together: a reader never sees one without the
    // other (and stops asking once every source is settled).
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('brain_sources')
        .set({
          status: 'error',
          error_code: code,
          progress: 0,
          ...noOcrPages,
          chunk_count: 0,
          reading_version: READING_VERSION,
          updated_at: new Date(),
        })
        .where('id', '=', sourceId)
        .execute();
      await refreshBrainStatus(trx, brainId);
    });
    await tellOutcome(sourceId, 'failed');
  }

  /**
   * A source read again could not be read the new way: it keeps the passages it had, ready, and
   * is not read again until the reading changes (the log says why).
   */
  async function keepOld(sourceId: string, brainId: string, why: unknown) {
    log.warn({ sourceId, why }, 'brain source not read again: its passages are kept');
    await db
      .deleteFrom('brain_chunks')
      .where('source_id', '=', sourceId)
      .where('chunk_index', '<', 0)
      .execute();
    await setSource(sourceId, {
      status: 'ready',
      progress: 100,
      error_code: null,
      reading_version: READING_VERSION,
    });
    await refreshBrainStatus(db, brainId);
  }

  /**
   * The pages of a PDF without text layer, read by OCR, with the source's progress and its OCR
   * pages (`ocr_pages_read` of `ocr_pages`) moving page by page; then the whole file cut into
   * passages. Too many pages to read: an error, unless most pages have a text layer (a text PDF
   * with some blank or picture pages), which is then read from its text layer alone.
   */
  async function readScannedPages(
    job: JobContext<'brain-source'>,
    bytes: Uint8Array,
    { needOcr, pages }: { needOcr: number[]; pages: string[] },
  ): Promise<PassagesResult> {
    const fromLayer = () => pages.map((text) => ({ text, ocr: false }));
    if (!ocr) return passagesInWorker(fromLayer(), { ...extract, signal: job.signal });
    if (needOcr.length > ocr.maxPages && pages.length - needOcr.length > needOcr.length) {
      log.warn(
        { sourceId: job.data.sourceId, pages: needOcr.length },
        'pages without text layer past the OCR limit: the text layer alone is read',
      );
      return passagesInWorker(fromLayer(), { ...extract, signal: job.signal });
    }
    const { sourceId } = job.data;
    // Past the limit the reader refuses the file before any page: no page is said to be read.
    const counted = needOcr.length <= ocr.maxPages;
    await setSource(
      sourceId,
      counted ? { progress: 15, ocr_pages: needOcr.length, ocr_pages_read: 0 } : { progress: 15 },
    );
    let done = 0;
    let progressWritten: Promise<unknown> = Promise.resolve();
    const read = await ocr.reader.read(bytes, needOcr, {
      languages: 'auto',
      signal: job.signal,
      onPage: () => {
        const pagesRead = ++done;
        const progress = 15 + Math.floor((25 * pagesRead) / needOcr.length);
        progressWritten = progressWritten
          .then(() => setSource(sourceId, { progress, ocr_pages_read: pagesRead }))
          .catch(() => undefined);
      },
    });
    await progressWritten;
    if (!read.ok) {
      const code = OCR_ERRORS[read.error];
      // Stopped (the job or the process) or an OCR process that failed to start: retried.
      if (!code) throw new Error(`OCR ${read.error}: ${read.message}`);
      log.warn({ sourceId, page: read.page, message: read.message }, 'scanned pages not read');
      return { error: code };
    }
    const byOcr = new Map(read.pages.map((page) => [page.number, page.text]));
    return passagesInWorker(
      pages.map((text, index) => {
        const scanned = byOcr.get(index + 1);
        // A page where OCR found nothing keeps what its text layer had.
        return scanned && /[\p{L}\p{N}]/u.test(scanned)
          ? { text: scanned, ocr: true }
          : { text, ocr: false };
      }),
      { ...extract, signal: job.signal },
    );
  }

  return async function processSource(job: JobContext<'brain-source'>) {
    const { sourceId } = job.data;
    const source = await db
      .selectFrom('brain_sources')
      .select(['id', 'brain_id', 'kind', 'content', 'status', 'chunk_count'])
      .where('id', '=', sourceId)
      .executeTakeFirst();
    // Deleted while it waited: nothing left to do.
    if (!source) return;
    const brainId = source.brain_id;
    // Read again while its passages answer searches: they stay until the new ones replace them.
    const reread = job.data.reread === true && source.chunk_count > 0;
    try {
      await db
        .updateTable('brain_sources')
        .set((eb) => ({
          status: 'processing',
          progress: 10,
          ...noOcrPages,
          error_code: null,
          attempts: eb('attempts', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', sourceId)
        .execute();
      await refreshBrainStatus(db, brainId);

      const bytes = new Uint8Array(source.content);
      const extracted = await extractInWorker(source.kind, bytes, {
        ...extract,
        ocr: ocr !== null,
        signal: job.signal,
      });
      if (job.signal.aborted) throw new Error('stopped while reading');
      const read =
        'needOcr' in extracted ? await readScannedPages(job, bytes, extracted) : extracted;
      if (job.signal.aborted) throw new Error('stopped while reading');
      if ('error' in read)
        return reread
          ? await keepOld(sourceId, brainId, read.error)
          : await fail(sourceId, brainId, read.error);

      const { passages, language } = read;
      const config = searchConfig[language];
      await setSource(sourceId, { progress: 40 });

      // Whatever an earlier attempt left goes first: a source's chunks are written once. A
      // source read again keeps its passages until the new ones replace them.
      let remove = db.deleteFrom('brain_chunks').where('source_id', '=', sourceId);
      if (reread) remove = remove.where('chunk_index', '<', 0);
      await remove.execute();
      for (let start = 0; start < passages.length; start += BATCH) {
        if (job.signal.aborted) throw new Error('stopped while indexing');
        await search.index({
          brainId,
          sourceId,
          config,
          start,
          passages: passages.slice(start, start + BATCH),
          hidden: reread,
        });
        const done = Math.min(passages.length, start + BATCH);
        await setSource(sourceId, { progress: 40 + Math.floor((60 * done) / passages.length) });
      }
      if (reread) await search.reveal(sourceId);
      // Ready means searched as fast as it will be: the planner knows the new passages first
      // (ADR 051).
      await search.passagesChanged();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('brain_sources')
          .set({
            status: 'ready',
            progress: 100,
            error_code: null,
            language,
            chunk_count: passages.length,
            reading_version: READING_VERSION,
            updated_at: new Date(),
          })
          .where('id', '=', sourceId)
          .execute();
        await refreshBrainStatus(trx, brainId);
      });
      await tellOutcome(sourceId, 'processed');
    } catch (error) {
      log.warn({ err: error, sourceId, retryCount: job.retryCount }, 'brain source not processed');
      // The queue tries again later; its last attempt's failure is the source's own.
      if (job.retryCount >= LAST_ATTEMPT)
        return reread
          ? await keepOld(sourceId, brainId, 'failed')
          : await fail(sourceId, brainId, 'failed');
      await setSource(sourceId, { status: 'pending', progress: 0, ...noOcrPages }).catch(
        () => undefined,
      );
      throw error;
    }
  };
}

/** What queues sources to be read: the sweeper, the re-index. */
export interface SourceQueueing {
  db: Kysely<DB>;
  jobs: Pick<JobQueue, 'send'>;
  log: { info(object: object, message: string): void };
}

/**
 * Nothing stays waiting for ever: a source still pending or processing two minutes after its
 * last change has lost its job (its process died between two steps, or the queue gave up). It is
 * queued again; a source that still has its job is left alone (one job a source). Then sources
 * read by an older reading are queued to be read again (the re-index, brain-reindex-job.ts).
 */
export function createBrainSweeper({ db, jobs, log }: SourceQueueing) {
  const reindex = createBrainReindexer({ db, jobs, log });
  return async function sweep() {
    await requeueLost();
    await reindex();
  };

  async function requeueLost() {
    const stale = await db
      .updateTable('brain_sources')
      .set({ status: 'pending', progress: 0, ...noOcrPages, updated_at: new Date() })
      .where('status', 'in', ['pending', 'processing'])
      .where('updated_at', '<', new Date(Date.now() - 2 * 60_000))
      .returning('id')
      .execute();
    for (const { id } of stale)
      await jobs.send('brain-source', { sourceId: id }, { singletonKey: id });
    if (stale.length > 0) log.info({ sources: stale.length }, 'brain sources queued again');
  }
}
