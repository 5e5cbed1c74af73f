import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

type Log = { warn(object: object, message: string): void };

/**
 * Does for one table what autovacuum would after writes that change it a lot (a brain's passages
 * after a source is indexed). Postgres's autovacuum gets to it within a minute or so, and PGlite
 * has no autovacuum at all.
 * - `analyze`: until then a table that grew from nothing is planned as if it were still empty,
 *   and a search of a large brain is planned badly (ADR 051).
 * - The pending lists of its GIN indexes (`ginIndexes`), if they keep one, are merged into the
 *   index: new rows wait in that list, which every search reads through until it is merged.
 *
 * `changed()` asks for both and resolves once a run that began after the call has ended, so a
 * writer can wait for it (a source is ready only once its passages are planned for, ADR 051).
 * Runs start at once, then at most once every `intervalMs`: the changes that come meanwhile share
 * the next run. A failure is logged and costs only search time.
 */
export function createStatisticsRefresher({
  db,
  table,
  ginIndexes = [],
  log,
  intervalMs = 1_000,
}: {
  db: Kysely<DB>;
  table: keyof DB;
  /** The table's GIN indexes that keep a pending list, by name. */
  ginIndexes?: readonly string[];
  log: Log;
  intervalMs?: number;
}) {
  let lastRun = -Infinity;
  /** The next run, once asked for: when it ends, every change asked before it began counts. */
  let next: { timer: NodeJS.Timeout; done: Promise<void>; release: () => void } | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  async function run() {
    lastRun = Date.now();
    try {
      for (const index of ginIndexes)
        await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
      await sql`analyze ${sql.table(table)}`.execute(db);
    } catch (error) {
      log.warn({ err: error, table }, 'table statistics not refreshed');
    }
  }

  function begin() {
    const asked = next!;
    next = undefined;
    // One run at a time: a run asked for during another begins after it.
    const thisRun = (running ?? Promise.resolve()).then(run);
    running = thisRun;
    void thisRun.then(() => {
      if (running === thisRun) running = undefined;
      asked.release();
    });
  }

  return {
    changed(): Promise<void> {
      if (closed) return Promise.resolve();
      if (!next) {
        let release!: () => void;
        const done = new Promise<void>((resolve) => (release = resolve));
        const timer = setTimeout(begin, Math.max(0, lastRun + intervalMs - Date.now()));
        timer.unref();
        next = { timer, done, release };
      }
      return next.done;
    },
    /** No new run begins (one asked for is given up, its waiters let go); one under way is waited for. */
    async close() {
      closed = true;
      if (next) {
        clearTimeout(next.timer);
        next.release();
        next = undefined;
      }
      await running;
    },
  };
}
