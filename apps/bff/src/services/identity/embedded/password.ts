import { IdentityError, type IdentityProvider } from '../identity.ts';
import { accountMail } from '../../mail/account-mail.ts';
import { decoyHash, verifyPassword } from '../passwords.ts';
import { type AccountStore, CODE_TTL_MINUTES, newPasswordHash } from './account-store.ts';

/** Signing in with a password, and resetting it by an e-mailed link. */
export function passwordOperations(
  store: AccountStore,
): Pick<
  IdentityProvider,
  | 'signInWithPassword'
  | 'signOut'
  | 'requestPasswordReset'
  | 'checkPasswordResetLink'
  | 'completePasswordReset'
> {
  const {
    db,
    mailer,
    publicOrigin,
    findUser,
    signedIn,
    issueToken,
    liveLink,
    consume,
    pendingRegistrations,
  } = store;
  return {
    async signInWithPassword(email, password) {
      const user = await findUser(email);
      if (!user) {
        await verifyPassword(password, await decoyHash());
        throw new IdentityError('invalid_credentials');
      }
      if (!user.email_confirmed_at) {
        // Only a person who chose one of the waiting passwords learns the address awaits its code.
        for (const { passwordHash } of await pendingRegistrations(email, false))
          if (await verifyPassword(password, passwordHash))
            throw new IdentityError('email_not_confirmed');
        throw new IdentityError('invalid_credentials');
      }
      const ok = await verifyPassword(password, user.password_hash ?? (await decoyHash()));
      if (!ok || !user.password_hash) throw new IdentityError('invalid_credentials');
      return signedIn(user);
    },

    async signOut() {
      // Embedded sessions live only in the BFF's sessions table, which the caller ends.
    },

    async requestPasswordReset(email, locale) {
      const user = await findUser(email);
      if (!user) return;
      const { link } = await issueToken({
        purpose: 'recovery',
        email: user.email,
        userId: user.id,
        withCode: false,
        ttlMinutes: CODE_TTL_MINUTES,
      });
      await mailer.send(
        accountMail('recovery', locale, user.email, {
          origin: publicOrigin,
          link: `${publicOrigin}/reset-password?token=${link}`,
        }),
      );
    },

    async checkPasswordResetLink(token) {
      const row = await liveLink('recovery', token);
      return { email: row.email };
    },

    async completePasswordReset(token, password) {
      const row = await liveLink('recovery', token);
      const passwordHash = await newPasswordHash(password);
      if (!row.user_id || !(await consume(row.id)))
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      // Following the e-mailed link proves the address, so it also confirms it.
      await db
        .updateTable('auth_users')
        .set((eb) => ({
          password_hash: passwordHash,
          email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(new Date())),
          updated_at: new Date(),
        }))
        .where('id', '=', row.user_id)
        .execute();
      return { userId: row.user_id };
    },
  };
}
