import { describe, expect, it } from 'vitest';
import { problemsOf, runFaultMatrix, type FaultRow } from './faults/fault-matrix.ts';

// Each dependency refused, answering 500 and hanging: the spec's message within its time-out +
// 100 ms, public pages still up, and recovery without a restart. Database faults need Postgres
// (PGlite runs inside the process); `pnpm test:pg` and `pnpm faults` run them.
const postgresUrl = process.env.TEST_DATABASE_URL;

const describeRows = (rows: FaultRow[]) =>
  rows
    .map((row) => ({ row, problems: problemsOf(row) }))
    .filter(({ problems }) => problems.length > 0)
    .map(
      ({ row, problems }) => `${row.dependency} ${row.mode} ${row.request}: ${problems.join(', ')}`,
    );

describe('a failing dependency', () => {
  it.each(['agent server', 'chat webhook', 'identity (Supabase)'] as const)(
    '%s: the spec’s message in time, public pages up, recovered by itself',
    async (dependency) => {
      const rows = await runFaultMatrix({ only: [dependency] });
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(describeRows(rows)).toEqual([]);
    },
  );

  it.skipIf(!postgresUrl)(
    'database: the generic message in time, the SPA still served',
    async () => {
      const rows = await runFaultMatrix({ only: ['database'], postgresUrl: postgresUrl! });
      expect(rows).toHaveLength(3);
      expect(describeRows(rows)).toEqual([]);
    },
  );
});
