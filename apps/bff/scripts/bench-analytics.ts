// Analytics, measured on Postgres as the issue asks:
//  1. 1,000,000 events for 1,000 users over 180 days: the 90-day report of one user (the query
//     /api/analytics runs), 300 times for random users: p50, p95, p99; again once everything older
//     than 30 days is rolled up per day;
//  2. event writes at 2,000 a second: the same small route with and without recording an event
//     (the real batched writer into the same database), p99 latency of each and the difference;
//     the events written and lost.
// Runs in a scratch database, dropped at the end. Usage:
//   pnpm --filter @app/bff bench:analytics [-- --postgres-url postgres://… --users 1000 --events 1000000]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  createAnalyticsQueries,
  rollupEvents,
} from '../src/features/analytics/analytics-queries.ts';
import { createEventWriter } from '../src/features/analytics/event-writer.ts';
import { exitAfter, runCleanups } from './robustness/support/cleanup.ts';
import {
  createScratchDatabase,
  DEFAULT_POSTGRES_URL,
  probePostgres,
} from './robustness/support/postgres.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'postgres-url': { type: 'string', default: process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL },
    users: { type: 'string', default: '1000' },
    events: { type: 'string', default: '1000000' },
    reports: { type: 'string', default: '300' },
    rate: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
  },
});
const USERS = Number(values.users);
const EVENTS = Number(values.events);
const REPORTS = Number(values.reports);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
exitAfter(1800);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => Math.round(value * 100) / 100;

const unreachable = await probePostgres(values['postgres-url']);
if (unreachable) {
  console.log(`Postgres does not answer at ${values['postgres-url']}: ${unreachable}`);
  process.exit(1);
}
const scratch = await createScratchDatabase(
  values['postgres-url'],
  `bench_analytics_${process.pid}`,
);
// Loading a million rows takes statements longer than the BFF's own time-out.
const database = await openDatabase({
  kind: 'postgres',
  url: scratch.url,
  poolSize: 10,
  timeoutMs: 120_000,
});
try {
  await migrateToLatest(database.db);
  const db = database.db;

  // ---- 1,000 users and 1,000,000 events over 180 days, generated in the database ----
  let started = performance.now();
  await sql`insert into profiles (id, email, full_name, role)
    select gen_random_uuid(), 'bench-' || n || '@example.org', 'Bench ' || n, 'Pro'
    from generate_series(1, ${USERS}) as n`.execute(db);
  // In slices, each well within the statement time-out.
  const SLICE = 50_000;
  for (let first = 0; first < EVENTS; first += SLICE) {
    const last = Math.min(EVENTS, first + SLICE) - 1;
    await sql`
      with users as (select array_agg(id order by id) as ids from profiles),
      kinds as (select array['sign_in','tool_viewed','tool_rated','comment_posted','chat_message',
        'brain_created','source_processed','source_failed','brain_searched','agent_created',
        'agent_paused','agent_asked','team_joined'] as list)
      insert into events (user_id, kind, subject_id, subject_name, occurred_at)
      select u.ids[1 + i % ${USERS}], k.list[1 + (i * 7) % 13], 'subject-' || (i % 20),
        'Subject ' || (i % 20), now() - (random() * interval '180 days')
      from generate_series(${first}::int, ${last}::int) as i, users u, kinds k`.execute(db);
  }
  await sql`analyze`.execute(db);
  const loadSeconds = (performance.now() - started) / 1000;
  console.log(
    `${EVENTS.toLocaleString('en')} events for ${USERS.toLocaleString('en')} users loaded in ${loadSeconds.toFixed(1)} s`,
  );

  const ids = (await db.selectFrom('profiles').select('id').execute()).map((row) => row.id);
  const queries = createAnalyticsQueries(db);
  async function measureReports(label: string) {
    // A few first, so that the plan and the cache are warm as in a running BFF.
    for (let i = 0; i < 10; i++) await queries.report(ids[i % ids.length]!, '90d');
    const times: number[] = [];
    for (let i = 0; i < REPORTS; i++) {
      const userId = ids[Math.floor(Math.random() * ids.length)]!;
      const at = performance.now();
      await queries.report(userId, '90d');
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    return {
      case: label,
      reports: REPORTS,
      'p50 ms': ms(percentile(times, 50)),
      'p95 ms': ms(percentile(times, 95)),
      'p99 ms': ms(percentile(times, 99)),
      'max ms': ms(times.at(-1)!),
    };
  }
  const reportRows = [await measureReports('90-day report, raw events only')];
  started = performance.now();
  const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const moved = await rollupEvents(db, cutoff);
  await sql`analyze`.execute(db);
  console.log(
    `rollup: ${moved.toLocaleString('en')} raw events older than 30 days became per-day counts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  reportRows.push(await measureReports('90-day report, older than 30 days rolled up'));
  console.table(reportRows);

  // ---- Event writes at 2,000 a second: what recording adds to the request ----
  const writer = createEventWriter({
    db,
    log: { warn: console.warn, error: console.error },
    batchSize: 500,
    flushIntervalMs: 1000,
  });
  const app = Fastify();
  let next = 0;
  app.get('/plain', async () => ({ ok: true }));
  // What recording costs the request itself: the time inside record() (it only buffers).
  const recordTimes: number[] = [];
  app.get('/recorded', async () => {
    const at = performance.now();
    writer.record({
      userId: ids[next++ % ids.length]!,
      kind: 'tool_viewed',
      subject: { id: 'chatgpt', name: 'ChatGPT' },
    });
    recordTimes.push(performance.now() - at);
    return { ok: true };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const before = Number(
    (await sql<{ n: string }>`select count(*) as n from events`.execute(db)).rows[0]!.n,
  );
  async function load(route: string) {
    // Batches are written on this process's event loop: its delay is what every request feels.
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const result = await autocannon({
      url: `${base}${route}`,
      connections: 20,
      overallRate: RATE,
      duration: SECONDS,
    });
    return {
      route,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      errors: result.errors + result.non2xx,
      'event loop delay p99 ms': ms(loop.percentile(99) / 1e6),
    };
  }
  // Alternated, so that neither route has the warmer process.
  const runs = [
    await load('/plain'),
    await load('/recorded'),
    await load('/plain'),
    await load('/recorded'),
  ];
  await writer.close();
  await app.close();
  const after = Number(
    (await sql<{ n: string }>`select count(*) as n from events`.execute(db)).rows[0]!.n,
  );
  console.table(runs);
  const p99 = (route: string) =>
    Math.max(...runs.filter((run) => run.route === route).map((run) => run['p99 ms']));
  const stats = writer.stats();
  recordTimes.sort((a, b) => a - b);
  const loopP99 = (route: string) =>
    Math.max(
      ...runs.filter((run) => run.route === route).map((run) => run['event loop delay p99 ms']),
    );
  console.log(
    `record() itself: p50 ${ms(percentile(recordTimes, 50) * 1000)} µs, p99 ${ms(percentile(recordTimes, 99) * 1000)} µs, max ${ms(recordTimes.at(-1)! * 1000)} µs over ${recordTimes.length.toLocaleString('en')} calls; event loop delay p99 ${loopP99('/recorded')} ms with recording, ${loopP99('/plain')} ms without`,
  );
  console.log(
    `event writes at ${RATE}/s: p99 ${p99('/recorded')} ms with recording, ${p99('/plain')} ms without: +${ms(p99('/recorded') - p99('/plain'))} ms; ${stats.written.toLocaleString('en')} events written (${(after - before).toLocaleString('en')} new rows), ${stats.lost} lost`,
  );
} finally {
  await database.close();
  await scratch.drop();
  await runCleanups();
}
