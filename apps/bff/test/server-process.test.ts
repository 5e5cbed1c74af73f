import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureWebDist } from './helpers/test-app.ts';

const server = resolve(import.meta.dirname, '../src/server.ts');
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** Starts the BFF as the container does: `node src/server.ts`, production, configured by env. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [server], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

describe('the BFF process', () => {
  it('stops at once with one line naming a bad variable', async () => {
    const proc = start({ PORT: 'eighty' });
    expect(await proc.exited).toBe(1);
    expect(proc.output().trim()).toMatch(/^Invalid configuration: PORT: .*\(got "eighty"\)$/);
  });

  it('refuses a chat webhook URL with credentials in it, in one line that keeps the password out', async () => {
    const proc = start({
      PORT: '0',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      CHAT_WEBHOOK_URL: 'https://agentia:hunter2-pass@n8n.example/webhook/x/chat',
    });
    expect(await proc.exited).toBe(1);
    expect(proc.output().trim()).toBe(
      'Invalid configuration: CHAT_WEBHOOK_URL: must not carry credentials (user:password@); put them in CHAT_WEBHOOK_AUTH (got "https://***@n8n.example/webhook/x/chat")',
    );
  });

  it('refuses to start in production without its own session secret', async () => {
    const proc = start({ PORT: '0' });
    expect(await proc.exited).toBe(1);
    expect(proc.output().trim()).toBe(
      'Invalid configuration: SESSION_SECRET: required in production',
    );
  });

  it('migrates and seeds a fresh embedded database, serves, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bff-process-'));
    dirs.push(dataDir);
    const port = await freePort();
    const proc = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: fixtureWebDist,
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      SHUTDOWN_DRAIN_MS: '1500',
      SEARCH_WARMUP_SEARCHES: '100',
    });

    let health: Response | undefined;
    for (let attempt = 0; attempt < 120 && !health?.ok; attempt++) {
      await new Promise((done) => setTimeout(done, 250));
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    }
    expect(health?.status, proc.output()).toBe(200);
    const tools = (await (await fetch(`http://127.0.0.1:${port}/api/tools?pageSize=1`)).json()) as {
      total: number;
    };
    expect(tools.total).toBeGreaterThanOrEqual(30);
    expect((await fetch(`http://127.0.0.1:${port}/tools/anything`)).status).toBe(200);

    // A second process on the same embedded folder would run and lose its writes: it stops.
    const second = start({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: fixtureWebDist,
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
    });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(
      new RegExp(`^The data folder .* is in use by process ${proc.child.pid}: stop it first`),
    );

    // SIGTERM: first not ready while still serving (every answer closing its connection), then
    // closed, exit 0.
    proc.child.kill('SIGTERM');
    let ready: Response | undefined;
    for (let attempt = 0; attempt < 40 && ready?.status !== 503; attempt++) {
      await new Promise((done) => setTimeout(done, 25));
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    }
    expect(ready?.status).toBe(503);
    expect(((await ready!.json()) as { checks: unknown[] }).checks).toContainEqual({
      name: 'accepting',
      status: 'down',
    });
    const served = await fetch(`http://127.0.0.1:${port}/api/tools?pageSize=1`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect(await proc.exited).toBe(0);
    const lines = proc
      .output()
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { msg: string; searches?: number; passagesFound?: number },
      );
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['database ready', 'search warmed up', 'shutting down']),
    );
    // The embedded engine's search was warmed (ADR 051) before the server listened.
    const warmed = lines.findIndex((line) => line.msg === 'search warmed up');
    expect(lines[warmed]).toMatchObject({ searches: 100 });
    expect(lines[warmed]!.passagesFound).toBeGreaterThan(0);
    expect(warmed).toBeLessThan(lines.findIndex((line) => line.msg.startsWith('Server listening')));
  }, 60_000);
});
