import type {
  AgentAccess,
  AgentBrain,
  AgentCategory,
  AgentDetail,
  AgentSummary,
  AgentToolId,
  Language,
} from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { BrainsForAgents } from './agents-ports.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A LIKE pattern that matches the words as typed. */
export const likePattern = (q: string) =>
  `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An agent's fields as they are stored. */
export interface AgentFields {
  name: string;
  description: string;
  category: string;
  instructions: string;
  language: Language;
  tools: AgentToolId[];
}

/** The statements of agents and their brains; what the brains are is the brains feature's. */
export function createAgentQueries(db: Kysely<DB>, brains: Pick<BrainsForAgents, 'visibleTo'>) {
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
        .select('brain_id')
        .where('agent_id', '=', agentId)
        .orderBy('position')
        .execute();
      return brains.visibleTo(
        userId,
        rows.map((row) => row.brain_id),
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

    /** Makes an agent of the owner's, with its brains in their order, and answers its id. */
    async create(
      ownerId: string,
      agent: AgentFields & { templateId: string | null },
      brainIds: string[],
    ) {
      const { id } = await db
        .insertInto('agents')
        .values({
          owner_id: ownerId,
          template_id: agent.templateId,
          name: agent.name,
          description: agent.description,
          category: agent.category,
          instructions: agent.instructions,
          language: agent.language,
          tools: agent.tools,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await queries.attach(id, brainIds);
      return id;
    },

    /** Changes an agent's fields, and its brains when given. */
    async update(agentId: string, changes: Partial<AgentFields>, brainIds?: string[]) {
      await db
        .updateTable('agents')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', agentId)
        .execute();
      if (brainIds) await queries.attach(agentId, brainIds);
    },

    async setStatus(agentId: string, status: 'active' | 'paused') {
      await db
        .updateTable('agents')
        .set({ status, updated_at: new Date() })
        .where('id', '=', agentId)
        .execute();
    },

    async remove(agentId: string) {
      await db.deleteFrom('agents').where('id', '=', agentId).execute();
    },

    /** The agent's brains, in this order, instead of the ones it had. */
    async attach(agentId: string, brainIds: string[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('agent_brains').where('agent_id', '=', agentId).execute();
        if (brainIds.length > 0)
          await trx
            .insertInto('agent_brains')
            .values(
              brainIds.map((brainId, position) => ({
                agent_id: agentId,
                brain_id: brainId,
                position,
              })),
            )
            .execute();
      });
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
