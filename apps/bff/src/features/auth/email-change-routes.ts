import type { ErrorBody } from '@app/contracts';
import { upsertProfile } from '../../services/accounts/accounts.ts';
import { IdentityError } from '../../services/identity/identity.ts';
import { authMessages, fail, identityFailure } from './auth-answers.ts';
import type { AuthRoutes, AuthRoutesContext } from './auth-routes.ts';

/** A signed-in person's new e-mail address, confirmed from its link. */
export function emailChangeRoutes({
  deps,
  completeSignIn,
  limits,
}: AuthRoutesContext): Pick<AuthRoutes, 'requestEmailChange' | 'confirmEmailChange'> {
  const { db, identity, sessions } = deps;
  const { hooks, perIp } = limits;
  return {
    requestEmailChange: {
      hooks: hooks(perIp(20, '1 hour', 'email-change')),
      handler: async ({ body, request, reply }) => {
        const session = await sessions.get(request);
        if (!session) return fail(401, authMessages.noSession, 'unauthenticated');
        if (body.newEmail === session.user.email.toLowerCase())
          return fail(400, authMessages.sameEmail, 'same_email');
        try {
          await identity.requestEmailChange(
            session.user.id,
            session.providerSession,
            body.newEmail,
            body.locale,
          );
          return { status: 202, body: { status: 'accepted' as const } };
        } catch (error) {
          // The provider ended its session by itself: signed out here too, as the spec's flow.
          if (error instanceof IdentityError && error.code === 'session_ended')
            await sessions.end(request, reply);
          return identityFailure(error) as { status: 400 | 401 | 409; body: ErrorBody };
        }
      },
    },

    confirmEmailChange: {
      hooks: hooks(perIp(30, '15 minutes', 'email-change-confirm')),
      handler: async ({ body, request, reply }) => {
        try {
          const confirmation = await identity.confirmEmailChange(body.token);
          // This link counted; the other address's link finishes the change.
          if (confirmation.status === 'other_address_pending')
            return { status: 202, body: { status: 'confirm_other_address' as const } };
          const { signIn } = confirmation;
          await upsertProfile(db, signIn.user);
          // The old address no longer opens anything: every other session ends.
          await sessions.endAllForUser(signIn.user.id);
          return { status: 200, body: await completeSignIn(request, reply, signIn) };
        } catch (error) {
          return identityFailure(error) as { status: 400 | 409; body: ErrorBody };
        }
      },
    },
  };
}
