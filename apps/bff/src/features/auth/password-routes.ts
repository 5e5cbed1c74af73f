import type { ErrorBody } from '@app/contracts';
import { recordAudit } from '../../services/audit/audit-log.ts';
import { IdentityError } from '../../services/identity/identity.ts';
import { identityFailure } from './auth-answers.ts';
import type { AuthRoutes, AuthRoutesContext } from './auth-routes.ts';

/** Signing in and out with a password, and resetting it. */
export function passwordRoutes({
  deps,
  completeSignIn,
  limits,
}: AuthRoutesContext): Pick<
  AuthRoutes,
  'login' | 'logout' | 'requestPasswordReset' | 'completePasswordReset'
> {
  const { db, identity, sessions, agent } = deps;
  const { hooks, perIp, perAccount } = limits;
  return {
    login: {
      hooks: hooks(perIp(100, '15 minutes', 'login'), perAccount(10, '15 minutes', 'login')),
      handler: async ({ body, request, reply }) => {
        try {
          const signIn = await identity.signInWithPassword(body.email, body.password);
          return {
            status: 200,
            body: await completeSignIn(request, reply, signIn, body.password),
          };
        } catch (error) {
          if (error instanceof IdentityError && error.code !== 'account_disabled')
            await recordAudit(
              db,
              { id: null, email: body.email, ip: request.ip },
              { action: 'auth.sign_in_failed', details: { reason: error.code } },
            );
          return identityFailure(error) as { status: 401 | 403; body: ErrorBody };
        }
      },
    },

    logout: async ({ request, reply }) => {
      const session = await sessions.get(request);
      const agentToken = sessions.agentToken(request);
      // Each party is told; none of them failing keeps the browser signed in.
      await Promise.allSettled([
        agentToken && agent.client ? agent.client.logout(agentToken) : undefined,
        session ? identity.signOut(session.providerSession) : undefined,
      ]);
      await sessions.end(request, reply);
      if (session)
        await recordAudit(
          db,
          { id: session.user.id, email: session.user.email, ip: request.ip },
          { action: 'auth.sign_out' },
        );
      return { status: 204, body: undefined };
    },

    requestPasswordReset: {
      hooks: hooks(perIp(20, '1 hour', 'reset'), perAccount(3, '15 minutes', 'reset')),
      handler: async ({ body }) => {
        try {
          await identity.requestPasswordReset(body.email, body.locale);
          return { status: 202, body: { status: 'accepted' as const } };
        } catch (error) {
          return identityFailure(error) as { status: 400; body: ErrorBody };
        }
      },
    },

    completePasswordReset: {
      hooks: hooks(perIp(30, '15 minutes', 'reset-complete')),
      handler: async ({ body }) => {
        try {
          const { userId } = await identity.completePasswordReset(body.token, body.password);
          // A new password ends every session: a stolen cookie dies with the old password.
          await sessions.endAllForUser(userId);
          return { status: 200, body: { status: 'accepted' as const } };
        } catch (error) {
          return identityFailure(error) as { status: 400; body: ErrorBody };
        }
      },
    },
  };
}
