import { apiContract, invitationMessages, type ErrorBody } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../../services/events/event-bus.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import type { Invitations } from './invitations-queries.ts';

/** Invitations one person may send, to brains and teams together (ADR 048). */
export const INVITATIONS_PER_HOUR = 20;
export const INVITATIONS_PER_DAY = 100;

/**
 * The limits of invitations sent, one counter for the brains' and the teams' routes (the
 * composition root makes it once): nobody turns the product into a mail cannon.
 */
export function invitationLimits(app: FastifyInstance) {
  const hourly = perUserLimiter(app, {
    name: 'invitations-hour',
    max: INVITATIONS_PER_HOUR,
    timeWindow: '1 hour',
  });
  const daily = perUserLimiter(app, {
    name: 'invitations-day',
    max: INVITATIONS_PER_DAY,
    timeWindow: '1 day',
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await hourly(request, reply);
    await daily(request, reply);
  };
}

const fail = <S extends 403 | 404 | 410>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});
const notFound = () => fail(404, invitationMessages.notFound, 'invitation_not_found');
const expired = () => fail(410, invitationMessages.expired, 'invitation_expired');
const otherAccount = () => fail(403, invitationMessages.otherAccount, 'invitation_other_account');

/**
 * The invited person's side of invitations: those waiting for their address, opened from the
 * e-mail's link, accepted or declined. Only the account of the invited address sees or answers
 * one; anyone else is told it is not theirs, and learns nothing of it.
 */
export function createInvitationsModule(deps: {
  invitations: Invitations;
  events: EventBus;
  routing: ContractRouting;
}) {
  const { invitations, events } = deps;
  return async function invitationsModule(app: FastifyInstance) {
    const answerLimit = perUserLimiter(app, {
      name: 'invitations-answer',
      max: 60,
      timeWindow: '1 minute',
    });
    const router = s.router(apiContract.invitations, {
      listInvitations: async ({ request, query, reply }) => {
        reply.header('cache-control', 'no-store');
        const items = await invitations.received(signedInUser(request), query.kind);
        return { status: 200, body: { items } };
      },

      openInvitation: {
        hooks: { preHandler: answerLimit },
        handler: async ({ request, body, reply }) => {
          reply.header('cache-control', 'no-store');
          const opened = await invitations.open(signedInUser(request), body.token);
          if ('invitation' in opened) return { status: 200, body: opened.invitation };
          if (opened.refused === 'other_account') return otherAccount();
          return opened.refused === 'expired' ? expired() : notFound();
        },
      },

      acceptInvitation: {
        hooks: { preHandler: answerLimit },
        handler: async ({ request, params }) => {
          const me = signedInUser(request);
          const answer = await invitations.accept(me, params.id);
          if ('refused' in answer) return answer.refused === 'expired' ? expired() : notFound();
          const { accepted, joined } = answer;
          if (accepted.kind === 'team' && joined)
            events.emit('team.joined', { teamId: accepted.id, userId: me.id });
          return { status: 200, body: accepted };
        },
      },

      declineInvitation: {
        hooks: { preHandler: answerLimit },
        handler: async ({ request, params }) =>
          (await invitations.decline(signedInUser(request), params.id))
            ? { status: 204, body: undefined }
            : notFound(),
      },
    });
    await serveContract(app, apiContract.invitations, router, deps.routing);
  };
}
