import { sql, type Kysely } from 'kysely';

// Sign-ups whose code the identity provider would not send for now (Supabase's hourly e-mail cap,
// ADR 046): the account is kept unconfirmed at the provider, and the address waits here, oldest
// first, until a job can have its code sent. `send_by` is what the person was told.
const statements = [
  sql`create table waiting_signup_codes (
    email text primary key,
    queued_at timestamptz not null default now(),
    send_by timestamptz not null
  )`,
  sql`create index waiting_signup_codes_queued_idx on waiting_signup_codes (queued_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists waiting_signup_codes`.execute(db);
}
