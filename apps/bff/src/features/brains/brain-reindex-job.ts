import type { SourceQueueing } from './brain-processing-job.ts';
import { READING_VERSION } from './reading/reading-version.ts';
import { refreshBrainStatus } from './sources-queries.ts';

/** Sources queued by one sweep at most: a large re-index is queued over several minutes. */
const PER_SWEEP = 100;

/**
 * The re-index (ADR 056): every stored source read by an older reading than READING_VERSION is
 * read again from the file it keeps. A ready source is read again in place (`reread`): it shows
 * its progress as it is read, and its old passages answer searches until the new ones replace
 * them. A PDF refused for having no text is tried again: OCR may read it now. Each source is a
 * job of its own on the sources' queue (one at a time a source, two at a time a process), so the
 * re-index goes at the pace of ordinary uploads and survives restarts. The sweeper runs it every
 * minute, from the first minute after a start; once every source is read the current way it
 * finds nothing (one query of `brain_sources`).
 */
export function createBrainReindexer({ db, jobs, log }: SourceQueueing) {
  return async function reindex() {
    const stale = await db
      .selectFrom('brain_sources')
      .select(['id', 'brain_id', 'status'])
      .where('reading_version', '<', READING_VERSION)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'ready'),
          eb.and([eb('status', '=', 'error'), eb('error_code', '=', 'pdf_no_text')]),
        ]),
      )
      .orderBy('created_at')
      .limit(PER_SWEEP)
      .execute();
    for (const source of stale) {
      if (source.status === 'ready') {
        await jobs.send(
          'brain-source',
          { sourceId: source.id, reread: true },
          { singletonKey: source.id },
        );
        continue;
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('brain_sources')
          .set({ status: 'pending', progress: 0, error_code: null, updated_at: new Date() })
          .where('id', '=', source.id)
          .execute();
        await jobs.send(
          'brain-source',
          { sourceId: source.id },
          { db: trx, singletonKey: source.id },
        );
        await refreshBrainStatus(trx, source.brain_id);
      });
    }
    if (stale.length > 0)
      log.info({ sources: stale.length }, 'brain sources queued to be read again');
  };
}
