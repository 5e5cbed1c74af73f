import { sql, type Kysely } from 'kysely';

// Brains: knowledge bases filled with sources (files or pasted text), read by durable jobs into
// chunks indexed for full-text search in each source's language. The job queue (pg-boss) keeps
// its own tables in the `pgboss` schema, which it creates and migrates itself at start.
const statements = [
  sql`create table brains (
    id uuid primary key default gen_random_uuid(),
    owner_id uuid not null references profiles (id) on delete cascade,
    team_id uuid,
    name text not null,
    description text not null default '',
    type text not null check (type in ('personal', 'team', 'shared')),
    visibility text not null check (visibility in ('private', 'public')),
    status text not null default 'pending'
      check (status in ('pending', 'processing', 'ready', 'error')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index brains_owner_idx on brains (owner_id, updated_at desc)`,
  sql`create index brains_public_idx on brains (updated_at desc) where visibility = 'public'`,
  sql`create table brain_shares (
    brain_id uuid not null references brains (id) on delete cascade,
    user_id uuid not null references profiles (id) on delete cascade,
    role text not null check (role in ('viewer', 'editor')),
    created_at timestamptz not null default now(),
    primary key (brain_id, user_id)
  )`,
  sql`create index brain_shares_user_idx on brain_shares (user_id)`,
  // The original file (or text) is kept: a retry reads it again.
  sql`create table brain_sources (
    id uuid primary key default gen_random_uuid(),
    brain_id uuid not null references brains (id) on delete cascade,
    name text not null,
    kind text not null check (kind in ('text', 'markdown', 'pdf', 'docx')),
    size_bytes integer not null check (size_bytes >= 0),
    content bytea not null,
    status text not null default 'pending'
      check (status in ('pending', 'processing', 'ready', 'error')),
    progress integer not null default 0 check (progress between 0 and 100),
    error_code text,
    language text check (language in ('en', 'fr', 'other')),
    chunk_count integer not null default 0,
    attempts integer not null default 0,
    added_by uuid references profiles (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index brain_sources_brain_idx on brain_sources (brain_id, created_at)`,
  // One row a passage. The tsvector is built with the source's language, and searched with it.
  sql`create table brain_chunks (
    id bigint generated always as identity primary key,
    brain_id uuid not null references brains (id) on delete cascade,
    source_id uuid not null references brain_sources (id) on delete cascade,
    chunk_index integer not null,
    content text not null,
    config regconfig not null,
    tsv tsvector not null,
    unique (source_id, chunk_index)
  )`,
  sql`create index brain_chunks_brain_idx on brain_chunks (brain_id)`,
  sql`create index brain_chunks_tsv_idx on brain_chunks using gin (tsv)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['brain_chunks', 'brain_sources', 'brain_shares', 'brains'])
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
}
