import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IdentityError,
  IdentityRateLimited,
  onBehalfOf,
} from '../../src/services/identity/identity.ts';
import {
  createMemoryGrantStore,
  createSupabaseIdentity,
  type GrantStore,
  type SupabaseIdentity,
  type SupabaseIdentityOptions,
} from '../../src/services/identity/supabase-identity.ts';
import {
  createFakeGoTrue,
  relaxedProject,
  type FakeGoTrue,
  type FakeGoTrueOptions,
} from './gotrue/fake-gotrue.ts';
import { loadRecordings } from './gotrue/gotrue-schemas.ts';
import { runIdentitySuite } from './identity-suite.ts';

const publicOrigin = 'https://app.example.com';

function start(
  options: FakeGoTrueOptions = {},
  grants: GrantStore = createMemoryGrantStore(),
  adapter: Partial<SupabaseIdentityOptions> = {},
) {
  const gotrue = createFakeGoTrue({ providers: ['google'], ...options });
  const identity = createSupabaseIdentity({
    url: gotrue.url,
    anonKey: gotrue.anonKey,
    serviceRoleKey: gotrue.serviceRoleKey,
    publicOrigin,
    oauthProviders: ['google'],
    grants,
    fetch: gotrue.fetch,
    ...adapter,
  });
  return { gotrue, identity };
}

/** Follows the authorization URL as the browser would, up to the redirect back to the BFF. */
async function authorize(gotrue: FakeGoTrue, url: string) {
  const response = await gotrue.fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location)
    throw new Error(`authorization answered ${response.status}: ${await response.text()}`);
  const back = new URL(location);
  const code = back.searchParams.get('code') ?? '';
  const state = back.searchParams.get('state') ?? '';
  back.searchParams.delete('code');
  back.searchParams.delete('state');
  return { code, state, redirectUri: back.href };
}

/**
 * The shared suite against GoTrue as a new Supabase project has it ("defaults": secure e-mail
 * change, a minute between two e-mails to a user, 30 e-mails an hour, per-address limits), and
 * against the friendlier project the first fake modelled ("relaxed"). The fake's clock is the
 * harness's, so the minimum interval can go by without waiting.
 */
for (const [name, options] of [
  ['GoTrue defaults', {}],
  ['relaxed project', relaxedProject],
] as const) {
  runIdentitySuite(`supabase (${name})`, async () => {
    let offset = 0;
    const { gotrue, identity } = start({ ...options, now: () => Date.now() + offset });
    const sentTo = (email: string) =>
      gotrue.sentMessages.some((m) => m.to === email.toLowerCase() && m.kind === 'email_change');
    return {
      identity,
      readCode: async (email) => gotrue.readCode(email),
      readLinkToken: async (email, purpose) => gotrue.readLinkToken(email, purpose),
      async emailChangeLinks(current, next) {
        const links = sentTo(current) ? [gotrue.readLinkToken(current, 'email_change')] : [];
        return [...links, gotrue.readLinkToken(next, 'email_change')];
      },
      countMessages: async (email) => gotrue.countMessages(email),
      async passMinimumInterval() {
        offset += 61_000;
      },
      authorize: (url) => authorize(gotrue, url),
      async close() {
        expect(gotrue.unexpected).toEqual([]);
      },
    };
  });
}

describe('the supabase adapter', () => {
  let gotrue: FakeGoTrue;
  let identity: SupabaseIdentity;
  beforeEach(() => {
    ({ gotrue, identity } = start());
  });
  afterEach(() => {
    expect(gotrue.unexpected).toEqual([]);
  });

  const last = (line: string) => gotrue.requests.findLast((r) => `${r.method} ${r.path}` === line)!;
  const member = async (email: string, password = 'first password 1') => ({
    email,
    password,
    user: await identity.createConfirmedUser({
      email,
      password,
      fullName: 'Ada Lovelace',
      role: 'Admin',
      accountType: 'enterprise',
    }),
  });

  it('keeps the sign-up details in GoTrue’s user metadata and links back to /confirm', async () => {
    await identity.signUp({
      email: 'ada@example.com',
      password: 'correct horse battery',
      fullName: 'Ada Lovelace',
      role: 'Free',
      accountType: 'professional',
      locale: 'fr',
    });
    const request = last('POST /auth/v1/signup');
    expect(request.query.redirect_to).toBe(`${publicOrigin}/confirm`);
    expect(request.body).toMatchObject({
      email: 'ada@example.com',
      password: 'correct horse battery',
      data: { full_name: 'Ada Lovelace', role: 'Free', account_type: 'professional' },
      code_challenge_method: 's256',
    });
  });

  it('asks the provider for offline access with a consent prompt, over PKCE', async () => {
    const started = await identity.startOAuth('google', 'https://app.example.com/api/cb');
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${gotrue.url}/auth/v1/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      provider: 'google',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 's256',
      redirect_to: `https://app.example.com/api/cb?state=${started.state}`,
    });
    expect(started.secret.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);

    // Google gives a refresh token only to such a request; the fake plays along.
    const back = await authorize(gotrue, started.url);
    await identity.completeOAuth('google', { ...back, secret: started.secret });
    expect(gotrue.requests.findLast((r) => r.path === '/auth/v1/token')?.body).toMatchObject({
      auth_code: back.code,
      code_verifier: started.secret.codeVerifier,
    });
  });

  it('refuses a callback whose state is not the one it started with', async () => {
    const started = await identity.startOAuth('google', 'https://app.example.com/api/cb');
    const back = await authorize(gotrue, started.url);
    await expect(
      identity.completeOAuth('google', {
        ...back,
        state: 'another-state-entirely',
        secret: started.secret,
      }),
    ).rejects.toMatchObject({ code: 'oauth_failed' });
  });

  it('names the providers people know', () => {
    const named = createSupabaseIdentity({
      url: gotrue.url,
      anonKey: gotrue.anonKey,
      serviceRoleKey: gotrue.serviceRoleKey,
      publicOrigin,
      oauthProviders: ['google', 'github', 'azure', 'gitlab'],
      grants: createMemoryGrantStore(),
    });
    expect(named.oauthProviders()).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
      { id: 'azure', name: 'Microsoft' },
      { id: 'gitlab', name: 'Gitlab' },
    ]);
  });

  it('sends invitations with the role and the /invite link, by the service-role key', async () => {
    await identity.inviteUserByEmail('carol@example.com', { role: 'Pro', locale: 'en' });
    const request = last('POST /auth/v1/invite');
    expect(request.headers.authorization).toBe(`Bearer ${gotrue.serviceRoleKey}`);
    expect(request.query.redirect_to).toBe(`${publicOrigin}/invite`);
    expect(request.body).toEqual({ email: 'carol@example.com', data: { role: 'Pro' } });
  });

  it('ends the GoTrue session it signs out, and only that one', async () => {
    const { email, password, user } = await member('ada@example.com');
    const first = await identity.signInWithPassword(email, password);
    await identity.signInWithPassword(email, password);
    expect(gotrue.liveSessions(user.id)).toBe(2);

    await identity.signOut(first.providerSession);
    expect(gotrue.liveSessions(user.id)).toBe(1);
    expect(last('POST /auth/v1/logout').query.scope).toBe('local');
  });

  it('ends every session of the account when a reset sets a new password', async () => {
    const { email, password, user } = await member('ada@example.com');
    await identity.signInWithPassword(email, password);
    await identity.requestPasswordReset(email, 'en');
    const token = gotrue.readLinkToken(email, 'recovery');
    await identity.checkPasswordResetLink(token);
    expect(gotrue.liveSessions(user.id)).toBe(2);

    await identity.completePasswordReset(token, 'second password 2');
    expect(gotrue.liveSessions(user.id)).toBe(0);
  });

  it('keeps a checked link under a hash of its token, for fifteen minutes', async () => {
    const kept: { key: string; ttl: number }[] = [];
    const memory = createMemoryGrantStore();
    ({ gotrue, identity } = start(
      {},
      {
        ...memory,
        put: (key, value, ttl) => {
          kept.push({ key, ttl });
          return memory.put(key, value, ttl);
        },
      },
    ));
    const { email } = await member('ada@example.com');
    await identity.requestPasswordReset(email, 'en');
    const token = gotrue.readLinkToken(email, 'recovery');
    await identity.checkPasswordResetLink(token);
    await identity.checkPasswordResetLink(token);

    expect(kept).toHaveLength(1);
    expect(kept[0]!.ttl).toBe(15 * 60);
    expect(kept[0]!.key).not.toContain(token);
    expect(gotrue.requests.filter((r) => r.path === '/auth/v1/verify')).toHaveLength(1);
  });

  it('checks an e-mail change link, then confirms it from what the check kept', async () => {
    ({ gotrue, identity } = start(relaxedProject));
    const { email, password, user } = await member('ada@example.com');
    const { providerSession } = await identity.signInWithPassword(email, password);
    await identity.requestEmailChange(user.id, providerSession, 'ada@example.org', 'en');
    expect(last('PUT /auth/v1/user').query.redirect_to).toBe(`${publicOrigin}/email-change`);
    const token = gotrue.readLinkToken('ada@example.org', 'email_change');

    expect(await identity.checkEmailChange(token)).toEqual({
      status: 'ready',
      email: 'ada@example.org',
    });
    const confirmed = await identity.confirmEmailChange(token);
    expect(confirmed).toMatchObject({
      status: 'changed',
      signIn: { user: { id: user.id, email: 'ada@example.org' } },
    });
    expect(gotrue.requests.filter((r) => r.path === '/auth/v1/verify')).toHaveLength(1);
    await expect(identity.confirmEmailChange(token)).rejects.toMatchObject({
      code: 'invalid_link',
    });
  });

  it('with secure e-mail change, tells the first link apart and finishes on the second (finding 1)', async () => {
    const { email, password, user } = await member('ada@example.com');
    const { providerSession } = await identity.signInWithPassword(email, password);
    await identity.requestEmailChange(user.id, providerSession, 'ada@example.org', 'en');
    const fromOld = gotrue.readLinkToken(email, 'email_change');
    const fromNew = gotrue.readLinkToken('ada@example.org', 'email_change');

    // GoTrue spends the first link and opens no session: that is not a failure.
    expect(await identity.confirmEmailChange(fromOld)).toEqual({
      status: 'other_address_pending',
    });
    // Opened again (a second tab, a reload), it says the same instead of "invalid link".
    expect(await identity.checkEmailChange(fromOld)).toEqual({ status: 'other_address_pending' });
    const confirmed = await identity.confirmEmailChange(fromNew);
    expect(confirmed).toMatchObject({
      status: 'changed',
      signIn: { user: { id: user.id, email: 'ada@example.org' } },
    });
  });

  it('says nothing when GoTrue will not send another code this soon: the last one still works', async () => {
    const input = {
      email: 'ada@example.com',
      password: 'correct horse battery',
      fullName: 'Ada Lovelace',
      role: 'Free',
      accountType: 'professional',
      locale: 'en',
    } as const;
    await identity.signUp(input);
    await identity.signUp(input);
    await identity.resendSignUpCode('ada@example.com', 'en');
    expect(
      gotrue.requests.filter((r) => r.path === '/auth/v1/signup' || r.path === '/auth/v1/resend'),
    ).toHaveLength(3);
    expect(gotrue.countMessages('ada@example.com')).toBe(1);
    const signedIn = await identity.verifySignUpCode(
      'ada@example.com',
      gotrue.readCode('ada@example.com'),
    );
    expect(signedIn.user.email).toBe('ada@example.com');
  });

  const newcomer = (email: string, password = 'correct horse battery') =>
    ({
      email,
      password,
      fullName: 'Ada Lovelace',
      role: 'Free',
      accountType: 'professional',
      locale: 'en',
    }) as const;
  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  describe('when the project has sent its e-mails for the hour (finding 2)', () => {
    it('keeps a sign-up the cap refused, schedules its code, and claims no reset it could not send', async () => {
      let clock = Date.now();
      ({ gotrue, identity } = start({ emailsPerHour: 1, now: () => clock }));
      const { email } = await member('grace@example.com');
      await identity.signUp(newcomer('first@example.com'));

      const kept = await identity.signUp(newcomer('second@example.com', 'second password 2'));
      expect(kept).toMatchObject({ status: 'code_scheduled' });
      const { sendAt } = kept as { sendAt: Date };
      // GoTrue's window ends within the hour of the refusal: that is what the person is told.
      expect(sendAt.getTime()).toBeGreaterThan(Date.now());
      expect(sendAt.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000);
      expect(gotrue.countMessages('second@example.com')).toBe(0);
      // Asking again says the same, and asks GoTrue nothing.
      const resends = gotrue.requests.filter((r) => r.path === '/auth/v1/resend').length;
      expect(await identity.resendSignUpCode('second@example.com', 'en')).toEqual(kept);
      expect(gotrue.requests.filter((r) => r.path === '/auth/v1/resend')).toHaveLength(resends);

      expect(await thrown(identity.requestPasswordReset(email, 'en'))).toMatchObject({
        reason: 'email_quota',
        retryAfterSeconds: 3600,
      });
      expect(await thrown(identity.resendSignUpCode('first@example.com', 'en'))).toBeNull();

      // Still inside GoTrue's window, the queue waits; past its boundary the code goes out.
      clock += 10 * 60_000;
      await identity.sendWaitingCodes!();
      expect(gotrue.countMessages('second@example.com')).toBe(0);
      clock += 60 * 60_000;
      await identity.sendWaitingCodes!();
      expect(gotrue.countMessages('second@example.com')).toBe(1);
      expect(await identity.resendSignUpCode('second@example.com', 'en')).toEqual({
        status: 'code_sent',
      });
      const signedIn = await identity.verifySignUpCode(
        'second@example.com',
        gotrue.readCode('second@example.com'),
      );
      expect(signedIn.user).toMatchObject({
        email: 'second@example.com',
        fullName: 'Ada Lovelace',
      });
      await identity.signInWithPassword('second@example.com', 'second password 2');
    });

    it('still takes the minute between two e-mails to one address for what it is: the last one works', async () => {
      ({ gotrue, identity } = start({ emailsPerHour: 1 }));
      await identity.signUp(newcomer('first@example.com'));
      await identity.signUp(newcomer('first@example.com'));
      await identity.resendSignUpCode('first@example.com', 'en');
      expect(gotrue.countMessages('first@example.com')).toBe(1);
    });
  });

  describe('GoTrue’s per-address limits (finding 3)', () => {
    it('turns over_request_rate_limit into a rate limit, not a failure', async () => {
      ({ gotrue, identity } = start({
        requestLimits: { token: { perFiveMinutes: 1, burst: 2 } },
      }));
      const { email, password } = await member('ada@example.com');
      await identity.signInWithPassword(email, password);
      await identity.signInWithPassword(email, password);
      const refused = await thrown(identity.signInWithPassword(email, password));
      expect(refused).toBeInstanceOf(IdentityRateLimited);
      expect(refused).toMatchObject({ reason: 'requests' });
      expect((refused as IdentityRateLimited).retryAfterSeconds).toBeGreaterThan(0);
    });

    it('with a secret key, tells GoTrue whom each call is for, so each person has their own limit', async () => {
      const fake = createFakeGoTrue({
        sbForwardedFor: true,
        requestLimits: { token: { perFiveMinutes: 1, burst: 1 } },
      });
      gotrue = fake;
      identity = createSupabaseIdentity({
        url: fake.url,
        anonKey: fake.anonKey,
        serviceRoleKey: fake.serviceRoleKey,
        secretKey: fake.secretKey,
        publicOrigin,
        oauthProviders: [],
        grants: createMemoryGrantStore(),
        fetch: fake.fetch,
      });
      const { email, password } = await member('ada@example.com');
      await onBehalfOf('203.0.113.7', () => identity.signInWithPassword(email, password));
      await onBehalfOf('198.51.100.9', () => identity.signInWithPassword(email, password));
      expect(
        await thrown(onBehalfOf('203.0.113.7', () => identity.signInWithPassword(email, password))),
      ).toBeInstanceOf(IdentityRateLimited);
      const token = fake.requests.filter((r) => r.path === '/auth/v1/token');
      expect(token.map((r) => r.headers['sb-forwarded-for'])).toEqual([
        '203.0.113.7',
        '198.51.100.9',
        '203.0.113.7',
      ]);
      expect(token.every((r) => r.headers.apikey === fake.secretKey)).toBe(true);
      // Seeding and other calls on nobody's behalf forward nothing.
      expect(
        fake.requests.filter((r) => r.path === '/auth/v1/admin/users')[0]?.headers,
      ).not.toHaveProperty('sb-forwarded-for');
    });

    it('forwards no address without a secret key (GoTrue would ignore it, or worse, trust it)', async () => {
      const { email, password } = await member('ada@example.com');
      await onBehalfOf('203.0.113.7', () => identity.signInWithPassword(email, password));
      expect(last('POST /auth/v1/token').headers).not.toHaveProperty('sb-forwarded-for');
    });
  });

  describe('project settings stricter than ours (finding 5)', () => {
    it('refuses a password the project finds weak as weak_password, at sign-up and reset', async () => {
      ({ gotrue, identity } = start({ passwordMinLength: 12 }));
      expect(
        await thrown(identity.signUp(newcomer('ada@example.com', 'short pass'))),
      ).toMatchObject({ code: 'weak_password' });
      const { email, user } = await member('grace@example.com', 'a long enough password');
      await identity.requestPasswordReset(email, 'en');
      const token = gotrue.readLinkToken(email, 'recovery');
      expect(await thrown(identity.completePasswordReset(token, 'too short'))).toMatchObject({
        code: 'weak_password',
      });
      // The link is still good for a password the project accepts.
      expect(await identity.completePasswordReset(token, 'long enough this time')).toEqual({
        userId: user.id,
      });
    });

    it('says an address is registered when auto-confirm makes GoTrue say so', async () => {
      ({ gotrue, identity } = start({ autoconfirm: true }));
      const { email } = await member('ada@example.com');
      expect(await thrown(identity.signUp(newcomer(email)))).toMatchObject({
        code: 'account_exists',
      });
    });

    it('completes an invitation even when the project requires the current password to change one', async () => {
      await identity.inviteUserByEmail('carol@example.com', { role: 'Pro', locale: 'en' });
      const token = gotrue.readLinkToken('carol@example.com', 'invite');
      await identity.checkInvitation(token);
      gotrue.failNext('PUT /auth/v1/user', 'user-update-current-password-required');
      const { userId } = await identity.completeInvitation(token, {
        fullName: 'Carol Shaw',
        password: 'invited password 1',
      });
      const signedIn = await identity.signInWithPassword('carol@example.com', 'invited password 1');
      expect(signedIn.user).toMatchObject({ id: userId, fullName: 'Carol Shaw', role: 'Pro' });
    });
  });

  describe('what the project tells, and what it does not (finding 6)', () => {
    it('takes codes of the project’s length, and states its lifetimes', async () => {
      ({ gotrue, identity } = start(
        { otpLength: 8, otpExpirySeconds: 600 },
        createMemoryGrantStore(),
        { otpLength: 8, otpExpirySeconds: 600 },
      ));
      expect(identity.accountSettings()).toEqual({
        codeLength: 8,
        codeValidSeconds: 600,
        resetLinkValidSeconds: 600,
        invitationValidSeconds: 600,
      });
      await identity.signUp(newcomer('ada@example.com'));
      const code = gotrue.readCode('ada@example.com');
      expect(code).toMatch(/^\d{8}$/);
      expect((await identity.verifySignUpCode('ada@example.com', code)).user.email).toBe(
        'ada@example.com',
      );
      const before = Date.now();
      const { expiresAt } = await identity.inviteUserByEmail('carol@example.com', {
        role: 'Pro',
        locale: 'en',
      });
      expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(600_000 - 1000);
      expect(expiresAt.getTime() - before).toBeLessThanOrEqual(600_000 + 1000);
    });

    it('reads the public settings and warns of what it can see differ', async () => {
      ({ gotrue, identity } = start({ providers: ['github'], autoconfirm: true }, undefined, {
        oauthProviders: ['google', 'github'],
      }));
      const warnings = await identity.checkConfiguration();
      expect(warnings.join('\n')).toMatch(/mailer_autoconfirm|confirm/i);
      expect(warnings.join('\n')).toMatch(/google/);
      // A provider the project does not enable is not offered: its button would only fail.
      expect(identity.oauthProviders()).toEqual([{ id: 'github', name: 'GitHub' }]);
      expect(last('GET /auth/v1/settings').headers.apikey).toBe(gotrue.anonKey);
    });

    it('has nothing to say of a project set up as the product needs', async () => {
      expect(await identity.checkConfiguration()).toEqual([]);
      expect(identity.oauthProviders()).toEqual([{ id: 'google', name: 'Google' }]);
    });
  });

  describe('readiness', () => {
    it('is ready while GoTrue answers, remembers the answer a few seconds, and says so when it does not', async () => {
      expect(await identity.checkReady()).toBe(true);
      expect(await identity.checkReady()).toBe(true);
      expect(gotrue.requests.filter((r) => r.path === '/auth/v1/settings')).toHaveLength(1);

      ({ gotrue, identity } = start());
      gotrue.failNext('GET /auth/v1/settings', 'network');
      expect(await identity.checkReady()).toBe(false);
      ({ gotrue, identity } = start());
      gotrue.failNext('GET /auth/v1/settings', 'server_error');
      expect(await identity.checkReady()).toBe(false);
    });
  });

  describe('with a session whose access token has expired', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const twoHoursLater = () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    };

    it('refreshes it to sign it out', async () => {
      const { email, password, user } = await member('ada@example.com');
      const { providerSession } = await identity.signInWithPassword(email, password);
      twoHoursLater();

      await identity.signOut(providerSession);
      expect(gotrue.requests.some((r) => r.query.grant_type === 'refresh_token')).toBe(true);
      expect(gotrue.liveSessions(user.id)).toBe(0);
    });

    it('refreshes it to ask for an e-mail change', async () => {
      const { email, password, user } = await member('ada@example.com');
      const { providerSession } = await identity.signInWithPassword(email, password);
      twoHoursLater();

      await identity.requestEmailChange(user.id, providerSession, 'ada@example.org', 'en');
      expect(gotrue.readLinkToken('ada@example.org', 'email_change')).toMatch(/^pkce_/);
    });

    it('refreshes the stored tokens again and again (GoTrue answers the parent of the live token)', async () => {
      const { email, password, user } = await member('ada@example.com');
      const { providerSession } = await identity.signInWithPassword(email, password);
      twoHoursLater();

      await identity.requestEmailChange(user.id, providerSession, 'ada@example.org', 'en');
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
      await identity.requestEmailChange(user.id, providerSession, 'ada@example.net', 'en');
      await identity.signOut(providerSession);
      expect(gotrue.liveSessions(user.id)).toBe(0);
    });
  });

  describe('when GoTrue is unwell', () => {
    const isFailure = (error: unknown) =>
      error instanceof Error && !(error instanceof IdentityError);

    it('turns a 500 into a failure, not a refusal', async () => {
      const { email, password } = await member('ada@example.com');
      gotrue.failNext('POST /auth/v1/token', 'server_error');
      const error = await identity.signInWithPassword(email, password).catch((e: unknown) => e);
      expect(isFailure(error)).toBe(true);
      expect(String(error)).toMatch(/Unexpected failure/);
    });

    it('turns a dropped connection into a failure, not a refusal', async () => {
      gotrue.failNext('POST /auth/v1/token', 'network');
      const error = await identity
        .signInWithPassword('ada@example.com', 'whatever it is')
        .catch((e: unknown) => e);
      expect(isFailure(error)).toBe(true);
    });

    it('does not take a failed verification for a bad code or link', async () => {
      gotrue.failNext('POST /auth/v1/verify', 'server_error');
      expect(
        isFailure(await identity.verifySignUpCode('ada@example.com', '123456').catch((e) => e)),
      ).toBe(true);
      gotrue.failNext('POST /auth/v1/verify', 'network');
      expect(isFailure(await identity.checkInvitation('a'.repeat(40)).catch((e) => e))).toBe(true);
    });

    it('does not pretend a code was resent, or a reset sent, when the request was lost', async () => {
      gotrue.failNext('POST /auth/v1/resend', 'network');
      expect(
        isFailure(await identity.resendSignUpCode('ada@example.com', 'en').catch((e) => e)),
      ).toBe(true);
      gotrue.failNext('POST /auth/v1/recover', 'server_error');
      expect(
        isFailure(await identity.requestPasswordReset('ada@example.com', 'en').catch((e) => e)),
      ).toBe(true);
    });

    it('keeps a checked reset link usable when setting the password failed', async () => {
      const { email, user } = await member('ada@example.com');
      await identity.requestPasswordReset(email, 'en');
      const token = gotrue.readLinkToken(email, 'recovery');
      await identity.checkPasswordResetLink(token);

      gotrue.failNext('PUT /auth/v1/user', 'server_error');
      expect(
        isFailure(await identity.completePasswordReset(token, 'second password 2').catch((e) => e)),
      ).toBe(true);
      expect(await identity.completePasswordReset(token, 'second password 2')).toEqual({
        userId: user.id,
      });
    });
  });
});

describe('the fake GoTrue', () => {
  it('has a schema for every recording, and every recording matches it', () => {
    expect(loadRecordings().size).toBeGreaterThan(40);
  });

  const headers = (gotrue: FakeGoTrue, extra: Record<string, string> = {}) => ({
    apikey: gotrue.anonKey,
    authorization: `Bearer ${gotrue.anonKey}`,
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
    ...extra,
  });
  const post = (gotrue: FakeGoTrue, path: string, body: unknown, extra = {}) =>
    gotrue.fetch(`${gotrue.url}/auth/v1${path}`, {
      method: 'POST',
      headers: headers(gotrue, extra),
      body: JSON.stringify(body),
    });

  it('revokes a refresh token family reused after the interval, as GoTrue does', async () => {
    let clock = Date.now();
    const gotrue = createFakeGoTrue({ now: () => clock });
    const admin = { authorization: `Bearer ${gotrue.serviceRoleKey}` };
    await post(
      gotrue,
      '/admin/users',
      { email: 'ada@example.com', password: 'pass word 1', email_confirm: true },
      admin,
    );
    const first = (await (
      await post(gotrue, '/token?grant_type=password', {
        email: 'ada@example.com',
        password: 'pass word 1',
      })
    ).json()) as { refresh_token: string };
    const refresh = (token: string) =>
      post(gotrue, '/token?grant_type=refresh_token', { refresh_token: token });
    const second = (await (await refresh(first.refresh_token)).json()) as { refresh_token: string };
    // The parent of the live token: its answer was lost, the live one is answered again.
    expect(
      ((await (await refresh(first.refresh_token)).json()) as { refresh_token: string })
        .refresh_token,
    ).toBe(second.refresh_token);
    await refresh(second.refresh_token);
    clock += 11_000;
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
  });

  it('rolls a sign-up back over the hourly e-mail cap, and says which limit it was', async () => {
    const gotrue = createFakeGoTrue({ emailsPerHour: 1 });
    const body = (email: string) => ({ email, password: 'pass word 1' });
    expect((await post(gotrue, '/signup', body('a@example.com'))).status).toBe(200);
    const wait = await post(gotrue, '/signup', body('a@example.com'));
    expect(await wait.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(/after \d+ seconds/),
    });
    const cap = await post(gotrue, '/signup', body('b@example.com'));
    expect(cap.status).toBe(429);
    expect(await cap.json()).toEqual({
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
    expect(gotrue.countMessages('b@example.com')).toBe(0);
  });

  it('keeps its hourly e-mail cap as one window, which starts again only at its boundary', async () => {
    let clock = Date.now();
    // GoTrue's `IntervalLimiter` for `RATE_LIMIT_EMAIL_SENT=2`, started with the process.
    const gotrue = createFakeGoTrue({
      emailsPerHour: 2,
      emailWindowStart: clock,
      now: () => clock,
    });
    const signUp = (email: string) => post(gotrue, '/signup', { email, password: 'pass word 1' });
    expect((await signUp('a@example.com')).status).toBe(200);
    clock += 20 * 60_000;
    expect((await signUp('b@example.com')).status).toBe(200);
    expect((await signUp('c@example.com')).status).toBe(429);
    // A bucket refilled over the hour would let one through every 30 minutes: the window does not.
    clock += 39 * 60_000;
    expect((await signUp('c@example.com')).status).toBe(429);
    clock += 60_000;
    expect((await signUp('c@example.com')).status).toBe(200);
    expect((await signUp('d@example.com')).status).toBe(200);
    expect((await signUp('e@example.com')).status).toBe(429);
  });

  /**
   * Each refusal a project's settings bring, with the status, code and words GoTrue's source
   * gives it (`apierrors/errorcode.go`, and the handlers named), as supabase-js's API version
   * receives them: the fake answers nothing else for these cases.
   */
  it('answers each refusal of a project’s settings as GoTrue does', async () => {
    const admin = (gotrue: FakeGoTrue) => ({ authorization: `Bearer ${gotrue.serviceRoleKey}` });
    const cases: {
      name: string;
      project: FakeGoTrueOptions;
      act: (gotrue: FakeGoTrue) => Promise<Response>;
      status: number;
      body: { code: string; message: string };
    }[] = [
      {
        name: 'sendEmail: an address outside the built-in sender’s team',
        project: { authorizedAddresses: ['team@example.com'] },
        act: (g) => post(g, '/signup', { email: 'someone+x@example.com', password: 'pass word 1' }),
        status: 400,
        body: {
          code: 'email_address_not_authorized',
          message: 'Email address "someone+x@example.com" cannot be used as it is not authorized',
        },
      },
      {
        name: 'sendEmail: the mailer refused the recipient',
        project: { undeliverableDomains: ['no-mail.example'] },
        act: (g) => post(g, '/signup', { email: 'ada@no-mail.example', password: 'pass word 1' }),
        status: 400,
        body: {
          code: 'email_address_invalid',
          message: 'Email address "ada@no-mail.example" is invalid',
        },
      },
      {
        name: 'checkPasswordStrength: more than 72 bytes',
        project: {},
        act: (g) => post(g, '/signup', { email: 'ada@example.com', password: 'é'.repeat(37) }),
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Password cannot be longer than 72 characters',
        },
      },
      {
        name: 'Signup: sign-ups turned off',
        project: { disableSignup: true },
        act: (g) => post(g, '/signup', { email: 'ada@example.com', password: 'pass word 1' }),
        status: 422,
        body: { code: 'signup_disabled', message: 'Signups not allowed for this instance' },
      },
      {
        name: 'verifyCaptcha: no CAPTCHA answer',
        project: { captcha: true },
        act: (g) => post(g, '/recover', { email: 'ada@example.com' }),
        status: 400,
        body: {
          code: 'captcha_failed',
          message: 'captcha protection: request disallowed (no captcha_token found)',
        },
      },
      {
        name: 'ResourceOwnerPasswordGrant: a banned user, whatever the password',
        project: {},
        act: async (g) => {
          await post(
            g,
            '/admin/users',
            { email: 'ada@example.com', password: 'pass word 1', email_confirm: true },
            admin(g),
          );
          g.ban('ada@example.com');
          return post(g, '/token?grant_type=password', {
            email: 'ada@example.com',
            password: 'not the password',
          });
        },
        status: 400,
        body: { code: 'user_banned', message: 'User is banned' },
      },
    ];
    for (const { name, project, act, status, body } of cases) {
      const gotrue = createFakeGoTrue(project);
      const response = await act(gotrue);
      expect({ name, status: response.status }).toEqual({ name, status });
      expect(response.headers.get('x-sb-error-code')).toBe(body.code);
      expect(await response.json()).toEqual(body);
      expect(gotrue.sentMessages).toEqual([]);
    }
  });

  it('ends sessions by itself as a project’s session settings say, in GoTrue’s words', async () => {
    let clock = Date.now();
    const refreshAfter = async (project: FakeGoTrueOptions, wait: number, logins = 1) => {
      const gotrue = createFakeGoTrue({ ...project, now: () => clock });
      await post(
        gotrue,
        '/admin/users',
        { email: 'ada@example.com', password: 'pass word 1', email_confirm: true },
        { authorization: `Bearer ${gotrue.serviceRoleKey}` },
      );
      const tokens: { refresh_token: string }[] = [];
      for (let i = 0; i < logins; i++) {
        tokens.push(
          (await (
            await post(gotrue, '/token?grant_type=password', {
              email: 'ada@example.com',
              password: 'pass word 1',
            })
          ).json()) as { refresh_token: string },
        );
        clock += 1000;
      }
      clock += wait;
      const response = await post(gotrue, '/token?grant_type=refresh_token', {
        refresh_token: tokens[0]!.refresh_token,
      });
      return { status: response.status, body: await response.json() };
    };
    const expired = (message: string) => ({
      status: 400,
      body: { code: 'session_expired', message: `Invalid Refresh Token: ${message}` },
    });
    expect(await refreshAfter({ sessionTimeboxSeconds: 3600 }, 3_601_000)).toEqual(
      expired('Session Expired'),
    );
    expect(await refreshAfter({ sessionInactivitySeconds: 600 }, 601_000)).toEqual(
      expired('Session Expired (Inactivity)'),
    );
    expect(await refreshAfter({ singleSessionPerUser: true }, 0, 2)).toEqual(
      expired('Session Expired (Revoked by Newer Login)'),
    );
    expect((await refreshAfter({ sessionTimeboxSeconds: 3600 }, 60_000)).status).toBe(200);
  });

  it('fails loudly on a request it has no recording for', async () => {
    const gotrue = createFakeGoTrue();
    await expect(
      gotrue.fetch(`${gotrue.url}/auth/v1/factors`, {
        method: 'POST',
        headers: { apikey: gotrue.anonKey, 'x-supabase-api-version': '2024-01-01' },
      }),
    ).rejects.toThrow(/no recording for POST \/auth\/v1\/factors/);
    expect(gotrue.unexpected).toHaveLength(1);
  });

  it('refuses the admin endpoints to the anon key', async () => {
    const gotrue = createFakeGoTrue();
    const response = await gotrue.fetch(`${gotrue.url}/auth/v1/admin/users?page=&per_page=`, {
      headers: {
        apikey: gotrue.anonKey,
        authorization: `Bearer ${gotrue.anonKey}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});
