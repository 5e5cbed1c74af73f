import { apiContract, RESEND_COOLDOWN_SECONDS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { inAWhile } from '../../lib/wait.ts';
import { contractServer as s, serveContract } from '../../plugins/contract-router.ts';
import { limiter } from '../../plugins/rate-limits.ts';
import { onBehalfOf } from '../../services/identity/identity.ts';
import { emailOf, rateLimitHandler } from './auth-answers.ts';
import type { AuthModuleDeps, AuthRoutesContext } from './auth-routes.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';
import { createSignIn } from './sign-in.ts';
import { socialRoutes } from './social-routes.ts';

export type { AuthModuleDeps } from './auth-routes.ts';
export { authMessages } from './auth-answers.ts';

/**
 * Accounts: registration with a code, sign-in and out, links (confirmation, reset, invitation,
 * e-mail change), social sign-in, and the session the SPA reads at start. Each group of routes
 * has a file of its own; the identity provider's answers become the API's in auth-answers.ts.
 */
export function createAuthModule(deps: AuthModuleDeps) {
  const { sessions, agent } = deps;
  const completeSignIn = createSignIn(deps);
  return async function authModule(app: FastifyInstance) {
    // Before any route: routes keep the error handler of the moment they are added.
    app.setErrorHandler(rateLimitHandler);
    // Identity calls are made for the person asking, at the address the BFF believes (TRUST_PROXY).
    // After the body is read (the parser's callbacks would lose the context), before the handler.
    app.addHook('preValidation', (request, _reply, done) => {
      onBehalfOf(request.ip, () => done());
    });
    // Limits on guessing and on mail sent: per account (its e-mail address alone, so no rotation of
    // network addresses gets past them) and per network address.
    const context: AuthRoutesContext = {
      deps,
      completeSignIn,
      limits: {
        perAccount: (max, timeWindow, name) =>
          limiter(app, { name: `${name}-account`, max, timeWindow, key: emailOf }),
        perIp: (max, timeWindow, name) => limiter(app, { name: `${name}-ip`, max, timeWindow }),
        resendCooldown: limiter(app, {
          name: 'resend',
          max: 1,
          timeWindow: RESEND_COOLDOWN_SECONDS * 1000,
          key: emailOf,
          message: (seconds) => `You can ask for another code ${inAWhile(seconds)}.`,
        }),
        hooks: (...preHandler) => ({ preHandler }),
      },
    };

    const router = s.router(apiContract.auth, {
      ...signUpRoutes(context),
      ...passwordRoutes(context),
      ...invitationRoutes(context),
      ...emailChangeRoutes(context),
      ...socialRoutes(context),
    });
    await serveContract(app, apiContract.auth, router, deps.routing);

    const sessionRouter = s.router(apiContract.session, {
      getSession: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        const session = await sessions.get(request);
        if (!session) {
          // A cookie that opens nothing (expired, signed out elsewhere) is dropped.
          if (request.cookies[sessions.names.session]) await sessions.end(request, reply);
          return { status: 200, body: { user: null, warning: null } };
        }
        const warning = await agent.check(request, reply, session.user);
        return { status: 200, body: { user: session.user, warning } };
      },
    });
    await serveContract(app, apiContract.session, sessionRouter, deps.routing);
  };
}
