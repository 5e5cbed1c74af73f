import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureWebDist } from './helpers/test-app.ts';
import { createFakeGoTrue, type FakeGoTrue } from './identity/gotrue/fake-gotrue.ts';

/**
 * `IDENTITY=supabase` with the Supabase project out of reach at start (finding 4): the BFF starts
 * anyway, serves its public pages, reports identity as down on /api/ready, and seeds the demo
 * accounts once GoTrue answers.
 */
const server = resolve(import.meta.dirname, '../src/server.ts');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** The fake GoTrue behind a real HTTP port, as supabase-js reaches a project. */
function serveGoTrue(gotrue: FakeGoTrue, port: number): Promise<Server> {
  const bridge = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value);
      const body = Buffer.concat(chunks);
      gotrue
        .fetch(`${gotrue.url}${req.url}`, {
          method: req.method,
          headers,
          ...(body.length > 0 ? { body } : {}),
          redirect: 'manual',
        })
        .then(async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        });
    });
  });
  return new Promise((done) => bridge.listen(port, '127.0.0.1', () => done(bridge)));
}

async function waitFor<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  output: () => string,
) {
  for (let i = 0; i < 160; i++) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what} did not happen in time. BFF output:\n${output()}`);
}

describe('the BFF process with Supabase out of reach', () => {
  it('starts, serves public pages, says identity is down, and seeds once GoTrue answers', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bff-identity-down-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const gotrue = createFakeGoTrue();
    const [port, gotruePort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [server], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: fixtureWebDist,
        SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
        // What this test watches happens after the start; the search warm-up only delays it.
        SEARCH_WARMUP_SEARCHES: '0',
        IDENTITY: 'supabase',
        // Nothing listens there yet: every call is refused at once.
        SUPABASE_URL: `http://127.0.0.1:${gotruePort}`,
        SUPABASE_ANON_KEY: gotrue.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: gotrue.serviceRoleKey,
        DEMO_ACCOUNTS: 'true',
        IDENTITY_TIMEOUT_MS: '1000',
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    });
    const base = `http://127.0.0.1:${port}`;
    const log = () => output;

    await waitFor(
      'a healthy BFF',
      async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined),
      log,
    );
    // Public pages and reads are served (once the start-up's own load no longer sheds them).
    await waitFor(
      'the web app served',
      async () => ((await fetch(`${base}/tools/anything`)).status === 200 ? true : undefined),
      log,
    );
    const tools = await waitFor(
      'the catalogue served',
      async () => {
        const response = await fetch(`${base}/api/tools?pageSize=1`);
        return response.ok ? ((await response.json()) as { total: number }) : undefined;
      },
      log,
    );
    expect(tools.total).toBeGreaterThan(0);

    const notReady = await fetch(`${base}/api/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      status: 'not_ready',
      checks: [
        { name: 'accepting', status: 'ok' },
        { name: 'database', status: 'ok' },
        { name: 'identity', status: 'down' },
        { name: 'migrations', status: 'ok' },
        { name: 'jobs', status: 'ok' },
      ],
    });
    const signIn = () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'agentia-web' },
        body: JSON.stringify({ email: 'admin@agentia.example', password: 'Admin-demo-2026' }),
      });
    const refused = await signIn();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      error: 'Error connecting to authentication server',
    });

    // GoTrue comes up where the BFF was told it is.
    const bridge = await serveGoTrue(gotrue, gotruePort);
    cleanups.push(() => new Promise((done) => bridge.close(done)));
    await waitFor(
      'readiness',
      async () => ((await fetch(`${base}/api/ready`)).ok ? true : undefined),
      log,
    );
    await waitFor(
      'the demo accounts',
      async () => (output.includes('admin@agentia.example') ? true : undefined),
      log,
    );
    expect((await signIn()).status).toBe(200);
    expect(gotrue.unexpected).toEqual([]);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);
});
