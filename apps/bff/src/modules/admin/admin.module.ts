import { apiContract } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import { IdentityError, type IdentityProvider } from '../identity/identity.ts';

export interface AdminModuleDeps {
  identity: IdentityProvider;
  routing: ContractRouting;
}

/** The admin area's API; the contract declares every route `admin`, checked by the guard. */
export function createAdminModule(deps: AdminModuleDeps) {
  return async function adminModule(app: FastifyInstance) {
    const router = s.router(apiContract.admin, {
      createInvitation: {
        hooks: {
          preHandler: perUserLimiter(app, { name: 'invite', max: 30, timeWindow: '1 minute' }),
        },
        handler: async ({ request, body }) => {
          try {
            const { expiresAt } = await deps.identity.inviteUserByEmail(body.email, {
              role: body.role,
              locale: body.locale,
            });
            request.log.info(
              { invitedBy: signedInUser(request).id, role: body.role },
              'invitation sent',
            );
            return {
              status: 201,
              body: { email: body.email, role: body.role, expiresAt: expiresAt.toISOString() },
            };
          } catch (error) {
            if (error instanceof IdentityError && error.code === 'email_taken')
              return {
                status: 409,
                body: { error: 'This e-mail address already has an account', code: error.code },
              };
            throw error;
          }
        },
      },
    });
    await serveContract(app, apiContract.admin, router, deps.routing);
  };
}
