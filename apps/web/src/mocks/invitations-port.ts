import type { InvitationKind, InvitationRole, SessionUser } from '@app/contracts';

/** What the invitations' mock needs of the brains' or the teams' state. */
export interface MockInvitationTarget {
  /** Its name, or null once it is gone. */
  name(id: string): string | null;
  join(id: string, userId: string, role: InvitationRole): void;
}

/**
 * What the brains' and the teams' mocks ask of the invitations' (features/invitations/mocks), as
 * the BFF's features ask through their ports: the mocks' assembly (handlers.ts) hands it over.
 */
export interface MockInvitationsPort {
  register(kind: InvitationKind, target: MockInvitationTarget): void;
  /** Invites an address, or renews its invitation (a new link, seven days again). */
  send(input: {
    kind: InvitationKind;
    targetId: string;
    email: string;
    role: InvitationRole;
    inviter: SessionUser;
  }): { email: string; role: InvitationRole; invitedAt: string; expiresAt: string };
  pending(
    kind: InvitationKind,
    targetId: string,
  ): { email: string; role: InvitationRole; invitedAt: string; expiresAt: string }[];
  /** Withdraws the invitations to a target (of one address, or all); whether any was. */
  withdraw(kind: InvitationKind, targetId: string, email?: string): boolean;
}
