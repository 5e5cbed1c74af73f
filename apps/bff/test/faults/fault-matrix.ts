import { randomBytes } from 'node:crypto';
import { createAssistantServer } from '@app/assistant';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/db/database.ts';
import {
  createMemoryGrantStore,
  createSupabaseIdentity,
} from '../../src/services/identity/supabase-identity.ts';
import { PASSWORD, registerAndVerify } from '../helpers/accounts.ts';
import {
  createFaultFetch,
  createFaultServer,
  createFaultTcpProxy,
  type FaultMode,
} from '../helpers/fault-server.ts';
import { createFakeGoTrue } from '../identity/gotrue/fake-gotrue.ts';
import { adminUrl, databaseUrl } from '../helpers/postgres.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Every outside system the BFF depends on, made to refuse, to answer 500 and to hang, one at a
 * time: what the user is told and how fast, whether public pages still render, and how long the
 * product takes to recover by itself once the dependency is back.
 */
export type Dependency = 'agent server' | 'chat webhook' | 'identity (Supabase)' | 'database';

export interface FaultRow {
  dependency: Dependency;
  mode: Exclude<FaultMode, 'forward'>;
  /** What was asked, and what came back. */
  request: string;
  status: number;
  message: string;
  /** What the spec says the user reads. */
  expected: string;
  elapsedMs: number;
  /** The dependency's time-out + 100 ms. */
  budgetMs: number;
  publicPagesRender: boolean;
  /** From the dependency's return to the first normal answer; null: not within 10 s. */
  recoveredAfterMs: number | null;
}

const FAULTS = ['refuse', 'error', 'hang'] as const;

export const spec = {
  agent: 'Warning: Auth server unavailable, some features may be limited',
  tools: 'Erreur de récupération des outils',
  chatUnreachable: "I'm having trouble connecting. Please try again later.",
  chatNoOutput:
    "I'm here to help! However, I'm currently experiencing some issues. Please try again later.",
  identity: 'Error connecting to authentication server',
  generic: 'An error occurred',
} as const;

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const value = await run();
  return { value, elapsedMs: Math.round(performance.now() - started) };
}

/** The home page (the SPA's shell) and the catalogue, as a visitor loads them. */
async function publicPagesRender(t: TestApp, withCatalogue = true) {
  const page = await t.http().get('/');
  const shell = page.status === 200 && String(page.headers['content-type']).includes('text/html');
  if (!withCatalogue) return shell;
  return shell && (await t.http().get('/api/tools')).status === 200;
}

/** Polls `healthy` every 50 ms for up to 10 s after the dependency is back. */
async function recovery(healthy: () => Promise<boolean>) {
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    if (await healthy()) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

export interface FaultMatrixOptions {
  /** Each dependency's time-out, short so the matrix runs fast (ms). */
  timeoutMs?: number;
  /** Postgres for the database faults; without it they are left out (PGlite runs in-process). */
  postgresUrl?: string;
  only?: Dependency[];
}

export async function runFaultMatrix({
  timeoutMs = 400,
  postgresUrl,
  only,
}: FaultMatrixOptions = {}): Promise<FaultRow[]> {
  const rows: FaultRow[] = [];
  const wanted = (dependency: Dependency) => !only || only.includes(dependency);
  const budgetMs = timeoutMs + 100;
  if (wanted('agent server')) rows.push(...(await agentServerFaults(timeoutMs, budgetMs)));
  if (wanted('chat webhook')) rows.push(...(await chatWebhookFaults(timeoutMs, budgetMs)));
  if (wanted('identity (Supabase)')) rows.push(...(await identityFaults(timeoutMs, budgetMs)));
  if (wanted('database') && postgresUrl)
    rows.push(...(await databaseFaults(postgresUrl, timeoutMs, budgetMs)));
  return rows;
}

async function agentServerFaults(timeoutMs: number, budgetMs: number) {
  const rows: FaultRow[] = [];
  const t = await createTestApp(
    { AGENT_AUTH_TIMEOUT_MS: String(timeoutMs), AGENT_AUTH_RETRY_AFTER_MS: '200' },
    { agentAuth: 'faulty' },
  );
  try {
    const browser = t.http();
    await registerAndVerify(t, browser);
    const fault = t.agentFault!;
    for (const mode of FAULTS) {
      fault.mode = mode;
      const session = await timed(() => browser.get('/api/session'));
      rows.push({
        dependency: 'agent server',
        mode,
        request: 'GET /api/session (signed in)',
        status: session.value.status,
        message: session.value.body.warning === 'agent_auth_unavailable' ? spec.agent : '',
        expected: spec.agent,
        elapsedMs: session.elapsedMs,
        budgetMs,
        publicPagesRender: await publicPagesRender(t),
        recoveredAfterMs: null,
      });
      const tools = await timed(() => browser.get('/api/connections?lang=fr'));
      rows.push({
        dependency: 'agent server',
        mode,
        request: 'GET /api/connections?lang=fr',
        status: tools.value.status,
        message: String(tools.value.body.error ?? ''),
        expected: spec.tools,
        elapsedMs: tools.elapsedMs,
        budgetMs,
        publicPagesRender: await publicPagesRender(t),
        recoveredAfterMs: null,
      });
      fault.mode = 'forward';
      const recovered = await recovery(
        async () => (await browser.get('/api/session')).body.warning === null,
      );
      for (const row of rows.slice(-2)) row.recoveredAfterMs = recovered;
    }
  } finally {
    await t.close();
  }
  return rows;
}

async function chatWebhookFaults(timeoutMs: number, budgetMs: number) {
  const rows: FaultRow[] = [];
  const assistant = createAssistantServer();
  const assistantUrl = await assistant.listen(0, '127.0.0.1');
  const fault = await createFaultServer(new URL(assistantUrl).origin);
  // Behind one trusted proxy, so the recovery polls below are not counted as one visitor's.
  const t = await createTestApp({
    CHAT_WEBHOOK_URL: `${fault.url}${new URL(assistantUrl).pathname}`,
    CHAT_TIMEOUT_MS: String(timeoutMs),
    TRUST_PROXY: '1',
  });
  let conversation = 0;
  const ask = () =>
    t
      .http()
      .post('/api/chat')
      .set('x-forwarded-for', `198.51.100.${++conversation % 250}`)
      .send({ message: 'How do I create a brain?', sessionId: `fault-${conversation}-chat` });
  try {
    for (const mode of FAULTS) {
      fault.mode = mode;
      const answer = await timed(ask);
      rows.push({
        dependency: 'chat webhook',
        mode,
        request: 'POST /api/chat',
        status: answer.value.status,
        message: String(answer.value.body.reply ?? ''),
        expected: mode === 'error' ? spec.chatNoOutput : spec.chatUnreachable,
        elapsedMs: answer.elapsedMs,
        budgetMs,
        publicPagesRender: await publicPagesRender(t),
        recoveredAfterMs: null,
      });
      fault.mode = 'forward';
      rows.at(-1)!.recoveredAfterMs = await recovery(
        async () => (await ask()).body.status === 'ok',
      );
    }
  } finally {
    await t.close();
    await fault.close();
    await assistant.close();
  }
  return rows;
}

async function identityFaults(timeoutMs: number, budgetMs: number) {
  const rows: FaultRow[] = [];
  const gotrue = createFakeGoTrue({ maxFrequencySeconds: 0 });
  const fault = createFaultFetch(gotrue.fetch);
  const identity = createSupabaseIdentity({
    url: gotrue.url,
    anonKey: gotrue.anonKey,
    serviceRoleKey: gotrue.serviceRoleKey,
    publicOrigin: 'http://localhost:3000',
    oauthProviders: [],
    grants: createMemoryGrantStore(),
    fetch: fault.fetch,
    timeoutMs,
  });
  const t = await createTestApp(
    { AGENT_AUTH_TIMEOUT_MS: String(timeoutMs) },
    { identity: () => identity },
  );
  const email = `fault-${randomBytes(4).toString('hex')}@example.org`;
  await identity.createConfirmedUser({
    email,
    password: PASSWORD,
    fullName: 'Faye Ult',
    role: 'Pro',
    accountType: 'professional',
  });
  const signIn = () => t.http().post('/api/auth/login').send({ email, password: PASSWORD });
  try {
    for (const mode of FAULTS) {
      fault.mode = mode;
      const answer = await timed(signIn);
      rows.push({
        dependency: 'identity (Supabase)',
        mode,
        request: 'POST /api/auth/login',
        status: answer.value.status,
        message: String(answer.value.body.error ?? ''),
        expected: spec.identity,
        // The agent server checks the same password with the same provider after it: both count.
        elapsedMs: answer.elapsedMs,
        budgetMs,
        publicPagesRender: await publicPagesRender(t),
        recoveredAfterMs: null,
      });
      fault.mode = 'forward';
      rows.at(-1)!.recoveredAfterMs = await recovery(async () => (await signIn()).status === 200);
    }
  } finally {
    await t.close();
  }
  return rows;
}

async function databaseFaults(postgresUrl: string, timeoutMs: number, budgetMs: number) {
  const rows: FaultRow[] = [];
  const url = new URL(postgresUrl);
  const proxy = await createFaultTcpProxy(url.hostname, Number(url.port || 5432));
  const name = `bff_faults_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(postgresUrl), poolSize: 1 });
  let database: Database | undefined;
  let t: TestApp | undefined;
  try {
    await sql.raw(`create database ${name}`).execute(admin.db);
    const { migrateToLatest } = await import('../../src/db/migrate.ts');
    const { seedDatabase } = await import('../../src/db/seed/seed.ts');
    const direct = await openDatabase({ kind: 'postgres', url: databaseUrl(postgresUrl, name) });
    await migrateToLatest(direct.db);
    await seedDatabase(direct.db);
    await direct.close();
    const through = new URL(databaseUrl(postgresUrl, name));
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    database = await openDatabase({
      kind: 'postgres',
      url: through.toString(),
      poolSize: 4,
      timeoutMs,
    });
    t = await createTestApp({ CATALOGUE_CACHE_SECONDS: '0' }, { database });
    const app = t;
    const read = () => app.http().get('/api/tools');
    for (const mode of FAULTS) {
      proxy.mode = mode;
      const answer = await timed(read);
      rows.push({
        dependency: 'database',
        mode,
        request: 'GET /api/tools (uncached)',
        status: answer.value.status,
        message: String(answer.value.body.error ?? ''),
        expected: spec.generic,
        elapsedMs: answer.elapsedMs,
        budgetMs,
        publicPagesRender: await publicPagesRender(app, false),
        recoveredAfterMs: null,
      });
      proxy.mode = 'forward';
      rows.at(-1)!.recoveredAfterMs = await recovery(async () => (await read()).status === 200);
    }
  } finally {
    await t?.close();
    await proxy.close();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
    await admin.close();
  }
  return rows;
}

/** What a row must show: the spec's message, in time, public pages up, recovered by itself. */
export function problemsOf(row: FaultRow): string[] {
  const problems: string[] = [];
  if (
    row.status >= 500 &&
    row.expected !== spec.generic &&
    row.status !== 502 &&
    row.status !== 503
  )
    problems.push(`answered ${row.status}`);
  if (row.message !== row.expected) problems.push(`said "${row.message}"`);
  if (row.elapsedMs > row.budgetMs) problems.push(`took ${row.elapsedMs} ms`);
  if (!row.publicPagesRender) problems.push('public pages did not render');
  if (row.recoveredAfterMs === null) problems.push('did not recover within 10 s');
  return problems;
}
