import type { BrainSource, SourceErrorCode, SourceKind } from '@app/contracts';
import { sourceErrorMessages } from '@app/contracts';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BrainSourcesTable, DB } from '../../db/schema.ts';
import type { JobQueue } from '../../services/jobs/job-queue.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The columns of a source the API shows: never its content. */
export const sourceColumns = [
  'id',
  'name',
  'kind',
  'status',
  'progress',
  'ocr_pages',
  'ocr_pages_read',
  'error_code',
  'size_bytes',
  'language',
  'chunk_count',
  'attempts',
  'created_at',
  'updated_at',
] as const;

export function toSource(
  row: Pick<Selectable<BrainSourcesTable>, (typeof sourceColumns)[number]>,
): BrainSource {
  const code = row.error_code as SourceErrorCode | null;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    ocr:
      row.ocr_pages === null || row.ocr_pages_read === null
        ? null
        : { pagesRead: row.ocr_pages_read, pages: row.ocr_pages },
    error: code ? { code, message: sourceErrorMessages[code] } : null,
    sizeBytes: row.size_bytes,
    language: row.language,
    chunkCount: row.chunk_count,
    attempts: row.attempts,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A source's OCR pages cleared: it waits to be read (again), or failed. */
export const noOcrPages = { ocr_pages: null, ocr_pages_read: null } as const;

/**
 * A brain's status follows its sources: processing while any is waiting or being read, ready
 * when at least one was read (it can be searched; those that failed are counted apart), error
 * when every one failed; pending while it has none.
 *
 * The brain's row is locked first, and its sources read in the next statement: on Postgres two
 * sources settled at once, each in its transaction, would otherwise each count the other as still
 * being read (a statement's subquery keeps the snapshot it began with, even once it has waited
 * for the other's lock), and the brain would stay "processing" over settled sources.
 */
export async function refreshBrainStatus(
  db: Kysely<DB> | Transaction<DB>,
  brainId: string,
): Promise<void> {
  // The lock holds only within a transaction: a caller outside one gets one of its own.
  if (!db.isTransaction) return db.transaction().execute((trx) => refreshBrainStatus(trx, brainId));
  await sql`select 1 from brains where id = ${brainId} for update`.execute(db);
  await db
    .updateTable('brains')
    .set({
      status: sql<'pending' | 'processing' | 'ready' | 'error'>`(
        select case
          when count(*) = 0 then 'pending'
          when bool_or(s.status in ('pending', 'processing')) then 'processing'
          when bool_and(s.status = 'error') then 'error'
          else 'ready'
        end
        from brain_sources s where s.brain_id = ${brainId}
      )`,
      updated_at: new Date(),
    })
    .where('id', '=', brainId)
    .execute();
}

/** A source to store: its name, what it is, and its bytes. */
export interface NewSource {
  name: string;
  kind: SourceKind;
  bytes: Buffer;
}

/** The statements of a brain's sources: stored with their reading job, retried, deleted. */
export function createSourceQueries(db: Kysely<DB>, { jobs }: { jobs: Pick<JobQueue, 'send'> }) {
  const queries = {
    async sources(brainId: string, ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('brain_sources')
        .select(sourceColumns)
        .where('brain_id', '=', brainId)
        .where('id', 'in', ids)
        .orderBy('created_at')
        .execute();
      return rows.map(toSource);
    },

    async sizeOf(brainId: string) {
      const { n } = await db
        .selectFrom('brain_sources')
        .select(sql<number>`coalesce(sum(size_bytes), 0)::int`.as('n'))
        .where('brain_id', '=', brainId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /**
     * Stores sources and queues their reading: each file in a transaction of its own, its row and
     * its job or neither (bad input was refused before any of them). On PGlite a transaction holds
     * the engine to the end: several large files in one held every other request that long.
     */
    async addSources(brainId: string, userId: string, files: NewSource[]) {
      const ids: string[] = [];
      for (const file of files)
        ids.push(
          await db.transaction().execute(async (trx) => {
            const { id } = await trx
              .insertInto('brain_sources')
              .values({
                brain_id: brainId,
                name: file.name,
                kind: file.kind,
                size_bytes: file.bytes.length,
                content: file.bytes,
                added_by: userId,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await jobs.send('brain-source', { sourceId: id }, { db: trx, singletonKey: id });
            await refreshBrainStatus(trx, brainId);
            return id;
          }),
        );
      return queries.sources(brainId, ids);
    },

    /** Sources in error go back to the queue. */
    async retry(brainId: string, sourceIds: string[]) {
      if (sourceIds.length === 0) return [];
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('brain_sources')
          .set({
            status: 'pending',
            progress: 0,
            ...noOcrPages,
            error_code: null,
            updated_at: new Date(),
          })
          .where('brain_id', '=', brainId)
          .where('id', 'in', sourceIds)
          .execute();
        for (const id of sourceIds)
          await jobs.send('brain-source', { sourceId: id }, { db: trx, singletonKey: id });
        await refreshBrainStatus(trx, brainId);
      });
      return queries.sources(brainId, sourceIds);
    },

    /** The status of one of the brain's sources; undefined when it has no such source. */
    async sourceStatus(brainId: string, sourceId: string) {
      const source = await db
        .selectFrom('brain_sources')
        .select('status')
        .where('id', '=', sourceId)
        .where('brain_id', '=', brainId)
        .executeTakeFirst();
      return source?.status;
    },

    /** One of the brain's sources as it was added: its name, kind and bytes. */
    async file(brainId: string, sourceId: string) {
      return db
        .selectFrom('brain_sources')
        .select(['name', 'kind', 'content'])
        .where('id', '=', sourceId)
        .where('brain_id', '=', brainId)
        .executeTakeFirst();
    },

    /** The ids of the brain's sources that could not be read. */
    async failedSources(brainId: string) {
      const failed = await db
        .selectFrom('brain_sources')
        .select('id')
        .where('brain_id', '=', brainId)
        .where('status', '=', 'error')
        .execute();
      return failed.map((row) => row.id);
    },

    /** Deletes one of the brain's sources; false when it has no such source. */
    async deleteSource(brainId: string, sourceId: string) {
      const deleted = await db
        .deleteFrom('brain_sources')
        .where('id', '=', sourceId)
        .where('brain_id', '=', brainId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await refreshBrainStatus(db, brainId);
      return true;
    },
  };
  return queries;
}
