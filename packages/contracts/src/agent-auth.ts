import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/**
 * The agent authentication server's API (spec §7), as both sides validate it: apps/agent-auth
 * serves it, the BFF's client calls it. Paths have no prefix; bearer tokens are agent JWTs.
 */
export const AgentErrorBody = z.object({ success: z.literal(false).optional(), error: z.string() });

export const AgentLoginRequest = z.union([
  z.object({ email: z.email(), password: z.string().min(1).max(128) }),
  /**
   * Sign-ins without a password (a code, a link, a social provider): the BFF vouches for the user
   * with a short-lived assertion signed by the secret both servers share.
   */
  z.object({ email: z.email(), assertion: z.string().min(16).max(4096) }),
]);
export type AgentLoginRequest = z.infer<typeof AgentLoginRequest>;

export const AgentLogin = z.object({ agent_token: z.string().min(16) });

export const AgentUser = z.object({
  id: z.string().min(1),
  email: z.email(),
  role: z.string().optional(),
  full_name: z.string().nullable().optional(),
});
export const AgentUserAnswer = z.object({ success: z.literal(true), user: AgentUser });

export const BearerHeaders = z.object({
  authorization: z.string().regex(/^Bearer [A-Za-z0-9._-]+$/, 'A bearer token is required'),
});

export const agentAuthContract = c.router(
  {
    login: {
      method: 'POST',
      path: '/auth/login',
      body: AgentLoginRequest,
      responses: { 200: AgentLogin, 400: AgentErrorBody, 401: AgentErrorBody },
      summary: 'Exchange credentials for an agent JWT',
    },
    logout: {
      method: 'POST',
      path: '/auth/logout',
      headers: BearerHeaders,
      body: c.noBody(),
      responses: { 200: z.object({ success: z.literal(true) }), 401: AgentErrorBody },
      summary: 'Revoke the agent JWT',
    },
    getUser: {
      method: 'GET',
      path: '/auth/user',
      headers: BearerHeaders,
      responses: { 200: AgentUserAnswer, 401: AgentErrorBody },
      summary: 'The user an agent JWT belongs to',
    },
  },
  { strictStatusCodes: true },
);
export type AgentAuthContract = typeof agentAuthContract;
