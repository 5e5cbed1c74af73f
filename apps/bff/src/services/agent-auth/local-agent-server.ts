import { createAgentAuthServer, type AgentAuthServerOptions } from '@app/agent-auth';
import type { Env } from '../../env.ts';
import { IdentityError, type IdentityProvider } from '../identity/identity.ts';
import { agentSecrets } from './agent-sessions.ts';

/**
 * The agent authentication server run in this process when no AGENT_AUTH_URL is set. It checks
 * passwords with the BFF's identity provider, which exists only once the app is built: call
 * `bindIdentity` then. Its consent pages are reached through the BFF (/oauth-provider/*) and send
 * the browser back to the dashboard's callback page.
 */
export function createLocalAgentServer(
  env: Env,
  extra: Pick<AgentAuthServerOptions, 'clock' | 'toolAccessTokenTtlSeconds'> = {},
) {
  let identity: IdentityProvider | undefined;
  const ttl = extra.toolAccessTokenTtlSeconds ?? env.AGENT_TOOL_TOKEN_TTL_SECONDS;
  const server = createAgentAuthServer({
    ...agentSecrets(env.SESSION_SECRET, env.AGENT_ASSERTION_SECRET),
    providerBaseUrl: env.PUBLIC_ORIGIN,
    redirectUri: (tool) => `${env.PUBLIC_ORIGIN}/dashboard/tools/callback/${tool}`,
    ...(ttl ? { toolAccessTokenTtlSeconds: ttl } : {}),
    ...(extra.clock ? { clock: extra.clock } : {}),
    verifyPassword: async (email, password) => {
      if (!identity) return null;
      try {
        const { user } = await identity.signInWithPassword(email, password);
        // The spec's default role when the identity's metadata has none.
        return { ...user, role: user.role ?? 'Pro' };
      } catch (error) {
        if (error instanceof IdentityError) return null;
        throw error;
      }
    },
  });
  return {
    ...server,
    bindIdentity(provider: IdentityProvider) {
      identity = provider;
    },
  };
}
