import { createHmac } from 'node:crypto';
import type { SessionWarning, SignedIn } from '@app/contracts';
import { signLoginAssertion } from '@app/agent-auth/assertion';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../../env.ts';
import { AgentAuthRefused, AgentAuthUnavailable } from './agent-auth-client.ts';
import type { IdentitySignIn, IdentityUser } from './identity/identity.ts';
import { toSessionUser, type CookieReply } from './sessions.ts';

/** Keys of the local agent server and of the assertions the BFF signs for it. */
export function agentSecrets(env: Env) {
  const derive = (label: string) =>
    createHmac('sha256', env.SESSION_SECRET).update(label).digest('base64url');
  return {
    jwtSecret: derive('agent-auth:jwt'),
    assertionSecret: env.AGENT_ASSERTION_SECRET ?? derive('agent-auth:assertion'),
  };
}

/** The profile mirrors the identity: created at first sign-in, its role kept afterwards. */
export async function upsertProfile(app: FastifyInstance, user: IdentityUser) {
  const profile = await app.database.db
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
  return profile;
}

type AgentUserInfo = { id: string; email: string; role: string; fullName: string | null };

/**
 * A fresh agent token for this user, kept in its own httpOnly cookie: with the password when the
 * user just typed it, else with an assertion the BFF signs. Throws when the server fails.
 */
export async function obtainAgentToken(
  app: FastifyInstance,
  reply: CookieReply,
  user: AgentUserInfo,
  password?: string,
): Promise<string> {
  const agent = app.agentAuth;
  if (!agent) throw new AgentAuthUnavailable('no agent authentication server is configured');
  const token = password
    ? await agent.login({ email: user.email, password })
    : await agent.login({
        email: user.email,
        assertion: await signLoginAssertion({
          secret: app.agentAssertionSecret,
          userId: user.id,
          email: user.email,
          role: user.role,
          ...(user.fullName ? { name: user.fullName } : {}),
        }),
      });
  app.sessions.setAgentToken(reply, token, app.config.SESSION_ABSOLUTE_DAYS * 86_400);
  return token;
}

/**
 * Signs the agent server in for this user. Answers the spec's warning when that server cannot be
 * reached or refuses.
 */
export async function signInToAgentServer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: CookieReply,
  user: AgentUserInfo,
  password?: string,
): Promise<SessionWarning | null> {
  try {
    await obtainAgentToken(app, reply, user, password);
    return null;
  } catch (error) {
    request.log.warn({ err: error }, 'agent authentication server sign-in failed');
    return 'agent_auth_unavailable';
  }
}

/** After the identity provider said yes: profile, a fresh session, then the agent server. */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: CookieReply,
  signIn: IdentitySignIn,
  password?: string,
): Promise<SignedIn> {
  const profile = await upsertProfile(app, signIn.user);
  await app.sessions.start(request, reply, profile.id, signIn.providerSession);
  const user = toSessionUser(profile);
  const warning = await signInToAgentServer(app, request, reply, user, password);
  return { user, warning };
}

/**
 * Load user (spec §4): asks the agent server who the token belongs to; an expired token is
 * renewed with an assertion; any failure falls back to the session's data with the warning.
 */
export async function checkAgentServer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: CookieReply,
  user: AgentUserInfo,
): Promise<SessionWarning | null> {
  const agent = app.agentAuth;
  const token = app.sessions.agentToken(request);
  if (!agent) return 'agent_auth_unavailable';
  if (token) {
    try {
      await agent.user(token);
      return null;
    } catch (error) {
      if (!(error instanceof AgentAuthRefused)) {
        request.log.warn({ err: error }, 'agent authentication server did not answer');
        return 'agent_auth_unavailable';
      }
    }
  }
  return signInToAgentServer(app, request, reply, user);
}
