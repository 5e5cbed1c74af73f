// Starts the BFF as ops would (`node apps/bff/src/server.ts` from the repository root) as a child
// process on a loopback port, waits for its health check, kills and restarts it. Generic: the
// caller gives the BFF's whole configuration.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { onExitSync } from './cleanup.ts';

/** apps/bff */
export const bffRoot = resolve(import.meta.dirname, '../../..');
export const workspaceRoot = resolve(bffRoot, '../..');
export const serverEntry = join(bffRoot, 'src/server.ts');

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const OUTPUT_TAIL_BYTES = 64 * 1024;

/** Only what a process needs to run at all: the BFF's configuration comes from the caller alone. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'SYSTEMROOT'] as const;

/** As apps/bff/Dockerfile sets it (and `pnpm start` passes it). */
export const BFF_NODE_OPTIONS = '--max-old-space-size=512 --max-semi-space-size=32';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BffOptions {
  /**
   * The BFF's environment (NODE_ENV, DATA_DIR or DATABASE_URL, ...). Nothing else of this
   * process's environment is passed on: a DATABASE_URL in the caller's shell must not redirect a
   * run meant for PGlite. HOST and PORT are set here.
   */
  env: Record<string, string>;
  /** Default: a free loopback port. */
  port?: number;
  /** Default 127.0.0.1; anything but loopback is refused (these scripts attack what they start). */
  host?: string;
  /** Prefix of the lines echoed when `echo` is set, and of error messages. */
  label?: string;
  /** Echo the child's output to this process's stderr as it comes. */
  echo?: boolean;
}

export interface BffProcess {
  readonly options: BffOptions;
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly child: ChildProcess;
  /** performance.now() when the process was spawned. */
  readonly spawnedAt: number;
  /** Settles when the process is gone, however it ended. */
  readonly exited: Promise<ExitInfo>;
  alive(): boolean;
  /** The last 64 KiB of stdout and stderr together. */
  output(): string;
  /** Sends `signal` (default SIGKILL) and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<ExitInfo>;
  /** SIGTERM (graceful: the BFF closes its database), then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<ExitInfo & { forced: boolean }>;
}

/** A port nobody listens on right now (the kernel's pick); the BFF binds it a moment later. */
export async function freeLoopbackPort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function urlFor(host: string, port: number) {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Spawns the BFF; does not wait for it (see `waitForHealth`, `startBffReady`). */
export async function startBff(options: BffOptions): Promise<BffProcess> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`refusing to start the BFF on ${host}: loopback only`);
  const port = options.port ?? (await freeLoopbackPort(host));
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  // No drain wait on SIGTERM unless a script asks for one: its restarts measure the process.
  // The heap limit the image and `pnpm start` give it (ADR 031), unless the script says otherwise.
  Object.assign(env, { SHUTDOWN_DRAIN_MS: '0', NODE_OPTIONS: BFF_NODE_OPTIONS }, options.env, {
    HOST: host,
    PORT: String(port),
  });

  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: workspaceRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) {
    // spawn reports its failure on the next tick; wait for it to say why.
    const reason = await new Promise<string>((done) => {
      child.once('error', (error) => done(error.message));
      setTimeout(() => done('no pid'), 1000);
    });
    throw new Error(`could not start the BFF: ${reason}`);
  }
  const pid = child.pid;

  let tail = '';
  const label = options.label ?? `bff:${port}`;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-OUTPUT_TAIL_BYTES);
    if (options.echo)
      for (const line of text.split('\n')) if (line.trim()) console.error(`[${label}] ${line}`);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  let running = true;
  const exited = new Promise<ExitInfo>((done) => {
    child.once('exit', (code, signal) => {
      running = false;
      done({ code, signal });
    });
  });
  // A child outliving this script would keep the port and the data dir busy.
  const unregister = onExitSync(() => {
    if (running) child.kill('SIGKILL');
  });
  void exited.then(unregister);

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (running) child.kill(signal);
    return exited;
  };
  return {
    options: { ...options, port, host },
    url: urlFor(host, port),
    port,
    pid,
    child,
    spawnedAt,
    exited,
    alive: () => running,
    output: () => tail,
    kill,
    async stop(graceMs = 15_000) {
      if (!running) return { ...(await exited), forced: false };
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), graceMs)));
      const first = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (first !== 'late') return { ...first, forced: false };
      return { ...(await kill('SIGKILL')), forced: true };
    },
  };
}

/**
 * Polls `GET /api/health` until it answers 200. Resolves the milliseconds from spawn to that
 * answer; rejects (with the child's last output) if the child exits first or time runs out.
 */
export async function waitForHealth(
  bff: BffProcess,
  { timeoutMs = 60_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer yet';
  while (performance.now() < deadline) {
    if (!bff.alive()) {
      const { code, signal } = await bff.exited;
      throw new Error(
        `the BFF exited before it was healthy (code ${code}, signal ${signal}); last output:\n${bff.output().slice(-4000)}`,
      );
    }
    try {
      const response = await fetch(`${bff.url}/api/health`, {
        signal: AbortSignal.timeout(Math.max(500, Math.min(5000, deadline - performance.now()))),
      });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - bff.spawnedAt;
      last = `status ${response.status}`;
    } catch (error) {
      last =
        (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(
    `the BFF was not healthy within ${timeoutMs} ms (${last}); last output:\n${bff.output().slice(-4000)}`,
  );
}

/** Spawns the BFF and waits for its health check; stops it again if it never gets healthy. */
export async function startBffReady(
  options: BffOptions,
  wait?: { timeoutMs?: number },
): Promise<{ bff: BffProcess; readyMs: number }> {
  // A port found free can be taken before the child binds it (by another test's process, or as
  // the local port of an outgoing connection): with no port asked for, another one is tried.
  for (let attempt = 1; ; attempt++) {
    const bff = await startBff(options);
    try {
      return { bff, readyMs: await waitForHealth(bff, wait) };
    } catch (error) {
      await bff.kill('SIGKILL');
      const taken = /EADDRINUSE/.test(bff.output());
      if (options.port !== undefined || !taken || attempt >= 3) throw error;
    }
  }
}

/**
 * Starts the same command again (same environment, same port) once the previous process is gone
 * (it is killed first if it still runs), and waits for health.
 */
export async function restartBff(
  previous: BffProcess,
  wait?: { timeoutMs?: number },
): Promise<{ bff: BffProcess; readyMs: number }> {
  if (previous.alive()) await previous.kill('SIGKILL');
  else await previous.exited;
  return startBffReady(previous.options, wait);
}
