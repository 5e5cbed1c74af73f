import {
  apiContract,
  connectionErrorMessages,
  type AgentToolId,
  type ConnectionErrorKind,
  type ErrorBody,
  type Language,
  type ToolConnection,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import {
  AgentAuthRefused,
  type AgentAuthClient,
} from '../../services/agent-auth/agent-auth-client.ts';
import type { AgentSessions } from '../../services/agent-auth/agent-sessions.ts';
import type { CookieReply, SessionStore } from '../../services/sessions/session-store.ts';

type Failure = { status: 400 | 401 | 404 | 409 | 502; body: ErrorBody };

class ConnectionFailure extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.body.error);
    this.failure = failure;
  }
}

export interface ConnectionsModuleDeps {
  sessions: SessionStore;
  agent: AgentSessions;
  routing: ContractRouting;
}

/**
 * Connections to external tools, through the agent authentication server (spec §4 "Tool token").
 * The BFF keeps no token of its own: the browser gets each tool's state, never its tokens.
 */
export function createConnectionsModule(deps: ConnectionsModuleDeps) {
  return async function connectionsModule(app: FastifyInstance) {
    const perUser = perUserLimiter(app, { name: 'connections', max: 60, timeWindow: '1 minute' });

    /** The agent server's own error when it gave one, else the spec's default, in the asked language. */
    const failed = (error: unknown, kind: ConnectionErrorKind, lang: Language): Failure => {
      if (error instanceof ConnectionFailure) return error.failure;
      const serverError = (error as { serverError?: string }).serverError;
      const message = serverError ?? connectionErrorMessages[kind][lang];
      if (error instanceof AgentAuthRefused && error.status === 400)
        return { status: 400, body: { error: message, code: 'connection_refused' } };
      return { status: 502, body: { error: message, code: `agent_${kind}_failed` } };
    };

    /**
     * Runs a call with the user's agent token; an expired or missing token is renewed once with an
     * assertion. (Signed out, the guard answered "No active session" before.)
     */
    async function withAgent<T>(
      request: FastifyRequest,
      reply: CookieReply,
      run: (agent: AgentAuthClient, token: string) => Promise<T>,
    ): Promise<T> {
      const user = signedInUser(request);
      const agent = deps.agent.client;
      if (!agent) throw new Error('no agent authentication server is configured');
      const token = deps.sessions.agentToken(request);
      if (token) {
        try {
          return await run(agent, token);
        } catch (error) {
          if (!(error instanceof AgentAuthRefused && error.status === 401)) throw error;
        }
      }
      const fresh = await deps.agent.obtainToken(reply, user);
      return run(agent, fresh);
    }

    async function connectionOf(
      agent: AgentAuthClient,
      token: string,
      tool: AgentToolId,
    ): Promise<ToolConnection> {
      const [tools, status] = await Promise.all([
        agent.listTools(token),
        agent.tokenStatus(token, tool),
      ]);
      const info = tools.find((item) => item.tool === tool);
      if (!info) throw new AgentAuthRefused(404, 'Unknown tool');
      return {
        tool,
        name: info.name,
        description: info.description,
        scopes: info.scopes,
        state: !status.connected ? 'not_connected' : status.is_valid ? 'connected' : 'expired',
        connectedAt: status.connected_at,
        expiresAt: status.expires_at,
        hasRefreshToken: status.has_refresh_token,
      };
    }

    const router = s.router(apiContract.connections, {
      listConnections: {
        hooks: { preHandler: perUser },
        handler: async ({ request, reply, query }) => {
          reply.header('cache-control', 'no-store');
          try {
            const tools = await withAgent(request, reply, async (agent, token) => {
              const [catalogue, connected] = await Promise.all([
                agent.listTools(token),
                agent.connectedTools(token),
              ]);
              const connectedIds = new Set(connected.map((item) => item.tool));
              const statuses = new Map(
                await Promise.all(
                  [...connectedIds].map(
                    async (tool) => [tool, await agent.tokenStatus(token, tool)] as const,
                  ),
                ),
              );
              return catalogue.map((info): ToolConnection => {
                const status = statuses.get(info.tool);
                return {
                  tool: info.tool,
                  name: info.name,
                  description: info.description,
                  scopes: info.scopes,
                  state: !status?.connected
                    ? 'not_connected'
                    : status.is_valid
                      ? 'connected'
                      : 'expired',
                  connectedAt: status?.connected_at ?? null,
                  expiresAt: status?.expires_at ?? null,
                  hasRefreshToken: status?.has_refresh_token ?? false,
                };
              });
            });
            return { status: 200, body: { tools } };
          } catch (error) {
            return failed(error, 'listTools', query.lang) as { status: 401 | 502; body: ErrorBody };
          }
        },
      },

      connectTool: {
        hooks: { preHandler: perUser },
        handler: async ({ request, reply, params, body }) => {
          try {
            const started = await withAgent(request, reply, (agent, token) =>
              agent.authorize(token, params.tool),
            );
            return { status: 200, body: { authUrl: started.auth_url, state: started.state } };
          } catch (error) {
            return failed(error, 'authorize', body.lang) as { status: 401 | 502; body: ErrorBody };
          }
        },
      },

      completeConnection: {
        hooks: { preHandler: perUser },
        handler: async ({ request, reply, params, body }) => {
          try {
            const connection = await withAgent(request, reply, async (agent, token) => {
              await agent.completeAuthorization(token, params.tool, {
                code: body.code,
                state: body.state,
              });
              return connectionOf(agent, token, params.tool);
            });
            return { status: 200, body: connection };
          } catch (error) {
            return failed(error, 'authorize', body.lang) as {
              status: 400 | 401 | 502;
              body: ErrorBody;
            };
          }
        },
      },

      useTool: {
        hooks: { preHandler: perUser },
        handler: async ({ request, reply, params, body }) => {
          let step: ConnectionErrorKind = 'token';
          try {
            const used = await withAgent(request, reply, async (agent, token) => {
              const status = await agent.tokenStatus(token, params.tool);
              if (!status.connected)
                throw new ConnectionFailure({
                  status: 409,
                  body: {
                    error:
                      body.lang === 'fr'
                        ? "Cet outil n'est pas connecté"
                        : 'This tool is not connected',
                    code: 'not_connected',
                  },
                });
              // The spec's token logic: an invalid token with a refresh token is refreshed;
              // otherwise the agent API is asked for a read action.
              let refreshed = false;
              if (!status.is_valid && status.has_refresh_token) {
                step = 'refresh';
                await agent.refreshToken(token, params.tool);
                refreshed = true;
              } else {
                step = 'access';
                await agent.readAction(token, params.tool);
              }
              return { connection: await connectionOf(agent, token, params.tool), refreshed };
            });
            return { status: 200, body: used };
          } catch (error) {
            return failed(error, step, body.lang) as {
              status: 401 | 409 | 502;
              body: ErrorBody;
            };
          }
        },
      },

      revokeTool: {
        hooks: { preHandler: perUser },
        handler: async ({ request, reply, params, query }) => {
          try {
            const connection = await withAgent(request, reply, async (agent, token) => {
              await agent.revoke(token, params.tool);
              return connectionOf(agent, token, params.tool);
            });
            return { status: 200, body: connection };
          } catch (error) {
            return failed(error, 'revoke', query.lang) as { status: 401 | 502; body: ErrorBody };
          }
        },
      },
    });
    await serveContract(app, apiContract.connections, router, deps.routing);
  };
}
