import type {
  AgentStatus,
  BrainStatus,
  MemberRole,
  TeamDetail,
  TeamMember,
  TeamRole,
  TeamSummary,
} from '@app/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { InvitationsForTeams } from './teams-ports.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What a team shares: its brains and its agents (each in at most one team). */
export type TeamItemKind = 'brains' | 'agents';

/** The statements of teams and their members; a team's brains and agents are read here only. */
export function createTeamQueries(
  db: Kysely<DB>,
  invitations: Pick<InvitationsForTeams, 'pending'>,
) {
  /** Teams with their counts and the caller's role (members only). */
  const summaries = (userId: string) =>
    db
      .selectFrom('teams')
      .innerJoin('team_members as me', (join) =>
        join.onRef('me.team_id', '=', 'teams.id').on('me.user_id', '=', userId),
      )
      .select([
        'teams.id',
        'teams.name',
        'teams.description',
        'teams.created_at',
        'me.role',
        sql<number>`(select count(*)::int from team_members m where m.team_id = teams.id)`.as(
          'member_count',
        ),
        sql<number>`(select count(*)::int from brains b where b.team_id = teams.id)`.as(
          'brain_count',
        ),
        sql<number>`(select count(*)::int from agents a where a.team_id = teams.id)`.as(
          'agent_count',
        ),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;
  const toSummary = (row: Row): TeamSummary => ({
    id: row.id,
    name: row.name,
    description: row.description,
    myRole: row.role,
    memberCount: Number(row.member_count),
    brainCount: Number(row.brain_count),
    agentCount: Number(row.agent_count),
    createdAt: iso(row.created_at),
  });

  const queries = {
    async list(userId: string): Promise<TeamSummary[]> {
      const rows = await summaries(userId).orderBy('teams.name').orderBy('teams.id').execute();
      return rows.map(toSummary);
    },

    async members(teamId: string): Promise<TeamMember[]> {
      const rows = await db
        .selectFrom('team_members')
        .innerJoin('profiles', 'profiles.id', 'team_members.user_id')
        .select([
          'profiles.id',
          'profiles.full_name',
          'profiles.email',
          'team_members.role',
          'team_members.created_at',
        ])
        .where('team_members.team_id', '=', teamId)
        .orderBy(sql`case team_members.role when 'owner' then 0 when 'admin' then 1 else 2 end`)
        .orderBy('team_members.created_at')
        .execute();
      return rows.map((row) => ({
        user: { id: row.id, fullName: row.full_name, email: row.email },
        role: row.role,
        joinedAt: iso(row.created_at),
      }));
    },

    async member(teamId: string, userId: string) {
      return (await queries.members(teamId)).find((member) => member.user.id === userId) ?? null;
    },

    /** The team's brains or agents, with their owners. */
    async items<Status extends string>(kind: TeamItemKind, teamId: string) {
      const { rows } = await sql<{
        id: string;
        name: string;
        status: Status;
        owner_id: string;
        full_name: string | null;
      }>`select t.id, t.name, t.status, p.id as owner_id, p.full_name
        from ${sql.table(kind)} t join profiles p on p.id = t.owner_id
        where t.team_id = ${teamId} order by t.name, t.id`.execute(db);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        status: row.status,
        owner: { id: row.owner_id, fullName: row.full_name },
      }));
    },

    brains: (teamId: string) => queries.items<BrainStatus>('brains', teamId),
    agents: (teamId: string) => queries.items<AgentStatus>('agents', teamId),

    async detail(teamId: string, userId: string): Promise<TeamDetail | null> {
      const row = await summaries(userId).where('teams.id', '=', teamId).executeTakeFirst();
      if (!row) return null;
      const role: TeamRole = row.role;
      const [members, brains, agents, pending] = await Promise.all([
        queries.members(teamId),
        queries.brains(teamId),
        queries.agents(teamId),
        role === 'member' ? Promise.resolve([]) : invitations.pending({ kind: 'team', id: teamId }),
      ]);
      return {
        ...toSummary(row),
        members,
        // A team's invitations are for the admin and member roles only (the table says so).
        invitations: pending.map((item) => ({ ...item, role: item.role as MemberRole })),
        brains,
        agents,
      };
    },

    /** Makes a team with its owner, and answers its id. */
    async create(ownerId: string, team: { name: string; description: string }) {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('teams')
          .values({ name: team.name, description: team.description })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('team_members')
          .values({ team_id: id, user_id: ownerId, role: 'owner' })
          .execute();
        return id;
      });
    },

    async update(teamId: string, changes: { name?: string; description?: string }) {
      await db
        .updateTable('teams')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', teamId)
        .execute();
    },

    /**
     * Deletes the team; `before` runs first in the same transaction (its brains go back to their
     * owners). Its agents lose the team by the foreign key.
     */
    async remove(teamId: string, before: (trx: Transaction<DB>) => Promise<unknown>) {
      await db.transaction().execute(async (trx) => {
        await before(trx);
        await trx.deleteFrom('teams').where('id', '=', teamId).execute();
      });
    },

    /** The owner hands the team over to a member and becomes an admin. */
    async transfer(teamId: string, fromId: string, toId: string) {
      await db.transaction().execute(async (trx) => {
        // One owner a team (a unique index): the former owner steps down first.
        await trx
          .updateTable('team_members')
          .set({ role: 'admin' })
          .where('team_id', '=', teamId)
          .where('user_id', '=', fromId)
          .execute();
        await trx
          .updateTable('team_members')
          .set({ role: 'owner' })
          .where('team_id', '=', teamId)
          .where('user_id', '=', toId)
          .execute();
      });
    },

    async setRole(teamId: string, userId: string, role: MemberRole) {
      await db
        .updateTable('team_members')
        .set({ role })
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * The person leaves the team. Access is read from membership on every request: its brains
     * and agents go at once.
     */
    async removeMember(teamId: string, userId: string) {
      await db
        .deleteFrom('team_members')
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Whether the address is one of the team's members'. */
    async hasMember(teamId: string, email: string) {
      const { rows } = await sql<{ member: boolean }>`select exists (
          select 1 from team_members m join profiles p on p.id = m.user_id
          where m.team_id = ${teamId} and lower(p.email) = ${email}) as member`.execute(db);
      return Boolean(rows[0]?.member);
    },
  };
  return queries;
}

export type TeamQueries = ReturnType<typeof createTeamQueries>;

/**
 * Teams in numbers, for the admin overview: all of them, or those a person belongs to.
 */
export async function countTeams(db: Kysely<DB>, options: { userId?: string } = {}) {
  const query = options.userId
    ? db
        .selectFrom('team_members')
        .select(db.fn.countAll<number>().as('n'))
        .where('user_id', '=', options.userId)
    : db.selectFrom('teams').select(db.fn.countAll<number>().as('n'));
  return Number((await query.executeTakeFirstOrThrow()).n);
}
