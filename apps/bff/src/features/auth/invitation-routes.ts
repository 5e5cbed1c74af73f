import type { ErrorBody } from '@app/contracts';
import { profileFromInvitation } from '../../services/accounts/accounts.ts';
import { identityFailure } from './auth-answers.ts';
import type { AuthRoutes, AuthRoutesContext } from './auth-routes.ts';

/** An account made from the admin area's invitation. */
export function invitationRoutes({
  deps,
  limits,
}: AuthRoutesContext): Pick<AuthRoutes, 'verifyInvitation' | 'completeInvitation'> {
  const { db, identity } = deps;
  const { hooks, perIp } = limits;
  return {
    verifyInvitation: {
      hooks: hooks(perIp(30, '15 minutes', 'invite-verify')),
      handler: async ({ body }) => {
        try {
          return { status: 200, body: await identity.checkInvitation(body.token) };
        } catch (error) {
          return identityFailure(error) as { status: 400; body: ErrorBody };
        }
      },
    },

    completeInvitation: {
      hooks: hooks(perIp(30, '15 minutes', 'invite-complete')),
      handler: async ({ body, request }) => {
        try {
          const { email } = await identity.checkInvitation(body.token);
          const { userId } = await identity.completeInvitation(body.token, body);
          // The account exists from now on: so does its profile (the admin list shows it). The
          // account is made either way; should the profile fail, the first sign-in makes it.
          await profileFromInvitation(db, { id: userId, email, fullName: body.fullName }).catch(
            (error: unknown) =>
              request.log.error({ err: error }, 'profile not made when the invitation completed'),
          );
          return { status: 201, body: { status: 'accepted' as const } };
        } catch (error) {
          return identityFailure(error) as { status: 400; body: ErrorBody };
        }
      },
    },
  };
}
