import type {
  AgentConnectedTool,
  AgentTokenStatus,
  AgentToolId,
  AgentToolToken,
} from '@app/contracts';
import { toolIds } from '@app/contracts';
import type { Clock } from './clock.ts';
import { randomToken, s256 } from './oauth-crypto.ts';
import type { OAuthProvider, TokenAnswer } from './provider/oauth-provider.ts';
import { PROVIDER_PREFIX } from './provider/provider-routes.ts';
import { catalogueTool, toolName } from './tool-catalogue.ts';

/** DESIGN §4: an OAuth state is single-use, bound to its user, and expires after 10 minutes. */
export const STATE_TTL_MS = 10 * 60_000;
/** Enough for a few tabs left open; a user opening more drops their oldest. */
const MAX_PENDING_PER_USER = 20;

/** The agent server's OAuth client id at the provider, and the name the consent page shows. */
export const CLIENT_ID = 'agent-auth';
export const CLIENT_NAME = 'Agentia';

type Pending = {
  userId: string;
  tool: AgentToolId;
  verifier: string;
  redirectUri: string;
  expiresAt: number;
};

type Connection = {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  scopes: string[];
  connectedAt: number;
};

type Failure = { status: 400 | 401 | 404; error: string };

const iso = (ms: number) => new Date(ms).toISOString();

export type ToolConnectionsOptions = {
  clock: Clock;
  provider: OAuthProvider;
  /** The base where the browser reaches /oauth-provider/*, for this request. */
  providerBaseUrl(): string;
  redirectUri(tool: AgentToolId): string;
};

/**
 * The agent server as the provider's OAuth client: authorization requests with state and PKCE,
 * and each user's connections with their tokens. Everything lives in memory: this is a local
 * development server, and a restart disconnects every tool.
 *
 * It talks to the provider by calling its functions rather than over HTTP. They run in this
 * process, so a network hop would only add a way to fail; and providerBaseUrl is where the
 * browser reaches the provider, which the server itself may not be able to reach (a proxy, a
 * container's published port). The functions are the ones the HTTP endpoints wrap, with the same
 * checks of client_id, redirect_uri and code_verifier.
 */
export function createToolConnections(options: ToolConnectionsOptions) {
  const { clock, provider } = options;
  const pending = new Map<string, Pending>();
  const connections = new Map<string, Map<AgentToolId, Connection>>();

  function prune(userId: string) {
    const now = clock();
    const mine: string[] = [];
    for (const [state, entry] of pending) {
      if (entry.expiresAt <= now) pending.delete(state);
      else if (entry.userId === userId) mine.push(state);
    }
    for (const state of mine.slice(0, Math.max(0, mine.length - MAX_PENDING_PER_USER + 1)))
      pending.delete(state);
  }

  function connectionOf(userId: string, tool: AgentToolId) {
    return connections.get(userId)?.get(tool);
  }

  function store(userId: string, tool: AgentToolId, tokens: TokenAnswer, connectedAt?: number) {
    const now = clock();
    const connection: Connection = {
      accessToken: tokens.access_token,
      accessExpiresAt: now + tokens.expires_in * 1000,
      refreshToken: tokens.refresh_token,
      refreshExpiresAt: now + tokens.refresh_token_expires_in * 1000,
      scopes: tokens.scope.split(' ').filter(Boolean),
      connectedAt: connectedAt ?? now,
    };
    const mine = connections.get(userId) ?? new Map<AgentToolId, Connection>();
    mine.set(tool, connection);
    connections.set(userId, mine);
    return connection;
  }

  function disconnect(userId: string, tool: AgentToolId) {
    const connection = connectionOf(userId, tool);
    if (!connection) return;
    // The refresh token names the whole grant: the provider revokes its access token with it.
    provider.revoke(tool, connection.refreshToken, CLIENT_ID);
    connections.get(userId)?.delete(tool);
  }

  /** Valid by its expiry and at the provider, which may have revoked it on its side. */
  function isValid(tool: AgentToolId, connection: Connection) {
    return (
      connection.accessExpiresAt > clock() &&
      provider.introspect(tool, connection.accessToken).active
    );
  }

  const token = (connection: Connection): AgentToolToken => ({
    access_token: connection.accessToken,
    expires_at: iso(connection.accessExpiresAt),
  });

  return {
    /** POST /oauth/authorize/:tool: the provider's consent URL, with a fresh state and PKCE. */
    authorize(userId: string, tool: AgentToolId): { auth_url: string; state: string } {
      prune(userId);
      const state = randomToken();
      const verifier = randomToken();
      const redirectUri = options.redirectUri(tool);
      pending.set(state, {
        userId,
        tool,
        verifier,
        redirectUri,
        expiresAt: clock() + STATE_TTL_MS,
      });
      const url = new URL(
        `${options.providerBaseUrl()}${PROVIDER_PREFIX}/${encodeURIComponent(tool)}/authorize`,
      );
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: redirectUri,
        scope: catalogueTool(tool)
          .scopes.map((scope) => scope.id)
          .join(' '),
        state,
        code_challenge: s256(verifier),
        code_challenge_method: 'S256',
      }).toString();
      return { auth_url: url.toString(), state };
    },

    /** POST /oauth/callback/:tool: checks the state, exchanges the code, keeps the tokens. */
    complete(
      userId: string,
      tool: AgentToolId,
      code: string,
      state: string,
    ): { connectedAt: string } | Failure {
      const entry = pending.get(state);
      // Another user's state (or another tool's) is not theirs to spend: it stays usable by its
      // owner, and the answer is the same as for a state that never existed.
      if (!entry || entry.userId !== userId || entry.tool !== tool)
        return { status: 400, error: 'Invalid or expired state' };
      pending.delete(state);
      if (entry.expiresAt <= clock()) return { status: 400, error: 'Invalid or expired state' };

      const tokens = provider.exchangeCode({
        tool,
        code,
        clientId: CLIENT_ID,
        redirectUri: entry.redirectUri,
        codeVerifier: entry.verifier,
      });
      if ('error' in tokens)
        return { status: 400, error: `${toolName(tool)} refused the authorization code` };
      // Connecting again replaces the old grant, which is revoked rather than left live.
      disconnect(userId, tool);
      const connection = store(userId, tool, tokens);
      return { connectedAt: iso(connection.connectedAt) };
    },

    connected(userId: string): AgentConnectedTool[] {
      return toolIds.flatMap((tool) => {
        const connection = connectionOf(userId, tool);
        if (!connection) return [];
        return [
          {
            tool,
            name: toolName(tool),
            connected_at: iso(connection.connectedAt),
            expires_at: iso(connection.accessExpiresAt),
            scopes: connection.scopes,
          },
        ];
      });
    },

    status(userId: string, tool: AgentToolId): AgentTokenStatus {
      const connection = connectionOf(userId, tool);
      if (!connection)
        return {
          tool,
          connected: false,
          is_valid: false,
          has_refresh_token: false,
          expires_at: null,
          connected_at: null,
        };
      return {
        tool,
        connected: true,
        is_valid: isValid(tool, connection),
        has_refresh_token: connection.refreshExpiresAt > clock(),
        expires_at: iso(connection.accessExpiresAt),
        connected_at: iso(connection.connectedAt),
      };
    },

    /** POST /token/refresh/:tool. A refresh the provider refuses ends the connection. */
    refresh(userId: string, tool: AgentToolId): AgentToolToken | Failure {
      const connection = connectionOf(userId, tool);
      if (!connection) return { status: 404, error: `${toolName(tool)} is not connected` };
      const tokens = provider.refresh({
        tool,
        refreshToken: connection.refreshToken,
        clientId: CLIENT_ID,
      });
      if ('error' in tokens) {
        connections.get(userId)?.delete(tool);
        return {
          status: 400,
          error: `${toolName(tool)} refused the refresh token: connect it again`,
        };
      }
      return token(store(userId, tool, tokens, connection.connectedAt));
    },

    /** POST /agent-api/tools/:tool/action: a read hands the agent the tool's valid token. */
    read(userId: string, tool: AgentToolId): AgentToolToken | Failure {
      const connection = connectionOf(userId, tool);
      if (!connection) return { status: 401, error: `${toolName(tool)} is not connected` };
      if (!isValid(tool, connection))
        return { status: 401, error: `The ${toolName(tool)} access token has expired` };
      return token(connection);
    },

    /** DELETE /oauth/revoke/:tool: revoked at the provider too; nothing to revoke is fine. */
    revoke(userId: string, tool: AgentToolId): void {
      disconnect(userId, tool);
    },
  };
}

export type ToolConnections = ReturnType<typeof createToolConnections>;
