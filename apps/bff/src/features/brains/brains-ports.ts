import type { InvitationRole, Language, SessionUser, ShareRole } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * What brains ask of other features, given by the composition root (app.ts). Brains never import
 * another feature: they say here what they need, and the feature that owns it answers.
 */

/** A brain as an invitation's target. */
export interface BrainTarget {
  kind: 'brain';
  id: string;
}

/** An invitation as its sender sees it: the address, the role, and when it ends. */
export interface SentInvitation {
  email: string;
  role: InvitationRole;
  invitedAt: string;
  expiresAt: string;
}

/** A brain's invitations, which the invitations feature keeps and sends. */
export interface InvitationsForBrains {
  /** Invites an address to the brain (or renews its invitation) and e-mails it. */
  send(input: {
    target: BrainTarget;
    email: string;
    role: ShareRole;
    inviter: SessionUser;
    locale: Language;
  }): Promise<SentInvitation>;
  /** The brain's invitations waiting for an answer, oldest first. */
  pending(target: BrainTarget): Promise<SentInvitation[]>;
  /** Withdraws an address's invitation; false when there is none. */
  withdraw(target: BrainTarget, email: string): Promise<boolean>;
  /** Withdraws every invitation to the brain, in the caller's transaction. */
  withdrawAll(target: BrainTarget, trx: Transaction<DB>): Promise<void>;
}
