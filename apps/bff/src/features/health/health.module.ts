import { apiContract, type Readiness } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';

/** Something the BFF needs to serve fully, by name; `check` answers whether it does right now. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean>;
}

export interface HealthModuleDeps {
  database: Pick<Database, 'ping'>;
  version: string;
  routing: ContractRouting;
  /** The checks of `/api/ready`, in the order they are reported (database, identity, …). */
  readiness: ReadinessCheck[];
}

/**
 * Liveness (`/api/health`: the process and its database) and readiness (`/api/ready`: every
 * dependency the composition root names, 503 while one of them is down).
 */
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

      getReadiness: async ({ reply }) => {
        reply.header('cache-control', 'no-store');
        // Checked together; a check that throws counts as down rather than failing the answer.
        const checks = await Promise.all(
          deps.readiness.map(async ({ name, check }) => ({
            name,
            status: (await check().catch(() => false)) ? ('ok' as const) : ('down' as const),
          })),
        );
        const ready = checks.every((check) => check.status === 'ok');
        const body: Readiness = { status: ready ? 'ready' : 'not_ready', checks };
        return ready ? { status: 200, body } : { status: 503, body };
      },
    });
    await serveContract(app, apiContract.health, router, deps.routing);
  };
}
