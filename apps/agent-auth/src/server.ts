import type { AddressInfo } from 'node:net';
import { agentAuthContract } from '@app/contracts';
import { initServer } from '@ts-rest/fastify';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { createAgentTokens, createJtiList, type AgentUserClaims } from './agent-tokens.ts';
import { checkLoginAssertion } from './assertion.ts';
import { validationMessage } from './request-errors.ts';

export { signLoginAssertion, type LoginAssertionInput } from './assertion.ts';

/** HS256 keys shorter than the hash (256 bits) are weak (RFC 7518 §3.2); refuse them at start. */
export const MIN_SECRET_LENGTH = 32;
const DEFAULT_TOKEN_TTL_SECONDS = 3600;
/** The largest legitimate body is a login with a 4 KiB assertion. */
const BODY_LIMIT = 16 * 1024;

export type AgentAuthUser = AgentUserClaims;

export type AgentAuthServerOptions = {
  /** Signs and checks agent JWTs. */
  jwtSecret: string;
  /** Checks the login assertions the BFF signs for sign-ins without a password. */
  assertionSecret: string;
  tokenTtlSeconds?: number;
  /** The identity provider's password check; null when the credentials are wrong. */
  verifyPassword(email: string, password: string): Promise<AgentAuthUser | null>;
  logger?: FastifyServerOptions['logger'];
};

const INVALID_CREDENTIALS = { success: false, error: 'Invalid credentials' } as const;
const INVALID_TOKEN = { success: false, error: 'Invalid or expired token' } as const;
const BEARER = 'Bearer ';

/**
 * The agent authentication server (spec §7): exchanges a user's credentials for an agent JWT,
 * tells who a token belongs to, and signs tokens out. It serves `agentAuthContract` and checks
 * both what it receives and what it answers against it. Revocations live in memory: a restart
 * forgets them, which the short token lifetime bounds.
 */
export function createAgentAuthServer(options: AgentAuthServerOptions) {
  for (const name of ['jwtSecret', 'assertionSecret'] as const) {
    if (options[name].length < MIN_SECRET_LENGTH)
      throw new Error(`agent-auth: ${name} must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0)
    throw new Error('agent-auth: tokenTtlSeconds must be a positive whole number');

  const tokens = createAgentTokens(options.jwtSecret, ttl);
  // Assertions are single-use: one that was seen on the wire cannot be replayed for a token.
  const usedAssertions = createJtiList();
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });

  // Whatever fails outside request validation (unparsable JSON, a body too large, a bug) still
  // answers in the contract's error shape; a 5xx never tells the caller why.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ success: false, error: error.message });
    request.log.error({ err: error }, 'agent-auth request failed');
    return reply.status(500).send({ success: false, error: 'Internal server error' });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ success: false, error: 'Not found' }),
  );
  app.get('/health', async () => ({ status: 'ok' }));

  async function userFromAssertion(email: string, assertion: string) {
    const { user, jti, exp } = await checkLoginAssertion(assertion, email, options.assertionSecret);
    if (jti !== undefined) {
      if (usedAssertions.has(jti)) throw new Error('assertion was already used');
      usedAssertions.add(jti, exp);
    }
    return user;
  }

  const s = initServer();
  const router = s.router(agentAuthContract, {
    login: async ({ body, request }) => {
      let user: AgentAuthUser | null;
      if ('password' in body) {
        user = await options.verifyPassword(body.email, body.password);
      } else {
        user = await userFromAssertion(body.email, body.assertion).catch((error: unknown) => {
          request.log.info({ reason: (error as Error).message }, 'login assertion refused');
          return null;
        });
      }
      if (!user) return { status: 401, body: INVALID_CREDENTIALS };
      return { status: 200, body: { agent_token: await tokens.issue(user) } };
    },
    logout: async ({ headers }) => {
      const token = await tokens.verify(headers.authorization.slice(BEARER.length));
      if (!token) return { status: 401, body: INVALID_TOKEN };
      tokens.revoked.add(token.jti, token.exp);
      return { status: 200, body: { success: true } };
    },
    getUser: async ({ headers }) => {
      const token = await tokens.verify(headers.authorization.slice(BEARER.length));
      if (!token) return { status: 401, body: INVALID_TOKEN };
      const { id, email, role, fullName } = token.user;
      return {
        status: 200,
        body: { success: true, user: { id, email, role, full_name: fullName } },
      };
    },
  });

  // Its own scope, because ts-rest sets the error handler of the scope it registers in; it hands
  // every error but a validation failure up to the handler above.
  void app.register(async (scope) => {
    s.registerRouter(agentAuthContract, router, scope, {
      // Never answer what the contract does not say: the BFF parses every answer with it.
      responseValidation: true,
      requestValidationErrorHandler: (error, _request, reply) => {
        // Only logout and getUser take headers, and only the bearer token: a missing or
        // malformed one is an authentication failure, not a bad request.
        if (error.headers) return void reply.status(401).send(INVALID_TOKEN);
        void reply.status(400).send({ success: false, error: validationMessage(error) });
      },
    });
  });

  return {
    app,
    /** Starts listening; answers the base URL (`http://127.0.0.1:4100`), port 0 picks a free one. */
    async listen(port: number, host = '127.0.0.1'): Promise<string> {
      await app.listen({ port, host });
      const address = app.server.address() as AddressInfo;
      return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    },
    close(): Promise<void> {
      return app.close();
    },
  };
}

export type AgentAuthServer = ReturnType<typeof createAgentAuthServer>;
