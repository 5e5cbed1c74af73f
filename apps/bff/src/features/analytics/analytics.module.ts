import { apiContract } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import { createAnalyticsQueries } from './analytics-queries.ts';
import type { OverviewCounts } from './analytics-ports.ts';

export interface AnalyticsModuleDeps {
  db: Kysely<DB>;
  /** Brains, agents and teams, from the features that own them. */
  counts: OverviewCounts;
  routing: ContractRouting;
  /** Today, for the periods (tests move it). */
  now?: () => Date;
}

/**
 * A user's own analytics and the dashboard overview. Everything is read for the signed-in user
 * only: no route takes a user id.
 */
export function createAnalyticsModule(deps: AnalyticsModuleDeps) {
  const { db, counts, now = () => new Date() } = deps;
  const queries = createAnalyticsQueries(db);

  return async function analyticsModule(app: FastifyInstance) {
    const readLimit = perUserLimiter(app, {
      name: 'analytics-read',
      max: 120,
      timeWindow: '1 minute',
    });
    const router = s.router(apiContract.analytics, {
      getAnalytics: {
        hooks: { preHandler: readLimit },
        handler: async ({ request, query, reply }) => {
          reply.header('cache-control', 'no-store');
          const body = await queries.report(signedInUser(request).id, query.period, now());
          return { status: 200, body };
        },
      },
      getOverview: {
        hooks: { preHandler: readLimit },
        handler: async ({ request, reply }) => {
          reply.header('cache-control', 'no-store');
          const userId = signedInUser(request).id;
          const [brains, agents, teams, recent] = await Promise.all([
            counts.brains(userId),
            counts.agents(userId),
            counts.teams(userId),
            queries.recent(userId),
          ]);
          return { status: 200, body: { brains, agents, teams, recent } };
        },
      },
    });
    await serveContract(app, apiContract.analytics, router, deps.routing);
  };
}
