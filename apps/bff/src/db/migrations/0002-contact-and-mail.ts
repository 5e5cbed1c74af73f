import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table inquiries (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    email text not null,
    company text,
    phone text,
    inquiry_type text not null check (inquiry_type in ('general', 'enterprise')),
    message text not null,
    locale text not null check (locale in ('en', 'fr')),
    created_at timestamptz not null default now()
  )`,
  sql`create index inquiries_created_idx on inquiries (created_at desc)`,
  // The development mailbox: e-mails the BFF would have sent, when no SMTP server is configured.
  sql`create table dev_mail (
    id uuid primary key default gen_random_uuid(),
    "to" text not null,
    subject text not null,
    text text not null,
    sent_at timestamptz not null default now()
  )`,
  sql`create index dev_mail_to_idx on dev_mail (lower("to"), sent_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dev_mail`.execute(db);
  await sql`drop table if exists inquiries`.execute(db);
}
