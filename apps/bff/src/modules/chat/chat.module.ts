import { apiContract, type ChatRequest } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import type { EventRecorder } from '../analytics/event-writer.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { callChatWebhook, chatFailureMessages } from './chat-webhook.ts';

type ChatRequestBody = z.output<typeof ChatRequest>;

/** Relays held open at once: a person waits for one reply at a time (two tabs share a conversation). */
const MAX_RELAYS_PER_CONVERSATION = 2;
const MAX_RELAYS_PER_ADDRESS = 6;

/** Counts what is in flight per key; `take` says no when a key is at its limit. */
function inFlight(limit: number) {
  const counts = new Map<string, number>();
  return {
    take(key: string) {
      const count = counts.get(key) ?? 0;
      if (count >= limit) return false;
      counts.set(key, count + 1);
      return true;
    },
    release(key: string) {
      const count = (counts.get(key) ?? 1) - 1;
      if (count <= 0) counts.delete(key);
      else counts.set(key, count);
    },
  };
}

export interface ChatModuleDeps {
  /** The chat webhook (n8n's chat trigger protocol), or the local assistant. */
  webhookUrl: string;
  timeoutMs: number;
  sessions: SessionStore;
  /** A signed-in visitor's messages count in their analytics. */
  analytics: EventRecorder;
  routing: ContractRouting;
}

/** The support chat: each message relayed to the chat webhook, the spec's text when it fails. */
export function createChatModule(deps: ChatModuleDeps) {
  const { webhookUrl } = deps;
  return async function chatModule(app: FastifyInstance) {
    // A hung webhook must not let one visitor hold many requests open (per process).
    const perConversation = inFlight(MAX_RELAYS_PER_CONVERSATION);
    const perAddress = inFlight(MAX_RELAYS_PER_ADDRESS);
    const busy = {
      status: 429 as const,
      body: { error: 'Too many messages. Please wait a moment.', code: 'rate_limited' },
    };
    const conversationRate = app.createRateLimit({
      max: 15,
      timeWindow: '1 minute',
      // Read before the body is validated: only a string counts as a conversation.
      keyGenerator: (request) => {
        const sessionId = (request.body as { sessionId?: unknown } | undefined)?.sessionId;
        return `chat:${typeof sessionId === 'string' ? sessionId.slice(0, 100) : request.ip}`;
      },
    });
    const router = s.router(apiContract.chat, {
      sendMessage: {
        hooks: {
          // Per address, then per conversation: a person types far slower than either limit.
          onRequest: app.rateLimit({ max: 30, timeWindow: '1 minute' }),
          preHandler: async (request, reply) => {
            const limit = await conversationRate(request);
            if (!limit.isAllowed && limit.isExceeded) {
              return reply
                .status(429)
                .header('retry-after', String(limit.ttlInSeconds))
                .send({ error: 'Too many messages. Please wait a moment.', code: 'rate_limited' });
            }
          },
        },
        handler: async ({ body, request, reply }) => {
          if (!perAddress.take(request.ip)) {
            reply.header('retry-after', '5');
            return busy;
          }
          if (!perConversation.take(body.sessionId)) {
            perAddress.release(request.ip);
            reply.header('retry-after', '5');
            return busy;
          }
          try {
            return await relay(body, request);
          } finally {
            perConversation.release(body.sessionId);
            perAddress.release(request.ip);
          }
        },
      },
    });
    await serveContract(app, apiContract.chat, router, deps.routing);

    async function relay(body: ChatRequestBody, request: FastifyRequest) {
      // The chat is public: a signed-in visitor is named to the webhook by id only.
      const userId = (await deps.sessions.get(request))?.user.id;
      if (userId) deps.analytics.record({ userId, kind: 'chat_message' });
      const result = await callChatWebhook(
        webhookUrl,
        {
          chatInput: body.message,
          sessionId: body.sessionId,
          action: 'sendMessage',
          metadata: {
            locale: body.locale,
            ...(body.path ? { path: body.path } : {}),
            ...(userId ? { userId } : {}),
          },
        },
        deps.timeoutMs,
      );
      if (result.status === 'ok')
        return { status: 200 as const, body: { reply: result.output, status: 'ok' as const } };
      request.log.warn(
        { chat: result.status, reason: result.reason },
        'chat webhook gave no answer',
      );
      return {
        status: 200 as const,
        body: { reply: chatFailureMessages[result.status][body.locale], status: result.status },
      };
    }
  };
}
