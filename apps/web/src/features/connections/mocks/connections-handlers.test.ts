import { apiContract, connectionErrorMessages } from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createConnectionsHandlers, resetMockConnections } from './connections-handlers';

let signedIn: string | null = 'pro@agentia.example';
let now = Date.parse('2026-03-10T12:00:00.000Z');
const server = setupServer(
  ...createConnectionsHandlers({ signedInEmail: () => signedIn, now: () => now }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  signedIn = 'pro@agentia.example';
  now = Date.parse('2026-03-10T12:00:00.000Z');
  resetMockConnections(now);
});

const origin = 'http://localhost';
const { connections } = apiContract;

/** Every answer of the mocked BFF must be one the contract allows for that status. */
async function expectContract(route: AppRoute, url: string, status: number, body?: unknown) {
  const res = await fetch(`${origin}${url}`, {
    method: route.method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expect(res.status, `${route.method} ${url}`).toBe(status);
  const schema = route.responses[status] as z.ZodType | undefined;
  expect(schema, `${route.path} declares ${status}`).toBeDefined();
  const parsed = schema!.safeParse(await res.json());
  expect(parsed.success, parsed.error?.message).toBe(true);
  return parsed.data as never;
}

type Tool = { tool: string; name: string; description: string; state: string };
const list = (lang = 'en'): Promise<{ tools: Tool[] }> =>
  expectContract(connections.listConnections, `/api/connections?lang=${lang}`, 200);
const stateOf = async (tool: string) => (await list()).tools.find((t) => t.tool === tool)!.state;

/** Starts connecting and follows the mocked consent back: the callback URL's parameters. */
async function consent(tool: string) {
  const started: { authUrl: string; state: string } = await expectContract(
    connections.connectTool,
    `/api/connections/${tool}/connect`,
    200,
    { lang: 'en' },
  );
  const back = new URL(started.authUrl);
  expect(back.pathname).toBe(`/dashboard/tools/callback/${tool}`);
  expect(back.searchParams.get('state')).toBe(started.state);
  return {
    code: back.searchParams.get('code'),
    state: started.state,
    error: back.searchParams.get('error'),
  };
}

describe('the mocked connections follow the contract', () => {
  it('list: every tool, in both languages, with each state', async () => {
    const { tools } = await list();
    expect(tools.map((t) => [t.tool, t.state])).toEqual([
      ['google-drive', 'connected'],
      ['notion', 'expired'],
      ['slack', 'not_connected'],
      ['github', 'connected'],
      ['hubspot', 'not_connected'],
    ]);
    const fr = await list('fr');
    expect(fr.tools[0]!.description).not.toBe(tools[0]!.description);
    await expectContract(connections.listConnections, '/api/connections', 200);
    await expectContract(connections.listConnections, '/api/connections?lang=de', 400);
  });

  it('a token expires with time', async () => {
    expect(await stateOf('github')).toBe('connected');
    now += 90_000;
    expect(await stateOf('github')).toBe('expired');
  });

  it('connect, consent, callback: connected; the state is single use', async () => {
    const back = await consent('hubspot');
    const callback = '/api/connections/hubspot/callback';
    const connected: { state: string; connectedAt: string } = await expectContract(
      connections.completeConnection,
      callback,
      200,
      { code: back.code, state: back.state, lang: 'fr' },
    );
    expect(connected.state).toBe('connected');
    expect(connected.connectedAt).toBe(new Date(now).toISOString());
    const again: { error: string } = await expectContract(
      connections.completeConnection,
      callback,
      400,
      { code: back.code, state: back.state },
    );
    expect(again.error).toBe('Invalid or expired state');
  });

  it('the callback refuses a state older than 10 minutes, another tool’s, a bad code, bad input', async () => {
    const late = await consent('hubspot');
    now += 10 * 60_000;
    await expectContract(connections.completeConnection, '/api/connections/hubspot/callback', 400, {
      code: late.code,
      state: late.state,
    });
    const other = await consent('hubspot');
    await expectContract(connections.completeConnection, '/api/connections/notion/callback', 400, {
      code: other.code,
      state: other.state,
    });
    const refused: { error: string } = await expectContract(
      connections.completeConnection,
      '/api/connections/hubspot/callback',
      400,
      { code: 'nope', state: other.state },
    );
    expect(refused.error).toBe('HubSpot refused the authorization code');
    await expectContract(connections.completeConnection, '/api/connections/hubspot/callback', 400, {
      state: other.state,
    });
    await expectContract(connections.completeConnection, '/api/connections/nope/callback', 404, {
      code: 'x',
      state: 'y',
    });
  });

  it('Slack’s consent is refused', async () => {
    const back = await consent('slack');
    expect(back).toMatchObject({ code: null, error: 'access_denied' });
  });

  it('use: works, refreshes an expired token, fails without a refresh token, 409 when not connected', async () => {
    const works: { refreshed: boolean } = await expectContract(
      connections.useTool,
      '/api/connections/google-drive/use',
      200,
      { lang: 'en' },
    );
    expect(works.refreshed).toBe(false);
    const refreshed: { refreshed: boolean; connection: { state: string } } = await expectContract(
      connections.useTool,
      '/api/connections/notion/use',
      200,
      { lang: 'fr' },
    );
    expect(refreshed).toMatchObject({ refreshed: true, connection: { state: 'connected' } });
    now += 90_000;
    const expired: { error: string } = await expectContract(
      connections.useTool,
      '/api/connections/github/use',
      502,
      { lang: 'en' },
    );
    expect(expired.error).toBe('The GitHub access token has expired');
    const notConnected: { error: string } = await expectContract(
      connections.useTool,
      '/api/connections/slack/use',
      409,
      { lang: 'fr' },
    );
    expect(notConnected.error).toBe("Cet outil n'est pas connecté");
    await expectContract(connections.useTool, '/api/connections/nope/use', 404, {});
    await expectContract(connections.useTool, '/api/connections/slack/use', 400, { lang: 'de' });
  });

  it('revoke: the tool is not connected any more', async () => {
    const revoked: { state: string; connectedAt: null } = await expectContract(
      connections.revokeTool,
      '/api/connections/google-drive?lang=fr',
      200,
    );
    expect(revoked).toMatchObject({ state: 'not_connected', connectedAt: null });
    expect(await stateOf('google-drive')).toBe('not_connected');
    await expectContract(connections.revokeTool, '/api/connections/nope', 404);
    await expectContract(connections.revokeTool, '/api/connections/notion?lang=de', 400);
  });

  it('401 "No active session" for every route when nobody is signed in', async () => {
    signedIn = null;
    const answers: { error: string }[] = [
      await expectContract(connections.listConnections, '/api/connections', 401),
      await expectContract(connections.connectTool, '/api/connections/notion/connect', 401, {}),
      await expectContract(
        connections.completeConnection,
        '/api/connections/notion/callback',
        401,
        {
          code: 'x',
          state: 'y',
        },
      ),
      await expectContract(connections.useTool, '/api/connections/notion/use', 401, {}),
      await expectContract(connections.revokeTool, '/api/connections/notion', 401),
    ];
    expect(new Set(answers.map((a) => a.error))).toEqual(new Set(['No active session']));
  });

  it('502 with the spec’s defaults, localised, when the agent server is down', async () => {
    signedIn = 'degraded@agentia.example';
    const fr: { error: string } = await expectContract(
      connections.listConnections,
      '/api/connections?lang=fr',
      502,
    );
    expect(fr.error).toBe(connectionErrorMessages.listTools.fr);
    const cases = [
      [connections.connectTool, '/api/connections/notion/connect', { lang: 'en' }, 'authorize'],
      [
        connections.completeConnection,
        '/api/connections/notion/callback',
        { code: 'x', state: 'y', lang: 'en' },
        'authorize',
      ],
      [connections.useTool, '/api/connections/notion/use', { lang: 'en' }, 'token'],
      [connections.revokeTool, '/api/connections/notion?lang=en', undefined, 'revoke'],
    ] as const;
    for (const [route, url, body, kind] of cases) {
      const answer: { error: string } = await expectContract(route, url, 502, body);
      expect(answer.error).toBe(connectionErrorMessages[kind].en);
    }
  });

  it('covers every route of the connections contract', () => {
    expect(Object.keys(connections).sort()).toEqual([
      'completeConnection',
      'connectTool',
      'listConnections',
      'revokeTool',
      'useTool',
    ]);
  });
});
