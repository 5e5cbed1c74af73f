import type { SignedIn } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import { upsertProfile } from '../../services/accounts/accounts.ts';
import type { AgentSessions } from '../../services/agent-auth/agent-sessions.ts';
import { recordAudit } from '../../services/audit/audit-log.ts';
import { IdentityError, type IdentitySignIn } from '../../services/identity/identity.ts';
import {
  toSessionUser,
  type CookieReply,
  type SessionStore,
} from '../../services/sessions/session-store.ts';

/**
 * After the identity provider said yes: profile (a disabled account stops here), a fresh session
 * and its audit row, then the agent server.
 */
export function createSignIn(deps: {
  db: Kysely<DB>;
  sessions: SessionStore;
  agent: AgentSessions;
  events: EventBus;
}) {
  return async function completeSignIn(
    request: FastifyRequest,
    reply: CookieReply,
    signIn: IdentitySignIn,
    password?: string,
  ): Promise<SignedIn> {
    const profile = await upsertProfile(deps.db, signIn.user);
    const actor = { id: profile.id, email: profile.email, ip: request.ip };
    // Every way in passes here, whichever identity provider said yes.
    if (profile.disabled_at) {
      await recordAudit(deps.db, actor, {
        action: 'auth.sign_in_failed',
        details: { reason: 'account_disabled' },
      });
      throw new IdentityError('account_disabled');
    }
    await deps.sessions.start(request, reply, profile.id, signIn.providerSession);
    await recordAudit(deps.db, actor, { action: 'auth.sign_in' });
    const user = toSessionUser(profile);
    const warning = await deps.agent.signIn(request, reply, user, password);
    deps.events.emit('user.signedIn', { userId: user.id });
    return { user, warning };
  };
}

export type CompleteSignIn = ReturnType<typeof createSignIn>;
