import { apiContract } from '@app/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { routerOptions } from '../../plugins/contract-router.ts';
import type { createDevMailbox, Outbox } from '../mail/mailer.ts';

const s = initServer();

/** Development-only routes; app.ts never registers them when NODE_ENV is production. */
export async function devRoutes(
  app: FastifyInstance,
  { mailbox, outbox }: { mailbox: ReturnType<typeof createDevMailbox>; outbox: Outbox },
) {
  const router = s.router(apiContract.dev, {
    listMailbox: async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      // Mail leaves off the request path: what was handed over is in the box before it is read.
      await outbox.drain();
      return { status: 200, body: await mailbox.list(query.to) };
    },
  });
  s.registerRouter(apiContract.dev, router, app, routerOptions(app));
}
