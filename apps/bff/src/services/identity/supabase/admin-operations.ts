import type { IdentityProvider } from '../identity.ts';
import { toIdentityUser, failure, refused, gotrueCode } from './gotrue-answers.ts';
import type { SupabaseContext } from './context.ts';

/**
 * What the BFF itself asks of accounts with the service role: the name kept in step, and accounts
 * made ready (seeding, tests).
 */
export function adminOperations(
  context: SupabaseContext,
): Pick<IdentityProvider, 'updateUser' | 'createConfirmedUser'> {
  const { admin, findUserByEmail } = context;
  return {
    async updateUser(userId, _session, changes) {
      if (changes.fullName === undefined) return;
      const { error } = await admin().updateUserById(userId, {
        user_metadata: { full_name: changes.fullName },
      });
      if (error) throw failure('profile update', error);
    },

    async createConfirmedUser(input) {
      const { data, error } = await admin().createUser({
        email: input.email,
        password: input.password,
        email_confirm: true,
        user_metadata: {
          full_name: input.fullName,
          role: input.role,
          account_type: input.accountType,
        },
      });
      if (!error) return toIdentityUser(data.user);
      if (!refused(error) || gotrueCode(error) !== 'email_exists')
        throw failure('user creation', error);
      const existing = await findUserByEmail(input.email);
      if (!existing) throw failure('user creation', `${input.email} exists but cannot be found`);
      return toIdentityUser(existing);
    },
  };
}
