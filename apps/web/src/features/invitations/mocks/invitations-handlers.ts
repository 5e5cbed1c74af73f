import {
  apiContract,
  INVITATION_LIFETIME_DAYS,
  invitationMessages,
  ListInvitationsQuery,
  OpenInvitationRequest,
  type InvitationKind,
  type InvitationRole,
  type ReceivedInvitation,
  type SessionUser,
} from '@app/contracts';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { MockInvitationsPort, MockInvitationTarget } from '@/mocks/invitations-port';

/**
 * The mocked BFF's invitations to brains and teams (ADR 048), shared by the brains' and the
 * teams' handlers (the sender's side) and answered here (the invited person's side), as the BFF
 * does: the same answer for every address, nobody joins before accepting, only the account of
 * the invited address sees or answers an invitation. A brain's or a team's handlers register how
 * to name it and how a person joins it. State lives in memory.
 */
const path = (route: { path: string }) => `*${route.path}`;
const { invitations: invitationsApi } = apiContract;
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 24 * 3600_000;
const fail = (status: 400 | 401 | 403 | 404 | 410, error: string, code: string) =>
  HttpResponse.json({ error, code }, { status });
const notFound = () => fail(404, invitationMessages.notFound, 'invitation_not_found');

interface MockInvitation {
  id: string;
  kind: InvitationKind;
  targetId: string;
  email: string;
  role: InvitationRole;
  invitedBy: string;
  invitedAt: number;
  expiresAt: number;
  token: string;
}

export interface MockInvitationsOptions {
  signedInUser: () => SessionUser | null;
  people: () => SessionUser[];
  /** The e-mail of an invitation (the mock's dev mailbox). */
  sent?: (invitation: { email: string; token: string; kind: InvitationKind }) => void;
  now?: () => number;
}

export function createMockInvitations({
  signedInUser,
  people,
  sent,
  now = () => Date.now(),
}: MockInvitationsOptions) {
  let invitations: MockInvitation[] = [];
  const targets = new Map<InvitationKind, MockInvitationTarget>();
  const pendingOf = (item: MockInvitation) => ({
    email: item.email,
    role: item.role,
    invitedAt: iso(item.invitedAt),
    expiresAt: iso(item.expiresAt),
  });
  const receivedOf = (item: MockInvitation): ReceivedInvitation => {
    const inviter = people().find((p) => p.id === item.invitedBy);
    return {
      id: item.id,
      kind: item.kind,
      target: { name: targets.get(item.kind)?.name(item.targetId) ?? '' },
      role: item.role,
      invitedBy: inviter ? { fullName: inviter.fullName, email: inviter.email } : null,
      email: item.email,
      invitedAt: iso(item.invitedAt),
      expiresAt: iso(item.expiresAt),
    };
  };
  const mine = (me: SessionUser) => (item: MockInvitation) => item.email === me.email.toLowerCase();
  const Id = z.uuid();
  /** The caller and their invitation of the path's id, or the answer that ends the request. */
  const answerable = (params: { id?: unknown }) => {
    const me = signedInUser();
    if (!me) return { refused: fail(401, 'No active session', 'unauthenticated') };
    if (!Id.safeParse(params.id).success)
      return { refused: fail(400, 'Invitation not found', 'invalid_request') };
    const item = invitations.filter(mine(me)).find((candidate) => candidate.id === params.id);
    return item ? { me, item } : { refused: notFound() };
  };

  return {
    register(kind: InvitationKind, target: MockInvitationTarget) {
      targets.set(kind, target);
    },
    /** Invites an address, or renews its invitation (a new link, seven days again). */
    send(input: Parameters<MockInvitationsPort['send']>[0]) {
      const at = now();
      const invitation: MockInvitation = {
        id: crypto.randomUUID(),
        ...input,
        invitedBy: input.inviter.id,
        invitedAt: at,
        expiresAt: at + INVITATION_LIFETIME_DAYS * DAY,
        token: `mock-invitation-${crypto.randomUUID()}`,
      };
      invitations = [
        ...invitations.filter(
          (item) =>
            !(
              item.kind === input.kind &&
              item.targetId === input.targetId &&
              item.email === input.email
            ),
        ),
        invitation,
      ];
      sent?.(invitation);
      return pendingOf(invitation);
    },
    pending(kind: InvitationKind, targetId: string) {
      return invitations
        .filter((item) => item.kind === kind && item.targetId === targetId)
        .map(pendingOf);
    },
    withdraw(kind: InvitationKind, targetId: string, email?: string) {
      const before = invitations.length;
      invitations = invitations.filter(
        (item) =>
          !(item.kind === kind && item.targetId === targetId && (!email || item.email === email)),
      );
      return invitations.length < before;
    },
    /** The token of the last invitation sent to an address (tests follow its link). */
    tokenFor(email: string) {
      return invitations.findLast((item) => item.email === email.toLowerCase())?.token ?? null;
    },
    /** An invitation past its life (tests). */
    expire(email: string) {
      for (const item of invitations) if (item.email === email.toLowerCase()) item.expiresAt = 0;
    },
    reset() {
      invitations = [];
    },

    handlers: [
      http.get(path(invitationsApi.listInvitations), ({ request }) => {
        const me = signedInUser();
        if (!me) return fail(401, 'No active session', 'unauthenticated');
        const query = ListInvitationsQuery.safeParse(
          Object.fromEntries(new URL(request.url).searchParams),
        );
        if (!query.success) return fail(400, 'Invalid request', 'invalid_request');
        const items = invitations
          .filter(mine(me))
          .filter(
            (item) => item.expiresAt > now() && (!query.data.kind || item.kind === query.data.kind),
          )
          .sort((a, b) => b.invitedAt - a.invitedAt)
          .map(receivedOf);
        return HttpResponse.json({ items });
      }),

      http.post(path(invitationsApi.openInvitation), async ({ request }) => {
        const me = signedInUser();
        if (!me) return fail(401, 'No active session', 'unauthenticated');
        const body = OpenInvitationRequest.safeParse(await request.json().catch(() => undefined));
        if (!body.success) return fail(400, 'Invalid request', 'invalid_request');
        const item = invitations.find((candidate) => candidate.token === body.data.token);
        if (!item) return notFound();
        if (!mine(me)(item))
          return fail(403, invitationMessages.otherAccount, 'invitation_other_account');
        if (item.expiresAt <= now())
          return fail(410, invitationMessages.expired, 'invitation_expired');
        return HttpResponse.json(receivedOf(item));
      }),

      http.post(path(invitationsApi.acceptInvitation), ({ params }) => {
        const found = answerable(params);
        if ('refused' in found) return found.refused;
        const { me, item } = found;
        if (item.expiresAt <= now())
          return fail(410, invitationMessages.expired, 'invitation_expired');
        invitations = invitations.filter((candidate) => candidate !== item);
        targets.get(item.kind)?.join(item.targetId, me.id, item.role);
        return HttpResponse.json({ kind: item.kind, id: item.targetId });
      }),

      http.post(path(invitationsApi.declineInvitation), ({ params }) => {
        const found = answerable(params);
        if ('refused' in found) return found.refused;
        invitations = invitations.filter((candidate) => candidate !== found.item);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  };
}

export type MockInvitations = ReturnType<typeof createMockInvitations>;
