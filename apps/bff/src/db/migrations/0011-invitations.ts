import { sql, type Kysely } from 'kysely';

// Invitations to a brain or a team, accepted by the person invited (ADR 048). Nobody joins a team
// or gets a brain shared without saying yes: the sender only ever sees the address, and the
// person joins when, signed in with that address, they accept. A row is one invitation of one
// address to one brain or one team (inviting again renews it); its link's token is kept as a
// SHA-256 digest, and the row goes once it is accepted, declined or withdrawn.
//
// The team invitations of addresses that had no account (joined at the account's first sign-in)
// become invitations of the new kind, waiting for an answer for seven days from now; their
// tokens are random and sent to nobody: the person accepts them in the product.
const statements = [
  sql`create table invitations (
    id uuid primary key default gen_random_uuid(),
    brain_id uuid references brains (id) on delete cascade,
    team_id uuid references teams (id) on delete cascade,
    email text not null check (email = lower(email)),
    role text not null,
    invited_by uuid references profiles (id) on delete set null,
    token_hash text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    constraint invitations_one_target check ((brain_id is null) <> (team_id is null)),
    constraint invitations_role check (
      case when brain_id is not null then role in ('viewer', 'editor')
      else role in ('admin', 'member') end
    )
  )`,
  sql`create unique index invitations_token_idx on invitations (token_hash)`,
  // One invitation an address and a target; a null target column never conflicts.
  sql`create unique index invitations_brain_email_idx on invitations (brain_id, email)`,
  sql`create unique index invitations_team_email_idx on invitations (team_id, email)`,
  sql`create index invitations_email_idx on invitations (email)`,
  sql`insert into invitations (team_id, email, role, invited_by, token_hash, created_at, expires_at)
    select team_id, lower(email), role, invited_by,
      encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'), created_at,
      now() + interval '7 days'
    from team_invitations
    on conflict (team_id, email) do nothing`,
  sql`drop table team_invitations`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create table team_invitations (
    team_id uuid not null references teams (id) on delete cascade,
    email text not null,
    role text not null check (role in ('admin', 'member')),
    invited_by uuid references profiles (id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (team_id, email)
  )`.execute(db);
  await sql`create index team_invitations_email_idx on team_invitations (email)`.execute(db);
  await sql`insert into team_invitations (team_id, email, role, invited_by, created_at)
    select team_id, email, role, invited_by, created_at from invitations
    where team_id is not null`.execute(db);
  await sql`drop table invitations`.execute(db);
}
