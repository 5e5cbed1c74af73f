import { sql, type Kysely } from 'kysely';

// Analytics: what each user did (events, written in batches by the BFF) and, for older days,
// the same counted per day (event_days, filled by the daily rollup, which deletes the raw rows it
// counted). A user's report reads both. The kinds are listed in the contract (analyticsEventKinds).
const kinds = sql.raw(
  [
    'sign_in',
    'tool_viewed',
    'tool_rated',
    'comment_posted',
    'chat_message',
    'brain_created',
    'source_processed',
    'source_failed',
    'brain_searched',
    'agent_created',
    'agent_paused',
    'agent_asked',
    'team_joined',
  ]
    .map((kind) => `'${kind}'`)
    .join(', '),
);

const statements = [
  sql`create table events (
    id bigint generated always as identity primary key,
    user_id uuid not null references profiles (id) on delete cascade,
    kind text not null check (kind in (${kinds})),
    subject_id text,
    subject_name text,
    occurred_at timestamptz not null default now()
  )`,
  // A user's period, and their last actions.
  sql`create index events_user_time_idx on events (user_id, occurred_at desc)`,
  // The rollup takes the oldest rows first.
  sql`create index events_time_idx on events (occurred_at)`,
  // subject_id is '' for kinds without a subject, so that it can be part of the key.
  sql`create table event_days (
    user_id uuid not null references profiles (id) on delete cascade,
    day date not null,
    kind text not null check (kind in (${kinds})),
    subject_id text not null default '',
    subject_name text,
    count integer not null check (count > 0),
    primary key (user_id, day, kind, subject_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['event_days', 'events'])
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
}
