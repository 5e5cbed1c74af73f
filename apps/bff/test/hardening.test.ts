import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import {
  cookiesOf,
  latestCode,
  latestMail,
  PASSWORD,
  registerAndVerify,
  uniqueEmail,
} from './helpers/accounts.ts';
import { expectContract } from './helpers/contract.ts';
import { listening, rawRequest } from './helpers/raw-http.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Each finding of the probe of the running product, as it was reproduced from outside. Every
// group has an app of its own: per-address limits count every request of a file (one address).
const { auth, session, profile: profileApi, catalogue, contact } = apiContract;
let t: TestApp;
function freshApp() {
  beforeAll(async () => {
    t = await createTestApp();
    await listening(t.app.server);
  });
  afterAll(async () => {
    await t.close();
  });
}

/**
 * The fastest of several tries: a busy machine only ever adds time, so the quickest answer is the
 * closest to what the work itself costs (and what an attacker measuring many tries would see).
 */
const fastest = (values: number[]) => Math.min(...values);
async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
let address = 0;
const spoofed = () => `198.51.100.${++address % 250}`;

describe('1. the consent-page proxy', () => {
  freshApp();
  it.each([
    '/oauth-provider/%2e%2e/health',
    '/oauth-provider/%2E%2E/health',
    '/oauth-provider/..%2fhealth',
    '/oauth-provider/%2e%2e%2fhealth',
    '/oauth-provider/%252e%252e/health',
    '/oauth-provider/google-drive/%2e%2e/%2e%2e/health',
  ])('does not reach the agent server through %s', async (target) => {
    const response = await rawRequest(t.app.server, { target });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('"status":"ok"');
  });

  it('forwards no login and no server-to-server endpoint of the agent server', async () => {
    const email = uniqueEmail('proxied');
    await registerAndVerify(t, t.http(), email);
    for (const target of [
      '/oauth-provider/%2e%2e/auth/login',
      '/oauth-provider/../auth/login',
      '/oauth-provider/google-drive/token',
      '/oauth-provider/google-drive/revoke',
    ]) {
      const response = await rawRequest(t.app.server, {
        method: 'POST',
        target,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect([403, 404]).toContain(response.status);
      expect(response.text).not.toContain('agent_token');
    }
    const me = await rawRequest(t.app.server, { target: '/oauth-provider/google-drive/me' });
    expect(me.status).toBe(404);
  });

  it('refuses a consent form whose origin the browser hides, unless it says same-origin', async () => {
    const post = (headers: Record<string, string>) =>
      rawRequest(t.app.server, {
        method: 'POST',
        target: '/oauth-provider/google-drive/consent',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'null',
          ...headers,
        },
        body: 'request_id=abc&decision=allow',
      });
    expect((await post({})).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // Ours (the consent page sends no referrer, so no origin): forwarded to the agent server.
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(400);
  });

  it('refuses a consent posted from another site', async () => {
    const response = await rawRequest(t.app.server, {
      method: 'POST',
      target: '/oauth-provider/google-drive/consent',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'request_id=abc&decision=allow',
    });
    expect(response.status).toBe(403);
  });
});

describe('2. per-address limits and a made-up X-Forwarded-For', () => {
  freshApp();
  it('trusts no proxy header unless told how many hops to trust', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('counts wrong sign-ins for one account whatever address each claims', async () => {
    const email = uniqueEmail('spoofed');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (
          await t
            .http()
            .post('/api/auth/login')
            .set('x-forwarded-for', spoofed())
            .send({ email, password: `guess-${i}-wrong` })
        ).status,
      );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('counts contact messages per real address', async () => {
    const inquiry = {
      name: 'Spammer',
      email: 'spam@example.org',
      inquiryType: 'general',
      message: 'Buy now',
    };
    const contactStatuses: number[] = [];
    for (let i = 0; i < 8; i++)
      contactStatuses.push(
        (await t.http().post('/api/contact').set('x-forwarded-for', spoofed()).send(inquiry))
          .status,
      );
    expect(contactStatuses.filter((status) => status === 429).length).toBe(3);
  });

  it('limits sign-ins, resets, resends and codes per account even behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const email = uniqueEmail('behind-proxy');
      const count429 = async (path: string, body: (i: number) => object, tries: number) => {
        let limited = 0;
        for (let i = 0; i < tries; i++) {
          const response = await proxied
            .http()
            .post(path)
            .set('x-forwarded-for', spoofed())
            .send(body(i));
          if (response.status === 429) limited++;
        }
        return limited;
      };
      expect(
        await count429('/api/auth/login', (i) => ({ email, password: `wrong-${i}-x` }), 30),
      ).toBeGreaterThan(0);
      expect(await count429('/api/auth/password-reset', () => ({ email }), 5)).toBeGreaterThan(0);
      expect(
        await count429('/api/auth/verify-code', () => ({ email, code: '000000' }), 30),
      ).toBeGreaterThan(0);
      expect(await count429('/api/auth/resend-code', () => ({ email }), 3)).toBeGreaterThan(0);
      // The proxy's word is taken for the address it was configured to trust.
      const browser = proxied.http().set('x-forwarded-for', '203.0.113.50');
      await registerAndVerify(proxied, browser);
      const row = await proxied.database.db
        .selectFrom('sessions')
        .select('ip')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.ip).toBe('203.0.113.50');
    } finally {
      await proxied.close();
    }
  });
});

describe('3. the CSRF guard decides on the routed path', () => {
  freshApp();
  it('refuses an encoded /api path without the header from another origin', async () => {
    const browser = t.http();
    const { user } = await registerAndVerify(t, browser);
    const sid = cookiesOf(
      await browser.post('/api/auth/login').send({ email: user.email, password: PASSWORD }),
    ).sid!.value;
    const forged = (method: string, target: string, body: object) =>
      rawRequest(t.app.server, {
        method,
        target,
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          cookie: `sid=${sid}`,
        },
        body: JSON.stringify(body),
      });
    for (const target of ['/%61pi/profile', '/%61%70%69/profile', '/api/%70rofile']) {
      const response = await forged('PATCH', target, { fullName: 'Forged' });
      expect(response.status, target).toBe(403);
    }
    const absolute = await forged('PATCH', 'http://localhost:3000/api/profile', {
      fullName: 'Forged',
    });
    expect([400, 403]).toContain(absolute.status);
    const invited = await forged('POST', '/%61pi/admin/invitations', { email: uniqueEmail() });
    expect(invited.status).toBe(403);
    const profile = await t.database.db
      .selectFrom('profiles')
      .select('full_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.full_name).toBe('Ada Lovelace');
  });
});

describe('4. a pending registration', () => {
  freshApp();
  it('is not taken over by a second registration of the same address', async () => {
    const email = uniqueEmail('owner');
    const owner = t.http();
    await owner
      .post('/api/auth/register')
      .send({ fullName: 'Owner', email, password: PASSWORD, accountType: 'professional' });
    const attacker = t.http();
    expectContract(
      auth.register,
      201,
      await attacker.post('/api/auth/register').send({
        fullName: 'Attacker',
        email,
        password: 'attacker-password-1',
        accountType: 'enterprise',
      }),
    );
    // The owner uses the newest code in their inbox.
    const verified = expectContract(
      auth.verifyCode,
      200,
      await owner.post('/api/auth/verify-code').send({ email, code: await latestCode(t, email) }),
    );
    expect(verified.user).toMatchObject({ fullName: 'Owner', accountType: 'professional' });
    expect(
      (await t.http().post('/api/auth/login').send({ email, password: 'attacker-password-1' }))
        .status,
    ).toBe(401);
    expectContract(
      auth.login,
      200,
      await t.http().post('/api/auth/login').send({ email, password: PASSWORD }),
    );
  });

  it('sets no password chosen by someone else when the code is used elsewhere', async () => {
    const email = uniqueEmail('contested');
    await t.http().post('/api/auth/register').send({
      fullName: 'Early Bird',
      email,
      password: 'attacker-password-2',
      accountType: 'professional',
    });
    await t
      .http()
      .post('/api/auth/register')
      .send({ fullName: 'Owner', email, password: PASSWORD, accountType: 'professional' });
    // The owner opens the code on another device: the mailbox is proved, no password is.
    const verified = expectContract(
      auth.verifyCode,
      200,
      await t
        .http()
        .post('/api/auth/verify-code')
        .send({ email, code: await latestCode(t, email) }),
    );
    expect(verified.user.email).toBe(email);
    for (const password of ['attacker-password-2', PASSWORD])
      expect((await t.http().post('/api/auth/login').send({ email, password })).status).toBe(401);
  });
});

describe('5. response times tell nobody who has an account', () => {
  freshApp();
  const registerAs = (email: string) => () =>
    t
      .http()
      .post('/api/auth/register')
      .send({ fullName: 'Timing', email, password: PASSWORD, accountType: 'professional' });

  it('takes as long to register a known address as a new one', async () => {
    // A known address each try: the same one again would soon meet its own sign-up limit, whose
    // quick 429 says nothing of whether the account exists (a new address tried again gets it too).
    const known: string[] = [];
    for (let i = 0; i < 4; i++)
      known.push((await registerAndVerify(t, t.http(), uniqueEmail('known'))).email);
    const existing: number[] = [];
    const fresh: number[] = [];
    for (const email of known) {
      existing.push(await timed(registerAs(email)));
      fresh.push(await timed(registerAs(uniqueEmail('fresh'))));
    }
    const [a, b] = [fastest(existing), fastest(fresh)];
    expect(Math.abs(a - b), `known ${a.toFixed(1)} ms, new ${b.toFixed(1)} ms`).toBeLessThan(
      Math.max(a, b) * 0.5 + 15,
    );
  });

  it('takes as long to reset or resend for an unknown address as for a known one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail('pending');
      await registerAs(email)();
      known.push(await timed(() => t.http().post('/api/auth/password-reset').send({ email })));
      unknown.push(
        await timed(() =>
          t
            .http()
            .post('/api/auth/password-reset')
            .send({ email: uniqueEmail('nobody') }),
        ),
      );
    }
    const [a, b] = [fastest(known), fastest(unknown)];
    expect(Math.abs(a - b), `known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(
      Math.max(a, b) * 0.5 + 15,
    );
  });
});

describe('6. a hanging agent server', () => {
  freshApp();
  it('slows no page once it has failed, keeps the warning, and is used again when it is back', async () => {
    const hanging = await createTestApp(
      { AGENT_AUTH_TIMEOUT_MS: '600', AGENT_AUTH_RETRY_AFTER_MS: '1500' },
      { agentAuth: 'faulty' },
    );
    try {
      const browser = hanging.http();
      await registerAndVerify(hanging, browser);
      hanging.agentFault!.mode = 'hang';
      const first = await browser.get('/api/session');
      expect(first.body.warning).toBe('agent_auth_unavailable');
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        const current = expectContract(session.getSession, 200, await browser.get('/api/session'));
        times.push(performance.now() - start);
        expect(current.warning).toBe('agent_auth_unavailable');
      }
      expect(Math.max(...times)).toBeLessThan(300);
      hanging.agentFault!.mode = 'forward';
      await new Promise((resolve) => setTimeout(resolve, 1600));
      await expect
        .poll(async () => (await browser.get('/api/session')).body.warning, { timeout: 5000 })
        .toBeNull();
    } finally {
      await hanging.close();
    }
  });
});

describe('7. NUL characters', () => {
  freshApp();
  it('are a 400 with a clear message everywhere, and nothing is stored', async () => {
    const browser = t.http();
    const { user } = await registerAndVerify(t, browser);
    const comments = async () =>
      (
        await t.database.db
          .selectFrom('comments')
          .select('id')
          .where('user_id', '=', user.id)
          .execute()
      ).length;
    const comment = expectContract(
      catalogue.createComment,
      400,
      await browser.post('/api/tools/chatgpt/comments').send({ content: 'a\u0000b' }),
    );
    expect(comment.error).toMatch(/not allowed/);
    expect(await comments()).toBe(0);
    expectContract(
      profileApi.updateProfile,
      400,
      await browser.patch('/api/profile').send({ fullName: 'Nul\u0000' }),
    );
    expectContract(
      contact.sendInquiry,
      400,
      await t.http().post('/api/contact').send({
        name: 'x\u0000',
        email: 'a@example.org',
        inquiryType: 'general',
        message: 'hello',
      }),
    );
    expectContract(catalogue.listTools, 400, await t.http().get('/api/tools?q=%00'));
    expectContract(
      auth.register,
      400,
      await t.http().post('/api/auth/register').send({
        fullName: 'A\u0000',
        email: uniqueEmail(),
        password: PASSWORD,
        accountType: 'professional',
      }),
    );
    // A lone surrogate would be stored as something else than what was sent.
    expectContract(
      catalogue.createComment,
      400,
      await browser.post('/api/tools/chatgpt/comments').send({ content: 'broken \ud800 text' }),
    );
    expect(await comments()).toBe(0);
  });
});

describe('8. a hung chat webhook', () => {
  freshApp();
  let webhook: Server;
  beforeAll(async () => {
    webhook = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    webhook.closeAllConnections();
    await new Promise((resolve) => webhook.close(resolve));
  });

  it('is given at most 15 seconds by default', () => {
    expect(parseEnv({}).CHAT_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
  });

  it('holds at most two relays per conversation and six per address at a time', async () => {
    const { port } = webhook.address() as AddressInfo;
    const chat = await createTestApp({
      CHAT_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook/chat`,
      CHAT_TIMEOUT_MS: '1500',
    });
    try {
      const send = (sessionId: string) =>
        chat.http().post('/api/chat').send({ message: 'Hello?', sessionId });
      const started = performance.now();
      const sameConversation = await Promise.all([1, 2, 3].map(() => send('conversation-one')));
      const statuses = sameConversation.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 429]);
      const limited = sameConversation.find((response) => response.status === 429)!;
      expect(limited.body.code).toBe('rate_limited');
      expect(performance.now() - started).toBeLessThan(3000);
      const manyConversations = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8].map((i) => send(`conversation-${i}-many`)),
      );
      expect(manyConversations.filter((response) => response.status === 429).length).toBe(2);
    } finally {
      await chat.close();
    }
  });
});

describe('9. cookies are cleared as they were set', () => {
  freshApp();
  it('clears the OAuth binding with Secure over https', async () => {
    const secure = await createTestApp({ PUBLIC_ORIGIN: 'https://app.example.com' });
    try {
      const response = await secure
        .http()
        .post('/api/auth/oauth/google/callback')
        .set('cookie', '__Host-oauth_binding=stale-binding-value')
        .send({ code: 'some-code', state: 'a-state-that-does-not-exist' });
      expect(response.status).toBe(400);
      const cleared = cookiesOf(response)['__Host-oauth_binding'];
      expect(cleared?.attributes).toEqual(
        expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']),
      );
    } finally {
      await secure.close();
    }
  });
});

describe('10. the comment limit', () => {
  freshApp();
  it('belongs to the user, not to the session', async () => {
    const browser = t.http();
    const { email } = await registerAndVerify(t, browser);
    for (let i = 0; i < 10; i++)
      expect(
        (await browser.post('/api/tools/notion-ai/comments').send({ content: `Note ${i}` })).status,
      ).toBe(201);
    const again = t.http();
    expectContract(
      auth.login,
      200,
      await again.post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expectContract(
      catalogue.createComment,
      429,
      await again.post('/api/tools/notion-ai/comments').send({ content: 'One more' }),
    );
  });
});

describe('security headers', () => {
  freshApp();
  it('sends a Permissions-Policy and a CSP without inline styles', async () => {
    const response = await t.http().get('/');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(response.headers['content-security-policy']).toContain("style-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-inline'");
  });
});

describe('mail', () => {
  freshApp();
  it('goes out without holding the request that causes it', async () => {
    const email = uniqueEmail('mail-later');
    await t
      .http()
      .post('/api/auth/register')
      .send({ fullName: 'Later', email, password: PASSWORD, accountType: 'professional' });
    await expect.poll(async () => (await latestMail(t, email))?.subject).toMatch(/code/);
  });
});

describe('what the contract fuzzer found', () => {
  freshApp();
  it('answers a non-string e-mail or session id with a 400, never a 500', async () => {
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/password-reset']) {
      const response = await rawRequest(t.app.server, {
        method: 'POST',
        target: path,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'agentia-web' },
        body: '{"email":{"toString":1}}',
      });
      expect(response.status, path).toBe(400);
    }
  });

  it.each(['/api/tools/%ZZ', '/api/tools/%C0%AE%C0%AE', `/api/tools/${'a'.repeat(300)}`])(
    'answers an unreadable path (%s) in the API’s shape',
    async (target) => {
      const response = await rawRequest(t.app.server, { target });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toEqual({
        error: 'Invalid request: the path cannot be read',
        code: 'bad_request',
      });
      expect(response.headers['x-request-id']).toBeTruthy();
    },
  );

  it('names the content type and the size it wants', async () => {
    const xml = await rawRequest(t.app.server, {
      method: 'POST',
      target: '/api/contact',
      headers: { 'content-type': 'application/xml', 'x-requested-with': 'agentia-web' },
      body: '<inquiry/>',
    });
    expect(xml.status).toBe(415);
    expect(JSON.parse(xml.text).code).toBe('unsupported_media_type');
    const huge = await rawRequest(t.app.server, {
      method: 'POST',
      target: '/api/contact',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'agentia-web' },
      body: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text).code).toBe('too_large');
  });
});
