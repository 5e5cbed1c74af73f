import { createHmac } from 'node:crypto';
import type { SessionWarning } from '@app/contracts';
import { signLoginAssertion } from '@app/agent-auth/assertion';
import type { FastifyRequest } from 'fastify';
import type { CookieReply, SessionStore } from '../sessions/session-store.ts';
import {
  AgentAuthRefused,
  AgentAuthUnavailable,
  type AgentAuthClient,
} from './agent-auth-client.ts';

/** Keys of the local agent server and of the assertions the BFF signs for it. */
export function agentSecrets(sessionSecret: string, assertionSecret?: string) {
  const derive = (label: string) =>
    createHmac('sha256', sessionSecret).update(label).digest('base64url');
  return {
    jwtSecret: derive('agent-auth:jwt'),
    assertionSecret: assertionSecret ?? derive('agent-auth:assertion'),
  };
}

export type AgentUserInfo = { id: string; email: string; role: string; fullName: string | null };

/**
 * The user's standing with the agent authentication server: its token lives in an httpOnly
 * cookie of its own, obtained at sign-in and renewed when it expires. Its failure never signs
 * anyone out: the spec's warning says some features may be limited.
 */
export function createAgentSessions({
  client,
  sessions,
  assertionSecret,
  tokenMaxAgeSeconds,
}: {
  /** null when no agent authentication server is configured or started. */
  client: AgentAuthClient | null;
  sessions: SessionStore;
  assertionSecret: string;
  tokenMaxAgeSeconds: number;
}) {
  /**
   * A fresh agent token for this user: with the password when the user just typed it, else with
   * an assertion the BFF signs. Throws when the server fails.
   */
  async function obtainToken(
    reply: CookieReply,
    user: AgentUserInfo,
    password?: string,
  ): Promise<string> {
    if (!client) throw new AgentAuthUnavailable('no agent authentication server is configured');
    const token = password
      ? await client.login({ email: user.email, password })
      : await client.login({
          email: user.email,
          assertion: await signLoginAssertion({
            secret: assertionSecret,
            userId: user.id,
            email: user.email,
            role: user.role,
            ...(user.fullName ? { name: user.fullName } : {}),
          }),
        });
    sessions.setAgentToken(reply, token, tokenMaxAgeSeconds);
    return token;
  }

  /** Signs the agent server in; the spec's warning when it cannot be reached or refuses. */
  async function signIn(
    request: FastifyRequest,
    reply: CookieReply,
    user: AgentUserInfo,
    password?: string,
  ): Promise<SessionWarning | null> {
    try {
      await obtainToken(reply, user, password);
      return null;
    } catch (error) {
      request.log.warn({ err: error }, 'agent authentication server sign-in failed');
      return 'agent_auth_unavailable';
    }
  }

  /**
   * Load user (spec §4): asks the agent server who the token belongs to; an expired token is
   * renewed with an assertion; any failure falls back to the session's data with the warning.
   */
  async function check(
    request: FastifyRequest,
    reply: CookieReply,
    user: AgentUserInfo,
  ): Promise<SessionWarning | null> {
    const token = sessions.agentToken(request);
    if (!client) return 'agent_auth_unavailable';
    if (token) {
      try {
        await client.user(token);
        return null;
      } catch (error) {
        if (!(error instanceof AgentAuthRefused)) {
          request.log.warn({ err: error }, 'agent authentication server did not answer');
          return 'agent_auth_unavailable';
        }
      }
    }
    return signIn(request, reply, user);
  }

  return { client, obtainToken, signIn, check };
}

export type AgentSessions = ReturnType<typeof createAgentSessions>;
