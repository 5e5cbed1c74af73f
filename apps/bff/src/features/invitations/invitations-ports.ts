import type { MemberRole, ShareRole } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * What invitations ask of other features, given by the composition root (app.ts): an accepted
 * invitation makes a share or a membership, which the brains and teams features make (in the
 * invitation's transaction, so the invitation is used up with it or not at all).
 */

export interface BrainsForInvitations {
  /**
   * Shares the brain with the person, unless it became personal meanwhile or is theirs; a share
   * they already have is kept. True when the share was made now.
   */
  grantShare(
    trx: Transaction<DB>,
    share: { brainId: string; userId: string; role: ShareRole },
  ): Promise<boolean>;
}

export interface TeamsForInvitations {
  /** Adds the person to the team; a membership they already have is kept. True when new. */
  addMember(
    trx: Transaction<DB>,
    member: { teamId: string; userId: string; role: MemberRole },
  ): Promise<boolean>;
}
