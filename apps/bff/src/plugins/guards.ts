import { accessLevels, authRequiredMessages, type Access, type SessionUser } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionStore } from '../services/sessions/session-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route that is not in the contract (static files, the avatar images…). */
    auth?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the guard of `user` and `admin` routes; null on public ones. */
    user: SessionUser | null;
  }
}

interface DeclaredAccess {
  auth?: unknown;
  signedOutMessage?: string;
}

/** A contract route declares its access in `metadata`; any other route in its `config`. */
function declaredAccess(config: unknown): DeclaredAccess {
  const routeConfig = config as
    { tsRestRoute?: { metadata?: DeclaredAccess }; auth?: Access } | undefined;
  return routeConfig?.tsRestRoute?.metadata ?? { auth: routeConfig?.auth };
}

export class UndeclaredAccess extends Error {
  override name = 'UndeclaredAccess';
}

/**
 * Deny by default: every route says who may call it (`public`, `user`, `admin`), or the BFF does
 * not start. The check runs here, once, before any handler: signed out → 401 with the route's
 * text, signed in without the Admin role on an admin route → 403. The role is read from the
 * session's profile on every request, so a change of role counts at the user's next request.
 */
async function guards(
  app: FastifyInstance,
  {
    sessions,
    onForbidden,
  }: {
    sessions: SessionStore;
    /** A signed-in user without the Admin role called an admin route (the audit log keeps it). */
    onForbidden?: (request: FastifyRequest, user: SessionUser) => Promise<void>;
  },
) {
  // Checked once every route is known (a plugin may still set a route's access in its own
  // onRoute hook, as the web app does for its static files): a route without one stops start-up.
  const routes: { method: unknown; url: string; config?: unknown }[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared = routes.filter(
      (route) => !accessLevels.includes(declaredAccess(route.config).auth as Access),
    );
    if (undeclared.length > 0)
      throw new UndeclaredAccess(
        `Routes without a declared access (auth: 'public' | 'user' | 'admin'): ${undeclared
          .map((route) => `${String(route.method)} ${route.url}`)
          .join(', ')}`,
      );
  });

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const { auth, signedOutMessage } = declaredAccess(request.routeOptions.config);
    if (auth !== 'user' && auth !== 'admin') return;
    const session = await sessions.get(request);
    if (!session)
      return reply.status(401).send({
        error: signedOutMessage ?? authRequiredMessages.session,
        code: 'unauthenticated',
      });
    if (auth === 'admin' && session.user.role !== 'Admin') {
      await onForbidden?.(request, session.user);
      return reply.status(403).send({ error: 'Admin role required', code: 'forbidden' });
    }
    request.user = session.user;
  });
}

export const guardsPlugin = fp(guards, { name: 'guards' });

/** The user of a `user` or `admin` route, whom the guard has already checked. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error(`${request.url}: the guard did not run before the handler`);
  return request.user;
}
