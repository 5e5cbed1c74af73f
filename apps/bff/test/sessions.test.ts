import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  latestCode,
  PASSWORD,
  registerAndVerify,
  uniqueEmail,
} from './helpers/accounts.ts';
import { expectContract } from './helpers/contract.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Cookie sessions (services/sessions): a fresh id at each sign-in, gone at sign-out, idle and
// absolute expiry, and the __Host- cookies over https.
const { profile: profileApi, session } = apiContract;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('cookie sessions', () => {
  it('gives a new session id at each sign-in; the old one opens nothing', async () => {
    const browser = t.http();
    const { email } = await registerAndVerify(t, browser);
    const before = cookiesOf(
      await browser.post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    const after = cookiesOf(
      await browser.post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expect(before.sid?.value).toBeTruthy();
    expect(after.sid?.value).toBeTruthy();
    expect(after.sid!.value).not.toBe(before.sid!.value);
    const stale = await t.http().get('/api/profile').set('cookie', `sid=${before.sid!.value}`);
    expectContract(profileApi.getProfile, 401, stale);
  });
  it('signs out: the cookies are cleared and replaying the old one gets 401', async () => {
    const browser = t.http();
    const { email } = await registerAndVerify(t, browser);
    const signIn = cookiesOf(
      await browser.post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expectContract(profileApi.getProfile, 200, await browser.get('/api/profile'));
    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(204);
    const cleared = cookiesOf(out);
    expect(cleared.sid?.value).toBe('');
    expect(cleared.agent_token?.value).toBe('');
    const replay = await t.http().get('/api/profile').set('cookie', `sid=${signIn.sid!.value}`);
    expect(expectContract(profileApi.getProfile, 401, replay).error).toBe('No user logged in');
    const now = await t.http().get('/api/session').set('cookie', `sid=${signIn.sid!.value}`);
    expect(expectContract(session.getSession, 200, now).user).toBeNull();
  });
  it('ends idle and expired sessions', async () => {
    const browser = t.http();
    const { user } = await registerAndVerify(t, browser);
    expectContract(profileApi.getProfile, 200, await browser.get('/api/profile'));
    await t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where('user_id', '=', user.id)
      .execute();
    expectContract(profileApi.getProfile, 401, await browser.get('/api/profile'));

    const again = t.http();
    await again.post('/api/auth/login').send({ email: user.email, password: PASSWORD });
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expectContract(profileApi.getProfile, 401, await again.get('/api/profile'));
  });
});

describe('secure origins', () => {
  it('uses __Host- cookies with Secure when the public origin is https', async () => {
    const secure = await createTestApp({ PUBLIC_ORIGIN: 'https://app.example.com' });
    try {
      const browser = secure.http().set('x-forwarded-proto', 'https');
      const email = uniqueEmail();
      await browser
        .post('/api/auth/register')
        .send({ fullName: 'Sec', email, password: PASSWORD, accountType: 'professional' });
      const response = await browser
        .post('/api/auth/verify-code')
        .send({ email, code: await latestCode(secure, email) });
      const cookies = cookiesOf(response);
      for (const name of ['__Host-sid', '__Host-agent_token']) {
        expect(cookies[name]?.attributes).toEqual(
          expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']),
        );
        expect(cookies[name]?.attributes.some((a) => a.startsWith('domain='))).toBe(false);
      }
    } finally {
      await secure.close();
    }
  });
});
