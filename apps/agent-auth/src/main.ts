import { createAgentAuthServer, MIN_SECRET_LENGTH } from './server.ts';

// Standalone: `pnpm --filter @app/agent-auth start`. The BFF starts the same server in-process
// (with its identity provider) when AGENT_AUTH_URL is not set; this is for running it apart.

function fail(message: string): never {
  console.error(`agent-auth: ${message}`);
  process.exit(1);
}

function secret(name: string): string {
  const value = process.env[name];
  if (!value || value.length < MIN_SECRET_LENGTH)
    fail(`${name} must be set to a secret of at least ${MIN_SECRET_LENGTH} characters`);
  return value;
}

const port = Number(process.env.AGENT_AUTH_PORT ?? 4100);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail('AGENT_AUTH_PORT must be a port number (0-65535)');
const host = process.env.AGENT_AUTH_HOST ?? '127.0.0.1';
const jwtSecret = secret('AGENT_JWT_SECRET');
const assertionSecret = secret('AGENT_ASSERTION_SECRET');

const isHttpUrl = (value: string) => /^https?:$/.test(URL.parse(value)?.protocol ?? '');
const providerBaseUrl = process.env.AGENT_AUTH_PROVIDER_BASE_URL || undefined;
if (providerBaseUrl !== undefined && !isHttpUrl(providerBaseUrl))
  fail('AGENT_AUTH_PROVIDER_BASE_URL must be an http(s) URL');
// `{tool}` stands for the tool id: http://localhost:3000/dashboard/tools/callback/{tool}
const redirectUriTemplate = process.env.AGENT_AUTH_REDIRECT_URI || undefined;
if (
  redirectUriTemplate !== undefined &&
  (!redirectUriTemplate.includes('{tool}') || !isHttpUrl(redirectUriTemplate))
)
  fail('AGENT_AUTH_REDIRECT_URI must be an http(s) URL with {tool} where the tool id goes');

let server: ReturnType<typeof createAgentAuthServer>;
try {
  server = createAgentAuthServer({
    jwtSecret,
    assertionSecret,
    // No identity provider here, so no password can be checked: every password login is refused.
    verifyPassword: async () => null,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    providerBaseUrl,
    redirectUri:
      redirectUriTemplate === undefined
        ? undefined
        : (tool) => redirectUriTemplate.replaceAll('{tool}', tool),
  });
} catch (error) {
  fail((error as Error).message.replace(/^agent-auth: /, ''));
}

let url: string;
try {
  url = await server.listen(port, host);
} catch (error) {
  fail(`cannot listen on ${host}:${port}: ${(error as Error).message}`);
}
console.warn(`Agent authentication server listening on ${url}`);
console.warn(
  'No identity provider when standalone: only assertion sign-ins (signed by the BFF) work.',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`shutdown failed: ${(error as Error).message}`),
    );
  });
}
