import { IdentityError, type IdentityProvider } from '../identity.ts';
import { accountMail } from '../../mail/account-mail.ts';
import { type AccountStore, CODE_TTL_MINUTES } from './account-store.ts';

/** A new e-mail address, confirmed by the link sent to it. */
export function emailChangeOperations(
  store: AccountStore,
): Pick<IdentityProvider, 'requestEmailChange' | 'checkEmailChange' | 'confirmEmailChange'> {
  const { db, mailer, publicOrigin, findUser, signedIn, issueToken, liveLink, consume } = store;
  return {
    async requestEmailChange(userId, _session, newEmail, locale) {
      const taken = await findUser(newEmail);
      if (taken && taken.id !== userId)
        throw new IdentityError('email_taken', 'This address already has an account');
      const { link } = await issueToken({
        purpose: 'email_change',
        email: newEmail,
        userId,
        withCode: false,
        ttlMinutes: CODE_TTL_MINUTES,
      });
      await mailer.send(
        accountMail('emailChange', locale, newEmail, {
          origin: publicOrigin,
          email: newEmail,
          link: `${publicOrigin}/email-change?token=${link}`,
        }),
      );
    },

    async checkEmailChange(token) {
      const row = await liveLink('email_change', token);
      return { status: 'ready', email: row.email };
    },

    async confirmEmailChange(token) {
      const row = await liveLink('email_change', token);
      const taken = await findUser(row.email);
      if (taken && taken.id !== row.user_id)
        throw new IdentityError('email_taken', 'This address already has an account');
      if (!row.user_id || !(await consume(row.id)))
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      const user = await db
        .updateTable('auth_users')
        .set({ email: row.email, updated_at: new Date() })
        .where('id', '=', row.user_id)
        .returningAll()
        .executeTakeFirst();
      if (!user) throw new IdentityError('invalid_link', 'Invalid or expired link');
      // One link, to the new address: it finishes the change.
      return { status: 'changed', signIn: signedIn(user) };
    },
  };
}
