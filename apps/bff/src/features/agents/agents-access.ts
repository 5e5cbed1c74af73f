import type { AgentAccess } from '@app/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Who may do what with an agent, decided here and nowhere else:
 * - owner: everything;
 * - the owner and admins of the team it was added to ("editor"): change, pause and resume it;
 * - the team's members ("user"): see and use it;
 * - anyone else: it does not exist for them (404).
 */
export const agentCan = {
  use: (access: AgentAccess | null) => access !== null,
  change: (access: AgentAccess | null) => access === 'owner' || access === 'editor',
  delete: (access: AgentAccess | null) => access === 'owner',
};

export async function agentAccessOf(
  db: Kysely<DB> | Transaction<DB>,
  agentId: string,
  userId: string,
): Promise<AgentAccess | null> {
  const row = await db
    .selectFrom('agents')
    .leftJoin('team_members', (join) =>
      join
        .onRef('team_members.team_id', '=', 'agents.team_id')
        .on('team_members.user_id', '=', userId),
    )
    .select(['agents.owner_id', 'team_members.role'])
    .where('agents.id', '=', agentId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.owner_id === userId) return 'owner';
  if (row.role === 'owner' || row.role === 'admin') return 'editor';
  return row.role === 'member' ? 'user' : null;
}
