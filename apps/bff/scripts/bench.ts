// Measures `GET /api/tools/{id}` through the whole BFF (routing, contract validation, cache,
// serialisation, compression off) beside a bare Fastify route in the same process and run.
// The ratio the budget is about (BFF ÷ bare Fastify with the same JSON, goal ≥ 0.6) is measured
// in `rounds` interleaved pairs of short runs and reported as their median, so that a busy
// machine slows both sides of each pair alike.
// Usage: pnpm bench [-- --seconds 10 --connections 10 --rounds 3]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { seedTools } from '../src/db/seed/tools-data.ts';
import { parseEnv } from '../src/env.ts';

const { values } = parseArgs({
  // `pnpm bench -- --seconds 5` hands the script a literal `--` first.
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
if (!(duration > 0) || !(connections > 0) || !(rounds > 0)) {
  console.error(
    'Usage: pnpm bench [-- --seconds 10 --connections 10 --rounds 3] (positive numbers)',
  );
  process.exit(2);
}

const database = await openDatabase({ kind: 'pglite' });
await migrateToLatest(database.db);
await seedDatabase(database.db);
const { app } = await buildApp({
  env: parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  }),
  database,
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const toolId = seedTools[0]!.id;
const payload = await (await fetch(`${appUrl}/api/tools/${toolId}`)).json();
const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
bare.get('/same-payload', async () => payload);
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

async function run(title: string, url: string) {
  const result = await autocannon({ url, duration, connections });
  return {
    route: title,
    'req/s (mean)': Math.round(result.requests.average),
    'latency p50 ms': result.latency.p50,
    'latency p97.5 ms': result.latency.p97_5,
    'latency p99 ms': result.latency.p99,
    'MB/s': (result.throughput.average / 1_048_576).toFixed(1),
    errors: result.errors + result.non2xx,
  };
}

console.log(
  `autocannon: ${connections} connections, ${duration} s per route, Node ${process.version}`,
);
const rows = [
  await run('bare Fastify: GET /hello ({hello:"world"})', `${bareUrl}/hello`),
  await run(
    `bare Fastify: same JSON as the tool page (${JSON.stringify(payload).length} B)`,
    `${bareUrl}/same-payload`,
  ),
  await run(`BFF: GET /api/tools/${toolId} (PGlite, cached)`, `${appUrl}/api/tools/${toolId}`),
  await run(
    `BFF: GET /api/tools/${toolId}?lang=fr (PGlite, cached)`,
    `${appUrl}/api/tools/${toolId}?lang=fr`,
  ),
];
console.table(rows);

// Two figures per pair: throughput, and CPU time per request (this process serves and loads
// both sides; it is far less disturbed by other work on the machine than throughput is).
const throughputRatios: number[] = [];
const cpuRatios: number[] = [];
const roundSeconds = Math.max(1, Math.round(duration / 2));
async function measured(url: string) {
  const cpu = process.cpuUsage();
  const result = await autocannon({ url, duration: roundSeconds, connections });
  const used = process.cpuUsage(cpu);
  return {
    perSecond: result.requests.average,
    cpuPerRequest: (used.user + used.system) / result.requests.total,
  };
}
for (let round = 0; round < rounds; round++) {
  const bareRun = await measured(`${bareUrl}/same-payload`);
  const bffRun = await measured(`${appUrl}/api/tools/${toolId}`);
  throughputRatios.push(bffRun.perSecond / bareRun.perSecond);
  cpuRatios.push(bareRun.cpuPerRequest / bffRun.cpuPerRequest);
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
console.log(
  `BFF ÷ bare Fastify (same JSON), median of ${rounds} interleaved pairs of ${roundSeconds} s (goal ≥ 0.60×):\n` +
    `  throughput ${median(throughputRatios).toFixed(2)}× (${list(throughputRatios)})\n` +
    `  by CPU time per request ${median(cpuRatios).toFixed(2)}× (${list(cpuRatios)})`,
);

await bare.close();
await app.close();
await database.close();
