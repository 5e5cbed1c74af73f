import type { IdentityProvider } from '../identity.ts';
import { outcome } from './gotrue-answers.ts';
import type { SupabaseContext } from './context.ts';

/** Accounts made from an invitation link (the admin area sends it). */
export function invitationOperations(
  context: SupabaseContext,
): Pick<IdentityProvider, 'inviteUserByEmail' | 'checkInvitation' | 'completeInvitation'> {
  const { admin, checkLink, completeWithLink, publicOrigin, otpExpirySeconds } = context;
  return {
    async inviteUserByEmail(email, { role }) {
      const { error } = await admin().inviteUserByEmail(email, {
        data: { role },
        redirectTo: `${publicOrigin}/invite`,
      });
      if (error) throw outcome('invitation', error, { email_exists: 'email_taken' });
      // GoTrue has one lifetime for every e-mailed link (`MAILER_OTP_EXP`).
      return { expiresAt: new Date(Date.now() + otpExpirySeconds * 1000) };
    },

    async checkInvitation(token) {
      return { email: (await checkLink('invite', token)).user.email };
    },

    completeInvitation(token, { fullName, password }) {
      return completeWithLink('invite', token, { password, data: { full_name: fullName } });
    },
  };
}
