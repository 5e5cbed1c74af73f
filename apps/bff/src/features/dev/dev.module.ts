import { apiContract } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import type { createDevMailbox, Outbox } from '../../services/mail/mailer.ts';

export interface DevModuleDeps {
  mailbox: ReturnType<typeof createDevMailbox>;
  outbox: Outbox;
  routing: ContractRouting;
}

/** Development-only routes; app.ts never registers them when NODE_ENV is production. */
export function createDevModule(deps: DevModuleDeps) {
  return async function devModule(app: FastifyInstance) {
    const router = s.router(apiContract.dev, {
      listMailbox: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        // Mail leaves off the request path: what was handed over is in the box before it is read.
        await deps.outbox.drain();
        return { status: 200, body: await deps.mailbox.list(query.to) };
      },
    });
    await serveContract(app, apiContract.dev, router, deps.routing);
  };
}
