// Drives the BFF (started as ops start it: production mode, its own embedded database) at twice
// its measured capacity, and checks that it answers fast — 503 or 429 with Retry-After when it
// cannot serve — never crashes, and serves normally once the load stops.
// Usage: pnpm overload [-- --seconds 10 --connections 100 --overload-connections 2048 --factor 2]
// autocannon is a closed loop (a connection waits for its answer), so the overload run opens many
// more connections than the BFF can serve at once and paces them at `factor` × capacity: arrivals
// then outrun the service, as they do when real visitors keep coming.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBffReady } from './support/bff-process.ts';
import { exitAfter, onExitSync, runCleanups } from './support/cleanup.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    'overload-connections': { type: 'string', default: '2048' },
    factor: { type: 'string', default: '2' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const overloadConnections = Number(values['overload-connections']);
const factor = Number(values.factor);
const P99_BUDGET_MS = 1000;
exitAfter(seconds * 4 + 180);

const dataDir = mkdtempSync(join(tmpdir(), 'bff-overload-'));
onExitSync(() => rmSync(dataDir, { recursive: true, force: true }));
const { bff } = await startBffReady({
  label: 'overload',
  env: {
    NODE_ENV: 'production',
    SESSION_SECRET: 'overload-test-secret-of-at-least-32-characters',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    DEMO_ACCOUNTS: 'false',
  },
});
onExitSync(() => {
  if (bff.alive()) bff.child.kill('SIGKILL');
});

const tools = (await (await fetch(`${bff.url}/api/tools?lang=en`)).json()) as {
  items: { id: string }[];
};
// What visitors read most: tool pages and the explorer, in both languages.
const paths = [
  ...tools.items
    .slice(0, 6)
    .flatMap((tool) => [`/api/tools/${tool.id}?lang=en`, `/api/tools/${tool.id}?lang=fr`]),
  '/api/tools?lang=en',
  '/api/tools?lang=fr&sort=name',
];

interface Tally {
  statuses: Map<number, number>;
  refusedWithoutRetryAfter: number;
}

function load(title: string, connections: number, overallRate?: number) {
  const tally: Tally = { statuses: new Map(), refusedWithoutRetryAfter: 0 };
  return new Promise<{ title: string; result: autocannon.Result; tally: Tally }>(
    (resolve, reject) => {
      const instance = autocannon(
        {
          url: bff.url,
          duration: seconds,
          connections,
          ...(overallRate ? { overallRate } : {}),
          timeout: 10,
          requests: paths.map((path) => ({
            method: 'GET' as const,
            path,
            onResponse: (
              status: number,
              _body: string,
              _context: object,
              headers?: IncomingHttpHeaders,
            ) => {
              tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
              if ((status === 503 || status === 429) && !headers?.['retry-after'])
                tally.refusedWithoutRetryAfter++;
            },
          })),
        },
        (error, result) => (error ? reject(error) : resolve({ title, result, tally })),
      );
      instance.on('error', reject);
    },
  );
}

const row = ({ title, result, tally }: Awaited<ReturnType<typeof load>>) => ({
  run: title,
  'sent req/s': Math.round(result.requests.average),
  '2xx': tally.statuses.get(200) ?? 0,
  '503 busy': tally.statuses.get(503) ?? 0,
  '429 limited': tally.statuses.get(429) ?? 0,
  other: [...tally.statuses]
    .filter(([status]) => ![200, 503, 429].includes(status))
    .reduce((sum, [, n]) => sum + n, 0),
  'no answer': result.errors + result.timeouts,
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'max ms': result.latency.max,
});

// 1. Capacity: as many requests as the BFF serves with the connections given.
const capacity = await load(`capacity (${connections} connections)`, connections);
const served = (capacity.tally.statuses.get(200) ?? 0) / seconds;
// 2. Twice that, offered at a steady rate.
const overloaded = await load(
  `${factor}× capacity (${Math.round(served * factor)} req/s, ${overloadConnections} connections)`,
  overloadConnections,
  Math.round(served * factor),
);
const aliveAfterLoad = bff.alive();
// 3. Once the load stops: a visitor's requests one after another.
await new Promise((done) => setTimeout(done, 2500));
const after: number[] = [];
const afterStatuses = new Map<number, number>();
for (let i = 0; i < 100; i++) {
  const started = performance.now();
  const response = await fetch(`${bff.url}${paths[i % paths.length]}`);
  await response.arrayBuffer();
  after.push(performance.now() - started);
  afterStatuses.set(response.status, (afterStatuses.get(response.status) ?? 0) + 1);
}
after.sort((a, b) => a - b);

console.log(`Overload: ${seconds} s a run, Node ${process.version}, PGlite, production mode`);
console.table([row(capacity), row(overloaded)]);
console.log(
  `After the load: ${afterStatuses.get(200) ?? 0}/100 answered 200, p50 ${after[49]!.toFixed(1)} ms, p99 ${after[98]!.toFixed(1)} ms`,
);

const problems: string[] = [];
const o = overloaded;
if (!aliveAfterLoad) problems.push('the BFF died under load');
if (o.result.latency.p99 > P99_BUDGET_MS)
  problems.push(`p99 ${o.result.latency.p99} ms > ${P99_BUDGET_MS} ms`);
if (row(o).other > 0) problems.push(`${row(o).other} answers other than 200/503/429`);
if (o.result.errors + o.result.timeouts > 0)
  problems.push(`${o.result.errors + o.result.timeouts} requests without an answer`);
if (o.tally.refusedWithoutRetryAfter > 0)
  problems.push(`${o.tally.refusedWithoutRetryAfter} refusals without Retry-After`);
if ((afterStatuses.get(200) ?? 0) !== 100)
  problems.push('not every request answered 200 after the load');
console.log(problems.length ? `FAILED: ${problems.join('; ')}` : 'OK');
await bff.stop();
await runCleanups();
process.exit(problems.length ? 1 : 0);
