import { createHash, randomBytes } from 'node:crypto';
import { agentAuthContract } from '@app/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createAgentAuthServer, type AgentAuthServerOptions } from '../src/server.ts';

export const JWT_SECRET = 'agent-jwt-secret-for-tests-0123456789';
export const ASSERTION_SECRET = 'assertion-secret-for-tests-0123456789';
export const PASSWORD = 'correct horse battery staple';
export const INVALID_TOKEN = { success: false, error: 'Invalid or expired token' };

export type Route = keyof typeof agentAuthContract;
type ExtraOptions = Partial<Omit<AgentAuthServerOptions, 'jwtSecret' | 'assertionSecret'>>;

/**
 * A server listening on a free port, with a clock the test moves, and every user's password
 * being PASSWORD (the user id is derived from the email).
 */
export async function startServer(options: ExtraOptions = {}) {
  let offset = 0;
  const server = createAgentAuthServer({
    jwtSecret: JWT_SECRET,
    assertionSecret: ASSERTION_SECRET,
    verifyPassword: async (email, password) =>
      password === PASSWORD ? { id: `user-${email}`, email, role: 'Pro', fullName: null } : null,
    clock: () => Date.now() + offset,
    ...options,
  });
  const baseUrl = await server.listen(0);

  /**
   * Calls a route over HTTP as the BFF would, and parses the answer with the contract's schema
   * for the status it came with: an answer the contract does not allow fails the test.
   */
  async function call(
    route: Route,
    init: { tool?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const { method, path, responses } = agentAuthContract[route];
    const url = new URL(path.replace(':tool', encodeURIComponent(init.tool ?? '')), baseUrl);
    const response = await fetch(url, {
      method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const schema = (responses as Record<number, z.ZodType>)[response.status];
    if (!schema)
      throw new Error(`${method} ${url.pathname} answered ${response.status}, not in the contract`);
    return { status: response.status, body: schema.parse(await response.json()) as never };
  }

  let users = 0;
  /** A new user each time (unless an email is given), so tests do not see each other's tools. */
  async function signIn(email = `user${++users}-${randomBytes(4).toString('hex')}@example.com`) {
    const { status, body } = await call('login', { body: { email, password: PASSWORD } });
    expect(status).toBe(200);
    return agentAuthContract.login.responses[200].parse(body).agent_token;
  }

  return {
    server,
    baseUrl,
    call,
    signIn,
    advance(ms: number) {
      offset += ms;
    },
    close: () => server.close(),
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/** The consent page a browser gets from an authorize URL, and the request id its form posts. */
export async function openConsent(authUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(authUrl, { redirect: 'manual', headers });
  const html = await response.text();
  const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
  return { response, html, requestId };
}

/** Presses Allow or Deny: the form post, and where the provider sends the browser then. */
export async function answerConsent(
  authUrl: string,
  requestId: string,
  decision: 'allow' | 'deny',
) {
  const response = await fetch(new URL('consent', authUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request_id: requestId, decision }),
  });
  const location = response.headers.get('location');
  return { response, location: location === null ? null : new URL(location) };
}

/** Authorize, consent and come back with the provider's answer, as the user's browser does. */
export async function authorizeAndConsent(
  t: TestServer,
  token: string,
  tool: string,
  decision: 'allow' | 'deny' = 'allow',
) {
  const authorize = await t.call('authorizeTool', { tool, token });
  expect(authorize.status).toBe(200);
  const { auth_url, state } = agentAuthContract.authorizeTool.responses[200].parse(authorize.body);
  const { requestId } = await openConsent(auth_url);
  const { location } = await answerConsent(auth_url, requestId!, decision);
  return {
    authUrl: auth_url,
    state,
    code: location?.searchParams.get('code') ?? '',
    location: location!,
  };
}

/** The whole flow: the tool ends up connected for the token's user. */
export async function connect(t: TestServer, token: string, tool: string) {
  const { code, state } = await authorizeAndConsent(t, token, tool);
  const callback = await t.call('completeToolAuthorization', {
    tool,
    token,
    body: { code, state },
  });
  expect(callback.status).toBe(200);
}

/** The tool's access token, as the agent API's read action hands it out. */
export async function readToken(t: TestServer, token: string, tool: string) {
  const read = await t.call('toolAction', { tool, token, body: { action: 'read' } });
  expect(read.status).toBe(200);
  return agentAuthContract.toolAction.responses[200].parse(read.body);
}

/** What the tool's API says of an access token: 200 when it may be used, 401 when not. */
export async function useAtTool(t: TestServer, tool: string, accessToken: string) {
  const response = await fetch(`${t.baseUrl}/oauth-provider/${tool}/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A form post to the provider's token or revocation endpoint, as an OAuth client makes it. */
export async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
  };
}
