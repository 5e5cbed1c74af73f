import { parseEnv, type Env } from './env.ts';
import { createAgentAuthServer } from './server.ts';

// Standalone: `pnpm --filter @app/agent-auth start`. The BFF starts the same server in-process
// (with its identity provider) when AGENT_AUTH_URL is not set; this is for running it apart.

function fail(message: string): never {
  console.error(`agent-auth: ${message}`);
  process.exit(1);
}

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  fail((error as Error).message);
}
const { AGENT_AUTH_REDIRECT_URI: redirectUriTemplate } = env;

let server: ReturnType<typeof createAgentAuthServer>;
try {
  server = createAgentAuthServer({
    jwtSecret: env.AGENT_JWT_SECRET,
    assertionSecret: env.AGENT_ASSERTION_SECRET,
    // No identity provider here, so no password can be checked: every password login is refused.
    verifyPassword: async () => null,
    logger: { level: env.LOG_LEVEL },
    providerBaseUrl: env.AGENT_AUTH_PROVIDER_BASE_URL,
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
  url = await server.listen(env.AGENT_AUTH_PORT, env.AGENT_AUTH_HOST);
} catch (error) {
  fail(
    `cannot listen on ${env.AGENT_AUTH_HOST}:${env.AGENT_AUTH_PORT}: ${(error as Error).message}`,
  );
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
