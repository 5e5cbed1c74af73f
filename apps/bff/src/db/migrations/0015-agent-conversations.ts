import { sql, type Kysely } from 'kysely';

// Agents that answer (ADR 059): a person's conversations with an agent, each message with the
// passages it cites and the tokens it used (agents own both tables); and the tokens each person's
// answers used per agent and day, for their analytics (the analytics feature owns that table and
// fills it from the `agent.asked` event).
const statements = [
  sql`create table agent_conversations (
    id uuid primary key,
    agent_id uuid not null references agents (id) on delete cascade,
    user_id uuid not null references profiles (id) on delete cascade,
    title text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index agent_conversations_mine_idx
    on agent_conversations (agent_id, user_id, updated_at desc)`,
  sql`create table agent_messages (
    id uuid primary key default gen_random_uuid(),
    conversation_id uuid not null references agent_conversations (id) on delete cascade,
    position int not null,
    role text not null check (role in ('user', 'assistant')),
    content text not null,
    status text check (status in ('answered', 'nothing_found', 'unavailable')),
    citations jsonb not null default '[]',
    prompt_tokens int not null default 0,
    completion_tokens int not null default 0,
    usage_measured text not null default 'none'
      check (usage_measured in ('provider', 'estimated', 'none')),
    created_at timestamptz not null default now(),
    unique (conversation_id, position)
  )`,
  sql`create table agent_token_days (
    user_id uuid not null,
    agent_id uuid not null,
    agent_name text not null,
    day date not null,
    answers int not null default 0,
    prompt_tokens bigint not null default 0,
    completion_tokens bigint not null default 0,
    primary key (user_id, day, agent_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists agent_token_days`.execute(db);
  await sql`drop table if exists agent_messages`.execute(db);
  await sql`drop table if exists agent_conversations`.execute(db);
}
