import * as oidc from 'openid-client';
import { IdentityError, type IdentityProvider } from '../identity.ts';
import { type AccountStore, lower } from './account-store.ts';

export interface OidcSettings {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Social sign-in with one OpenID Connect provider: a verified address joins its account. */
export function socialOperations(
  store: AccountStore,
  configured: OidcSettings | undefined,
): Pick<IdentityProvider, 'oauthProviders' | 'startOAuth' | 'completeOAuth'> {
  const { db, findUser, signedIn } = store;
  let oidcConfig: Promise<oidc.Configuration> | undefined;
  function oidcConfiguration(settings: OidcSettings) {
    oidcConfig ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // A local issuer (development, tests) speaks plain HTTP.
        settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        oidcConfig = undefined; // try discovery again next time
        throw error;
      });
    return oidcConfig;
  }
  function oidcSettings(provider: string) {
    const settings = configured;
    if (!settings || settings.id !== provider)
      throw new IdentityError('unknown_provider', 'Unknown provider');
    return settings;
  }

  return {
    oauthProviders() {
      return configured ? [{ id: configured.id, name: configured.name }] : [];
    },

    async startOAuth(provider, redirectUri) {
      const config = await oidcConfiguration(oidcSettings(provider));
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        // Offline access and a consent prompt, as the spec asks of social sign-in.
        scope: 'openid email profile offline_access',
        prompt: 'consent',
        access_type: 'offline',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, secret: { codeVerifier, nonce } };
    },

    async completeOAuth(provider, { code, state, redirectUri, secret }) {
      const settings = oidcSettings(provider);
      const config = await oidcConfiguration(settings);
      let claims: oidc.IDToken | undefined;
      try {
        const callback = new URL(redirectUri);
        callback.searchParams.set('code', code);
        callback.searchParams.set('state', state);
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: secret.codeVerifier,
          expectedState: state,
          expectedNonce: secret.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch {
        throw new IdentityError('oauth_failed', 'The provider refused the sign-in');
      }
      const email = typeof claims?.email === 'string' ? lower(claims.email) : null;
      if (!claims || !email || claims.email_verified === false)
        throw new IdentityError('oauth_failed', 'The provider did not share a verified e-mail');
      const subject = String(claims.sub);
      const name = typeof claims.name === 'string' ? claims.name : null;

      const linked = await db
        .selectFrom('auth_identities')
        .innerJoin('auth_users', 'auth_users.id', 'auth_identities.user_id')
        .selectAll('auth_users')
        .where('auth_identities.provider', '=', settings.id)
        .where('auth_identities.subject', '=', subject)
        .executeTakeFirst();
      if (linked) return signedIn(linked);

      // A verified address from the provider proves ownership: it joins (or creates) the account.
      let user = await findUser(email);
      if (user && !user.email_confirmed_at) {
        user = await db
          .updateTable('auth_users')
          .set({ email_confirmed_at: new Date(), updated_at: new Date() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      user ??= await db
        .insertInto('auth_users')
        .values({ email, full_name: name, role: 'Free', email_confirmed_at: new Date() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .insertInto('auth_identities')
        .values({ provider: settings.id, subject, user_id: user.id, email })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return signedIn(user);
    },
  };
}
