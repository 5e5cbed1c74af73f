import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

type Log = { warn(object: object, message: string): void };

/**
 * Does for one table what autovacuum would after writes that change it a lot (a brain's passages
 * after a source is indexed). Postgres's autovacuum gets to it within a minute or so, and PGlite
 * has no autovacuum at all.
 * - `analyze`: until then a table that grew from nothing is planned as if it were still empty.
 *   Measured on a brain of 3,000 passages: a search took 2.1 ms on Postgres before and 0.9 ms
 *   after (ADR 035).
 * - The pending lists of its GIN indexes (`ginIndexes`) are merged into the index: new rows wait
 *   in that list, which every search reads through from start to end until it is merged. On the
 *   same brain on PGlite a search took 1.8 ms with the list as indexing left it, 1.5 ms after.
 *
 * `changed()` asks for both: they run at once, then at most once every `intervalMs` (a request
 * meanwhile runs when the interval ends, so the last change is always counted). A failure is
 * logged and costs only search time.
 */
export function createStatisticsRefresher({
  db,
  table,
  ginIndexes = [],
  log,
  intervalMs = 2_000,
}: {
  db: Kysely<DB>;
  table: keyof DB;
  /** The table's GIN indexes, by name. */
  ginIndexes?: readonly string[];
  log: Log;
  intervalMs?: number;
}) {
  let lastRun = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  async function run() {
    timer = undefined;
    lastRun = Date.now();
    try {
      for (const index of ginIndexes)
        await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
      await sql`analyze ${sql.table(table)}`.execute(db);
    } catch (error) {
      log.warn({ err: error, table }, 'table statistics not refreshed');
    }
  }

  return {
    changed() {
      if (closed || timer) return;
      const wait = Math.max(0, lastRun + intervalMs - Date.now());
      timer = setTimeout(() => {
        running = run().finally(() => (running = undefined));
      }, wait);
      timer.unref();
    },
    /** No new run starts; one under way is waited for (before the database closes). */
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
