// The admin area at scale, on Postgres, on a BFF started as ops start it:
//  1. 100,000 users and 1,000,000 audit rows are written straight into the database;
//  2. a filtered, sorted users page and a filtered logs page (first pages, next pages, searches,
//     date ranges), one at a time: p50 / p95 / p99 of each;
//  3. the CSV export of all 1,000,000 rows: time, size, and the BFF's resident memory sampled
//     every 50 ms while it streams.
// The database named is emptied first (its public and pgboss schemas): give it one of its own.
// Usage:
//   pnpm --filter @app/bff bench:admin -- --database-url postgres://…/bench_admin --empty-database [--requests 300]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { AdminUserPage, AuditEntry } from '@app/contracts';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ApiClient, CSRF_HEADERS } from './robustness/support/api-client.ts';
import { startBffReady } from './robustness/support/bff-process.ts';
import { exitAfter, onExitSync, runCleanups } from './robustness/support/cleanup.ts';
import { probePostgres } from './robustness/support/postgres.ts';

const { values } = parseArgs({
  // `pnpm bench:admin -- --flag` hands the script a leading `--`.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'database-url': { type: 'string' },
    // The database is emptied first: say so explicitly, never by accident through DATABASE_URL.
    'empty-database': { type: 'boolean', default: false },
    users: { type: 'string', default: '100000' },
    'audit-rows': { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '300' },
  },
});
const url = values['database-url'];
if (!url || !values['empty-database'])
  throw new Error(
    "Usage: bench:admin -- --database-url postgres://…/bench_admin --empty-database (it drops that database's schemas first)",
  );
const USERS = Number(values.users);
const AUDIT_ROWS = Number(values['audit-rows']);
const REQUESTS = Number(values.requests);
exitAfter(1800);

const unreachable = await probePostgres(url);
if (unreachable) throw new Error(`Postgres: ${unreachable}`);

// ---- An empty database, migrated and seeded by the BFF itself ----
// Its own connection, without the BFF's query time-outs: loading a million rows takes a while.
const direct = {
  db: new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
  }),
};
await sql`drop schema if exists public cascade`.execute(direct.db);
await sql`drop schema if exists pgboss cascade`.execute(direct.db);
await sql`create schema public`.execute(direct.db);

const { bff } = await startBffReady({
  label: 'bench-admin',
  env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: url, DEMO_ACCOUNTS: 'true' },
});
onExitSync(() => {
  if (bff.alive()) bff.child.kill('SIGKILL');
});

// ---- 1. The volume ----
const loadStarted = performance.now();
const roles = sql`(array['Free','Pro','Admin'])[1 + (i % 20 = 0)::int + (i % 997 = 0)::int]`;
await sql`insert into profiles (id, email, full_name, role, disabled_at, created_at)
  select gen_random_uuid(), 'user' || i || '@bench.example', 'Person ' || i, ${roles},
    case when i % 50 = 0 then now() end,
    now() - (i || ' minutes')::interval
  from generate_series(1, ${USERS}::int) as i`.execute(direct.db);
const actions = [
  'auth.sign_in',
  'auth.sign_in',
  'auth.sign_in',
  'auth.sign_out',
  'auth.sign_in_failed',
  'auth.registration',
  'user.role_changed',
  'tool.updated',
  'comment.hidden',
  'user.disabled',
];
for (let start = 0; start < AUDIT_ROWS; start += 250_000) {
  const end = Math.min(AUDIT_ROWS, start + 250_000);
  await sql`insert into audit_log (at, actor_id, actor_email, action, target_type, target_id, target_label, ip, details)
    select now() - (i * 3 || ' seconds')::interval, null, 'user' || (i % ${USERS}::int) || '@bench.example',
      (${sql.lit(`{${actions.join(',')}}`)}::text[])[1 + i % ${actions.length}::int],
      'user', (i % ${USERS}::int)::text, 'user' || (i % ${USERS}::int) || '@bench.example',
      '203.0.113.' || (i % 250), '{}'
    from generate_series(${start + 1}::int, ${end}::int) as i`.execute(direct.db);
}
await sql`analyze`.execute(direct.db);
const loadSeconds = (performance.now() - loadStarted) / 1000;

// ---- 2. Pages, as an Admin pages through them ----
const admin = new ApiClient(bff.url);
const login = await admin.request('POST', '/api/auth/login', {
  email: 'admin@agentia.example',
  password: 'Admin-demo-2026',
});
if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
};

/** Each run: a first page of a filter, then up to four next pages through its cursor. */
async function measurePages<T extends { nextCursor: string | null }>(
  queries: string[],
  path: string,
) {
  const latencies: number[] = [];
  let next = 0;
  while (latencies.length < REQUESTS) {
    let query: string | null = queries[next++ % queries.length]!;
    for (let page = 0; page < 5 && query !== null && latencies.length < REQUESTS; page++) {
      const started = performance.now();
      const response: { status: number; body: T | undefined } = await admin.request<T>(
        'GET',
        `${path}?${query}`,
      );
      latencies.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path}?${query} answered ${response.status}`);
      const cursor: string | null = response.body!.nextCursor;
      const base: string = queries[(next - 1) % queries.length]!;
      query = cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : null;
    }
  }
  return summary(latencies);
}

// Warm the connection pool and the plans once.
await admin.request('GET', '/api/admin/users');
await admin.request('GET', '/api/admin/audit-log');
const users = await measurePages<AdminUserPage>(
  [
    'role=Pro&status=active&sort=newest&limit=25',
    'role=Free&status=active&sort=email&limit=25',
    'status=disabled&sort=oldest&limit=25',
    'q=user12&sort=email&limit=25',
    'q=person%209&role=Free&sort=newest&limit=25',
    'role=Admin&sort=email_desc&limit=50',
  ],
  '/api/admin/users',
);
const day = 86_400_000;
const since = (days: number) => new Date(Date.now() - days * day).toISOString();
const logs = await measurePages<{ items: AuditEntry[]; nextCursor: string | null }>(
  [
    'action=auth.sign_in_failed&limit=50',
    `action=user.role_changed&from=${since(20)}&to=${since(5)}&limit=50`,
    'actor=user4242@bench.example&limit=50',
    `from=${since(30)}&to=${since(29)}&limit=50`,
    'action=tool.updated&actor=user10@bench.example&limit=25',
    'limit=100',
  ],
  '/api/admin/audit-log',
);

// ---- 3. The whole log as CSV, with the BFF's memory watched ----
const rssMb = () => {
  const status = readFileSync(`/proc/${bff.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
};
const rssBefore = rssMb();
let rssMax = rssBefore;
const sampler = setInterval(() => {
  rssMax = Math.max(rssMax, rssMb());
}, 50);
const exportStarted = performance.now();
const response = await fetch(`${bff.url}/api/admin/audit-log/export`, {
  headers: { ...CSRF_HEADERS, cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
});
if (response.status !== 200) throw new Error(`export answered ${response.status}`);
let bytes = 0;
let lines = 0;
for await (const chunk of response.body!) {
  bytes += chunk.byteLength;
  for (const byte of chunk) if (byte === 10) lines++;
}
const exportSeconds = (performance.now() - exportStarted) / 1000;
clearInterval(sampler);

await bff.stop();
await direct.db.destroy();
await runCleanups();

const rows = {
  'load (s)': loadSeconds.toFixed(1),
  'users page p50 / p95 / p99 (ms)': `${users.p50.toFixed(1)} / ${users.p95.toFixed(1)} / ${users.p99.toFixed(1)} (${users.n})`,
  'logs page p50 / p95 / p99 (ms)': `${logs.p50.toFixed(1)} / ${logs.p95.toFixed(1)} / ${logs.p99.toFixed(1)} (${logs.n})`,
  'export rows': lines - 1,
  'export size (MB)': (bytes / 1024 / 1024).toFixed(0),
  'export time (s)': exportSeconds.toFixed(1),
  'BFF RSS before / max during export (MB)': `${rssBefore.toFixed(0)} / ${rssMax.toFixed(0)}`,
  'BFF RSS growth during export (MB)': (rssMax - rssBefore).toFixed(0),
};
console.log(
  `Admin benchmark, Node ${process.version}, Postgres, ${USERS} users, ${AUDIT_ROWS} audit rows`,
);
console.table(rows);
// The BFF's own footprint (its pools, caches, workers) is there before the export starts; the
// budget is what the export adds to it.
const over = users.p95 > 50 || logs.p95 > 50 || rssMax - rssBefore > 150 || lines - 1 < AUDIT_ROWS;
console.log(
  over
    ? 'Over budget (50 ms p95 pages, 150 MB more memory during the export, every row exported)'
    : 'Within budget',
);
process.exit(over ? 1 : 0);
