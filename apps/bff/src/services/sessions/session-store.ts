import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@app/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { DB, Profile } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { ProviderSession } from '../identity/identity.ts';

/** Only what sessions do to a reply (ts-rest hands routes a differently typed FastifyReply). */
export interface CookieReply {
  setCookie(name: string, value: string, options?: CookieSerializeOptions): unknown;
  clearCookie(name: string, options?: CookieSerializeOptions): unknown;
}

export interface ActiveSession {
  /** The row id: the SHA-256 of the cookie's value. */
  id: string;
  user: SessionUser;
  providerSession: ProviderSession;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Idle sessions are marked as seen at most this often, so reads stay reads. */
const TOUCH_AFTER_MS = 60_000;

export function toSessionUser(profile: Profile): SessionUser {
  return {
    id: profile.id,
    email: profile.email,
    role: profile.role,
    fullName: profile.full_name,
    avatarUrl: profile.avatar_url,
    accountType: profile.account_type,
  };
}

/**
 * Cookie sessions: an opaque random id in an httpOnly cookie, only its hash in the database.
 * Over https the cookies take the `__Host-` prefix (Secure, Path=/, no Domain).
 */
/** Every session of the user ends (in the caller's transaction, when it gives one). */
export async function endSessionsOf(db: Kysely<DB>, userId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export function createSessionStore(db: Kysely<DB>, env: Env) {
  const secure = env.PUBLIC_ORIGIN.startsWith('https:');
  const names = {
    session: secure ? '__Host-sid' : 'sid',
    agent: secure ? '__Host-agent_token' : 'agent_token',
    oauth: secure ? '__Host-oauth_binding' : 'oauth_binding',
    signup: secure ? '__Host-signup_binding' : 'signup_binding',
  };
  const idleMs = env.SESSION_IDLE_HOURS * 3_600_000;
  const absoluteMs = env.SESSION_ABSOLUTE_DAYS * 86_400_000;
  const attributes = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  const cookieOptions = (maxAgeSeconds: number): CookieSerializeOptions => ({
    ...attributes,
    maxAge: Math.max(1, Math.floor(maxAgeSeconds)),
  });
  /** A cookie is cleared with the attributes it was set with, or browsers keep it (`__Host-`). */
  const clearCookie = (reply: CookieReply, name: string) => reply.clearCookie(name, attributes);

  // Every signed-in request reads its session: the query is compiled once.
  const sessionRead = compiledOnce(['id'], ({ id }: { id: string }) =>
    db
      .selectFrom('sessions')
      .innerJoin('profiles', 'profiles.id', 'sessions.user_id')
      .selectAll('profiles')
      .select([
        'sessions.last_seen_at',
        'sessions.expires_at',
        'sessions.provider_session',
        'sessions.id as session_id',
      ])
      .where('sessions.id', '=', id)
      // Disabling ends every session at once; this keeps a session that raced it from opening.
      .where('profiles.disabled_at', 'is', null)
      .compile(),
  );

  async function read(request: FastifyRequest): Promise<ActiveSession | null> {
    const token = request.cookies[names.session];
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const [row] = (await db.executeQuery(sessionRead({ id }))).rows;
    if (!row) return null;
    const now = Date.now();
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (new Date(row.expires_at).getTime() <= now || lastSeen + idleMs <= now) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }
    if (now - lastSeen > TOUCH_AFTER_MS)
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date() })
        .where('id', '=', id)
        .execute();
    return { id, user: toSessionUser(row), providerSession: row.provider_session };
  }

  return {
    names,
    cookieOptions,
    clearCookie,

    /** The request's session, read once per request. */
    async get(request: FastifyRequest): Promise<ActiveSession | null> {
      const cache = request as FastifyRequest & { activeSession?: Promise<ActiveSession | null> };
      cache.activeSession ??= read(request);
      return cache.activeSession;
    },

    /** Starts a new session (a fresh id: any earlier one of this browser is ended). */
    async start(
      request: FastifyRequest,
      reply: CookieReply,
      userId: string,
      providerSession: ProviderSession,
    ) {
      const previous = request.cookies[names.session];
      if (previous) await db.deleteFrom('sessions').where('id', '=', hashToken(previous)).execute();
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('sessions')
        .values({
          id: hashToken(token),
          user_id: userId,
          provider_session: providerSession ? JSON.stringify(providerSession) : null,
          user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
          ip: request.ip,
          expires_at: new Date(Date.now() + absoluteMs),
        })
        .execute();
      reply.setCookie(names.session, token, cookieOptions(absoluteMs / 1000));
      (request as FastifyRequest & { activeSession?: unknown }).activeSession = undefined;
    },

    async end(request: FastifyRequest, reply: CookieReply) {
      const token = request.cookies[names.session];
      if (token) await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
      clearCookie(reply, names.session);
      clearCookie(reply, names.agent);
    },

    /** After a password reset or an e-mail change: every browser signed in as the user is out. */
    async endAllForUser(userId: string) {
      await endSessionsOf(db, userId);
    },

    setAgentToken(reply: CookieReply, token: string, maxAgeSeconds: number) {
      reply.setCookie(names.agent, token, cookieOptions(maxAgeSeconds));
    },
    agentToken(request: FastifyRequest): string | null {
      return request.cookies[names.agent] ?? null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
