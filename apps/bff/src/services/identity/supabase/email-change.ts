import { IdentityError, type EmailChangeCheck, type IdentityProvider } from '../identity.ts';
import { ProviderTokens, isPending, failure, outcome } from './gotrue-answers.ts';
import type { SupabaseContext } from './context.ts';

/** A new e-mail address: secure e-mail change asks for both addresses' links. */
export function emailChangeOperations(
  context: SupabaseContext,
): Pick<IdentityProvider, 'requestEmailChange' | 'checkEmailChange' | 'confirmEmailChange'> {
  const { resume, openLink, spendLink, publicOrigin } = context;
  return {
    async requestEmailChange(userId, session, newEmail) {
      const tokens = ProviderTokens.safeParse(session);
      if (!tokens.success) throw failure('e-mail change', 'no Supabase session for this user');
      const resumed = await resume(tokens.data, 'e-mail change');
      // The project ended the session by itself (time-box, inactivity, one session per user).
      if (!resumed) throw new IdentityError('session_ended');
      if (resumed.user.id !== userId)
        throw failure('e-mail change', 'the session belongs to another user');
      const { error } = await resumed.auth.updateUser(
        { email: newEmail },
        { emailRedirectTo: `${publicOrigin}/email-change` },
      );
      if (error) throw outcome('e-mail change', error, { email_exists: 'email_taken' });
    },

    async checkEmailChange(token): Promise<EmailChangeCheck> {
      const held = await openLink('email_change', token, true);
      return isPending(held)
        ? { status: 'other_address_pending' }
        : { status: 'ready', email: held.user.email };
    },

    async confirmEmailChange(token) {
      // The session GoTrue opened for the link is the sign-in: it is handed over, not ended.
      const done = await spendLink('email_change', token, async (grant) => ({
        user: grant.user,
        providerSession: {
          access_token: grant.access_token,
          refresh_token: grant.refresh_token,
          ...(grant.expires_at !== undefined && { expires_at: grant.expires_at }),
        },
      }));
      return isPending(done)
        ? { status: 'other_address_pending' }
        : { status: 'changed', signIn: done };
    },
  };
}
