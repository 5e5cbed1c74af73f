import { apiContract } from '@app/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { routerOptions } from '../../plugins/contract-router.ts';

const s = initServer();

/**
 * The SPA asks who is signed in before it renders protected areas. Accounts do not exist yet, so
 * every browser is signed out; the accounts module will answer from the session cookie.
 */
export async function sessionRoutes(app: FastifyInstance) {
  const router = s.router(apiContract.session, {
    getSession: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { status: 200, body: { user: null } };
    },
  });
  s.registerRouter(apiContract.session, router, app, routerOptions(app));
}
