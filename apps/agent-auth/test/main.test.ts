import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const SECRETS = {
  AGENT_JWT_SECRET: 'agent-jwt-secret-for-tests-0123456789',
  AGENT_ASSERTION_SECRET: 'assertion-secret-for-tests-0123456789',
};

/** `node src/main.ts` with only the variables given (plus PATH), as `pnpm start` runs it. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stderr: () => stderr };
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the standalone server', () => {
  it('will not start without its secrets, and says which one is missing', async () => {
    const noJwt = start({ AGENT_ASSERTION_SECRET: SECRETS.AGENT_ASSERTION_SECRET });
    expect(await noJwt.exited).toBe(1);
    expect(noJwt.stderr().trim()).toBe(
      'agent-auth: AGENT_JWT_SECRET must be set to a secret of at least 32 characters',
    );

    const shortAssertion = start({ ...SECRETS, AGENT_ASSERTION_SECRET: 'too-short' });
    expect(await shortAssertion.exited).toBe(1);
    expect(shortAssertion.stderr()).toContain('AGENT_ASSERTION_SECRET');
  });

  it('will not start with a provider base or redirect URI it cannot use', async () => {
    const badBase = start({ ...SECRETS, AGENT_AUTH_PROVIDER_BASE_URL: 'localhost:4100' });
    expect(await badBase.exited).toBe(1);
    expect(badBase.stderr().trim()).toBe(
      'agent-auth: AGENT_AUTH_PROVIDER_BASE_URL must be an http(s) URL',
    );

    const noTool = start({ ...SECRETS, AGENT_AUTH_REDIRECT_URI: 'http://localhost:3000/cb' });
    expect(await noTool.exited).toBe(1);
    expect(noTool.stderr()).toContain('AGENT_AUTH_REDIRECT_URI must be an http(s) URL with {tool}');
  });

  it('serves, says only assertion sign-ins work, and stops cleanly on SIGTERM', async () => {
    const server = start({ ...SECRETS, AGENT_AUTH_PORT: '0' });
    try {
      // Both start-up lines, the second being the warning that passwords cannot be checked.
      const url = await waitFor(
        () => /listening on (\S+)\n.*only assertion sign-ins/.exec(server.stderr())?.[1],
      );

      expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
      const login = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'alice@example.com', password: 'any password' }),
      });
      expect(login.status).toBe(401);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
