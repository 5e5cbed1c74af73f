import { apiContract } from '@app/contracts';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { auth, session } = apiContract;
let t: TestApp;
let provider: OAuth2Server;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, {
      sub: 'social-subject-1',
      email: 'sam.social@example.org',
      email_verified: true,
      name: 'Sam Social',
    });
  });
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer.url!,
    OIDC_CLIENT_ID: 'agentia-web',
    OIDC_CLIENT_SECRET: 'local-secret',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** What the browser does at the provider: follow the authorization URL back to our callback. */
async function authorize(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const location = new URL(response.headers.get('location')!);
  return {
    code: location.searchParams.get('code')!,
    state: location.searchParams.get('state')!,
    location,
  };
}

describe('social sign-in (OpenID Connect)', () => {
  it('lists the configured provider', async () => {
    const body = expectContract(auth.listProviders, 200, await t.http().get('/api/auth/providers'));
    expect(body.providers).toEqual([{ id: 'google', name: 'Google' }]);
  });

  it('signs in with PKCE, offline access and a consent prompt, and goes back where asked', async () => {
    const browser = t.http();
    const start = expectContract(
      auth.startOAuth,
      200,
      await browser.post('/api/auth/oauth/google/start').send({ redirect: '/tools/chatgpt' }),
    );
    const url = new URL(start.url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'agentia-web',
      code_challenge_method: 'S256',
      prompt: 'consent',
      access_type: 'offline',
      redirect_uri: 'http://localhost:3000/oauth/callback/google',
    });
    expect(url.searchParams.get('scope')).toContain('offline_access');
    const { code, state, location } = await authorize(start.url);
    expect(location.pathname).toBe('/oauth/callback/google');

    const signedIn = expectContract(
      auth.completeOAuth,
      200,
      await browser.post('/api/auth/oauth/google/callback').send({ code, state }),
    );
    expect(signedIn).toMatchObject({
      user: { email: 'sam.social@example.org', fullName: 'Sam Social', role: 'Free' },
      redirect: '/tools/chatgpt',
      warning: null,
    });
    const current = expectContract(session.getSession, 200, await browser.get('/api/session'));
    expect(current.user?.email).toBe('sam.social@example.org');

    // The state is single use.
    const replay = expectContract(
      auth.completeOAuth,
      400,
      await browser.post('/api/auth/oauth/google/callback').send({ code, state }),
    );
    expect(replay.code).toBe('invalid_state');
  });

  it('rejects a tampered state, and a state brought by another browser', async () => {
    const browser = t.http();
    const start = expectContract(
      auth.startOAuth,
      200,
      await browser.post('/api/auth/oauth/google/start').send({}),
    );
    const { code, state } = await authorize(start.url);
    const tampered = `${state.slice(0, -2)}xx`;
    expectContract(
      auth.completeOAuth,
      400,
      await browser.post('/api/auth/oauth/google/callback').send({ code, state: tampered }),
    );
    expectContract(
      auth.completeOAuth,
      400,
      await t.http().post('/api/auth/oauth/google/callback').send({ code, state }),
    );
  });

  it('rejects an expired state, an unknown provider and a refused code', async () => {
    const browser = t.http();
    const start = expectContract(
      auth.startOAuth,
      200,
      await browser.post('/api/auth/oauth/google/start').send({}),
    );
    const { code, state } = await authorize(start.url);
    await t.database.db
      .updateTable('oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expectContract(
      auth.completeOAuth,
      400,
      await browser.post('/api/auth/oauth/google/callback').send({ code, state }),
    );
    expectContract(
      auth.startOAuth,
      404,
      await t.http().post('/api/auth/oauth/github/start').send({}),
    );

    const again = await browser.post('/api/auth/oauth/google/start').send({});
    const fresh = await authorize(again.body.url as string);
    const refused = expectContract(
      auth.completeOAuth,
      400,
      await browser
        .post('/api/auth/oauth/google/callback')
        .send({ code: 'not-a-code-the-provider-issued', state: fresh.state }),
    );
    expect(refused.code).toBe('oauth_failed');
  });
});
