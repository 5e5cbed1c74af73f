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

/** The external tools a user can connect through the agent server (locally, its demo provider). */
export const toolIds = ['google-drive', 'notion', 'slack', 'github', 'hubspot'] as const;
export const AgentToolId = z.enum(toolIds);
export type AgentToolId = z.infer<typeof AgentToolId>;

/** An unknown tool in the path is a 404, not a 400: the route does not exist for it. */
export const AgentToolParams = z.object({ tool: AgentToolId });

const Timestamp = z.iso.datetime({ offset: true });

export const AgentToolInfo = z.object({
  tool: AgentToolId,
  name: z.string().min(1),
  description: z.string().min(1),
  scopes: z.array(z.string().min(1)),
});
export type AgentToolInfo = z.infer<typeof AgentToolInfo>;
export const AgentToolsAnswer = z.object({ tools: z.array(AgentToolInfo) });

/** Where to send the browser to consent, and the single-use state that comes back with the code. */
export const AgentAuthorizeAnswer = z.object({ auth_url: z.url(), state: z.string().min(16) });
export type AgentAuthorizeAnswer = z.infer<typeof AgentAuthorizeAnswer>;

/** What the provider put on the redirect URI after consent, handed back by the web app. */
export const AgentOAuthCallbackRequest = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(512),
});
export type AgentOAuthCallbackRequest = z.infer<typeof AgentOAuthCallbackRequest>;
export const AgentOAuthCallbackAnswer = z.object({
  success: z.literal(true),
  tool: AgentToolId,
  connected_at: Timestamp,
});

export const AgentConnectedTool = z.object({
  tool: AgentToolId,
  name: z.string().min(1),
  connected_at: Timestamp,
  /** When the current access token expires (a refresh gives a new one). */
  expires_at: Timestamp,
  scopes: z.array(z.string().min(1)),
});
export type AgentConnectedTool = z.infer<typeof AgentConnectedTool>;
export const AgentConnectedToolsAnswer = z.object({ connected_tools: z.array(AgentConnectedTool) });

export const AgentTokenStatus = z.object({
  tool: AgentToolId,
  connected: z.boolean(),
  is_valid: z.boolean(),
  has_refresh_token: z.boolean(),
  expires_at: Timestamp.nullable(),
  connected_at: Timestamp.nullable(),
});
export type AgentTokenStatus = z.infer<typeof AgentTokenStatus>;

/** A tool's access token, as an agent uses it against the tool's API. */
export const AgentToolToken = z.object({ access_token: z.string().min(16), expires_at: Timestamp });
export type AgentToolToken = z.infer<typeof AgentToolToken>;
export const AgentTokenRefreshAnswer = AgentToolToken;

export const AgentToolActionRequest = z.object({ action: z.literal('read') });
export type AgentToolActionRequest = z.infer<typeof AgentToolActionRequest>;
export const AgentToolActionAnswer = AgentToolToken;

export const AgentRevokeAnswer = z.object({ success: z.literal(true) });

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
    listTools: {
      method: 'GET',
      path: '/tools',
      headers: BearerHeaders,
      responses: { 200: AgentToolsAnswer, 401: AgentErrorBody },
      summary: 'The external tools a user can connect',
    },
    authorizeTool: {
      method: 'POST',
      path: '/oauth/authorize/:tool',
      pathParams: AgentToolParams,
      headers: BearerHeaders,
      body: c.noBody(),
      responses: { 200: AgentAuthorizeAnswer, 401: AgentErrorBody, 404: AgentErrorBody },
      summary: "Start connecting a tool: the provider's consent URL and a single-use state",
    },
    completeToolAuthorization: {
      method: 'POST',
      path: '/oauth/callback/:tool',
      pathParams: AgentToolParams,
      headers: BearerHeaders,
      body: AgentOAuthCallbackRequest,
      responses: {
        200: AgentOAuthCallbackAnswer,
        400: AgentErrorBody,
        401: AgentErrorBody,
        404: AgentErrorBody,
      },
      summary: 'Finish connecting a tool: exchange the code the provider gave for its tokens',
    },
    connectedTools: {
      method: 'GET',
      path: '/tools/connected',
      headers: BearerHeaders,
      responses: { 200: AgentConnectedToolsAnswer, 401: AgentErrorBody },
      summary: "The user's connected tools",
    },
    tokenStatus: {
      method: 'GET',
      path: '/token/status/:tool',
      pathParams: AgentToolParams,
      headers: BearerHeaders,
      responses: { 200: AgentTokenStatus, 401: AgentErrorBody, 404: AgentErrorBody },
      summary: "Whether the user's token for a tool is valid, and whether it can be refreshed",
    },
    refreshToken: {
      method: 'POST',
      path: '/token/refresh/:tool',
      pathParams: AgentToolParams,
      headers: BearerHeaders,
      body: c.noBody(),
      responses: {
        200: AgentTokenRefreshAnswer,
        400: AgentErrorBody,
        401: AgentErrorBody,
        404: AgentErrorBody,
      },
      summary: "Refresh a tool's access token with its refresh token",
    },
    toolAction: {
      method: 'POST',
      path: '/agent-api/tools/:tool/action',
      pathParams: AgentToolParams,
      headers: BearerHeaders,
      body: AgentToolActionRequest,
      responses: {
        200: AgentToolActionAnswer,
        400: AgentErrorBody,
        401: AgentErrorBody,
        404: AgentErrorBody,
      },
      summary: "Act on a tool for the user: a read gives the tool's valid access token",
    },
    revokeTool: {
      method: 'DELETE',
      path: '/oauth/revoke/:tool',
      pathParams: AgentToolParams,
      headers: BearerHeaders,
      body: c.noBody(),
      responses: { 200: AgentRevokeAnswer, 401: AgentErrorBody, 404: AgentErrorBody },
      summary: 'Disconnect a tool, revoking its tokens at the provider (idempotent)',
    },
  },
  { strictStatusCodes: true },
);
export type AgentAuthContract = typeof agentAuthContract;
