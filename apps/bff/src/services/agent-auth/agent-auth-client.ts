import {
  AgentAuthorizeAnswer,
  AgentConnectedToolsAnswer,
  AgentLogin,
  AgentLoginRequest,
  AgentOAuthCallbackAnswer,
  AgentOAuthCallbackRequest,
  AgentRevokeAnswer,
  AgentTokenStatus,
  AgentToolActionAnswer,
  AgentToolsAnswer,
  AgentUserAnswer,
  agentAuthContract,
  type AgentToolId,
} from '@app/contracts';
import CircuitBreaker from 'opossum';
import { z } from 'zod';

/** The agent server did not answer usefully: the user stays signed in, with the spec's warning. */
export class AgentAuthUnavailable extends Error {
  override name = 'AgentAuthUnavailable';
  /** The `error` field of the server's answer, when it gave one. */
  readonly serverError: string | undefined;
  constructor(message: string, serverError?: string) {
    super(message);
    this.serverError = serverError;
  }
}
/** The agent server answered, and refused (bad credentials or input, expired or revoked token). */
export class AgentAuthRefused extends Error {
  override name = 'AgentAuthRefused';
  readonly status: number;
  readonly serverError: string | undefined;
  constructor(status: number, serverError?: string) {
    super(`agent server refused (${status})${serverError ? `: ${serverError}` : ''}`);
    this.status = status;
    this.serverError = serverError;
  }
}

const ErrorField = z.object({ error: z.string().min(1).max(500) });
const path = (template: string, tool?: AgentToolId) =>
  tool ? template.replace(':tool', encodeURIComponent(tool)) : template;

/**
 * The BFF's client of the agent authentication server. Requests and answers are parsed with the
 * contract's schemas, and every call gives up after the time-out (5 s by default).
 *
 * A circuit breaker sits in front: once the server fails (no answer, a 5xx, an answer off the
 * contract), calls fail at once for `retryAfterMs`, so no page waits for a time-out while it is
 * down; then one call at a time probes it, and the first success closes the circuit again. A
 * refusal (4xx) is an answer, not a failure.
 */
export function createAgentAuthClient(
  baseUrl: string,
  { timeoutMs, retryAfterMs }: { timeoutMs: number; retryAfterMs: number },
) {
  const breaker = new CircuitBreaker(send, {
    name: 'agent-auth',
    timeout: false, // every request has its own time-out
    errorThresholdPercentage: 0, // one failure opens the circuit
    resetTimeout: retryAfterMs,
    errorFilter: (error: unknown) => !(error instanceof AgentAuthUnavailable),
  });

  async function call<T extends z.ZodType>(
    route: { method: string; path: string },
    answer: T,
    init: { body?: unknown; token?: string; tool?: AgentToolId },
  ): Promise<z.infer<T>> {
    try {
      return (await breaker.fire(route, answer, init)) as z.infer<T>;
    } catch (error) {
      if ((error as { code?: string }).code === 'EOPENBREAKER')
        throw new AgentAuthUnavailable('agent server failed recently; not asked again yet');
      throw error;
    }
  }

  async function send<T extends z.ZodType>(
    route: { method: string; path: string },
    answer: T,
    init: { body?: unknown; token?: string; tool?: AgentToolId },
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(new URL(path(route.path, init.tool), baseUrl), {
        method: route.method,
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AgentAuthUnavailable(`agent server unreachable: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const serverError = ErrorField.safeParse(body).data?.error;
    if (response.status >= 400 && response.status < 500)
      throw new AgentAuthRefused(response.status, serverError);
    if (!response.ok)
      throw new AgentAuthUnavailable(`agent server answered ${response.status}`, serverError);
    const parsed = answer.safeParse(body);
    if (!parsed.success)
      throw new AgentAuthUnavailable(
        `agent server answer breaks the contract: ${parsed.error.message}`,
      );
    return parsed.data;
  }
  const routes = agentAuthContract;

  return {
    /** Stops the circuit breaker's timers. */
    close() {
      breaker.shutdown();
    },
    async login(credentials: AgentLoginRequest) {
      const body = AgentLoginRequest.parse(credentials);
      return (await call(routes.login, AgentLogin, { body })).agent_token;
    },
    async logout(token: string) {
      await call(routes.logout, routes.logout.responses[200], { token });
    },
    async user(token: string) {
      return (await call(routes.getUser, AgentUserAnswer, { token })).user;
    },
    async listTools(token: string) {
      return (await call(routes.listTools, AgentToolsAnswer, { token })).tools;
    },
    async connectedTools(token: string) {
      return (await call(routes.connectedTools, AgentConnectedToolsAnswer, { token }))
        .connected_tools;
    },
    authorize: (token: string, tool: AgentToolId) =>
      call(routes.authorizeTool, AgentAuthorizeAnswer, { token, tool }),
    completeAuthorization: async (
      token: string,
      tool: AgentToolId,
      input: AgentOAuthCallbackRequest,
    ) =>
      call(routes.completeToolAuthorization, AgentOAuthCallbackAnswer, {
        token,
        tool,
        body: AgentOAuthCallbackRequest.parse(input),
      }),
    tokenStatus: (token: string, tool: AgentToolId) =>
      call(routes.tokenStatus, AgentTokenStatus, { token, tool }),
    refreshToken: (token: string, tool: AgentToolId) =>
      call(routes.refreshToken, routes.refreshToken.responses[200], { token, tool }),
    readAction: (token: string, tool: AgentToolId) =>
      call(routes.toolAction, AgentToolActionAnswer, { token, tool, body: { action: 'read' } }),
    revoke: (token: string, tool: AgentToolId) =>
      call(routes.revokeTool, AgentRevokeAnswer, { token, tool }),
  };
}

export type AgentAuthClient = ReturnType<typeof createAgentAuthClient>;
