import type { MemberRole } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What teams answer for other features: the membership an accepted invitation makes. */
export function teamsForInvitations() {
  return {
    /**
     * Adds the person to the team, in the invitation's transaction; a membership they already
     * have is kept as it is. True when they joined now.
     */
    async addMember(
      trx: Transaction<DB>,
      { teamId, userId, role }: { teamId: string; userId: string; role: MemberRole },
    ) {
      const added = await trx
        .insertInto('team_members')
        .values({ team_id: teamId, user_id: userId, role })
        .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
