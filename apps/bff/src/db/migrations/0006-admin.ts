import { sql, type Kysely } from 'kysely';

// The admin area: a user's status, enterprise clients, the inquiries' status, hidden comments,
// French texts that fall back to English field by field, and the audit log. Every list an
// admin pages through has an index in its sort order, so a page is a keyset range read.
const statements = [
  sql`alter table profiles add column disabled_at timestamptz`,
  sql`create index profiles_created_idx on profiles (created_at desc, id desc)`,
  sql`create index profiles_role_created_idx on profiles (role, created_at desc, id desc)`,
  sql`create index profiles_email_idx on profiles (email, id)`,
  sql`create index profiles_role_email_idx on profiles (role, email, id)`,
  sql`create index profiles_email_prefix_idx on profiles (lower(email) text_pattern_ops)`,
  sql`create index profiles_name_prefix_idx on profiles (lower(full_name) text_pattern_ops)`,
  sql`create index profiles_disabled_idx on profiles (disabled_at) where disabled_at is not null`,

  sql`create table clients (
    id uuid primary key default gen_random_uuid(),
    name text not null check (length(btrim(name)) > 0),
    plan text not null check (plan in ('starter', 'professional', 'custom')),
    seats integer not null check (seats > 0),
    contact_name text not null,
    contact_email text not null,
    status text not null default 'active' check (status in ('active', 'archived')),
    notes text not null default '',
    inquiry_id uuid unique references inquiries (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index clients_created_idx on clients (created_at desc, id desc)`,
  sql`create index clients_name_prefix_idx on clients (lower(name) text_pattern_ops)`,

  sql`alter table inquiries add column status text not null default 'new'
    check (status in ('new', 'contacted', 'converted', 'closed'))`,
  sql`create index inquiries_status_created_idx on inquiries (status, created_at desc, id desc)`,

  sql`alter table comments add column hidden_at timestamptz`,
  sql`alter table comments add column hidden_reason text`,
  sql`create index comments_created_idx on comments (created_at desc, id desc)`,

  // A French row may leave its name and description empty: English shows instead.
  sql`alter table tool_translations alter column name drop not null`,
  sql`alter table tool_translations alter column description drop not null`,
  sql`alter table tool_translations add constraint tool_translations_english_complete
    check (locale <> 'en' or (name is not null and description is not null))`,

  // Who did what to what, from where, when. No foreign keys: the history outlives its subjects.
  sql`create table audit_log (
    id bigint generated always as identity primary key,
    at timestamptz not null default now(),
    actor_id uuid,
    actor_email text,
    action text not null,
    target_type text,
    target_id text,
    target_label text not null default '',
    ip text,
    details jsonb not null default '{}'
  )`,
  sql`create index audit_log_at_idx on audit_log (at desc, id desc)`,
  sql`create index audit_log_action_at_idx on audit_log (action, at desc, id desc)`,
  sql`create index audit_log_actor_at_idx on audit_log (lower(actor_email), at desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists audit_log`.execute(db);
  await sql`drop table if exists clients`.execute(db);
  await sql`alter table tool_translations drop constraint if exists tool_translations_english_complete`.execute(
    db,
  );
  await sql`alter table comments drop column if exists hidden_at, drop column if exists hidden_reason`.execute(
    db,
  );
  await sql`alter table inquiries drop column if exists status`.execute(db);
  await sql`alter table profiles drop column if exists disabled_at`.execute(db);
}
