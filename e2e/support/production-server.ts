import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface ProductionServer {
  base: string;
  stop: () => void;
}

/**
 * The BFF as the container runs it (production mode, the built web app, an empty data directory
 * of its own), on a free port; resolves once `/api/ready` answers. `name` prefixes the temporary
 * data directory; `demoAccounts` seeds the README's demo accounts. Needs the web app built first (`pnpm turbo run build --filter=@app/web`).
 */
export async function startProductionServer(
  name: string,
  { demoAccounts = false }: { demoAccounts?: boolean } = {},
): Promise<ProductionServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const bff = spawn(
    process.execPath,
    [resolve(import.meta.dirname, '../../apps/bff/src/server.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_ORIGIN: base,
        SESSION_SECRET: `${name}-check-secret-that-is-long-enough-0123456789`,
        DEMO_ACCOUNTS: String(demoAccounts),
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = () => {
    bff.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${base}/api/ready`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline || bff.exitCode !== null) throw new Error('the BFF did not start');
      await new Promise((done) => setTimeout(done, 200));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
