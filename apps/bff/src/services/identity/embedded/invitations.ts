import type { Role } from '@app/contracts';
import { IdentityError, type IdentityProvider } from '../identity.ts';
import { accountMail } from '../../mail/account-mail.ts';
import {
  type AccountStore,
  INVITE_TTL_DAYS,
  minutesFromNow,
  newPasswordHash,
} from './account-store.ts';

/** Accounts made from an invitation link (the admin area sends it). */
export function invitationOperations(
  store: AccountStore,
): Pick<IdentityProvider, 'inviteUserByEmail' | 'checkInvitation' | 'completeInvitation'> {
  const { db, mailer, publicOrigin, findUser, issueToken, liveLink, consume } = store;
  return {
    async inviteUserByEmail(email, { role, locale }) {
      const existing = await findUser(email);
      if (existing?.email_confirmed_at)
        throw new IdentityError('email_taken', 'This address already has an account');
      const { link } = await issueToken({
        purpose: 'invite',
        email,
        userId: existing?.id ?? null,
        withCode: false,
        ttlMinutes: INVITE_TTL_DAYS * 24 * 60,
        data: { role },
      });
      await mailer.send(
        accountMail('invite', locale, email, {
          origin: publicOrigin,
          link: `${publicOrigin}/invite?token=${link}`,
        }),
      );
      return { expiresAt: minutesFromNow(INVITE_TTL_DAYS * 24 * 60) };
    },

    async checkInvitation(token) {
      const row = await liveLink('invite', token);
      const existing = await findUser(row.email);
      if (existing?.email_confirmed_at)
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      return { email: row.email };
    },

    async completeInvitation(token, { fullName, password }) {
      const row = await liveLink('invite', token);
      const passwordHash = await newPasswordHash(password);
      const existing = await findUser(row.email);
      if (existing?.email_confirmed_at || !(await consume(row.id)))
        throw new IdentityError('invalid_link', 'Invalid or expired link');
      const role = ((row.data as { role?: Role }).role ?? 'Free') as Role;
      const values = {
        full_name: fullName,
        password_hash: passwordHash,
        email_confirmed_at: new Date(),
        role,
        updated_at: new Date(),
      };
      const user = existing
        ? await db
            .updateTable('auth_users')
            .set(values)
            .where('id', '=', existing.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        : await db
            .insertInto('auth_users')
            .values({ email: row.email, ...values })
            .returning('id')
            .executeTakeFirstOrThrow();
      return { userId: user.id };
    },
  };
}
