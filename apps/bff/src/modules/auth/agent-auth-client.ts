import { AgentLogin, AgentLoginRequest, AgentUserAnswer, agentAuthContract } from '@app/contracts';
import type { z } from 'zod';

/** The agent server did not answer usefully: the user stays signed in, with the spec's warning. */
export class AgentAuthUnavailable extends Error {
  override name = 'AgentAuthUnavailable';
}
/** The agent server answered, and refused (bad credentials, expired or revoked token). */
export class AgentAuthRefused extends Error {
  override name = 'AgentAuthRefused';
}

/**
 * The BFF's client of the agent authentication server. Requests and answers are parsed with the
 * contract's schemas, and every call gives up after the time-out (5 s by default).
 */
export function createAgentAuthClient(baseUrl: string, timeoutMs: number) {
  async function call<T extends z.ZodType>(
    route: { method: string; path: string },
    answer: T,
    init: { body?: unknown; token?: string },
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(new URL(route.path, baseUrl), {
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
    if (response.status === 401 || response.status === 400)
      throw new AgentAuthRefused(`agent server refused (${response.status})`);
    if (!response.ok) throw new AgentAuthUnavailable(`agent server answered ${response.status}`);
    const parsed = answer.safeParse(body);
    if (!parsed.success)
      throw new AgentAuthUnavailable(
        `agent server answer breaks the contract: ${parsed.error.message}`,
      );
    return parsed.data;
  }

  return {
    async login(credentials: AgentLoginRequest) {
      const body = AgentLoginRequest.parse(credentials);
      return (await call(agentAuthContract.login, AgentLogin, { body })).agent_token;
    },
    async logout(token: string) {
      await call(agentAuthContract.logout, agentAuthContract.logout.responses[200], { token });
    },
    async user(token: string) {
      return (await call(agentAuthContract.getUser, AgentUserAnswer, { token })).user;
    },
  };
}

export type AgentAuthClient = ReturnType<typeof createAgentAuthClient>;
