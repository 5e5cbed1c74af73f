// Brains, measured as a user meets them, on a BFF started as ops start it (production mode, its
// own database):
//  1. a 100-page text PDF from upload to ready;
//  2. search in a brain of 1,000 pages, 10 searches at a time: p50, p95, p99 of 1,200 distinct
//     searches, after 100 others that warm the process (measured apart: "first 100"), the p95 of
//     each 400 of them in turn, and the BFF's CPU per search meanwhile (all its threads);
//  3. what everyone else feels meanwhile: `GET /api/tools` every 100 ms while three 9 MB text
//     files are uploaded and read (slowest answer, answers other than 200).
// On PGlite, and on Postgres when one answers. Usage:
//   pnpm --filter @app/bff bench:brains [-- --searches 1200 --postgres-url postgres://…|--no-postgres]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrainDetail } from '@app/contracts';
import { pdfWithText } from '../test/helpers/files.ts';
import { registerUser, registerUsers } from './robustness/support/accounts.ts';
import type { ApiClient } from './robustness/support/api-client.ts';
import { startBffReady } from './robustness/support/bff-process.ts';
import {
  cpuMs,
  distinctQueries,
  page,
  percentile,
  searchAll,
  warmUpQueries,
} from './robustness/support/brain-search-load.ts';
import { exitAfter, onExitSync, runCleanups } from './robustness/support/cleanup.ts';
import {
  createScratchDatabase,
  DEFAULT_POSTGRES_URL,
  probePostgres,
} from './robustness/support/postgres.ts';

const { values } = parseArgs({
  // `pnpm bench:brains -- --searches 100` hands the script a literal `--` first.
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: {
    searches: { type: 'string', default: '1200' },
    'postgres-url': { type: 'string', default: process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL },
    'no-postgres': { type: 'boolean', default: false },
  },
});
const searches = Number(values.searches);
/** Searches in flight at once, as issue 13's budget states it. */
const CONCURRENCY = 10;
exitAfter(900);

async function readyBrain(client: ApiClient, id: string, timeoutMs: number) {
  const started = performance.now();
  for (;;) {
    const response = await client.request<BrainDetail>('GET', `/api/brains/${id}`);
    // A busy answer (503) is not the brain's state: ask again.
    const brain = response.status === 200 ? response.body! : { sources: [] };
    if (brain.sources.length > 0 && brain.sources.every((source) => source.status === 'ready'))
      return performance.now() - started;
    if (brain.sources.some((source) => source.status === 'error'))
      throw new Error(`a source failed: ${JSON.stringify(brain.sources.map((s) => s.error))}`);
    if (performance.now() - started > timeoutMs) throw new Error('not ready in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function run(backend: 'pglite' | 'postgres', databaseEnv: Record<string, string>) {
  const env = {
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    DEMO_ACCOUNTS: 'false',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...databaseEnv,
  };
  // The accounts are made on the BFF in test mode, whose dev mailbox gives their verification
  // codes. Then the BFF that is measured starts as ops start it: production mode (no response
  // validation, no dev routes), the same database, secret and port, so the sessions hold.
  const accounts = await startBffReady({
    label: `bench-brains-${backend}-accounts`,
    env: { ...env, NODE_ENV: 'test' },
  });
  onExitSync(() => {
    if (accounts.bff.alive()) accounts.bff.child.kill('SIGKILL');
  });
  const { client } = await registerUser(accounts.bff.url, 1, {
    emailFor: () => `bench-${backend}@example.org`,
  });
  // Twenty readers of the (public) brain, taken in turn by the searchers: each sends at most
  // 70 of the 1,400 searches, within its own rate limit (120 a minute).
  const readers = await registerUsers(accounts.bff.url, 20, {
    emailFor: (i) => `reader-${i}-${backend}@example.org`,
    addressOf: (i) => `198.51.100.${i + 10}`,
  });
  await accounts.bff.stop();
  const { bff, readyMs } = await startBffReady({
    label: `bench-brains-${backend}`,
    port: accounts.bff.port,
    env: { ...env, NODE_ENV: 'production' },
  });
  onExitSync(() => {
    if (bff.alive()) bff.child.kill('SIGKILL');
  });
  const newBrain = async (name: string) =>
    (await client.request<BrainDetail>('POST', '/api/brains', { name, visibility: 'public' })).body!
      .id;
  const uploadPdfs = async (brainId: string, files: Buffer[]) => {
    const form = new FormData();
    files.forEach((bytes, i) =>
      form.append('files', new Blob([bytes], { type: 'application/pdf' }), `part-${i}.pdf`),
    );
    const response = await client.request('POST', `/api/brains/${brainId}/sources`, form);
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  };

  // 1. One 100-page PDF, from the upload request to the brain's ready status.
  const hundred = await pdfWithText(Array.from({ length: 100 }, (_, i) => page(i)));
  const single = await newBrain('One hundred pages');
  const uploadStarted = performance.now();
  await uploadPdfs(single, [hundred]);
  await readyBrain(client, single, 120_000);
  const hundredPagesMs = performance.now() - uploadStarted;

  // 2. A brain of 1,000 pages, then searches, 10 at a time.
  const big = await newBrain('One thousand pages');
  const parts = await Promise.all(
    Array.from({ length: 10 }, (_, part) =>
      pdfWithText(Array.from({ length: 100 }, (_, i) => page(part * 100 + i))),
    ),
  );
  await uploadPdfs(big, parts);
  const thousandPagesMs = await readyBrain(client, big, 600_000);
  // Each 400 end in a word every passage holds (none, then "team", "group"): as dear as the
  // first 400, and new. A p95 of 400 searches moved from run to run on a shared machine whose
  // speed varies; 1,200 give a steadier figure, and each 400's is shown.
  const queries = ['', 'team', 'group', 'owner'].flatMap((suffix) => distinctQueries(suffix));
  const warmUp = warmUpQueries();
  const measure = (list: string[]) =>
    searchAll(
      readers.map(({ client }) => client),
      big,
      list,
      CONCURRENCY,
    );
  const first = await measure(warmUp);
  const cpuBefore = cpuMs(bff.pid);
  const distinct = await measure(queries.slice(0, searches));
  const cpuAfter = cpuMs(bff.pid);
  // The same searches again: what a person paging back, or an agent asking again, gets.
  const repeated = await measure(queries.slice(0, Math.min(100, searches)));

  // 3. Other visitors while three 9 MB text files are uploaded and indexed.
  const heavy = await newBrain('Three large texts');
  const text = Buffer.from(
    Array.from({ length: 6_000 }, (_, i) => page(i))
      .join('\n\n')
      .slice(0, 9 * 1024 * 1024),
  );
  const form = new FormData();
  for (let i = 0; i < 3; i++)
    form.append('files', new Blob([text], { type: 'text/plain' }), `large-${i}.txt`);
  const visitor = new URL('/api/tools', bff.url);
  const others: number[] = [];
  let refused = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      const response = await fetch(visitor);
      await response.arrayBuffer();
      others.push(performance.now() - started);
      if (response.status !== 200) refused++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const heavyStarted = performance.now();
  const uploaded = await client.request('POST', `/api/brains/${heavy}/sources`, form);
  if (uploaded.status !== 201) throw new Error(`large upload answered ${uploaded.status}`);
  const heavyUploadMs = performance.now() - heavyStarted;
  await readyBrain(client, heavy, 600_000);
  const heavyMs = performance.now() - heavyStarted;
  polling = false;
  await poller;
  others.sort((a, b) => a - b);

  await bff.stop();
  const { latencies, hits } = distinct;
  const windows = [];
  for (let start = 0; start < distinct.inOrder.length; start += 400)
    windows.push(
      percentile(
        distinct.inOrder.slice(start, start + 400).sort((a, b) => a - b),
        95,
      ).toFixed(1),
    );
  return {
    backend,
    'start (ms)': Math.round(readyMs),
    '100-page PDF to ready (s)': (hundredPagesMs / 1000).toFixed(1),
    '1,000 pages to ready (s)': (thousandPagesMs / 1000).toFixed(1),
    searches: `${latencies.length} distinct (${hits} with hits)`,
    'first 100: p95 ms': percentile(first.latencies, 95).toFixed(1),
    'search p50 ms': percentile(latencies, 50).toFixed(1),
    'search p95 ms': percentile(latencies, 95).toFixed(1),
    'search p99 ms': percentile(latencies, 99).toFixed(1),
    'p95 of each 400 ms': windows.join(' / '),
    'BFF CPU ms/search':
      cpuBefore === null || cpuAfter === null
        ? '-'
        : ((cpuAfter - cpuBefore) / latencies.length).toFixed(2),
    'repeated p95 ms': percentile(repeated.latencies, 95).toFixed(1),
    '3 × 9 MB text: upload / ready (s)': `${(heavyUploadMs / 1000).toFixed(1)} / ${(heavyMs / 1000).toFixed(1)}`,
    'others meanwhile: p99 / max ms': `${percentile(others, 99).toFixed(0)} / ${others.at(-1)!.toFixed(0)}`,
    'others refused': `${refused} of ${others.length}`,
  };
}

const rows = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-brains-'));
onExitSync(() => rmSync(dataDir, { recursive: true, force: true }));
rows.push(await run('pglite', { DATA_DIR: dataDir }));
const postgresUrl = values['no-postgres'] ? null : values['postgres-url'];
const unreachable = postgresUrl ? await probePostgres(postgresUrl) : 'left out';
if (postgresUrl && !unreachable) {
  const scratch = await createScratchDatabase(postgresUrl, `bench_brains_${process.pid}`);
  rows.push(await run('postgres', { DATABASE_URL: scratch.url }));
  await scratch.drop();
} else console.warn(`Postgres: ${unreachable}`);

console.log(`Brains benchmark, Node ${process.version}, ${CONCURRENCY} concurrent searches`);
console.table(rows);
await runCleanups();
const slow = rows.filter(
  (row) => Number(row['100-page PDF to ready (s)']) > 20 || Number(row['search p95 ms']) > 50,
);
console.log(slow.length ? 'Over budget (20 s to ready, 50 ms search p95)' : 'Within budget');
process.exit(slow.length ? 1 : 0);
