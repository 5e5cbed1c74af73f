import { sql, type Kysely } from 'kysely';

// Accounts. `auth_*` tables belong to the embedded identity provider (with Supabase, GoTrue keeps
// its own); sessions, OAuth states and grants are the BFF's, whichever provider is configured.
const statements = [
  sql`create table auth_users (
    id uuid primary key default gen_random_uuid(),
    email text not null,
    password_hash text,
    email_confirmed_at timestamptz,
    full_name text,
    role text check (role in ('Free', 'Pro', 'Admin')),
    account_type text check (account_type in ('professional', 'enterprise')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index auth_users_email_idx on auth_users (lower(email))`,
  sql`create table auth_identities (
    provider text not null,
    subject text not null,
    user_id uuid not null references auth_users (id) on delete cascade,
    email text,
    created_at timestamptz not null default now(),
    primary key (provider, subject)
  )`,
  // One row per e-mailed code or link. Only hashes are stored; a code allows a few attempts.
  sql`create table one_time_tokens (
    id uuid primary key default gen_random_uuid(),
    purpose text not null check (purpose in ('signup', 'recovery', 'invite', 'email_change')),
    email text not null,
    user_id uuid references auth_users (id) on delete cascade,
    code_hash text,
    link_hash text not null unique,
    attempts integer not null default 0,
    data jsonb not null default '{}',
    expires_at timestamptz not null,
    consumed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index one_time_tokens_email_idx on one_time_tokens (lower(email), purpose, created_at desc)`,
  // The id is the SHA-256 of the cookie's value: a copy of this table opens no session.
  sql`create table sessions (
    id text primary key,
    user_id uuid not null references profiles (id) on delete cascade,
    provider_session jsonb,
    user_agent text,
    ip text,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  sql`create index sessions_user_idx on sessions (user_id)`,
  sql`create table oauth_states (
    id text primary key,
    provider text not null,
    browser_hash text not null,
    secret jsonb not null,
    redirect text,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  // Short-lived values an identity adapter keeps between two requests (a verified link's session).
  sql`create table identity_grants (
    key text primary key,
    value jsonb not null,
    expires_at timestamptz not null
  )`,
  sql`create table avatars (
    user_id uuid primary key references profiles (id) on delete cascade,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
    data bytea not null,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'avatars',
    'identity_grants',
    'oauth_states',
    'sessions',
    'one_time_tokens',
    'auth_identities',
    'auth_users',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
