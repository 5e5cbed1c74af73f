import type { SourceErrorCode } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { JobContext, JobQueue } from '../../services/jobs/job-queue.ts';
import { refreshBrainStatus } from './sources-queries.ts';
import { searchConfig } from './reading/detect-language.ts';
import { extractInWorker, type ExtractOptions } from './reading/extract.ts';
import type { BrainSearch } from './search/index.ts';

/**
 * Chunks written per statement: progress moves between them, and on PGlite other requests get
 * the engine between them (larger statements held it long enough, with three large files
 * indexed at once, for the BFF to shed other visitors' requests).
 */
const BATCH = 25;
/** The queue's retry limit: on the last attempt a failure is the source's error, not a retry. */
export const LAST_ATTEMPT = 3;

type Log = { warn(object: object, message: string): void };

/**
 * One source, read → chunked → indexed, with its progress on the way (extract 10-40 %, index
 * 40-100 %). Safe to run again at any point: the source's chunks are replaced, never added twice
 * (and `unique (source_id, chunk_index)` would refuse a second copy). A file that cannot be read
 * is an error with its reason at once; anything else is retried with backoff, and the last
 * failure becomes the source's error, so no source stays "processing".
 */
export function createBrainProcessor({
  db,
  log,
  events,
  search,
  extract = {},
}: {
  db: Kysely<DB>;
  log: Log;
  /** Says whether a source could be read, for the person who added it (their analytics). */
  events: EventBus;
  /** Where passages are indexed; a source is ready once searches are planned for them. */
  search: Pick<BrainSearch, 'index' | 'passagesChanged'>;
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
      error_code: SourceErrorCode | null;
    }>,
  ) =>
    db
      .updateTable('brain_sources')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning('brain_id')
      .executeTakeFirst();

  async function fail(sourceId: string, brainId: string, code: SourceErrorCode) {
    await db
      .updateTable('brain_sources')
      .set({
        status: 'error',
        error_code: code,
        progress: 0,
        chunk_count: 0,
        updated_at: new Date(),
      })
      .where('id', '=', sourceId)
      .execute();
    await db.deleteFrom('brain_chunks').where('source_id', '=', sourceId).execute();
    await refreshBrainStatus(db, brainId);
    await tellOutcome(sourceId, 'failed');
  }

  return async function processSource(job: JobContext<'brain-source'>) {
    const { sourceId } = job.data;
    const source = await db
      .selectFrom('brain_sources')
      .select(['id', 'brain_id', 'kind', 'content', 'status'])
      .where('id', '=', sourceId)
      .executeTakeFirst();
    // Deleted while it waited: nothing left to do.
    if (!source) return;
    const brainId = source.brain_id;
    try {
      await db
        .updateTable('brain_sources')
        .set((eb) => ({
          status: 'processing',
          progress: 10,
          error_code: null,
          attempts: eb('attempts', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', sourceId)
        .execute();
      await refreshBrainStatus(db, brainId);

      const read = await extractInWorker(source.kind, new Uint8Array(source.content), {
        ...extract,
        signal: job.signal,
      });
      if (job.signal.aborted) throw new Error('stopped while reading');
      if ('error' in read) return await fail(sourceId, brainId, read.error);

      const { chunks, language } = read;
      const config = searchConfig[language];
      await setSource(sourceId, { progress: 40 });

      // Whatever an earlier attempt left goes first: a source's chunks are written once.
      await db.deleteFrom('brain_chunks').where('source_id', '=', sourceId).execute();
      for (let start = 0; start < chunks.length; start += BATCH) {
        if (job.signal.aborted) throw new Error('stopped while indexing');
        const texts = chunks.slice(start, start + BATCH);
        await search.index({ brainId, sourceId, config, start, texts });
        const done = Math.min(chunks.length, start + BATCH);
        await setSource(sourceId, { progress: 40 + Math.floor((60 * done) / chunks.length) });
      }
      // Ready means searched as fast as it will be: the planner knows the new passages first
      // (ADR 051).
      await search.passagesChanged();
      await db
        .updateTable('brain_sources')
        .set({
          status: 'ready',
          progress: 100,
          error_code: null,
          language,
          chunk_count: chunks.length,
          updated_at: new Date(),
        })
        .where('id', '=', sourceId)
        .execute();
      await refreshBrainStatus(db, brainId);
      await tellOutcome(sourceId, 'processed');
    } catch (error) {
      log.warn({ err: error, sourceId, retryCount: job.retryCount }, 'brain source not processed');
      // The queue tries again later; its last attempt's failure is the source's own.
      if (job.retryCount >= LAST_ATTEMPT) return await fail(sourceId, brainId, 'failed');
      await setSource(sourceId, { status: 'pending', progress: 0 }).catch(() => undefined);
      throw error;
    }
  };
}

/**
 * Nothing stays waiting for ever: a source still pending or processing two minutes after its
 * last change has lost its job (its process died between two steps, or the queue gave up). It is
 * queued again; a source that still has its job is left alone (one job a source).
 */
export function createBrainSweeper({
  db,
  jobs,
  log,
}: {
  db: Kysely<DB>;
  jobs: Pick<JobQueue, 'send'>;
  log: { info(object: object, message: string): void };
}) {
  return async function sweep() {
    const stale = await db
      .updateTable('brain_sources')
      .set({ status: 'pending', progress: 0, updated_at: new Date() })
      .where('status', 'in', ['pending', 'processing'])
      .where('updated_at', '<', new Date(Date.now() - 2 * 60_000))
      .returning('id')
      .execute();
    for (const { id } of stale)
      await jobs.send('brain-source', { sourceId: id }, { singletonKey: id });
    if (stale.length > 0) log.info({ sources: stale.length }, 'brain sources queued again');
  };
}
