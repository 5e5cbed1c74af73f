import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../../src/modules/identity/identity.ts';
import {
  createMemoryGrantStore,
  createSupabaseIdentity,
  type GrantStore,
  type SupabaseIdentity,
} from '../../src/modules/identity/supabase-identity.ts';
import { createFakeGoTrue, type FakeGoTrue, type FakeGoTrueOptions } from './gotrue/fake-gotrue.ts';
import { loadRecordings } from './gotrue/gotrue-schemas.ts';
import { runIdentitySuite } from './identity-suite.ts';

const publicOrigin = 'https://app.example.com';

function start(options: FakeGoTrueOptions = {}, grants: GrantStore = createMemoryGrantStore()) {
  const gotrue = createFakeGoTrue({ providers: ['google'], ...options });
  const identity = createSupabaseIdentity({
    url: gotrue.url,
    anonKey: gotrue.anonKey,
    serviceRoleKey: gotrue.serviceRoleKey,
    publicOrigin,
    oauthProviders: ['google'],
    grants,
    fetch: gotrue.fetch,
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

runIdentitySuite('supabase', async () => {
  // The BFF keeps its own 60-second resend cooldown; GoTrue's interval is set below it.
  const { gotrue, identity } = start({ maxFrequencySeconds: 0 });
  return {
    identity,
    readCode: async (email) => gotrue.readCode(email),
    readLinkToken: async (email, purpose) => gotrue.readLinkToken(email, purpose),
    countMessages: async (email) => gotrue.countMessages(email),
    authorize: (url) => authorize(gotrue, url),
    async close() {
      expect(gotrue.unexpected).toEqual([]);
    },
  };
});

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
    const { email, password, user } = await member('ada@example.com');
    const { providerSession } = await identity.signInWithPassword(email, password);
    await identity.requestEmailChange(user.id, providerSession, 'ada@example.org', 'en');
    expect(last('PUT /auth/v1/user').query.redirect_to).toBe(`${publicOrigin}/email-change`);
    const token = gotrue.readLinkToken('ada@example.org', 'email_change');

    expect(await identity.checkEmailChange(token)).toEqual({ email: 'ada@example.org' });
    const confirmed = await identity.confirmEmailChange(token);
    expect(confirmed.user).toMatchObject({ id: user.id, email: 'ada@example.org' });
    expect(gotrue.requests.filter((r) => r.path === '/auth/v1/verify')).toHaveLength(1);
    await expect(identity.confirmEmailChange(token)).rejects.toMatchObject({
      code: 'invalid_link',
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
    expect(loadRecordings().size).toBeGreaterThan(30);
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
