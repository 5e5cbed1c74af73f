import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { IdentityProvider } from '../../services/identity/identity.ts';
import { upsertProfile } from '../../services/accounts/accounts.ts';

/** One account per role, for trying the product. Never created in production unless asked. */
export const demoAccounts = [
  {
    email: 'admin@agentia.example',
    password: 'Admin-demo-2026',
    fullName: 'Alex Martin',
    role: 'Admin',
    accountType: 'enterprise',
  },
  {
    email: 'pro@agentia.example',
    password: 'Pro-demo-2026',
    fullName: 'Camille Durand',
    role: 'Pro',
    accountType: 'professional',
  },
  {
    email: 'free@agentia.example',
    password: 'Free-demo-2026',
    fullName: 'Sam Lee',
    role: 'Free',
    accountType: 'professional',
  },
] as const;

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
