import { apiContract } from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from './auth.module.ts';
import {
  cookiesOf,
  latestCode,
  latestLinkToken,
  latestMail,
  PASSWORD,
  registerAndVerify,
  uniqueEmail,
} from '../../../test/helpers/accounts.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { auth, admin: adminApi, profile: profileApi, session } = apiContract;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registration and sign-in', () => {
  it('registers, verifies the e-mailed code and signs in with httpOnly cookies', async () => {
    const browser = t.http();
    const email = uniqueEmail('ada');
    const registered = expectContract(
      auth.register,
      201,
      await browser.post('/api/auth/register').send({
        fullName: '  Ada Lovelace ',
        email: email.toUpperCase(),
        password: PASSWORD,
        accountType: 'enterprise',
        locale: 'fr',
      }),
    );
    expect(registered).toEqual({ status: 'code_sent', email, resendAfterSeconds: 60 });
    const mail = await latestMail(t, email);
    expect(mail?.subject).toMatch(/^Votre code de vérification Agentia : \d{6}$/);

    const response = await browser
      .post('/api/auth/verify-code')
      .send({ email, code: await latestCode(t, email) });
    const signedIn = expectContract(auth.verifyCode, 200, response);
    expect(signedIn.user).toMatchObject({
      email,
      fullName: 'Ada Lovelace',
      role: 'Free',
      accountType: 'enterprise',
    });
    expect(signedIn.warning).toBeNull();

    const cookies = cookiesOf(response);
    for (const name of ['sid', 'agent_token']) {
      expect(cookies[name]?.attributes).toEqual(
        expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']),
      );
      expect(cookies[name]?.attributes).not.toContain('secure');
    }
    // Neither token is ever in a body the page could read.
    const bodies = [
      response.text,
      (await browser.get('/api/session')).text,
      (await browser.get('/api/profile')).text,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(cookies.sid!.value);
      expect(body).not.toContain(cookies.agent_token!.value);
      expect(body).not.toMatch(/token/i);
    }
    const current = expectContract(session.getSession, 200, await browser.get('/api/session'));
    expect(current).toEqual({ user: signedIn.user, warning: null });
  });

  it('refuses a wrong code, and a code tried too often', async () => {
    const browser = t.http();
    const email = uniqueEmail();
    await browser
      .post('/api/auth/register')
      .send({ fullName: 'Bo', email, password: PASSWORD, accountType: 'professional' });
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const body = expectContract(
        auth.verifyCode,
        400,
        await browser.post('/api/auth/verify-code').send({ email, code: wrong }),
      );
      expect(body.error).toBe(authMessages.invalidCode);
    }
    // Five wrong attempts spend the code: even the right one is refused now.
    expectContract(
      auth.verifyCode,
      400,
      await browser.post('/api/auth/verify-code').send({ email, code }),
    );
    const invalid = expectContract(
      auth.verifyCode,
      400,
      await browser.post('/api/auth/verify-code').send({ email, code: '12ab' }),
    );
    expect(invalid.error).toContain('Please enter the 6-digit code');
  });

  it('answers a resend the same way for known and unknown addresses, once a minute', async () => {
    const email = uniqueEmail();
    await t
      .http()
      .post('/api/auth/register')
      .send({ fullName: 'Cy', email, password: PASSWORD, accountType: 'professional' });
    const first = await latestCode(t, email);
    const known = expectContract(
      auth.resendCode,
      202,
      await t.http().post('/api/auth/resend-code').send({ email }),
    );
    const stranger = uniqueEmail('nobody');
    const unknown = expectContract(
      auth.resendCode,
      202,
      await t.http().post('/api/auth/resend-code').send({ email: stranger }),
    );
    expect({ ...unknown, email: '' }).toEqual({ ...known, email: '' });
    expect(await latestMail(t, stranger)).toBeUndefined();
    const second = await latestCode(t, email);
    expect(second).toBeDefined();
    // The earlier code was replaced by the new one.
    if (first !== second)
      expectContract(
        auth.verifyCode,
        400,
        await t.http().post('/api/auth/verify-code').send({ email, code: first }),
      );
    expectContract(
      auth.resendCode,
      429,
      await t.http().post('/api/auth/resend-code').send({ email }),
    );
  });

  it('tells a wrong password with the spec text, and an unconfirmed address apart only to its owner', async () => {
    const { email } = await registerAndVerify(t, t.http());
    for (const credentials of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('unknown'), password: PASSWORD },
    ]) {
      const body = expectContract(
        auth.login,
        401,
        await t.http().post('/api/auth/login').send(credentials),
      );
      expect(body.error).toBe('Invalid credentials. Please check your email and password.');
    }
    const pending = uniqueEmail('pending');
    await t
      .http()
      .post('/api/auth/register')
      .send({ fullName: 'Di', email: pending, password: PASSWORD, accountType: 'professional' });
    expectContract(
      auth.login,
      403,
      await t.http().post('/api/auth/login').send({ email: pending, password: PASSWORD }),
    );
    expectContract(
      auth.login,
      401,
      await t.http().post('/api/auth/login').send({ email: pending, password: 'not-the-one' }),
    );
  });

  it('limits password guessing per address', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await t
            .http()
            .post('/api/auth/login')
            .send({ email, password: `guess-${i}-x` })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('says when to come back as people say it, not in seconds', async () => {
    const email = uniqueEmail('patient');
    const guess = (i: number) =>
      t
        .http()
        .post('/api/auth/login')
        .send({ email, password: `guess-${i}-x` });
    for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(401);
    const refused = await guess(10);
    // The per-account window is 15 minutes: a wait just under it is said "in 15 minutes".
    expect(expectContract(auth.login, 429, refused)).toEqual({
      error: 'Too many requests. Please try again in 15 minutes.',
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});

describe('links: reset, invitation, e-mail change', () => {
  it('resets a password through the e-mailed link and ends every session', async () => {
    const signedIn = t.http();
    const { email } = await registerAndVerify(t, signedIn);
    expectContract(
      auth.requestPasswordReset,
      202,
      await t.http().post('/api/auth/password-reset').send({ email, locale: 'en' }),
    );
    const token = await latestLinkToken(t, email);
    const checked = expectContract(
      auth.confirmLink,
      200,
      await t.http().post('/api/auth/confirm').send({ token, type: 'recovery' }),
    );
    expect(checked).toEqual({ type: 'recovery', email });
    expectContract(
      auth.completePasswordReset,
      200,
      await t
        .http()
        .post('/api/auth/password-reset/complete')
        .send({ token, password: 'a-new-password-1' }),
    );
    expectContract(profileApi.getProfile, 401, await signedIn.get('/api/profile'));
    expectContract(
      auth.login,
      401,
      await t.http().post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expectContract(
      auth.login,
      200,
      await t.http().post('/api/auth/login').send({ email, password: 'a-new-password-1' }),
    );
    // The link is spent.
    expectContract(
      auth.completePasswordReset,
      400,
      await t
        .http()
        .post('/api/auth/password-reset/complete')
        .send({ token, password: 'another-one-2' }),
    );
  });

  it('confirms a sign-up from the e-mailed link, once', async () => {
    const email = uniqueEmail('link');
    await t
      .http()
      .post('/api/auth/register')
      .send({ fullName: 'Lin K', email, password: PASSWORD, accountType: 'professional' });
    const mail = await latestMail(t, email);
    expect(mail?.text).toMatch(/\/confirm\?token=[A-Za-z0-9_-]+&type=signup/);
    const token = await latestLinkToken(t, email);
    expect(
      expectContract(
        auth.confirmLink,
        200,
        await t.http().post('/api/auth/confirm').send({ token, type: 'signup' }),
      ),
    ).toEqual({ type: 'signup', email });
    expectContract(
      auth.login,
      200,
      await t.http().post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expectContract(
      auth.confirmLink,
      400,
      await t.http().post('/api/auth/confirm').send({ token, type: 'signup' }),
    );
    expectContract(
      auth.confirmLink,
      400,
      await t.http().post('/api/auth/confirm').send({ token: 'x', type: 'signup' }),
    );
  });

  it('answers a reset request for an unknown address exactly as for a known one', async () => {
    const stranger = uniqueEmail('ghost');
    const response = await t.http().post('/api/auth/password-reset').send({ email: stranger });
    expect(expectContract(auth.requestPasswordReset, 202, response)).toEqual({
      status: 'accepted',
    });
    expect(await latestMail(t, stranger)).toBeUndefined();
  });

  it('lets only an Admin invite, and the invited person create an account', async () => {
    const free = t.http();
    await registerAndVerify(t, free);
    const invitee = uniqueEmail('invitee');
    expectContract(
      adminApi.createInvitation,
      403,
      await free.post('/api/admin/invitations').send({ email: invitee }),
    );
    expectContract(
      adminApi.createInvitation,
      401,
      await t.http().post('/api/admin/invitations').send({ email: invitee }),
    );

    const admin = t.http();
    const { user } = await registerAndVerify(t, admin);
    await t.database.db
      .updateTable('profiles')
      .set({ role: 'Admin' })
      .where('id', '=', user.id)
      .execute();
    const invitation = expectContract(
      adminApi.createInvitation,
      201,
      await admin.post('/api/admin/invitations').send({ email: invitee, role: 'Pro' }),
    );
    expect(invitation).toMatchObject({ email: invitee, role: 'Pro' });
    const token = await latestLinkToken(t, invitee);
    expect(
      expectContract(
        auth.verifyInvitation,
        200,
        await t.http().post('/api/auth/invitation/verify').send({ token }),
      ),
    ).toEqual({ email: invitee });
    expectContract(
      auth.completeInvitation,
      201,
      await t
        .http()
        .post('/api/auth/invitation/complete')
        .send({ token, fullName: 'Ines Invited', password: PASSWORD }),
    );
    const signedIn = expectContract(
      auth.login,
      200,
      await t.http().post('/api/auth/login').send({ email: invitee, password: PASSWORD }),
    );
    expect(signedIn.user).toMatchObject({ fullName: 'Ines Invited', role: 'Pro' });
    expectContract(
      auth.verifyInvitation,
      400,
      await t.http().post('/api/auth/invitation/verify').send({ token }),
    );
    expectContract(
      adminApi.createInvitation,
      409,
      await admin.post('/api/admin/invitations').send({ email: invitee }),
    );
  });

  it('changes the e-mail address once the new one confirms', async () => {
    const browser = t.http();
    const { email } = await registerAndVerify(t, browser);
    const next = uniqueEmail('next');
    expectContract(
      auth.requestEmailChange,
      401,
      await t.http().post('/api/auth/email-change').send({ newEmail: next }),
    );
    expectContract(
      auth.requestEmailChange,
      202,
      await browser.post('/api/auth/email-change').send({ newEmail: next }),
    );
    const token = await latestLinkToken(t, next);
    const confirmed = expectContract(
      auth.confirmEmailChange,
      200,
      await t.http().post('/api/auth/email-change/confirm').send({ token }),
    );
    expect(confirmed.user.email).toBe(next);
    expectContract(
      auth.login,
      401,
      await t.http().post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expectContract(
      auth.login,
      200,
      await t.http().post('/api/auth/login').send({ email: next, password: PASSWORD }),
    );
  });
});

describe('cross-site request forgery', () => {
  const routes: AppRoute[] = [];
  const walk = (node: unknown) => {
    for (const value of Object.values(node as Record<string, unknown>)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value)
        routes.push(value as AppRoute);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(apiContract);
  const unsafe = routes.filter((route) => route.method !== 'GET');
  const concrete = (path: string) => path.replace(':provider', 'google').replace(':id', 'chatgpt');

  it('covers every state-changing route of the API', () => {
    expect(unsafe.length).toBeGreaterThanOrEqual(20);
  });

  it.each(unsafe.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s without the custom header gets 403',
    async (_name, route) => {
      const client = t.bare();
      const method = route.method.toLowerCase() as 'post';
      const response = await client[method](concrete(route.path)).send({});
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('csrf');
    },
  );

  it('creates nothing for a forged registration', async () => {
    const email = uniqueEmail('forged');
    const response = await t
      .bare()
      .post('/api/auth/register')
      .set('origin', 'https://evil.example')
      .send({ fullName: 'Eve', email, password: PASSWORD, accountType: 'professional' });
    expect(response.status).toBe(403);
    const rows = await t.database.db
      .selectFrom('auth_users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([]);
    expect(await latestMail(t, email)).toBeUndefined();
  });

  it('refuses a request from another origin even with the header', async () => {
    const fromElsewhere = await t
      .http()
      .post('/api/auth/login')
      .set('origin', 'https://evil.example')
      .send({ email: 'a@example.org', password: 'x' });
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await t
      .http()
      .post('/api/auth/login')
      .set('sec-fetch-site', 'cross-site')
      .send({ email: 'a@example.org', password: 'x' });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await t
      .http()
      .post('/api/auth/login')
      .set('origin', 'http://localhost:3000')
      .set('sec-fetch-site', 'same-origin')
      .send({ email: uniqueEmail(), password: 'whatever-1' });
    expect(sameOrigin.status).toBe(401);
  });
});

describe('agent authentication server down', () => {
  it('keeps the user signed in with the warning', async () => {
    const down = await createTestApp({}, { agentAuth: 'down' });
    try {
      const browser = down.http();
      const { signedIn, email } = await registerAndVerify(down, browser);
      expect(signedIn.warning).toBe('agent_auth_unavailable');
      const login = expectContract(
        auth.login,
        200,
        await browser.post('/api/auth/login').send({ email, password: PASSWORD }),
      );
      expect(login).toMatchObject({ user: { email }, warning: 'agent_auth_unavailable' });
      const current = expectContract(session.getSession, 200, await browser.get('/api/session'));
      expect(current).toMatchObject({ user: { email }, warning: 'agent_auth_unavailable' });
      expect((await browser.post('/api/auth/logout')).status).toBe(204);
    } finally {
      await down.close();
    }
  });
});
