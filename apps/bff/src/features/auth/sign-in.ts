import type { SignedIn } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { AgentSessions } from '../../services/agent-auth/agent-sessions.ts';
import { recordAudit } from '../../services/audit/audit-log.ts';
import {
  IdentityError,
  type IdentitySignIn,
  type IdentityUser,
} from '../../services/identity/identity.ts';
import {
  toSessionUser,
  type CookieReply,
  type SessionStore,
} from '../../services/sessions/session-store.ts';

/** The profile mirrors the identity: created at first sign-in, its role kept afterwards. */
export async function upsertProfile(db: Kysely<DB>, user: IdentityUser) {
  return db
    .insertInto('profiles')
    .values({
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      // Free at registration (the sign-up metadata says so); Pro when the metadata has no role.
      role: user.role ?? 'Pro',
      account_type: user.accountType,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        full_name: eb.fn.coalesce('profiles.full_name', eb.ref('excluded.full_name')),
        account_type: eb.fn.coalesce('profiles.account_type', eb.ref('excluded.account_type')),
        updated_at: new Date(),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A completed invitation from the admin area: the profile is made now, with the role the person
 * was invited with, and the invitation is spent. An invitation the admin area did not send (none
 * is kept for the address) leaves the profile to the first sign-in, as before.
 */
export async function profileFromInvitation(
  db: Kysely<DB>,
  account: { id: string; email: string; fullName: string },
) {
  await db.transaction().execute(async (trx) => {
    const invitation = await trx
      .deleteFrom('account_invitations')
      .where(sql<boolean>`lower(email) = lower(${account.email})`)
      .returning('role')
      .executeTakeFirst();
    if (invitation)
      await upsertProfile(trx, { ...account, role: invitation.role, accountType: null });
  });
}

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
