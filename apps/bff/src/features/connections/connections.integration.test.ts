import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { connections } = apiContract;
// The agent server's clock runs with real time (the BFF's assertions carry real times), ahead by
// what a test skips.
let skipped = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => Date.now() + skipped, toolAccessTokenTtlSeconds: 60 });
});
afterAll(async () => {
  await t.close();
});

type Browser = ReturnType<TestApp['http']>;

/** What the browser does: open the consent page (through the BFF), press a button, come back. */
async function consent(browser: Browser, authUrl: string, decision: 'allow' | 'deny') {
  const url = new URL(authUrl);
  expect(url.pathname).toMatch(/^\/oauth-provider\//);
  const page = await browser.get(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const requestId = /name="request_id" value="([^"]+)"/.exec(page.text)?.[1];
  expect(requestId).toBeDefined();
  const answer = await browser
    .post(new URL('consent', url).pathname)
    .type('form')
    .send({ request_id: requestId!, decision });
  expect(answer.status).toBe(303);
  return { page, back: new URL(answer.headers.location as string) };
}

async function connect(browser: Browser, tool = 'google-drive') {
  const started = expectContract(
    connections.connectTool,
    200,
    await browser.post(`/api/connections/${tool}/connect`).send({ lang: 'en' }),
  );
  return { started, ...(await consent(browser, started.authUrl, 'allow')) };
}

describe('connecting external tools', () => {
  it('lists every tool, connects one with Allow, and never shows a token', async () => {
    const browser = t.http();
    await registerAndVerify(t, browser);
    const before = expectContract(
      connections.listConnections,
      200,
      await browser.get('/api/connections'),
    );
    expect(before.tools.map((tool) => tool.tool)).toEqual(
      expect.arrayContaining(['google-drive', 'notion', 'slack', 'github', 'hubspot']),
    );
    expect(before.tools.every((tool) => tool.state === 'not_connected')).toBe(true);

    const { started, page, back } = await connect(browser);
    expect(page.text).toContain('Google Drive');
    expect(back.pathname).toBe('/dashboard/tools/callback/google-drive');
    expect(back.searchParams.get('state')).toBe(started.state);
    const callback = await browser
      .post('/api/connections/google-drive/callback')
      .send({ code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    const connected = expectContract(connections.completeConnection, 200, callback);
    expect(connected).toMatchObject({ state: 'connected', hasRefreshToken: true });
    expect(connected.connectedAt).not.toBeNull();
    expect(callback.text).not.toMatch(/access_token|refresh_token/);

    const used = expectContract(
      connections.useTool,
      200,
      await browser.post('/api/connections/google-drive/use').send({}),
    );
    expect(used).toMatchObject({ refreshed: false, connection: { state: 'connected' } });
    const listed = await browser.get('/api/connections');
    expect(listed.text).not.toMatch(/access_token|refresh_token/);
  });

  it('refreshes an expired token on the next use, then revokes', async () => {
    const browser = t.http();
    await registerAndVerify(t, browser);
    const { back } = await connect(browser, 'notion');
    expectContract(
      connections.completeConnection,
      200,
      await browser
        .post('/api/connections/notion/callback')
        .send({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
    );
    skipped += 2 * 60_000; // past the tool token's minute, well within the agent token's hour
    const list = expectContract(
      connections.listConnections,
      200,
      await browser.get('/api/connections'),
    );
    expect(list.tools.find((tool) => tool.tool === 'notion')?.state).toBe('expired');
    const used = expectContract(
      connections.useTool,
      200,
      await browser.post('/api/connections/notion/use').send({}),
    );
    expect(used).toMatchObject({ refreshed: true, connection: { state: 'connected' } });

    const revoked = expectContract(
      connections.revokeTool,
      200,
      await browser.delete('/api/connections/notion'),
    );
    expect(revoked.state).toBe('not_connected');
    const unused = expectContract(
      connections.useTool,
      409,
      await browser.post('/api/connections/notion/use').send({ lang: 'fr' }),
    );
    expect(unused.error).toBe("Cet outil n'est pas connecté");
    skipped = 0;
  });

  it('rejects Deny, a replayed state and a tampered one', async () => {
    const browser = t.http();
    await registerAndVerify(t, browser);
    const started = expectContract(
      connections.connectTool,
      200,
      await browser.post('/api/connections/slack/connect').send({}),
    );
    const { back: denied } = await consent(browser, started.authUrl, 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();

    const { back } = await connect(browser, 'github');
    const answer = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    expectContract(
      connections.completeConnection,
      400,
      await browser
        .post('/api/connections/github/callback')
        .send({ ...answer, state: `${answer.state}x` }),
    );
    expectContract(
      connections.completeConnection,
      200,
      await browser.post('/api/connections/github/callback').send(answer),
    );
    const replay = expectContract(
      connections.completeConnection,
      400,
      await browser.post('/api/connections/github/callback').send(answer),
    );
    expect(replay.error.length).toBeGreaterThan(0);
    const list = expectContract(
      connections.listConnections,
      200,
      await browser.get('/api/connections'),
    );
    expect(list.tools.find((tool) => tool.tool === 'slack')?.state).toBe('not_connected');
  });

  it('needs a session: "No active session"', async () => {
    const body = expectContract(
      connections.listConnections,
      401,
      await t.http().get('/api/connections'),
    );
    expect(body.error).toBe('No active session');
    expectContract(
      connections.connectTool,
      401,
      await t.http().post('/api/connections/notion/connect').send({}),
    );
  });
});

describe('the agent server down', () => {
  it('answers the spec’s default message in the asked language', async () => {
    const down = await createTestApp({}, { agentAuth: 'down' });
    try {
      const browser = down.http();
      await registerAndVerify(down, browser);
      const fr = expectContract(
        connections.listConnections,
        502,
        await browser.get('/api/connections?lang=fr'),
      );
      expect(fr.error).toBe('Erreur de récupération des outils');
      const en = expectContract(
        connections.connectTool,
        502,
        await browser.post('/api/connections/notion/connect').send({ lang: 'en' }),
      );
      expect(en.error).toBe('Authorisation error');
      const revoke = expectContract(
        connections.revokeTool,
        502,
        await browser.delete('/api/connections/notion?lang=fr'),
      );
      expect(revoke.error).toBe("Erreur de révocation de l'accès");
      // The rest of the account works.
      expect((await browser.get('/api/profile')).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
