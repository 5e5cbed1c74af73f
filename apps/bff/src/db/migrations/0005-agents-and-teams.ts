import { sql, type Kysely } from 'kysely';

// Teams (members with a role, invitations of addresses without an account) and agents (built on
// brains and connected tools). A brain or an agent belongs to at most one team; deleting the team
// gives them back to their owners.
const statements = [
  sql`create table teams (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    description text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table team_members (
    team_id uuid not null references teams (id) on delete cascade,
    user_id uuid not null references profiles (id) on delete cascade,
    role text not null check (role in ('owner', 'admin', 'member')),
    created_at timestamptz not null default now(),
    primary key (team_id, user_id)
  )`,
  sql`create index team_members_user_idx on team_members (user_id)`,
  // One owner a team.
  sql`create unique index team_members_owner_idx on team_members (team_id) where role = 'owner'`,
  sql`create table team_invitations (
    team_id uuid not null references teams (id) on delete cascade,
    email text not null,
    role text not null check (role in ('admin', 'member')),
    invited_by uuid references profiles (id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (team_id, email)
  )`,
  sql`create index team_invitations_email_idx on team_invitations (email)`,
  sql`update brains set type = 'personal' where type = 'team' and team_id is null`,
  sql`alter table brains add constraint brains_team_fk
    foreign key (team_id) references teams (id) on delete set null`,
  sql`create index brains_team_idx on brains (team_id) where team_id is not null`,
  sql`create table agents (
    id uuid primary key default gen_random_uuid(),
    owner_id uuid not null references profiles (id) on delete cascade,
    team_id uuid references teams (id) on delete set null,
    template_id text,
    name text not null,
    description text not null default '',
    category text not null,
    instructions text not null default '',
    language text not null check (language in ('en', 'fr')),
    status text not null default 'active' check (status in ('active', 'paused')),
    tools text[] not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index agents_owner_idx on agents (owner_id, updated_at desc)`,
  sql`create index agents_team_idx on agents (team_id) where team_id is not null`,
  sql`create table agent_brains (
    agent_id uuid not null references agents (id) on delete cascade,
    brain_id uuid not null references brains (id) on delete cascade,
    position integer not null default 0,
    primary key (agent_id, brain_id)
  )`,
  sql`create index agent_brains_brain_idx on agent_brains (brain_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brains drop constraint if exists brains_team_fk`.execute(db);
  for (const table of ['agent_brains', 'agents', 'team_invitations', 'team_members', 'teams'])
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
}
