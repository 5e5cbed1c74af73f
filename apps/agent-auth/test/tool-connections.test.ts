import { agentAuthContract, toolIds } from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAgentAuthServer } from '../src/server.ts';
import {
  answerConsent,
  ASSERTION_SECRET,
  authorizeAndConsent,
  connect,
  INVALID_TOKEN,
  JWT_SECRET,
  openConsent,
  readToken,
  startServer,
  useAtTool,
  type Route,
  type TestServer,
} from './helpers.ts';

const TOOL_TTL_SECONDS = 600;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestServer;
beforeAll(async () => {
  t = await startServer({ toolAccessTokenTtlSeconds: TOOL_TTL_SECONDS });
});
afterAll(() => t.close());

const BAD_STATE = { status: 400, body: { success: false, error: 'Invalid or expired state' } };

async function status(token: string, tool: string) {
  const answer = await t.call('tokenStatus', { tool, token });
  expect(answer.status).toBe(200);
  return agentAuthContract.tokenStatus.responses[200].parse(answer.body);
}

async function connectedTools(token: string) {
  const answer = await t.call('connectedTools', { token });
  expect(answer.status).toBe(200);
  return agentAuthContract.connectedTools.responses[200].parse(answer.body).connected_tools;
}

describe('connecting a tool', () => {
  it('a user allows Google Drive, and an agent reads with its token', async () => {
    const token = await t.signIn();

    const authorize = await t.call('authorizeTool', { tool: 'google-drive', token });
    expect(authorize.status).toBe(200);
    const { auth_url, state } = agentAuthContract.authorizeTool.responses[200].parse(
      authorize.body,
    );
    const authUrl = new URL(auth_url);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(
      `${t.baseUrl}/oauth-provider/google-drive/authorize`,
    );
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'agent-auth',
      redirect_uri: `${t.baseUrl}/oauth-provider/done`,
      state,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      scope:
        'https://www.googleapis.com/auth/drive.readonly https://www.googleapis.com/auth/drive.file',
    });

    const consent = await openConsent(auth_url);
    expect(consent.response.status).toBe(200);
    expect(consent.html).toContain('<h1>Agentia wants to access your Google Drive');
    expect(consent.html).toContain('See and download all your Google Drive files');

    const allowed = await answerConsent(auth_url, consent.requestId!, 'allow');
    expect(allowed.response.status).toBe(303);
    expect(`${allowed.location!.origin}${allowed.location!.pathname}`).toBe(
      `${t.baseUrl}/oauth-provider/done`,
    );
    expect(allowed.location!.searchParams.get('state')).toBe(state);
    const code = allowed.location!.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const callback = await t.call('completeToolAuthorization', {
      tool: 'google-drive',
      token,
      body: { code, state },
    });
    expect(callback).toEqual({
      status: 200,
      body: { success: true, tool: 'google-drive', connected_at: expect.any(String) },
    });

    expect(await connectedTools(token)).toEqual([
      {
        tool: 'google-drive',
        name: 'Google Drive',
        connected_at: expect.any(String),
        expires_at: expect.any(String),
        scopes: [
          'https://www.googleapis.com/auth/drive.readonly',
          'https://www.googleapis.com/auth/drive.file',
        ],
      },
    ]);
    const connected = await status(token, 'google-drive');
    expect(connected).toMatchObject({
      tool: 'google-drive',
      connected: true,
      is_valid: true,
      has_refresh_token: true,
    });
    expect(Date.parse(connected.expires_at!) - Date.parse(connected.connected_at!)).toBe(
      TOOL_TTL_SECONDS * 1000,
    );

    const { access_token, expires_at } = await readToken(t, token, 'google-drive');
    expect(expires_at).toBe(connected.expires_at);
    expect(await useAtTool(t, 'google-drive', access_token)).toEqual({
      status: 200,
      body: { tool: 'google-drive', scopes: expect.arrayContaining([expect.any(String)]) },
    });
  });

  it('a user who denies is sent back with access_denied, and nothing is connected', async () => {
    const token = await t.signIn();
    const { state, location } = await authorizeAndConsent(t, token, 'slack', 'deny');

    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.searchParams.has('code')).toBe(false);
    expect(await connectedTools(token)).toEqual([]);
    expect(await status(token, 'slack')).toEqual({
      tool: 'slack',
      connected: false,
      is_valid: false,
      has_refresh_token: false,
      expires_at: null,
      connected_at: null,
    });
  });

  it('lists the connectable tools, each with its name and scopes', async () => {
    const answer = await t.call('listTools', { token: await t.signIn() });
    expect(answer.status).toBe(200);
    const { tools } = agentAuthContract.listTools.responses[200].parse(answer.body);
    expect(tools.map((tool) => [tool.tool, tool.name])).toEqual([
      ['google-drive', 'Google Drive'],
      ['notion', 'Notion'],
      ['slack', 'Slack'],
      ['github', 'GitHub'],
      ['hubspot', 'HubSpot'],
    ]);
    for (const tool of tools) expect(tool.scopes.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps each user’s connections apart', async () => {
    const [alice, bob] = [await t.signIn(), await t.signIn()];
    await connect(t, alice, 'notion');
    expect(await connectedTools(bob)).toEqual([]);
    expect((await status(bob, 'notion')).connected).toBe(false);
  });

  it('connecting again replaces the connection and revokes the old tokens', async () => {
    const token = await t.signIn();
    await connect(t, token, 'github');
    const first = await readToken(t, token, 'github');
    await connect(t, token, 'github');

    expect((await connectedTools(token)).map((tool) => tool.tool)).toEqual(['github']);
    expect((await useAtTool(t, 'github', first.access_token)).status).toBe(401);
    const second = await readToken(t, token, 'github');
    expect(second.access_token).not.toBe(first.access_token);
  });
});

describe('the state that comes back with the code', () => {
  it('is single-use: replayed, it is refused', async () => {
    const token = await t.signIn();
    const { code, state } = await authorizeAndConsent(t, token, 'notion');
    const body = { code, state };
    expect(
      (await t.call('completeToolAuthorization', { tool: 'notion', token, body })).status,
    ).toBe(200);
    expect(await t.call('completeToolAuthorization', { tool: 'notion', token, body })).toEqual(
      BAD_STATE,
    );
  });

  it('belongs to its user: another user cannot spend it, its owner still can', async () => {
    const [alice, mallory] = [await t.signIn(), await t.signIn()];
    const { code, state } = await authorizeAndConsent(t, alice, 'hubspot');

    expect(
      await t.call('completeToolAuthorization', {
        tool: 'hubspot',
        token: mallory,
        body: { code, state },
      }),
    ).toEqual(BAD_STATE);
    expect(await connectedTools(mallory)).toEqual([]);

    const own = await t.call('completeToolAuthorization', {
      tool: 'hubspot',
      token: alice,
      body: { code, state },
    });
    expect(own.status).toBe(200);
  });

  it('is refused when tampered with', async () => {
    const token = await t.signIn();
    const { code, state } = await authorizeAndConsent(t, token, 'slack');
    const tampered = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    expect(
      await t.call('completeToolAuthorization', {
        tool: 'slack',
        token,
        body: { code, state: tampered },
      }),
    ).toEqual(BAD_STATE);
  });

  it('is refused for another tool than the one it was made for', async () => {
    const token = await t.signIn();
    const { code, state } = await authorizeAndConsent(t, token, 'slack');
    expect(
      await t.call('completeToolAuthorization', { tool: 'github', token, body: { code, state } }),
    ).toEqual(BAD_STATE);
  });

  it('expires after 10 minutes', async () => {
    const token = await t.signIn();
    const { code, state } = await authorizeAndConsent(t, token, 'github');
    t.advance(10 * MINUTE + 1000);
    expect(
      await t.call('completeToolAuthorization', { tool: 'github', token, body: { code, state } }),
    ).toEqual(BAD_STATE);
    expect(await connectedTools(token)).toEqual([]);
  });

  it('with a code the provider refuses, answers 400 and connects nothing', async () => {
    const token = await t.signIn();
    const { state } = await authorizeAndConsent(t, token, 'notion');
    const refused = await t.call('completeToolAuthorization', {
      tool: 'notion',
      token,
      body: { code: 'ac_not-a-code-the-provider-gave', state },
    });
    expect(refused).toEqual({
      status: 400,
      body: { success: false, error: 'Notion refused the authorization code' },
    });
    expect(await connectedTools(token)).toEqual([]);
  });

  it('answers 400 for a callback body without a code', async () => {
    const answer = await t.call('completeToolAuthorization', {
      tool: 'notion',
      token: await t.signIn(),
      body: { state: 'some-state-value' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: expect.stringContaining('code') });
  });
});

describe('a connected tool’s token', () => {
  it('expires; with its refresh token it is refreshed, and the agent reads again', async () => {
    const token = await t.signIn();
    await connect(t, token, 'google-drive');
    const before = await readToken(t, token, 'google-drive');

    t.advance(TOOL_TTL_SECONDS * 1000 + 1000);
    expect(await status(token, 'google-drive')).toMatchObject({
      connected: true,
      is_valid: false,
      has_refresh_token: true,
    });
    expect(
      await t.call('toolAction', { tool: 'google-drive', token, body: { action: 'read' } }),
    ).toEqual({
      status: 401,
      body: { success: false, error: 'The Google Drive access token has expired' },
    });
    expect((await useAtTool(t, 'google-drive', before.access_token)).status).toBe(401);

    const refreshed = await t.call('refreshToken', { tool: 'google-drive', token });
    expect(refreshed.status).toBe(200);
    const fresh = agentAuthContract.refreshToken.responses[200].parse(refreshed.body);
    expect(fresh.access_token).not.toBe(before.access_token);
    expect(Date.parse(fresh.expires_at)).toBeGreaterThan(Date.parse(before.expires_at));

    expect(await status(token, 'google-drive')).toMatchObject({
      is_valid: true,
      has_refresh_token: true,
      expires_at: fresh.expires_at,
    });
    expect(await readToken(t, token, 'google-drive')).toEqual(fresh);
    expect((await useAtTool(t, 'google-drive', fresh.access_token)).status).toBe(200);
  });

  it('can no longer be refreshed once its refresh token has expired (30 days)', async () => {
    const email = `notion-${Date.now()}@example.com`;
    const token = await t.signIn(email);
    await connect(t, token, 'notion');
    t.advance(31 * DAY);
    // The agent JWT has expired too by then: the user has signed in again.
    expect(await t.call('tokenStatus', { tool: 'notion', token })).toEqual({
      status: 401,
      body: INVALID_TOKEN,
    });
    const again = await t.signIn(email);

    expect(await status(again, 'notion')).toMatchObject({
      connected: true,
      is_valid: false,
      has_refresh_token: false,
    });
    expect(await t.call('refreshToken', { tool: 'notion', token: again })).toEqual({
      status: 400,
      body: { success: false, error: 'Notion refused the refresh token: connect it again' },
    });
    expect((await status(again, 'notion')).connected).toBe(false);
  });

  it('answers 404 to a refresh and 401 to a read when the tool is not connected', async () => {
    const token = await t.signIn();
    expect(await t.call('refreshToken', { tool: 'slack', token })).toEqual({
      status: 404,
      body: { success: false, error: 'Slack is not connected' },
    });
    expect(await t.call('toolAction', { tool: 'slack', token, body: { action: 'read' } })).toEqual({
      status: 401,
      body: { success: false, error: 'Slack is not connected' },
    });
  });

  it('is read only through the `read` action', async () => {
    const answer = await t.call('toolAction', {
      tool: 'slack',
      token: await t.signIn(),
      body: { action: 'write' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: expect.stringContaining('action') });
  });
});

describe('revoking a tool', () => {
  it('disconnects it, here and at the provider, and can be done twice', async () => {
    const token = await t.signIn();
    await connect(t, token, 'hubspot');
    const { access_token } = await readToken(t, token, 'hubspot');

    expect(await t.call('revokeTool', { tool: 'hubspot', token })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await connectedTools(token)).toEqual([]);
    expect(await status(token, 'hubspot')).toMatchObject({ connected: false, is_valid: false });
    expect(
      (await t.call('toolAction', { tool: 'hubspot', token, body: { action: 'read' } })).status,
    ).toBe(401);
    expect((await t.call('refreshToken', { tool: 'hubspot', token })).status).toBe(404);
    expect(await useAtTool(t, 'hubspot', access_token)).toEqual({
      status: 401,
      body: { error: 'invalid_token', error_description: 'The access token is not valid' },
    });

    expect(await t.call('revokeTool', { tool: 'hubspot', token })).toEqual({
      status: 200,
      body: { success: true },
    });
  });

  it('leaves the user’s other tools connected', async () => {
    const token = await t.signIn();
    await connect(t, token, 'github');
    await connect(t, token, 'slack');
    await t.call('revokeTool', { tool: 'github', token });
    expect((await connectedTools(token)).map((tool) => tool.tool)).toEqual(['slack']);
  });
});

/** A concrete request for a route: its path with a tool in it, and a body it accepts. */
function requestFor(route: AppRoute, tool = 'github') {
  const body =
    route.method === 'GET' || route.method === 'DELETE'
      ? undefined
      : route.path === '/oauth/callback/:tool'
        ? { code: 'some-code', state: 'some-state' }
        : route.path.endsWith('/action')
          ? { action: 'read' }
          : route.path === '/auth/login'
            ? { email: 'nobody@example.com', password: 'wrong password' }
            : undefined;
  return { path: route.path.replace(':tool', tool), body };
}

const routes = Object.entries(agentAuthContract) as [Route, AppRoute][];
const bearerRoutes = routes.filter(([, route]) => route.headers !== undefined);
const toolRoutes = routes.filter(([, route]) => route.path.includes(':tool'));

describe('the bearer token', () => {
  const forged = () =>
    new SignJWT({ email: 'mallory@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('agent-auth')
      .setAudience('agent-api')
      .setSubject('user-mallory')
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('someone-elses-secret-0123456789abcdef'));

  it.each(bearerRoutes)('is required by %s: none, forged or not a bearer, 401', async (name) => {
    for (const tool of ['github', 'no-such-tool']) {
      const { body } = requestFor(agentAuthContract[name], tool);
      expect(await t.call(name, { tool, body }), `${name} ${tool}`).toEqual({
        status: 401,
        body: INVALID_TOKEN,
      });
      expect(await t.call(name, { tool, body, token: await forged() })).toEqual({
        status: 401,
        body: INVALID_TOKEN,
      });
      expect(
        await t.call(name, { tool, body, headers: { authorization: 'Basic YWxpY2U6cGFzcw==' } }),
      ).toEqual({ status: 401, body: INVALID_TOKEN });
    }
  });

  it('is refused once it has expired by the server’s clock', async () => {
    const token = await t.signIn();
    t.advance(3601 * 1000);
    expect(await t.call('connectedTools', { token })).toEqual({
      status: 401,
      body: INVALID_TOKEN,
    });
  });
});

describe('an unknown tool', () => {
  it.each(toolRoutes)('answers 404 at %s', async (name) => {
    const { body } = requestFor(agentAuthContract[name], 'dropbox');
    expect(await t.call(name, { tool: 'dropbox', body, token: await t.signIn() })).toEqual({
      status: 404,
      body: { success: false, error: 'Unknown tool' },
    });
  });
});

describe('the contract', () => {
  it('is served in full: every route answers one of its declared statuses', async () => {
    const token = await t.signIn();
    for (const [name, route] of routes) {
      const { path, body } = requestFor(route);
      const response = await fetch(new URL(path, t.baseUrl), {
        method: route.method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(route.headers === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const schema = (route.responses as Record<number, z.ZodType>)[response.status];
      expect(
        schema,
        `${name}: ${route.method} ${route.path} answered ${response.status}`,
      ).toBeDefined();
      schema!.parse(await response.json());
    }
  });

  it('names every tool the contract lists', async () => {
    const answer = await t.call('listTools', { token: await t.signIn() });
    const { tools } = agentAuthContract.listTools.responses[200].parse(answer.body);
    expect(tools.map((tool) => tool.tool)).toEqual([...toolIds]);
  });
});

describe('the options', () => {
  it('build the authorize URL on providerBaseUrl and send the browser to redirectUri', async () => {
    const web = await startServer({
      providerBaseUrl: 'http://localhost:4999/',
      redirectUri: (tool) => `http://localhost:3000/dashboard/tools/callback/${tool}`,
    });
    try {
      const token = await web.signIn();
      const authorize = await web.call('authorizeTool', { tool: 'notion', token });
      const { auth_url, state } = agentAuthContract.authorizeTool.responses[200].parse(
        authorize.body,
      );
      const url = new URL(auth_url);
      expect(`${url.origin}${url.pathname}`).toBe(
        'http://localhost:4999/oauth-provider/notion/authorize',
      );
      expect(url.searchParams.get('redirect_uri')).toBe(
        'http://localhost:3000/dashboard/tools/callback/notion',
      );

      // The browser would reach the provider there; the test reaches it where it listens.
      const reachable = auth_url.replace('http://localhost:4999', web.baseUrl);
      const consent = await openConsent(reachable);
      expect(consent.response.headers.get('content-security-policy')).toContain(
        "form-action 'self' http://localhost:3000",
      );
      const { location } = await answerConsent(reachable, consent.requestId!, 'allow');
      expect(`${location!.origin}${location!.pathname}`).toBe(
        'http://localhost:3000/dashboard/tools/callback/notion',
      );
      const callback = await web.call('completeToolAuthorization', {
        tool: 'notion',
        token,
        body: { code: location!.searchParams.get('code')!, state },
      });
      expect(callback.status).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('are checked at start', () => {
    const base = { jwtSecret: JWT_SECRET, assertionSecret: ASSERTION_SECRET };
    const verifyPassword = async () => null;
    expect(() =>
      createAgentAuthServer({ ...base, verifyPassword, providerBaseUrl: 'localhost:4100' }),
    ).toThrow(/providerBaseUrl must be an http\(s\) URL/);
    expect(() =>
      createAgentAuthServer({
        ...base,
        verifyPassword,
        redirectUri: (tool) => `/callback/${tool}`,
      }),
    ).toThrow(/redirectUri\('google-drive'\) must be an absolute http\(s\) URL/);
    expect(() =>
      createAgentAuthServer({ ...base, verifyPassword, toolAccessTokenTtlSeconds: 0 }),
    ).toThrow(/toolAccessTokenTtlSeconds must be a positive whole number/);
  });
});
