// Streamed agent answers, measured through the whole BFF (a production BFF process on an
// embedded database) against the local stand-in OpenAI-compatible provider:
//  1. time to the first streamed word through the BFF, minus the provider's own time to its
//     first word for the same request (median and p95 of each, and of the difference of medians);
//  2. a catalogue read's latency (GET /api/tools/{id}) alone, and while 20 streamed answers run
//     at once, again and again (p50, p95): short answers (a quoted sentence, about 35 answers a
//     second in all) and answers of a paragraph's length (--words, 150 by default, about three
//     seconds each), a word every 20 ms; with each process's CPU meanwhile.
// On PGlite, and on Postgres when one answers. The provider under load and the 20 askers run in
// processes of their own (bench-answer-load.ts). Usage:
//   pnpm --filter @app/bff bench:answer [-- --samples 100 --reads 2000 --words 150 --postgres-url postgres://…|--no-postgres]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { startStandInProvider } from '../test/helpers/openai-stand-in.ts';
import { registerUser, registerUsers } from './robustness/support/accounts.ts';
import type { ApiClient } from './robustness/support/api-client.ts';
import { startBffReady } from './robustness/support/bff-process.ts';
import { cpuMs } from './robustness/support/brain-search-load.ts';
import { exitAfter, onExitSync, runCleanups } from './robustness/support/cleanup.ts';
import {
  createScratchDatabase,
  DEFAULT_POSTGRES_URL,
  probePostgres,
} from './robustness/support/postgres.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    samples: { type: 'string', default: '100' },
    reads: { type: 'string', default: '2000' },
    words: { type: 'string', default: '150' },
    'postgres-url': { type: 'string', default: process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL },
    'no-postgres': { type: 'boolean', default: false },
  },
});
const SAMPLES = Number(values.samples);
const READS = Number(values.reads);
/** The loaded answers' length, as a model writes a paragraph (the short ones quote a sentence). */
const WORDS = Number(values.words);
const CONCURRENT = 20;
exitAfter(900);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
};

/** Milliseconds from sending to the first piece of text, and until the end of the answer. */
async function firstWord(url: string, init: RequestInit, isText: (chunk: string) => boolean) {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let first: number | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first === null && isText(decoder.decode(value, { stream: true })))
      first = performance.now() - started;
  }
  if (first === null) throw new Error(`${url} wrote no text`);
  return first;
}

/**
 * bench-answer-load.ts in a child process: its first line of JSON once it is ready, and a stop
 * (SIGTERM) that answers its last line.
 */
async function loadProcess(args: string[], input?: string) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'bench-answer-load.ts'), ...args],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  onExitSync(() => child.kill('SIGKILL'));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`bench-answer-load ${args[0]} ended early`);
    return JSON.parse(value) as Record<string, unknown>;
  };
  child.stdin.end(input ?? '');
  const first = await next();
  return {
    first,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      return args[0] === 'askers' ? next() : ({} as Record<string, unknown>);
    },
  };
}

/** Both measures on one database engine. */
async function run(database: Record<string, string>) {
  const provider = await startStandInProvider({ delayMs: 0 });
  const env = {
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    DEMO_ACCOUNTS: 'false',
    ...database,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OPENAI_BASE_URL: provider.baseUrl,
    OPENAI_API_KEY: 'sk-bench',
    AGENT_MODEL: 'stand-in-model',
  };
  // Accounts are made on the BFF in test mode (its dev mailbox gives the codes); the BFF measured
  // starts as ops start it, in production mode, on the same database, secret and port.
  const accounts = await startBffReady({
    label: 'bench-answer-accounts',
    env: { ...env, NODE_ENV: 'test' },
  });
  onExitSync(() => {
    if (accounts.bff.alive()) accounts.bff.child.kill('SIGKILL');
  });
  const { client: owner } = await registerUser(accounts.bff.url, 1, {
    emailFor: () => 'bench-answer-owner@example.org',
  });
  const askers = await registerUsers(accounts.bff.url, CONCURRENT, {
    emailFor: (i) => `bench-answer-${i}@example.org`,
    addressOf: (i) => `198.51.100.${i + 10}`,
  });
  await accounts.bff.stop();
  const { bff } = await startBffReady({
    label: 'bench-answer',
    port: accounts.bff.port,
    env: { ...env, NODE_ENV: 'production' },
  });
  onExitSync(() => {
    if (bff.alive()) bff.child.kill('SIGKILL');
  });

  // A public brain of one manual; every asker makes an agent on it (30 questions a minute each).
  const brain = await owner.request<{ id: string }>('POST', '/api/brains', {
    name: 'Manuals',
    visibility: 'public',
  });
  const brainId = brain.body!.id;
  await owner.request('POST', `/api/brains/${brainId}/sources/text`, {
    name: 'refunds.txt',
    content:
      'Refunds are paid within fourteen days of the return. A customer asks for a refund from the orders page. Parcels leave the warehouse every weekday.',
  });
  for (let tries = 0; ; tries++) {
    const { body } = await owner.request<{ status: string }>('GET', `/api/brains/${brainId}`);
    if (body?.status === 'ready') break;
    if (tries > 300) throw new Error('the brain was not read in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const agentOf = new Map<ApiClient, string>();
  for (const { client } of askers) {
    const agent = await client.request<{ id: string }>('POST', '/api/agents', {
      templateId: 'client-support',
      brainIds: [brainId],
    });
    if (agent.status !== 201) throw new Error(`an agent answered ${agent.status}`);
    agentOf.set(client, agent.body!.id);
  }

  const ask = (client: ApiClient) =>
    firstWord(
      `${bff.url}/api/agents/${agentOf.get(client)}/ask/stream`,
      {
        method: 'POST',
        headers: { ...client.headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'How long do refunds take?' }),
      },
      (chunk) => chunk.includes('event: delta'),
    );

  // ---- 1. Time to the first word: through the BFF, and the provider's own ----
  const clients = askers.map((asker) => asker.client);
  for (const client of clients.slice(0, 3)) await ask(client); // warm-up
  const sent = provider.requests.at(-1)!.body;
  const throughBff: number[] = [];
  const direct: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    throughBff.push(await ask(clients[i % clients.length]!));
    direct.push(
      await firstWord(
        `${provider.baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
          body: JSON.stringify(sent),
        },
        (chunk) => /"content":"[^"]/.test(chunk),
      ),
    );
  }
  const bffFirst = summary(throughBff);
  const providerFirst = summary(direct);

  // ---- 2. A catalogue read alone, and beside 20 streamed answers ----
  const tools = await owner.request<{ items: { id: string }[] }>('GET', '/api/tools');
  const toolPath = `/api/tools/${tools.body!.items[0]!.id}`;
  const reader = owner;
  async function reads(count: number) {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const response = await reader.request('GET', toolPath);
      if (response.status !== 200) throw new Error(`the catalogue answered ${response.status}`);
      times.push(performance.now() - started);
    }
    return summary(times);
  }
  await reads(50); // warm-up
  const alone = await reads(READS);
  await bff.stop();
  await provider.close();

  /**
   * The catalogue read beside 20 answers streamed at once, again and again, each of `words` words
   * at least, a word every 20 ms. The provider and the 20 askers run in processes of their own, as
   * they would for real: this process only reads the catalogue.
   */
  async function besideAnswers(words: number) {
    const slow = await loadProcess(['provider', '20', String(words)]);
    const measured = await startBffReady({
      label: 'bench-answer-load',
      port: accounts.bff.port,
      env: { ...env, NODE_ENV: 'production', OPENAI_BASE_URL: String(slow.first.baseUrl) },
    });
    onExitSync(() => {
      if (measured.bff.alive()) measured.bff.child.kill('SIGKILL');
    });
    await reads(50);
    const load = await loadProcess(
      ['askers'],
      JSON.stringify({
        url: measured.bff.url,
        askers: clients.map((client) => ({
          agentId: agentOf.get(client),
          headers: client.headers(),
        })),
        // Within each asker's 30 questions a minute (20 samples above each asked some already).
        limit: CONCURRENT * 12,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // What each process spent of the two cores while the reads were measured.
    const processes = {
      bff: measured.bff.pid,
      askers: load.pid,
      provider: slow.pid,
      bench: process.pid,
    };
    const cpuBefore = Object.fromEntries(
      Object.entries(processes).map(([k, pid]) => [k, cpuMs(pid)]),
    );
    const windowStarted = performance.now();
    const beside = await reads(READS);
    const windowMs = performance.now() - windowStarted;
    const cpuShare = Object.fromEntries(
      Object.entries(processes).map(([k, pid]) => [
        k,
        `${Math.round((100 * ((cpuMs(pid) ?? 0) - (cpuBefore[k] ?? 0))) / windowMs)} %`,
      ]),
    );
    const { answered, failed } = await load.stop();
    if (Number(failed) > 0) throw new Error(`${String(failed)} streamed answers failed`);
    await measured.bff.stop();
    await slow.stop();
    return { read: beside, answeredMeanwhile: answered, cpu: cpuShare };
  }

  const besideShort = await besideAnswers(0);
  const besideParagraphs = await besideAnswers(WORDS);
  return {
    firstWordMs: {
      throughBff: bffFirst,
      provider: providerFirst,
      addedByBffMedian: Math.round((bffFirst.p50 - providerFirst.p50) * 10) / 10,
    },
    catalogueReadMs: {
      alone,
      concurrent: CONCURRENT,
      besideShortAnswers: besideShort,
      [`beside${WORDS}WordAnswers`]: besideParagraphs,
    },
  };
}

const results: Record<string, unknown> = {};
const dataDir = mkdtempSync(join(tmpdir(), 'bench-answer-'));
onExitSync(() => rmSync(dataDir, { recursive: true, force: true }));
results.pglite = await run({ DATA_DIR: dataDir });
const postgresUrl = values['no-postgres'] ? null : values['postgres-url'];
const unreachable = postgresUrl ? await probePostgres(postgresUrl) : 'left out';
if (postgresUrl && !unreachable) {
  const scratch = await createScratchDatabase(postgresUrl, `bench_answer_${process.pid}`);
  results.postgres = await run({ DATABASE_URL: scratch.url });
  await scratch.drop();
} else console.warn(`Postgres: ${unreachable}`);

console.log(JSON.stringify({ samples: SAMPLES, ...results }, null, 2));
await runCleanups();
process.exit(0);
