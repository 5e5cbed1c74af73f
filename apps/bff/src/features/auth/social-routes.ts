import { createHash, randomBytes } from 'node:crypto';
import type { ErrorBody } from '@app/contracts';
import { authMessages, fail, identityFailure } from './auth-answers.ts';
import type { AuthRoutes, AuthRoutesContext } from './auth-routes.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** Social sign-in (OpenID Connect): the providers offered, the start, the way back. */
export function socialRoutes({
  deps,
  completeSignIn,
  limits,
}: AuthRoutesContext): Pick<AuthRoutes, 'listProviders' | 'startOAuth' | 'completeOAuth'> {
  const { db, identity, sessions } = deps;
  const { hooks, perIp } = limits;
  const redirectUri = (provider: string) => `${deps.publicOrigin}/oauth/callback/${provider}`;
  return {
    listProviders: async ({ reply }) => {
      reply.header('cache-control', 'no-cache');
      return {
        status: 200,
        body: { providers: identity.oauthProviders(), account: identity.accountSettings() },
      };
    },

    startOAuth: {
      hooks: hooks(perIp(30, '15 minutes', 'oauth-start')),
      handler: async ({ params, body, reply }) => {
        try {
          const start = await identity.startOAuth(params.provider, redirectUri(params.provider));
          // The state is bound to this browser by a cookie: a state lifted from another browser fails.
          const binding = randomBytes(24).toString('base64url');
          await db
            .insertInto('oauth_states')
            .values({
              id: sha256(start.state),
              provider: params.provider,
              browser_hash: sha256(binding),
              secret: JSON.stringify({ ...start.secret, state: start.state }),
              redirect: body.redirect ?? null,
              expires_at: new Date(Date.now() + OAUTH_STATE_TTL_MS),
            })
            .execute();
          reply.setCookie(
            sessions.names.oauth,
            binding,
            sessions.cookieOptions(OAUTH_STATE_TTL_MS / 1000),
          );
          return { status: 200, body: { url: start.url } };
        } catch (error) {
          return identityFailure(error) as { status: 404; body: ErrorBody };
        }
      },
    },

    completeOAuth: {
      hooks: hooks(perIp(30, '15 minutes', 'oauth-callback')),
      handler: async ({ params, body, request, reply }) => {
        // Single use: the row is deleted by the request that finds it, whatever follows.
        const state = await db
          .deleteFrom('oauth_states')
          .where('id', '=', sha256(body.state))
          .returningAll()
          .executeTakeFirst();
        await db.deleteFrom('oauth_states').where('expires_at', '<', new Date()).execute();
        const binding = request.cookies[sessions.names.oauth];
        // Single use, whatever the outcome.
        if (binding !== undefined) sessions.clearCookie(reply, sessions.names.oauth);
        if (
          !state ||
          state.provider !== params.provider ||
          new Date(state.expires_at).getTime() <= Date.now() ||
          !binding ||
          sha256(binding) !== state.browser_hash
        )
          return fail(400, authMessages.oauthState, 'invalid_state');
        try {
          const signIn = await identity.completeOAuth(params.provider, {
            code: body.code,
            state: body.state,
            redirectUri: redirectUri(params.provider),
            secret: state.secret,
          });
          const signedIn = await completeSignIn(request, reply, signIn);
          return { status: 200, body: { ...signedIn, redirect: state.redirect } };
        } catch (error) {
          return identityFailure(error) as { status: 400 | 404; body: ErrorBody };
        }
      },
    },
  };
}
