import type {
  AgentAccess,
  AgentBrain,
  AgentCategory,
  AgentDetail,
  AgentSummary,
  AgentToolId,
} from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { roleOn } from '../brains/brains-access.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A LIKE pattern that matches the words as typed. */
export const likePattern = (q: string) =>
  `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createAgentQueries(db: Kysely<DB>) {
  /** Agents with their owner and team, and the caller's access to each. */
  const summaries = (userId: string) =>
    db
      .selectFrom('agents')
      .innerJoin('profiles as owner', 'owner.id', 'agents.owner_id')
      .leftJoin('teams', 'teams.id', 'agents.team_id')
      .leftJoin('team_members as me', (join) =>
        join.onRef('me.team_id', '=', 'agents.team_id').on('me.user_id', '=', userId),
      )
      .select([
        'agents.id',
        'agents.name',
        'agents.description',
        'agents.category',
        'agents.language',
        'agents.status',
        'agents.template_id',
        'agents.tools',
        'agents.instructions',
        'agents.owner_id',
        'agents.created_at',
        'agents.updated_at',
        'owner.full_name as owner_name',
        'teams.id as team_id',
        'teams.name as team_name',
        'me.role as team_role',
      ])
      .where((eb) => eb.or([eb('agents.owner_id', '=', userId), eb('me.role', 'is not', null)]));
  type Row = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

  const toSummary = (row: Row, userId: string): AgentSummary => {
    const myAccess: AgentAccess =
      row.owner_id === userId
        ? 'owner'
        : row.team_role === 'owner' || row.team_role === 'admin'
          ? 'editor'
          : 'user';
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category as AgentCategory,
      language: row.language,
      status: row.status,
      templateId: row.template_id,
      tools: row.tools as AgentToolId[],
      owner: { id: row.owner_id, fullName: row.owner_name },
      myAccess,
      team: row.team_id && row.team_name ? { id: row.team_id, name: row.team_name } : null,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  };

  const queries = {
    async list(userId: string, filter: { q?: string; category?: AgentCategory }) {
      let query = summaries(userId);
      if (filter.category) query = query.where('agents.category', '=', filter.category);
      if (filter.q) {
        const pattern = likePattern(filter.q);
        query = query.where(
          sql<boolean>`(lower(agents.name) like ${pattern} escape '\\'
            or lower(agents.description) like ${pattern} escape '\\'
            or lower(agents.category) like ${pattern} escape '\\')`,
        );
      }
      const rows = await query.orderBy('agents.updated_at', 'desc').orderBy('agents.id').execute();
      return rows.map((row) => toSummary(row, userId));
    },

    /**
     * The brains attached to an agent, in their order, and whether the caller may search each.
     * For the server's own use: the names and ids of the ones the caller may not search are here.
     */
    async brains(agentId: string, userId: string) {
      const rows = await db
        .selectFrom('agent_brains')
        .innerJoin('brains', 'brains.id', 'agent_brains.brain_id')
        .select(['brains.id', 'brains.name', 'brains.status'])
        .where('agent_brains.agent_id', '=', agentId)
        .orderBy('agent_brains.position')
        .execute();
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          name: row.name,
          status: row.status,
          readable: (await roleOn(db, row.id, userId)) !== null,
        })),
      );
    },

    async detail(agentId: string, userId: string): Promise<AgentDetail | null> {
      const row = await summaries(userId).where('agents.id', '=', agentId).executeTakeFirst();
      if (!row) return null;
      const brains = await queries.brains(agentId, userId);
      return {
        ...toSummary(row, userId),
        instructions: row.instructions,
        // A brain the reader may not search is only said to be there: nothing of it is told.
        brains: brains.map(({ readable, ...brain }): AgentBrain =>
          readable ? { readable, ...brain } : { readable },
        ),
      };
    },
  };
  return queries;
}

/** Agents in numbers, for the admin overview: all of them, or one person's. */
export async function countAgents(db: Kysely<DB>, options: { userId?: string } = {}) {
  let query = db
    .selectFrom('agents')
    .select([
      sql<number>`count(*) filter (where status = 'active')::int`.as('active'),
      sql<number>`count(*) filter (where status = 'paused')::int`.as('paused'),
    ]);
  if (options.userId) query = query.where('owner_id', '=', options.userId);
  const row = await query.executeTakeFirstOrThrow();
  return { active: Number(row.active), paused: Number(row.paused) };
}
