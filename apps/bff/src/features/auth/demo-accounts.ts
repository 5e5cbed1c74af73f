import { demoAccounts } from '@app/content/demo-accounts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { IdentityProvider } from '../../services/identity/identity.ts';
import { upsertProfile } from '../../services/accounts/accounts.ts';

export async function seedDemoAccounts({
  identity,
  db,
}: {
  identity: IdentityProvider;
  db: Kysely<DB>;
}) {
  for (const account of demoAccounts) {
    const user = await identity.createConfirmedUser(account);
    const profile = await upsertProfile(db, user);
    // The demo role holds even if the account existed with another one.
    if (profile.role !== account.role)
      await db
        .updateTable('profiles')
        .set({ role: account.role })
        .where('id', '=', profile.id)
        .execute();
  }
  return demoAccounts.map(({ email, password, role }) => ({ email, password, role }));
}
