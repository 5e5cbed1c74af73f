import { apiContract } from '@app/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { routerOptions } from '../../plugins/contract-router.ts';

const s = initServer();
const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance) {
  const router = s.router(apiContract.health, {
    getHealth: async ({ reply }) => {
      const databaseUp = await app.database.ping();
      reply.header('cache-control', 'no-store');
      const body = {
        status: databaseUp ? ('ok' as const) : ('degraded' as const),
        version: app.appVersion,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: databaseUp ? ('ok' as const) : ('unavailable' as const),
      };
      return databaseUp ? { status: 200, body } : { status: 503, body };
    },
  });
  s.registerRouter(apiContract.health, router, app, routerOptions(app));
}
