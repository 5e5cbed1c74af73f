import { sql, type Kysely } from 'kysely';

// Profiles are keyed by the identity provider's user id; tools carry one translation row per
// language (the spec's separate English and French tables, as rows of one table: ADR 003).
const statements = [
  sql`create table profiles (
    id uuid primary key,
    email text not null unique,
    full_name text,
    avatar_url text,
    role text not null default 'Free' check (role in ('Free', 'Pro', 'Admin')),
    account_type text check (account_type in ('professional', 'enterprise')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table tools (
    id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
    category text not null,
    logo_url text,
    url text not null,
    github_url text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table tool_translations (
    tool_id text not null references tools (id) on delete cascade,
    locale text not null check (locale in ('en', 'fr')),
    name text not null check (length(btrim(name)) > 0),
    description text not null,
    tags text[] not null default '{}',
    header_image text,
    introduction text,
    body text,
    conclusion text,
    seo_title text,
    seo_description text,
    seo_image text,
    primary key (tool_id, locale)
  )`,
  sql`create table ratings (
    id uuid primary key default gen_random_uuid(),
    tool_id text not null references tools (id) on delete cascade,
    user_id uuid not null references profiles (id) on delete cascade,
    rating smallint not null check (rating between 1 and 5),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (tool_id, user_id)
  )`,
  sql`create table comments (
    id uuid primary key default gen_random_uuid(),
    tool_id text not null references tools (id) on delete cascade,
    user_id uuid references profiles (id) on delete set null,
    content text not null check (length(btrim(content)) between 1 and 2000),
    created_at timestamptz not null default now()
  )`,
  sql`create index comments_tool_created_idx on comments (tool_id, created_at desc)`,
  sql`create index tool_translations_tags_idx on tool_translations using gin (tags)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['comments', 'ratings', 'tool_translations', 'tools', 'profiles']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
