import type { TeamRole } from '@app/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Who may do what in a team, decided here and nowhere else:
 * - owner: everything, and only they delete or transfer the team;
 * - admin: also invites, changes roles, removes members, adds and removes brains and agents;
 * - member: views the team and uses its brains and agents;
 * - anyone else: the team does not exist for them (404).
 */
export const teamCan = {
  view: (role: TeamRole | null) => role !== null,
  administer: (role: TeamRole | null) => role === 'owner' || role === 'admin',
  own: (role: TeamRole | null) => role === 'owner',
};

/** The caller's role in a team, or null when they are not one of its members. */
export async function teamRoleOf(
  db: Kysely<DB> | Transaction<DB>,
  teamId: string,
  userId: string,
): Promise<TeamRole | null> {
  const row = await db
    .selectFrom('team_members')
    .select('role')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}
