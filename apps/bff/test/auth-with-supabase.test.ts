import { apiContract } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabaseGrantStore } from '../src/modules/identity/grant-store.ts';
import {
  createSupabaseIdentity,
  type SupabaseIdentityOptions,
} from '../src/modules/identity/supabase-identity.ts';
import { expectContract } from './helpers/contract.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers/test-app.ts';
import {
  createFakeGoTrue,
  type FakeGoTrue,
  type FakeGoTrueOptions,
} from './identity/gotrue/fake-gotrue.ts';

/**
 * The account routes with `IDENTITY=supabase`, against GoTrue as a real project has it: what a
 * person reads when the project's defaults and limits get in the way.
 */
const auth = apiContract.auth;
const PASSWORD = 'first password 1';

let t: TestApp | undefined;
let gotrue: FakeGoTrue;
afterEach(async () => {
  await t?.close();
  t = undefined;
  expect(gotrue.unexpected).toEqual([]);
});

async function start(
  project: FakeGoTrueOptions = {},
  {
    adapter,
    env = {},
    app = {},
  }: {
    /** Adapter options, from the fake when they depend on it (its secret key). */
    adapter?: (fake: FakeGoTrue) => Partial<SupabaseIdentityOptions>;
    env?: Record<string, string>;
    app?: TestAppOptions;
  } = {},
) {
  gotrue = createFakeGoTrue({ providers: ['google'], ...project });
  const fake = gotrue;
  t = await createTestApp(env, {
    ...app,
    identity: (database) =>
      createSupabaseIdentity({
        url: fake.url,
        anonKey: fake.anonKey,
        serviceRoleKey: fake.serviceRoleKey,
        publicOrigin: 'http://localhost:3000',
        oauthProviders: ['google'],
        grants: createDatabaseGrantStore(database.db),
        fetch: fake.fetch,
        ...adapter?.(fake),
      }),
  });
  return t;
}

const member = (email: string) =>
  t!.services.identity.createConfirmedUser({
    email,
    password: PASSWORD,
    fullName: 'Ada Lovelace',
    role: 'Pro',
    accountType: 'professional',
  });

const registration = (email: string, password = 'correct horse battery') => ({
  fullName: 'Ada Lovelace',
  email,
  password,
  accountType: 'professional',
});

describe('changing one’s e-mail address with GoTrue’s secure e-mail change (finding 1)', () => {
  it('says to confirm from the other address after the first link, and switches on the second', async () => {
    await start();
    await member('ada@example.com');
    const browser = t!.http();
    await browser.post('/api/auth/login').send({ email: 'ada@example.com', password: PASSWORD });
    expectContract(
      auth.requestEmailChange,
      202,
      await browser.post('/api/auth/email-change').send({ newEmail: 'ada@example.org' }),
    );
    const fromOld = gotrue.readLinkToken('ada@example.com', 'email_change');
    const fromNew = gotrue.readLinkToken('ada@example.org', 'email_change');

    const confirm = (token: string) =>
      t!.http().post('/api/auth/email-change/confirm').send({ token });
    const pending = expectContract(auth.confirmEmailChange, 202, await confirm(fromOld));
    expect(pending).toEqual({ status: 'confirm_other_address' });
    // The link was spent at GoTrue, yet opening it again says the same, not "invalid link".
    expectContract(auth.confirmEmailChange, 202, await confirm(fromOld));
    expectContract(
      auth.confirmLink,
      202,
      await t!.http().post('/api/auth/confirm').send({ token: fromOld, type: 'email_change' }),
    );

    const done = expectContract(auth.confirmEmailChange, 200, await confirm(fromNew));
    expect(done.user.email).toBe('ada@example.org');
  });
});

describe('the project’s e-mail cap (finding 2)', () => {
  it('tells the person no e-mail could be sent, instead of "code sent" for an account that does not exist', async () => {
    await start({ emailsPerHour: 1 });
    await member('grace@example.com');
    const http = t!.http();
    expectContract(
      auth.register,
      201,
      await http.post('/api/auth/register').send(registration('first@example.com')),
    );

    const refused = await t!
      .http()
      .post('/api/auth/register')
      .send(registration('second@example.com'));
    expect(expectContract(auth.register, 429, refused)).toEqual({
      error: "We can't send e-mail right now. Please try again in a few minutes.",
      code: 'email_send_limit',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const reset = await t!
      .http()
      .post('/api/auth/password-reset')
      .send({ email: 'grace@example.com' });
    expect(expectContract(auth.requestPasswordReset, 429, reset).code).toBe('email_send_limit');
  });
});

describe('GoTrue’s per-address limits (finding 3)', () => {
  it('answer 429 with Retry-After and the product’s message, not 500', async () => {
    await start(
      { requestLimits: { token: { perFiveMinutes: 1, burst: 2 } } },
      { app: { agentAuth: 'down' } },
    );
    await member('ada@example.com');
    const login = () =>
      t!.http().post('/api/auth/login').send({ email: 'ada@example.com', password: PASSWORD });
    expectContract(auth.login, 200, await login());
    expectContract(auth.login, 200, await login());
    const refused = await login();
    expect(expectContract(auth.login, 429, refused)).toEqual({
      error: 'Too many requests. Please try again in 1 minute.',
      code: 'rate_limited',
    });
    expect(refused.headers['retry-after']).toBe('60');
  });

  it('count each person on their own address when the BFF holds a secret key', async () => {
    await start(
      { sbForwardedFor: true, requestLimits: { token: { perFiveMinutes: 1, burst: 1 } } },
      {
        app: { agentAuth: 'down' },
        env: { TRUST_PROXY: '1' },
        adapter: (fake) => ({ secretKey: fake.secretKey }),
      },
    );
    await member('ada@example.com');
    await member('grace@example.com');
    const login = (email: string, from: string) =>
      t!
        .http()
        .post('/api/auth/login')
        .set('x-forwarded-for', from)
        .send({ email, password: PASSWORD });
    expectContract(auth.login, 200, await login('ada@example.com', '203.0.113.7'));
    expectContract(auth.login, 200, await login('grace@example.com', '198.51.100.9'));
    expectContract(auth.login, 429, await login('ada@example.com', '203.0.113.7'));
    const forwarded = gotrue.requests
      .filter((r) => r.path === '/auth/v1/token')
      .map((r) => r.headers['sb-forwarded-for']);
    expect(forwarded).toEqual(['203.0.113.7', '198.51.100.9', '203.0.113.7']);
  });
});

describe('project settings stricter than the product’s (finding 5)', () => {
  it('a password the project finds weak is a 400 the person can act on', async () => {
    await start({ passwordMinLength: 12 });
    const refused = await t!
      .http()
      .post('/api/auth/register')
      .send(registration('ada@example.com', 'eleven char'));
    const body = expectContract(auth.register, 400, refused);
    expect(body.code).toBe('weak_password');
    expect(body.error).toMatch(/password/i);
  });

  it('with auto-confirm on, signing up a registered address is a 400 that says so', async () => {
    await start({ autoconfirm: true });
    await member('ada@example.com');
    const refused = await t!
      .http()
      .post('/api/auth/register')
      .send(registration('ada@example.com'));
    expect(expectContract(auth.register, 400, refused).code).toBe('account_exists');
  });

  it('an invitation is accepted even when the project asks for the current password', async () => {
    await start();
    await t!.services.identity.inviteUserByEmail('carol@example.com', {
      role: 'Pro',
      locale: 'en',
    });
    const token = gotrue.readLinkToken('carol@example.com', 'invite');
    gotrue.failNext('PUT /auth/v1/user', 'user-update-current-password-required');
    expectContract(
      auth.completeInvitation,
      201,
      await t!
        .http()
        .post('/api/auth/invitation/complete')
        .send({ token, fullName: 'Carol Shaw', password: 'invited password 1' }),
    );
    expectContract(
      auth.login,
      200,
      await t!
        .http()
        .post('/api/auth/login')
        .send({ email: 'carol@example.com', password: 'invited password 1' }),
    );
  });
});

describe('an invitation from the admin area', () => {
  it('makes the account’s profile as it completes, with the role it was invited with', async () => {
    await start({}, { app: { agentAuth: 'down' } });
    await member('admin@example.com');
    const adminBrowser = t!.http();
    const signedIn = expectContract(
      auth.login,
      200,
      await adminBrowser
        .post('/api/auth/login')
        .send({ email: 'admin@example.com', password: PASSWORD }),
    );
    await t!.database.db
      .updateTable('profiles')
      .set({ role: 'Admin' })
      .where('id', '=', signedIn.user.id)
      .execute();
    expectContract(
      apiContract.admin.createInvitation,
      201,
      await adminBrowser
        .post('/api/admin/invitations')
        .send({ email: 'dora@example.com', role: 'Pro' }),
    );
    const listed = async () =>
      expectContract(
        apiContract.admin.listUsers,
        200,
        await adminBrowser.get('/api/admin/users').query({ q: 'dora@' }),
      ).items.map((user) => [user.email, user.fullName, user.role, user.status]);
    expect(await listed()).toEqual([['dora@example.com', null, 'Pro', 'invited']]);

    const token = gotrue.readLinkToken('dora@example.com', 'invite');
    expectContract(
      auth.completeInvitation,
      201,
      await t!
        .http()
        .post('/api/auth/invitation/complete')
        .send({ token, fullName: 'Dora Maar', password: 'invited password 1' }),
    );
    expect(await listed()).toEqual([['dora@example.com', 'Dora Maar', 'Pro', 'active']]);
  });
});

describe('the code length and lifetimes the project has (finding 6)', () => {
  it('are told to the web, and an 8-digit code is accepted', async () => {
    await start(
      { otpLength: 8, otpExpirySeconds: 900 },
      { adapter: () => ({ otpLength: 8, otpExpirySeconds: 900 }) },
    );
    const providers = expectContract(
      auth.listProviders,
      200,
      await t!.http().get('/api/auth/providers'),
    );
    expect(providers.account).toEqual({
      codeLength: 8,
      codeValidSeconds: 900,
      resetLinkValidSeconds: 900,
      invitationValidSeconds: 900,
    });

    const browser = t!.http();
    await browser.post('/api/auth/register').send(registration('ada@example.com'));
    const code = gotrue.readCode('ada@example.com');
    expect(code).toHaveLength(8);
    const signedIn = expectContract(
      auth.verifyCode,
      200,
      await browser.post('/api/auth/verify-code').send({ email: 'ada@example.com', code }),
    );
    expect(signedIn.user.email).toBe('ada@example.com');
  });
});
