import { apiContract } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseGrantStore } from '../../services/identity/grant-store.ts';
import { createDatabaseWaitingCodes } from '../../services/identity/waiting-codes.ts';
import {
  createSupabaseIdentity,
  type SupabaseIdentityOptions,
} from '../../services/identity/supabase-identity.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import {
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from '../../../test/helpers/test-app.ts';
import {
  createFakeGoTrue,
  type FakeGoTrue,
  type FakeGoTrueOptions,
} from '../../../test/identity/gotrue/fake-gotrue.ts';

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
  const supabase = (database: { db: TestApp['services']['db'] }) =>
    createSupabaseIdentity({
      url: fake.url,
      anonKey: fake.anonKey,
      serviceRoleKey: fake.serviceRoleKey,
      publicOrigin: 'http://localhost:3000',
      oauthProviders: ['google'],
      grants: createDatabaseGrantStore(database.db),
      emailsPerHour: project.emailsPerHour ?? 30,
      waitingCodes: createDatabaseWaitingCodes(database.db, {
        perHour: project.emailsPerHour ?? 30,
      }),
      secret: 'a session secret of the test, long enough',
      fetch: fake.fetch,
      ...adapter?.(fake),
    });
  t = await createTestApp(env, { ...app, identity: supabase });
  /** Another BFF process on the same database: what a restart, or a second replica, starts with. */
  restarted = () => supabase(t!.services);
  return t;
}
let restarted: () => ReturnType<typeof createSupabaseIdentity>;

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
  it('says no e-mail could be sent, and when to try again, for what it cannot keep', async () => {
    await start({ emailsPerHour: 1 });
    await member('grace@example.com');
    expectContract(
      auth.register,
      201,
      await t!.http().post('/api/auth/register').send(registration('first@example.com')),
    );

    const reset = await t!
      .http()
      .post('/api/auth/password-reset')
      .send({ email: 'grace@example.com' });
    expect(expectContract(auth.requestPasswordReset, 429, reset)).toEqual({
      error: "We can't send e-mail right now. Please try again in 1 hour.",
      code: 'email_send_limit',
    });
    expect(reset.headers['retry-after']).toBe('3600');
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

describe('refusals of the project’s settings, each in words a person can act on, never a 500', () => {
  it('an address Supabase’s built-in mail sender may not write to, at sign-up and reset', async () => {
    await start({ authorizedAddresses: ['team@example.com'] });
    await member('ada@example.com');
    const refused = await t!
      .http()
      .post('/api/auth/register')
      .send(registration('newcomer@example.com'));
    const expected = {
      error:
        'Our e-mail service cannot write to this address yet. Please contact us so we can fix it.',
      code: 'email_not_authorized',
    };
    expect(expectContract(auth.register, 400, refused)).toEqual(expected);
    const reset = await t!
      .http()
      .post('/api/auth/password-reset')
      .send({ email: 'ada@example.com' });
    expect(expectContract(auth.requestPasswordReset, 400, reset)).toEqual(expected);
    // The team's own address, labelled or not, is written to.
    expectContract(
      auth.register,
      201,
      await t!.http().post('/api/auth/register').send(registration('team+trial@example.com')),
    );
  });

  it('an address the project’s mailer refuses', async () => {
    await start({ undeliverableDomains: ['no-mail.example'] });
    const refused = await t!
      .http()
      .post('/api/auth/register')
      .send(registration('ada@no-mail.example'));
    expect(expectContract(auth.register, 400, refused)).toEqual({
      error: 'We could not deliver e-mail to this address. Please check it, or use another one.',
      code: 'email_address_invalid',
    });
  });

  it('a new password over 72 bytes is refused before Supabase is asked, in every form', async () => {
    await start();
    // 40 characters, 80 bytes: within the former 128-character limit, past bcrypt's.
    const long = 'é'.repeat(40);
    const refused = await t!
      .http()
      .post('/api/auth/register')
      .send(registration('ada@example.com', long));
    const body = expectContract(auth.register, 400, refused);
    expect(body.issues).toContainEqual({
      path: 'body.password',
      message: 'Password must be at most 72 bytes: fewer characters with accents or emoji',
    });
    await member('grace@example.com');
    await t!.http().post('/api/auth/password-reset').send({ email: 'grace@example.com' });
    const token = gotrue.readLinkToken('grace@example.com', 'recovery');
    expectContract(
      auth.completePasswordReset,
      400,
      await t!.http().post('/api/auth/password-reset/complete').send({ token, password: long }),
    );
    expect(gotrue.requests.filter((r) => r.path === '/auth/v1/signup')).toEqual([]);
    expect(gotrue.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('an account banned in the project cannot sign in, and is told so', async () => {
    await start();
    await member('ada@example.com');
    gotrue.ban('ada@example.com');
    const refused = await t!
      .http()
      .post('/api/auth/login')
      .send({ email: 'ada@example.com', password: PASSWORD });
    expect(expectContract(auth.login, 403, refused)).toEqual({
      error: 'This account has been suspended. Please contact us if you think this is a mistake.',
      code: 'account_banned',
    });
  });

  it('sign-ups turned off in the project', async () => {
    await start({ disableSignup: true });
    const refused = await t!
      .http()
      .post('/api/auth/register')
      .send(registration('ada@example.com'));
    expect(expectContract(auth.register, 403, refused)).toEqual({
      error: 'New registrations are closed for now. Please try again later or contact us.',
      code: 'signup_disabled',
    });
  });

  it('CAPTCHA on in the project: a 503 without the secret key, and nothing asked with it', async () => {
    await start({ captcha: true });
    await member('ada@example.com');
    const expected = {
      error:
        'Our sign-in service asked for a check this site cannot show yet. Please try again later or contact us.',
      code: 'captcha_required',
    };
    const register = await t!
      .http()
      .post('/api/auth/register')
      .send(registration('grace@example.com'));
    expect(register.status).toBe(503);
    expect(register.body).toEqual(expected);
    const login = await t!
      .http()
      .post('/api/auth/login')
      .send({ email: 'ada@example.com', password: PASSWORD });
    expect(login.status).toBe(503);
    expect(login.body).toEqual(expected);
    await t!.close();

    // GoTrue asks no CAPTCHA of the service role, which a secret key stands for at the gateway.
    await start({ captcha: true }, { adapter: (fake) => ({ secretKey: fake.secretKey }) });
    expectContract(
      auth.register,
      201,
      await t!.http().post('/api/auth/register').send(registration('grace@example.com')),
    );
  });
});

describe('a sign-up refused by the project’s hourly e-mail cap is kept, and its code sent later', () => {
  it('tells when the code will come, sends it once the window allows, even after a restart, and the code works', async () => {
    let clock = Date.now();
    await start({ emailsPerHour: 1, now: () => clock });
    expectContract(
      auth.register,
      201,
      await t!.http().post('/api/auth/register').send(registration('first@example.com')),
    );

    const browser = t!.http();
    const kept = expectContract(
      auth.register,
      201,
      await browser
        .post('/api/auth/register')
        .send(registration('second@example.com', 'second password 2')),
    );
    expect(kept).toMatchObject({ status: 'code_scheduled', email: 'second@example.com' });
    const sendAt = Date.parse((kept as { sendAt: string }).sendAt);
    expect(sendAt).toBeGreaterThan(Date.now());
    expect(sendAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(gotrue.countMessages('second@example.com')).toBe(0);
    // Asking for the code again tells the same time.
    expect(
      expectContract(
        auth.resendCode,
        202,
        await browser.post('/api/auth/resend-code').send({ email: 'second@example.com' }),
      ),
    ).toEqual(kept);

    // The queue is in the database: a process started after this one sends the code.
    clock += 60 * 60_000 + 1000;
    await restarted().sendWaitingCodes!();
    expect(gotrue.countMessages('second@example.com')).toBe(1);

    const signedIn = expectContract(
      auth.verifyCode,
      200,
      await browser
        .post('/api/auth/verify-code')
        .send({ email: 'second@example.com', code: gotrue.readCode('second@example.com') }),
    );
    expect(signedIn.user.email).toBe('second@example.com');
    expectContract(
      auth.login,
      200,
      await t!
        .http()
        .post('/api/auth/login')
        .send({ email: 'second@example.com', password: 'second password 2' }),
    );
  });

  it('is worked by a job every minute', async () => {
    await start();
    const schedules = await t!.services.db
      .selectFrom('pgboss.schedule' as never)
      .select(['name' as never, 'cron' as never])
      .execute();
    expect(schedules).toContainEqual({ name: 'signup-codes', cron: '* * * * *' });
  });
});

describe('an address registered twice before its code is used, through the BFF', () => {
  it('the password chosen in the browser that enters the code is the account’s', async () => {
    for (const ownerFirst of [true, false]) {
      await start();
      const owner = t!.http();
      const stranger = t!.http();
      const email = 'ada@example.com';
      const registrations = [
        [owner, 'owner password 1'],
        [stranger, 'stranger password 1'],
      ] as const;
      for (const [browser, password] of ownerFirst ? registrations : [...registrations].reverse())
        expectContract(
          auth.register,
          201,
          await browser.post('/api/auth/register').send(registration(email, password)),
        );
      expectContract(
        auth.verifyCode,
        200,
        await owner.post('/api/auth/verify-code').send({ email, code: gotrue.readCode(email) }),
      );
      const login = (password: string) =>
        t!.http().post('/api/auth/login').send({ email, password });
      expectContract(auth.login, 200, await login('owner password 1'));
      expectContract(auth.login, 401, await login('stranger password 1'));
      await t!.close();
      t = undefined;
    }
  });
});

describe('a session Supabase ended by itself', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is signed out when it asks for an e-mail change (401), not a 500', async () => {
    await start({ sessionTimeboxSeconds: 3600 }, { app: { agentAuth: 'down' } });
    await member('ada@example.com');
    const browser = t!.http();
    expectContract(
      auth.login,
      200,
      await browser.post('/api/auth/login').send({ email: 'ada@example.com', password: PASSWORD }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);

    const refused = await browser
      .post('/api/auth/email-change')
      .send({ newEmail: 'ada@example.org' });
    expect(expectContract(auth.requestEmailChange, 401, refused)).toEqual({
      error: 'No user logged in',
      code: 'unauthenticated',
    });
    const session = expectContract(
      apiContract.session.getSession,
      200,
      await browser.get('/api/session'),
    );
    expect(session.user).toBeNull();
  });
});

describe('the new address taken by someone else between the two links of an e-mail change', () => {
  it('answers email_taken (409), not 503', async () => {
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
    expectContract(auth.confirmEmailChange, 202, await confirm(fromOld));

    await member('ada@example.org');
    const taken = await confirm(fromNew);
    expect(expectContract(auth.confirmEmailChange, 409, taken)).toEqual({
      error: 'This e-mail address already has an account',
      code: 'email_taken',
    });
    // Checked before the form, the link says the same.
    expectContract(
      auth.confirmLink,
      409,
      await t!.http().post('/api/auth/confirm').send({ token: fromNew, type: 'email_change' }),
    );
  });
});
