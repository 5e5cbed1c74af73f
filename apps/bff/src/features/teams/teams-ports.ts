import type { InvitationRole, Language, MemberRole, SessionUser } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * What teams ask of other features, given by the composition root (app.ts). Teams never import
 * another feature: they say here what they need, and the feature that owns it answers.
 */

/** Adding one of a person's own brains or agents to a team: done, or why not. */
export type TeamItemAdded = 'added' | 'not_yours' | 'in_other_team';

/** A team's brains or agents, each feature answering for its own. */
export interface TeamItems {
  /** Adds the owner's brain or agent to the team. */
  add(itemId: string, teamId: string, ownerId: string): Promise<TeamItemAdded>;
  /** Takes it out of the team; false when it is not in it. */
  remove(itemId: string, teamId: string): Promise<boolean>;
}

/** A team's brains: added as team brains, and given back to their owners. */
export interface BrainsForTeams extends TeamItems {
  /** The team is deleted: its brains go back to their owners, in the team's transaction. */
  releaseTeam(trx: Transaction<DB>, teamId: string): Promise<void>;
}

/** A team as an invitation's target. */
export interface TeamTarget {
  kind: 'team';
  id: string;
}

/** An invitation as its sender sees it: the address, the role, and when it ends. */
export interface SentInvitation {
  email: string;
  role: InvitationRole;
  invitedAt: string;
  expiresAt: string;
}

/** A team's invitations, which the invitations feature keeps and sends. */
export interface InvitationsForTeams {
  /** Invites an address to the team (or renews its invitation) and e-mails it. */
  send(input: {
    target: TeamTarget;
    email: string;
    role: MemberRole;
    inviter: SessionUser;
    locale: Language;
  }): Promise<SentInvitation>;
  /** The team's invitations waiting for an answer, oldest first. */
  pending(target: TeamTarget): Promise<SentInvitation[]>;
  /** Withdraws an address's invitation; false when there is none. */
  withdraw(target: TeamTarget, email: string): Promise<boolean>;
}
