import type { IdentityProvider } from '../identity.ts';
import { type AccountStore, lower, newPasswordHash, toIdentityUser } from './account-store.ts';

/**
 * What the BFF itself asks of accounts: the name it keeps in step, and accounts made ready
 * (seeding, tests).
 */
export function adminOperations(
  store: AccountStore,
): Pick<IdentityProvider, 'updateUser' | 'createConfirmedUser'> {
  const { db, findUser } = store;
  return {
    async updateUser(userId, _session, changes) {
      if (changes.fullName === undefined) return;
      await db
        .updateTable('auth_users')
        .set({ full_name: changes.fullName, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
    },

    async createConfirmedUser(input) {
      const existing = await findUser(input.email);
      if (existing) return toIdentityUser(existing);
      const row = await db
        .insertInto('auth_users')
        .values({
          email: lower(input.email),
          password_hash: await newPasswordHash(input.password),
          email_confirmed_at: new Date(),
          full_name: input.fullName,
          role: input.role,
          account_type: input.accountType,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toIdentityUser(row);
    },
  };
}
