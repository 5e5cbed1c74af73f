import type { AddressInfo } from 'node:net';
import { agentAuthContract, toolIds, type AgentToolId } from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { initServer } from '@ts-rest/fastify';
import Fastify, {
  type FastifyError,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { createAgentTokens, createJtiList } from './agent-tokens.ts';
import { checkLoginAssertion } from './assertion.ts';
import { systemClock, type Clock } from './clock.ts';
import { createOAuthProvider } from './provider/oauth-provider.ts';
import { PROVIDER_PREFIX, registerProviderRoutes } from './provider/provider-routes.ts';
import { validationMessage } from './request-errors.ts';
import { toolInfo } from './tool-catalogue.ts';
import { CLIENT_ID, CLIENT_NAME, createToolConnections } from './tool-connections.ts';
import type { AgentUserClaims } from './signed-claims.ts';

export { signLoginAssertion, type LoginAssertionInput } from './assertion.ts';

/** HS256 keys shorter than the hash (256 bits) are weak (RFC 7518 §3.2); refuse them at start. */
export const MIN_SECRET_LENGTH = 32;
const DEFAULT_TOKEN_TTL_SECONDS = 3600;
const DEFAULT_TOOL_ACCESS_TOKEN_TTL_SECONDS = 3600;
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
  /**
   * The public base where the browser reaches the local provider's /oauth-provider/* pages
   * (`http://localhost:4100`). Default: the server's own listen URL.
   */
  providerBaseUrl?: string;
  /**
   * Where the provider sends the browser back after consent: the web app's callback page for the
   * tool (`http://localhost:3000/dashboard/tools/callback/google-drive`). Default: the provider's
   * own `${providerBaseUrl}/oauth-provider/done` page.
   */
  redirectUri?: (tool: AgentToolId) => string;
  /** How long the demo tools' access tokens live. Default 3600. */
  toolAccessTokenTtlSeconds?: number;
  /** Now, in milliseconds: every expiry check reads it, so tests can move time. */
  clock?: Clock;
};

const INVALID_CREDENTIALS = { success: false, error: 'Invalid credentials' } as const;
const INVALID_TOKEN = { success: false, error: 'Invalid or expired token' } as const;
const UNKNOWN_TOOL = { success: false, error: 'Unknown tool' } as const;
const BEARER = 'Bearer ';

type VerifiedAgent = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAgentTokens>['verify']>>
>;

/** An absolute http(s) URL, without its trailing slash: the base paths are appended to. */
function baseUrlOption(value: string): string {
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error('agent-auth: providerBaseUrl must be an http(s) URL without query or fragment');
  return url.toString().replace(/\/+$/, '');
}

/** RFC 6749 §3.1.2: a redirect URI is absolute and has no fragment. */
function redirectUriOption(redirectUri: (tool: AgentToolId) => string, tool: AgentToolId): string {
  const value = redirectUri(tool);
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.hash)
    throw new Error(
      `agent-auth: redirectUri('${tool}') must be an absolute http(s) URL without fragment`,
    );
  return value;
}

/**
 * The agent authentication server (spec §7): exchanges a user's credentials for an agent JWT,
 * tells who a token belongs to, and signs tokens out; connects a user's external tools over
 * OAuth and keeps their tokens (status, refresh, the agent API's read action, revoke). Locally it
 * is also those tools' OAuth provider, under /oauth-provider/. It serves `agentAuthContract` and
 * checks both what it receives and what it answers against it. Everything lives in memory: a
 * restart forgets sign-outs (which the short token lifetime bounds) and every connection.
 */
export function createAgentAuthServer(options: AgentAuthServerOptions) {
  for (const name of ['jwtSecret', 'assertionSecret'] as const) {
    if (options[name].length < MIN_SECRET_LENGTH)
      throw new Error(`agent-auth: ${name} must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  const toolTtl = options.toolAccessTokenTtlSeconds ?? DEFAULT_TOOL_ACCESS_TOKEN_TTL_SECONDS;
  for (const [name, value] of [
    ['tokenTtlSeconds', ttl],
    ['toolAccessTokenTtlSeconds', toolTtl],
  ] as const) {
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`agent-auth: ${name} must be a positive whole number`);
  }
  const configuredBase =
    options.providerBaseUrl === undefined ? undefined : baseUrlOption(options.providerBaseUrl);
  if (options.redirectUri) for (const tool of toolIds) redirectUriOption(options.redirectUri, tool);
  const clock = options.clock ?? systemClock;

  const tokens = createAgentTokens(options.jwtSecret, ttl, clock);
  // Assertions are single-use: one that was seen on the wire cannot be replayed for a token.
  const usedAssertions = createJtiList(clock);
  let listenUrl: string | undefined;
  const providerBaseUrl = () => {
    const base = configuredBase ?? listenUrl;
    if (base === undefined)
      throw new Error('agent-auth: providerBaseUrl is unknown until the server listens');
    return base;
  };
  const redirectUri = (tool: AgentToolId) =>
    options.redirectUri
      ? redirectUriOption(options.redirectUri, tool)
      : `${providerBaseUrl()}${PROVIDER_PREFIX}/done`;
  const provider = createOAuthProvider({
    clock,
    accessTokenTtlSeconds: toolTtl,
    // One registered application: the agent server itself.
    client: (clientId) => (clientId === CLIENT_ID ? { name: CLIENT_NAME, redirectUri } : undefined),
  });
  const connections = createToolConnections({ clock, provider, providerBaseUrl, redirectUri });
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
  void registerProviderRoutes(app, provider);

  async function userFromAssertion(email: string, assertion: string) {
    const { user, jti, exp } = await checkLoginAssertion(
      assertion,
      email,
      options.assertionSecret,
      clock,
    );
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
    logout: async ({ request }) => {
      const token = agentOf(request);
      tokens.revoked.add(token.jti, token.exp);
      return { status: 200, body: { success: true } };
    },
    getUser: async ({ request }) => {
      const { id, email, role, fullName } = agentOf(request).user;
      return {
        status: 200,
        body: { success: true, user: { id, email, role, full_name: fullName } },
      };
    },
    listTools: async () => ({ status: 200, body: { tools: toolIds.map(toolInfo) } }),
    authorizeTool: async ({ params, request }) => ({
      status: 200,
      body: connections.authorize(agentOf(request).user.id, params.tool),
    }),
    completeToolAuthorization: async ({ params, body, request }) => {
      const { id } = agentOf(request).user;
      const done = connections.complete(id, params.tool, body.code, body.state);
      if ('error' in done)
        return { status: done.status, body: { success: false, error: done.error } };
      return {
        status: 200,
        body: { success: true, tool: params.tool, connected_at: done.connectedAt },
      };
    },
    connectedTools: async ({ request }) => ({
      status: 200,
      body: { connected_tools: connections.connected(agentOf(request).user.id) },
    }),
    tokenStatus: async ({ params, request }) => ({
      status: 200,
      body: connections.status(agentOf(request).user.id, params.tool),
    }),
    refreshToken: async ({ params, request }) => {
      const refreshed = connections.refresh(agentOf(request).user.id, params.tool);
      if ('error' in refreshed)
        return { status: refreshed.status, body: { success: false, error: refreshed.error } };
      return { status: 200, body: refreshed };
    },
    toolAction: async ({ params, request }) => {
      // `read` is the only action: it hands the agent the tool's access token to read with.
      const read = connections.read(agentOf(request).user.id, params.tool);
      if ('error' in read)
        return { status: read.status, body: { success: false, error: read.error } };
      return { status: 200, body: read };
    },
    revokeTool: async ({ params, request }) => {
      connections.revoke(agentOf(request).user.id, params.tool);
      return { status: 200, body: { success: true } };
    },
  });

  // Every route that declares the bearer header needs a valid agent JWT before anything else is
  // looked at: an unauthenticated caller learns nothing, not even whether a tool exists.
  const agents = new WeakMap<FastifyRequest, VerifiedAgent>();
  function agentOf(request: FastifyRequest): VerifiedAgent {
    const agent = agents.get(request);
    if (!agent) throw new Error('agent-auth: a bearer route ran without its authentication hook');
    return agent;
  }

  // Its own scope, because ts-rest sets the error handler of the scope it registers in; it hands
  // every error but a validation failure up to the handler above.
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const route = (request.routeOptions.config as { tsRestRoute?: AppRoute }).tsRestRoute;
      if (!route?.headers) return;
      const header = request.headers.authorization;
      const verified = header?.startsWith(BEARER)
        ? await tokens.verify(header.slice(BEARER.length))
        : null;
      if (!verified) return reply.status(401).send(INVALID_TOKEN);
      agents.set(request, verified);
    });
    s.registerRouter(agentAuthContract, router, scope, {
      // Never answer what the contract does not say: the BFF parses every answer with it.
      responseValidation: true,
      requestValidationErrorHandler: (error, _request, reply) => {
        // The only header is the bearer token: a malformed one is an authentication failure,
        // not a bad request (the hook above has already refused it anyway).
        if (error.headers) return void reply.status(401).send(INVALID_TOKEN);
        // The only path parameter is the tool: a route for a tool that does not exist.
        if (error.pathParams) return void reply.status(404).send(UNKNOWN_TOOL);
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
      listenUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
      return listenUrl;
    },
    close(): Promise<void> {
      return app.close();
    },
  };
}

export type AgentAuthServer = ReturnType<typeof createAgentAuthServer>;
