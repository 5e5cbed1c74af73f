// Brain search alone, again and again on the same data: `setup` builds once what bench:brains
// builds at every run (a public brain of 1,000 pages, 40 signed-in readers) and keeps it; each
// `run` starts the BFF as ops start it (production mode) on a fresh copy of that database, warms
// it with 100 searches, then sends rounds of 400 distinct searches and reports the latencies and
// where the CPU went: the BFF's threads, Postgres's processes, this load generator. Made for
// comparing two builds of the BFF run after run, on a machine whose speed varies:
// compare CPU per search first (the load generator's own does the same work every time).
// Usage:
//   pnpm --filter @app/bff bench:search -- setup [--backend pglite|postgres] [--other-brains N]
//     (N other private brains of the same 1,000 pages in the database: ADR 051)
//   pnpm --filter @app/bff bench:search -- run [--backend …] [--rounds 3] [--concurrency 10]
//     [--search-warmup N] (the BFF's search warm-up on PGlite, ADR 051; 0 turns it off)
// Postgres: databases bench_search and bench_search_pristine on --postgres-url's server.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BrainDetail } from '@app/contracts';
import { pdfWithText } from '../test/helpers/files.ts';
import { registerUser, registerUsers } from './robustness/support/accounts.ts';
import { ApiClient } from './robustness/support/api-client.ts';
import { startBffReady } from './robustness/support/bff-process.ts';
import {
  distinctQueries,
  page,
  percentile,
  processesCpuMs,
  searchAll,
  threadCpuMs,
  warmUpQueries,
} from './robustness/support/brain-search-load.ts';
import { exitAfter } from './robustness/support/cleanup.ts';
import { DEFAULT_POSTGRES_URL, withDatabase } from './robustness/support/postgres.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  allowPositionals: true,
  options: {
    backend: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    /** Other brains of the same pages beside the one searched (setup). */
    'other-brains': { type: 'string', default: '0' },
    /** Searches the BFF warms its embedded engine with before it listens (unset: its default). */
    'search-warmup': { type: 'string' },
  },
});
const [command] = positionals;
const backend = values.backend;
if (
  (command !== 'setup' && command !== 'run') ||
  (backend !== 'pglite' && backend !== 'postgres')
) {
  console.error(
    'Usage: bench:search -- setup|run [--backend pglite|postgres] [--rounds N] [--concurrency N]',
  );
  process.exit(2);
}
exitAfter(900);

/** Rotating each searcher over four readers keeps every reader within its search rate limit. */
const READERS = 40;
const home = join(tmpdir(), 'agentia-bench-search', backend);
const stateFile = join(home, 'state.json');
const databaseName = 'bench_search';

async function onServer(statements: string[]) {
  const admin = new pg.Client({ connectionString: values['postgres-url'] });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh copy of the database setup made: the runs start from the same state. */
async function freshDatabase(): Promise<Record<string, string>> {
  if (backend === 'pglite') {
    rmSync(join(home, 'data'), { recursive: true, force: true });
    cpSync(join(home, 'pristine'), join(home, 'data'), { recursive: true });
    return { DATA_DIR: join(home, 'data') };
  }
  await onServer([
    `drop database if exists ${databaseName} with (force)`,
    `create database ${databaseName} template ${databaseName}_pristine`,
  ]);
  return { DATABASE_URL: withDatabase(values['postgres-url'], databaseName) };
}

async function setup() {
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  let database: Record<string, string>;
  if (backend === 'pglite') database = { DATA_DIR: join(home, 'data') };
  else {
    await onServer([
      `drop database if exists ${databaseName} with (force)`,
      `drop database if exists ${databaseName}_pristine with (force)`,
      `create database ${databaseName}`,
    ]);
    database = { DATABASE_URL: withDatabase(values['postgres-url'], databaseName) };
  }
  const env = {
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    DEMO_ACCOUNTS: 'false',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...database,
  };
  // Accounts in test mode (its dev mailbox gives the codes), the brain in production mode.
  const accounts = await startBffReady({ env: { ...env, NODE_ENV: 'test' } });
  const owner = await registerUser(accounts.bff.url, 1, { emailFor: () => 'owner@example.org' });
  const readers = await registerUsers(accounts.bff.url, READERS, {
    emailFor: (i) => `reader-${i}@example.org`,
    addressOf: (i) => `198.51.100.${i + 10}`,
  });
  await accounts.bff.stop();
  const { bff } = await startBffReady({
    port: accounts.bff.port,
    env: { ...env, NODE_ENV: 'production' },
  });
  const parts = await Promise.all(
    Array.from({ length: 10 }, (_, part) =>
      pdfWithText(Array.from({ length: 100 }, (_, i) => page(part * 100 + i))),
    ),
  );
  const thousandPages = async (name: string, visibility: 'public' | 'private') => {
    const created = await owner.client.request<BrainDetail>('POST', '/api/brains', {
      name,
      visibility,
    });
    const id = created.body!.id;
    const form = new FormData();
    for (const [part, pdf] of parts.entries())
      form.append('files', new Blob([pdf], { type: 'application/pdf' }), `part-${part}.pdf`);
    const uploaded = await owner.client.request('POST', `/api/brains/${id}/sources`, form);
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
    for (;;) {
      const brain = await owner.client.request<BrainDetail>('GET', `/api/brains/${id}`);
      if (brain.status === 200 && brain.body!.sources.every((s) => s.status === 'ready')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return id;
  };
  const brainId = await thousandPages('One thousand pages', 'public');
  for (let other = 1; other <= Number(values['other-brains']); other++)
    await thousandPages(`Other brain ${other}`, 'private');
  await bff.stop();
  if (backend === 'pglite') cpSync(join(home, 'data'), join(home, 'pristine'), { recursive: true });
  else
    await onServer([
      `create database ${databaseName}_pristine template ${databaseName}`,
      `drop database ${databaseName}`,
    ]);
  writeFileSync(
    stateFile,
    JSON.stringify({
      secret: env.SESSION_SECRET,
      port: accounts.bff.port,
      brainId,
      readers: readers.map(({ client }) => ({
        address: client.options.forwardedFor,
        cookies: [...client.cookies],
      })),
    }),
  );
  console.log(
    `Set up in ${home}: brain ${brainId}, ${READERS} readers, ${values['other-brains']} other brains`,
  );
}

async function run() {
  if (!existsSync(stateFile)) throw new Error(`nothing set up for ${backend}: run setup first`);
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
    secret: string;
    port: number;
    brainId: string;
    readers: { address: string; cookies: [string, string][] }[];
  };
  const { bff } = await startBffReady({
    port: state.port,
    env: {
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DEMO_ACCOUNTS: 'false',
      SESSION_SECRET: state.secret,
      NODE_ENV: 'production',
      ...(values['search-warmup'] !== undefined && {
        SEARCH_WARMUP_SEARCHES: values['search-warmup'],
      }),
      ...(await freshDatabase()),
    },
  });
  const clients = state.readers.map(({ address, cookies }) => {
    const client = new ApiClient(bff.url, { forwardedFor: address });
    for (const [name, value] of cookies) client.cookies.set(name, value);
    return client;
  });
  const concurrency = Number(values.concurrency);
  await searchAll(clients, state.brainId, warmUpQueries(), concurrency);

  // Words every passage holds: each round's searches are as dear as the first's, and new.
  const suffixes = ['', 'team', 'group', 'owner', 'next', 'clearer', 'section', 'discussed'];
  const rows = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    const threads = threadCpuMs(bff.pid);
    const postgres = processesCpuMs('postgres');
    const self = process.cpuUsage();
    const started = performance.now();
    const { latencies } = await searchAll(
      clients,
      state.brainId,
      distinctQueries(suffixes[round % suffixes.length]),
      concurrency,
    );
    const seconds = (performance.now() - started) / 1000;
    const perSearch = (ms: number) => (ms / latencies.length).toFixed(2);
    const after = threadCpuMs(bff.pid);
    const client = process.cpuUsage(self);
    rows.push({
      round,
      searches: latencies.length,
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p95 ms': percentile(latencies, 95).toFixed(1),
      'p99 ms': percentile(latencies, 99).toFixed(1),
      'per second': (latencies.length / seconds).toFixed(0),
      'BFF main ms': perSearch((after.MainThread ?? 0) - (threads.MainThread ?? 0)),
      'BFF other threads ms': perSearch(
        Object.entries(after)
          .filter(([name]) => name !== 'MainThread')
          .reduce((sum, [name, ms]) => sum + ms - (threads[name] ?? 0), 0),
      ),
      'Postgres ms':
        backend === 'postgres' ? perSearch(processesCpuMs('postgres') - postgres) : '-',
      'load generator ms': perSearch((client.user + client.system) / 1000),
    });
  }
  await bff.stop();
  console.log(
    `Brain search, ${backend}, ${concurrency} at a time (CPU columns: ms per search), Node ${process.version}`,
  );
  console.table(rows);
}

await (command === 'setup' ? setup() : run());
process.exit(0);
