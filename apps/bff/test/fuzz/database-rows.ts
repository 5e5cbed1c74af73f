import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

export type RowCounts = Record<string, number>;

/** Every table of the app, as the database lists them (a new migration is covered by itself). */
export async function listTables(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

/** The row count of each table, in one round trip. */
export async function countRows(db: Kysely<DB>, tables: string[]): Promise<RowCounts> {
  const query = tables
    .map((table) => `select '${table}' as name, count(*)::int as count from "${table}"`)
    .join(' union all ');
  const { rows } = await sql<{ name: string; count: number }>`${sql.raw(query)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}

/**
 * Row changes a rejected write is allowed to make, by operation. Nothing else may change:
 * - `auth.completeOAuth`: the state is single-use, so the request that finds it deletes it
 *   whatever follows (auth.routes.ts), and states past their ten minutes are swept at the same
 *   time: fewer `oauth_states` rows after a 400 is by design.
 * - `auth.login`: a refused sign-in is what the audit log is for: one more `audit_log` row.
 * Changes that are not a row count are not seen here, and some are legitimate: a wrong
 * verification code increments `one_time_tokens.attempts` of the pending code (no new row).
 */
export const allowedRowChanges: Record<
  string,
  { table: string; direction: 'fewer' | 'more'; why: string }[]
> = {
  'auth.completeOAuth': [
    {
      table: 'oauth_states',
      direction: 'fewer',
      why: 'single-use state deleted, expired ones swept',
    },
  ],
  'auth.login': [
    { table: 'audit_log', direction: 'more', why: 'a failed sign-in is audited (ADR 022)' },
  ],
};

/** A refused admin call (403, or the last Admin's 409) is audited too (ADR 050). */
const refusedAdminCall = {
  table: 'audit_log',
  direction: 'more' as const,
  why: 'a refused admin call is audited (ADR 050)',
};

/**
 * Tables no request writes itself: analytics events are recorded in memory and written in batches
 * by a timer (features/analytics/event-writer.ts), so an earlier request's events may land while a
 * rejected one runs; per-day counts change only in the nightly rollup; a brain's passages are
 * written by the job that reads a source an earlier upload added (brain-processing-job.ts).
 */
const writtenOffTheRequest = new Set(['events', 'event_days', 'brain_chunks', 'brain_chunk_texts']);

export interface RowChange {
  table: string;
  before: number;
  after: number;
}

/** What changed between two counts, less the changes allowed for the operation. */
export function unexpectedChanges(
  operation: string,
  before: RowCounts,
  after: RowCounts,
  status?: number,
): RowChange[] {
  const refusal = operation.startsWith('admin.') && (status === 403 || status === 409);
  const allowed = [...(allowedRowChanges[operation] ?? []), ...(refusal ? [refusedAdminCall] : [])];
  return Object.keys({ ...before, ...after })
    .map((table) => ({ table, before: before[table] ?? 0, after: after[table] ?? 0 }))
    .filter(({ table, before: was, after: now }) => was !== now && !writtenOffTheRequest.has(table))
    .filter(
      ({ table, before: was, after: now }) =>
        !allowed.some(
          (rule) => rule.table === table && (rule.direction === 'fewer' ? now < was : now > was),
        ),
    );
}
