import { sql, type Kysely } from 'kysely';

// The invitations an Admin sent from the admin area and that nobody has completed yet: the admin
// list shows them as "invited", and completing one makes the account's profile at once, with the
// role it was invited with (before, the profile waited for the first sign-in, and the person was
// missing from the list until then). One row an address: inviting again replaces it.
const statements = [
  sql`create table account_invitations (
    id uuid primary key default gen_random_uuid(),
    email text not null,
    role text not null check (role in ('Free', 'Pro', 'Admin')),
    invited_by uuid,
    invited_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  sql`create unique index account_invitations_email_idx on account_invitations (lower(email))`,
  sql`create index account_invitations_invited_idx on account_invitations (invited_at desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists account_invitations`.execute(db);
}
