import { apiContract } from '@app/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { routerOptions } from '../../plugins/contract-router.ts';
import { callChatWebhook, chatFailureMessages } from './chat-webhook.ts';

const s = initServer();

export async function chatRoutes(app: FastifyInstance, { webhookUrl }: { webhookUrl: string }) {
  const perConversation = app.createRateLimit({
    max: 15,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `chat:${(request.body as { sessionId?: string } | undefined)?.sessionId ?? request.ip}`,
  });
  const router = s.router(apiContract.chat, {
    sendMessage: {
      hooks: {
        // Per address, then per conversation: a person types far slower than either limit.
        onRequest: app.rateLimit({ max: 30, timeWindow: '1 minute' }),
        preHandler: async (request, reply) => {
          const limit = await perConversation(request);
          if (!limit.isAllowed && limit.isExceeded) {
            return reply
              .status(429)
              .header('retry-after', String(limit.ttlInSeconds))
              .send({ error: 'Too many messages. Please wait a moment.', code: 'rate_limited' });
          }
        },
      },
      handler: async ({ body, request }) => {
        const userId = (await app.sessions.get(request))?.user.id;
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
          app.config.CHAT_TIMEOUT_MS,
        );
        if (result.status === 'ok')
          return { status: 200, body: { reply: result.output, status: 'ok' as const } };
        request.log.warn(
          { chat: result.status, reason: result.reason },
          'chat webhook gave no answer',
        );
        return {
          status: 200,
          body: { reply: chatFailureMessages[result.status][body.locale], status: result.status },
        };
      },
    },
  });
  s.registerRouter(apiContract.chat, router, app, routerOptions(app));
}
