import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What agents answer for other features: a team's agents, added and taken out by the team. */
export function agentsForTeams(db: Kysely<DB>) {
  return {
    /** Adds the owner's agent to the team: its members use it. */
    async add(agentId: string, teamId: string, ownerId: string) {
      const agent = await db
        .selectFrom('agents')
        .select(['owner_id', 'team_id'])
        .where('id', '=', agentId)
        .executeTakeFirst();
      if (!agent || agent.owner_id !== ownerId) return 'not_yours' as const;
      if (agent.team_id && agent.team_id !== teamId) return 'in_other_team' as const;
      await db
        .updateTable('agents')
        .set({ team_id: teamId, updated_at: new Date() })
        .where('id', '=', agentId)
        .execute();
      return 'added' as const;
    },

    /** Takes the agent out of the team; false when it is not in it. */
    async remove(agentId: string, teamId: string) {
      const updated = await db
        .updateTable('agents')
        .set({ team_id: null, updated_at: new Date() })
        .where('id', '=', agentId)
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
  };
}
