import type { IdentityProvider, ProviderSession } from '../identity.ts';
import { ProviderTokens, signedIn, outcome, nothingToSend } from './gotrue-answers.ts';
import type { SupabaseContext } from './context.ts';

/** Signing in and out with a password, and resetting it by an e-mailed link. */
export function passwordOperations(
  context: SupabaseContext,
): Pick<
  IdentityProvider,
  | 'signInWithPassword'
  | 'signOut'
  | 'requestPasswordReset'
  | 'checkPasswordResetLink'
  | 'completePasswordReset'
> {
  const { userClient, endSession, resume, checkLink, completeWithLink, publicOrigin } = context;
  return {
    async signInWithPassword(email, password) {
      const { auth } = userClient();
      const { data, error } = await auth.signInWithPassword({ email, password });
      if (error)
        throw outcome('password sign-in', error, {
          invalid_credentials: 'invalid_credentials',
          email_not_confirmed: 'email_not_confirmed',
        });
      return signedIn(data.session, data.user);
    },

    async signOut(session: ProviderSession) {
      const tokens = ProviderTokens.safeParse(session);
      if (!tokens.success) return;
      const resumed = await resume(tokens.data, 'sign-out');
      if (resumed) await endSession(resumed.auth, 'sign-out');
    },

    async requestPasswordReset(email) {
      const { auth } = userClient();
      const { error } = await auth.resetPasswordForEmail(email, {
        redirectTo: `${publicOrigin}/reset-password`,
      });
      if (error && !nothingToSend(error)) throw outcome('password reset request', error);
    },

    async checkPasswordResetLink(token) {
      return { email: (await checkLink('recovery', token)).user.email };
    },

    completePasswordReset(token, password) {
      return completeWithLink('recovery', token, { password });
    },
  };
}
