import { randomBytes } from 'node:crypto';
import { isAuthPKCECodeVerifierMissingError } from '@supabase/supabase-js';
import { IdentityError, type IdentityProvider } from '../identity.ts';
import { flowVerifierKey, signedIn, failure, refused } from './gotrue-answers.ts';
import type { SupabaseContext } from './context.ts';

/** Social sign-in through GoTrue, with PKCE: the verifier is kept server side, by the flow's id. */
export function socialOperations(
  context: SupabaseContext,
): Pick<IdentityProvider, 'oauthProviders' | 'startOAuth' | 'completeOAuth'> {
  const { userClient, offered, offeredProvider } = context;
  return {
    oauthProviders() {
      return offered();
    },

    async startOAuth(provider, redirectUri) {
      const id = offeredProvider(provider);
      // GoTrue keeps its own OAuth state with the provider and cannot carry one of ours. So ours
      // rides in the redirect URI GoTrue sends the browser back to (`?state=`, next to GoTrue's
      // `code`), which is why the project's redirect allow-list has the callback with a wildcard.
      const state = randomBytes(32).toString('base64url');
      const redirectTo = new URL(redirectUri);
      redirectTo.searchParams.set('state', state);
      const { auth, items } = userClient();
      const { data, error } = await auth.signInWithOAuth({
        provider: id,
        options: {
          redirectTo: redirectTo.href,
          skipBrowserRedirect: true,
          queryParams: { access_type: 'offline', prompt: 'consent' },
        },
      });
      if (error || !data.url) throw failure('social sign-in start', error ?? 'no URL');
      // auth-js keeps one verifier per flow, under the flow's id (the fixed key it also writes is
      // a deprecation-window copy): the verifier is read, and later given back, by that id.
      const flowId = data.flowId;
      const stored = flowId ? items.get(flowVerifierKey(flowId)) : undefined;
      const codeVerifier = stored ? (JSON.parse(stored) as unknown) : null;
      if (!flowId || typeof codeVerifier !== 'string')
        throw failure('social sign-in start', 'supabase-js stored no PKCE verifier for the flow');
      return { url: data.url, state, secret: { codeVerifier, flowId, state } };
    },

    async completeOAuth(provider, { code, state, secret }) {
      offeredProvider(provider);
      const { codeVerifier, flowId } = secret;
      if (!codeVerifier || !flowId || secret.state !== state)
        throw new IdentityError('oauth_failed', 'The sign-in does not match the one started');
      // A client whose storage holds the flow's verifier, where supabase-js reads it by flow id.
      const { auth } = userClient({ [flowVerifierKey(flowId)]: JSON.stringify(codeVerifier) });
      const { data, error } = await auth.exchangeCodeForSession(code, { flowId });
      if (error) {
        if (refused(error) || isAuthPKCECodeVerifierMissingError(error))
          throw new IdentityError('oauth_failed', 'The provider refused the sign-in');
        throw failure('social sign-in', error);
      }
      return signedIn(data.session, data.user);
    },
  };
}
