import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, ErrorBody, Text } from './common.ts';

const c = initContract();

/**
 * An invitation to a brain or a team: the person joins only when they accept it, in the product
 * or from the link of the e-mail, signed in with the invited address. The sender's answer is the
 * same whether or not the address has an account, and names nobody.
 */
export const INVITATION_LIFETIME_DAYS = 7;

export const invitationKinds = ['brain', 'team'] as const;
export const InvitationKind = z.enum(invitationKinds);
export type InvitationKind = z.infer<typeof InvitationKind>;
/** A brain's roles (viewer, editor) and a team's (admin, member). */
export const InvitationRole = z.enum(['viewer', 'editor', 'admin', 'member']);
export type InvitationRole = z.infer<typeof InvitationRole>;

const Timestamp = z.iso.datetime({ offset: true });

/** An invitation as its sender sees it while it waits: the address, never a name. */
export const pendingInvitation = <R extends z.ZodType>(role: R) =>
  z.object({ email: z.string(), role, invitedAt: Timestamp, expiresAt: Timestamp });

/** The answer to an invitation sent: the same for an address with or without an account. */
export const invitationSent = <R extends z.ZodType>(role: R) =>
  z.object({ status: z.literal('invited'), invitation: pendingInvitation(role) });

/** An invitation as the invited person sees it: who invites them, to what, as what. */
export const ReceivedInvitation = z.object({
  id: z.uuid(),
  kind: InvitationKind,
  /** The brain's or the team's name. */
  target: z.object({ name: z.string() }),
  role: InvitationRole,
  /** Null once the person who sent it has no account any more. */
  invitedBy: z.object({ fullName: z.string().nullable(), email: z.string() }).nullable(),
  email: z.string(),
  invitedAt: Timestamp,
  expiresAt: Timestamp,
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;

export const ReceivedInvitationList = z.object({ items: z.array(ReceivedInvitation) });
export type ReceivedInvitationList = z.infer<typeof ReceivedInvitationList>;

export const ListInvitationsQuery = z.object({ kind: InvitationKind.optional() });
export type ListInvitationsQuery = z.input<typeof ListInvitationsQuery>;

/** The token of the e-mail's link (in the body: it stays out of logged URLs). */
export const OpenInvitationRequest = z.object({
  token: Text.trim().min(1, 'This field is required').max(200),
});
export type OpenInvitationRequest = z.input<typeof OpenInvitationRequest>;

/** What the person joined: the brain's or the team's id, to open it. */
export const InvitationAccepted = z.object({ kind: InvitationKind, id: z.uuid() });
export type InvitationAccepted = z.infer<typeof InvitationAccepted>;

export const invitationMessages = {
  notFound: 'This invitation is no longer valid: it was accepted, declined or withdrawn.',
  expired: 'This invitation has expired. Ask the person who invited you to send it again.',
  otherAccount:
    'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
} as const;

const InvitationIdParam = z.object({ id: z.uuid('Invitation not found') });

export const invitationsContract = c.router({
  listInvitations: {
    method: 'GET',
    path: '/invitations',
    metadata: access.user,
    query: ListInvitationsQuery,
    responses: { 200: ReceivedInvitationList, 400: ErrorBody, 401: ErrorBody },
    summary:
      'The invitations waiting for the caller’s address (not expired), to brains and teams, newest first',
  },
  openInvitation: {
    method: 'POST',
    path: '/invitations/open',
    metadata: access.user,
    body: OpenInvitationRequest,
    responses: {
      200: ReceivedInvitation,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      410: ErrorBody,
    },
    summary:
      'The invitation of an e-mail’s link, for the account of the invited address only (403 for another account, 410 once expired)',
  },
  acceptInvitation: {
    method: 'POST',
    path: '/invitations/:id/accept',
    metadata: access.user,
    pathParams: InvitationIdParam,
    body: c.noBody(),
    responses: {
      200: InvitationAccepted,
      400: ErrorBody,
      401: ErrorBody,
      404: ErrorBody,
      410: ErrorBody,
    },
    summary:
      'Accept an invitation sent to the caller’s address: the brain is shared with them, or they join the team (the invitation is used up)',
  },
  declineInvitation: {
    method: 'POST',
    path: '/invitations/:id/decline',
    metadata: access.user,
    pathParams: InvitationIdParam,
    body: c.noBody(),
    responses: { 204: c.noBody(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    summary: 'Decline an invitation sent to the caller’s address (the invitation is used up)',
  },
});
