import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dayOf, rollupEvents } from './analytics-queries.ts';

const DAY_MS = 86_400_000;

/**
 * Once a day: raw events older than `rawDays` full days become per-day counts. Reports read both,
 * so nothing a user sees changes; only the last actions list needs raw rows, and it shows recent
 * ones.
 */
export function createAnalyticsRollup({
  db,
  rawDays,
  log,
  now = () => new Date(),
}: {
  db: Kysely<DB>;
  rawDays: number;
  log: { info(object: object, message: string): void };
  now?: () => Date;
}) {
  return async function rollup() {
    const before = dayOf(new Date(now().getTime() - rawDays * DAY_MS));
    const moved = await rollupEvents(db, before);
    if (moved > 0) log.info({ events: moved, before }, 'analytics events rolled up per day');
  };
}
