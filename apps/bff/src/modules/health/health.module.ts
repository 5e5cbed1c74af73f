import { apiContract } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';

export interface HealthModuleDeps {
  database: Pick<Database, 'ping'>;
  version: string;
  routing: ContractRouting;
}

/** Liveness, with the database's answer: 503 while it does not answer. */
export function createHealthModule(deps: HealthModuleDeps) {
  const startedAt = Date.now();
  return async function healthModule(app: FastifyInstance) {
    const router = s.router(apiContract.health, {
      getHealth: async ({ reply }) => {
        const databaseUp = await deps.database.ping();
        reply.header('cache-control', 'no-store');
        const body = {
          status: databaseUp ? ('ok' as const) : ('degraded' as const),
          version: deps.version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          database: databaseUp ? ('ok' as const) : ('unavailable' as const),
        };
        return databaseUp ? { status: 200, body } : { status: 503, body };
      },
    });
    await serveContract(app, apiContract.health, router, deps.routing);
  };
}
