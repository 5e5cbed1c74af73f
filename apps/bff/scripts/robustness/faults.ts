// Each outside system refused, answering 500 and hanging, one at a time, against a BFF built on
// loopback: what the user reads, how fast, whether public pages render, and the time to recover.
// Usage: pnpm faults [-- --timeout-ms 400 --postgres-url postgres://postgres@127.0.0.1:5432/test]
import { parseArgs } from 'node:util';
import { problemsOf, runFaultMatrix } from '../../test/faults/fault-matrix.ts';

const { values } = parseArgs({
  options: {
    'timeout-ms': { type: 'string', default: '400' },
    'postgres-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    'no-postgres': { type: 'boolean', default: false },
  },
});

let postgresUrl: string | undefined = values['no-postgres'] ? undefined : values['postgres-url'];
if (postgresUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    console.warn(
      `Postgres unreachable at ${postgresUrl} (${(error as Error).message}): database faults left out`,
    );
    postgresUrl = undefined;
  }
}

const started = performance.now();
const rows = await runFaultMatrix({
  timeoutMs: Number(values['timeout-ms']),
  ...(postgresUrl ? { postgresUrl } : {}),
});
console.table(
  rows.map((row) => ({
    dependency: row.dependency,
    fault: row.mode,
    request: row.request,
    status: row.status,
    'user reads': row.message.length > 48 ? `${row.message.slice(0, 45)}…` : row.message,
    'ms (budget)': `${row.elapsedMs} (${row.budgetMs})`,
    'public pages': row.publicPagesRender ? 'up' : 'DOWN',
    'recovered after ms': row.recoveredAfterMs ?? 'no',
    verdict: problemsOf(row).join('; ') || 'ok',
  })),
);
const failed = rows.filter((row) => problemsOf(row).length > 0);
console.log(
  `${rows.length} checks, ${failed.length} failed, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length > 0 ? 1 : 0);
