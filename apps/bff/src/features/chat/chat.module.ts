import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import {
  apiContract,
  type ChatReply,
  type ChatRequest,
  type ChatStreamEvent,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { SessionStore } from '../../services/sessions/session-store.ts';
import {
  chatFailureMessages,
  type ChatEngine,
  type ChatOutcome,
} from '../../services/chat-engine/chat-engine.ts';

type ChatRequestBody = z.output<typeof ChatRequest>;

/** Relays held open at once: a person waits for one reply at a time (two tabs share a conversation). */
const MAX_RELAYS_PER_CONVERSATION = 2;
const MAX_RELAYS_PER_ADDRESS = 6;
const RATE_LIMITED = 'Too many messages. Please wait a moment.';

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
  /** The assistant behind the chat: the n8n Chat Trigger webhook, or the local assistant. */
  engine: ChatEngine;
  sessions: SessionStore;
  /** Says that a signed-in visitor sent a message (their analytics count it). */
  events: EventBus;
  routing: ContractRouting;
}

/** The support chat: each message relayed to the chat engine, the spec's text when it fails. */
export function createChatModule(deps: ChatModuleDeps) {
  const { engine } = deps;
  return async function chatModule(app: FastifyInstance) {
    // A hung webhook must not let one visitor hold many requests open (per process).
    const perConversation = inFlight(MAX_RELAYS_PER_CONVERSATION);
    const perAddress = inFlight(MAX_RELAYS_PER_ADDRESS);
    const conversationRate = app.createRateLimit({
      max: 15,
      timeWindow: '1 minute',
      // Read before the body is validated: only a string counts as a conversation.
      keyGenerator: (request) => {
        const sessionId = (request.body as { sessionId?: unknown } | undefined)?.sessionId;
        return `chat:${typeof sessionId === 'string' ? sessionId.slice(0, 100) : request.ip}`;
      },
    });
    const perAddressRate = app.rateLimit({ max: 30, timeWindow: '1 minute' });
    // Per address, then per conversation: a person types far slower than either limit.
    const hooks = {
      onRequest: perAddressRate,
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const limit = await conversationRate(request);
        if (!limit.isAllowed && limit.isExceeded) {
          return reply
            .status(429)
            .header('retry-after', String(limit.ttlInSeconds))
            .send({ error: RATE_LIMITED, code: 'rate_limited' });
        }
      },
    };

    /** Takes a place among the relays in flight; null when the visitor already holds too many. */
    function admit(
      body: ChatRequestBody,
      request: FastifyRequest,
      reply: { header(name: string, value: string): unknown },
    ) {
      if (perAddress.take(request.ip)) {
        if (perConversation.take(body.sessionId))
          return () => {
            perConversation.release(body.sessionId);
            perAddress.release(request.ip);
          };
        perAddress.release(request.ip);
      }
      reply.header('retry-after', '5');
      return null;
    }
    const busy = { status: 429 as const, body: { error: RATE_LIMITED, code: 'rate_limited' } };

    const router = s.router(apiContract.chat, {
      sendMessage: {
        hooks,
        handler: async ({ body, request, reply }) => {
          const release = admit(body, request, reply);
          if (!release) return busy;
          try {
            const outcome = await engine.send(await engineMessage(body, request));
            return { status: 200 as const, body: answer(outcome, body, request) };
          } finally {
            release();
          }
        },
      },
      streamMessage: {
        hooks: {
          ...hooks,
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            // Events go out as they come: compression would hold them back until the end.
            delete request.headers['accept-encoding'];
            await perAddressRate.call(app, request, reply);
          },
        },
        handler: async ({ body, request, reply }) => {
          const release = admit(body, request, reply);
          if (!release) return busy;
          const stream = new PassThrough();
          const send = (event: ChatStreamEvent) =>
            stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
          // The visitor went away: stop reading the engine's answer.
          const visitorGone = new AbortController();
          const response = reply.raw as unknown as ServerResponse;
          response.once('close', () => {
            if (!response.writableFinished) visitorGone.abort();
          });
          void (async () => {
            try {
              const outcome = await engine.send(await engineMessage(body, request), {
                onDelta: (text) => send({ type: 'delta', text }),
                signal: visitorGone.signal,
              });
              send({ type: 'done', ...answer(outcome, body, request) });
            } catch (error) {
              request.log.error({ err: error }, 'chat stream failed');
              const reply = chatFailureMessages.unreachable[body.locale];
              send({ type: 'done', status: 'unreachable', reply });
            } finally {
              release();
              stream.end();
            }
          })();
          reply.header('cache-control', 'no-store').header('x-accel-buffering', 'no');
          return { status: 200 as const, body: stream };
        },
      },
      history: {
        hooks: { onRequest: perAddressRate },
        handler: async ({ body, request }) => {
          const history = await engine.history(body.sessionId);
          if (history.status === 'none') {
            request.log.info(
              { chatEngine: engine.description, reason: history.reason },
              `chat engine gave no history: ${history.reason}`,
            );
            return { status: 200, body: { source: 'none' as const, messages: [] } };
          }
          // An empty conversation (a new one, or a trigger without memory) is no history either.
          const { messages } = history;
          return {
            status: 200,
            body: {
              source: messages.length > 0 ? ('engine' as const) : ('none' as const),
              messages,
            },
          };
        },
      },
    });
    await serveContract(app, apiContract.chat, router, deps.routing);

    /** The message as the engine receives it; a signed-in visitor is named by id only. */
    async function engineMessage(body: ChatRequestBody, request: FastifyRequest) {
      const userId = (await deps.sessions.get(request))?.user.id;
      if (userId) deps.events.emit('chat.messageSent', { userId });
      return {
        chatInput: body.message,
        sessionId: body.sessionId,
        metadata: {
          locale: body.locale,
          ...(body.path ? { path: body.path } : {}),
          ...(userId ? { userId } : {}),
        },
      };
    }

    function answer(outcome: ChatOutcome, body: ChatRequestBody, request: FastifyRequest) {
      if (outcome.status === 'ok') return { reply: outcome.output, status: 'ok' } as ChatReply;
      request.log.warn(
        { chat: outcome.status, reason: outcome.reason, chatEngine: engine.description },
        'chat engine gave no reply',
      );
      return {
        reply: chatFailureMessages[outcome.status][body.locale],
        status: outcome.status,
      } as ChatReply;
    }
  };
}
