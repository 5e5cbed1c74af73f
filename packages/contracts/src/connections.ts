import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AgentToolId } from './agent-auth.ts';
import { access, ErrorBody, Language, Text } from './common.ts';

const c = initContract();

/**
 * The spec's default messages when the agent server gives no error of its own (§8), in both
 * languages. The BFF answers them in the language the request asks for.
 */
export const connectionErrorMessages = {
  authorize: { fr: "Erreur d'autorisation", en: 'Authorisation error' },
  listTools: { fr: 'Erreur de récupération des outils', en: 'Error fetching tools' },
  token: { fr: 'Erreur de récupération du token', en: 'Error fetching the token' },
  refresh: { fr: 'Erreur de rafraîchissement du token', en: 'Error refreshing the token' },
  access: { fr: "Erreur d'accès à l'outil", en: 'Error accessing the tool' },
  revoke: { fr: "Erreur de révocation de l'accès", en: 'Error revoking access' },
} as const;
export type ConnectionErrorKind = keyof typeof connectionErrorMessages;

export const connectionStates = ['connected', 'expired', 'not_connected'] as const;
export const ConnectionState = z.enum(connectionStates);
export type ConnectionState = z.infer<typeof ConnectionState>;

/** A tool and how this user is connected to it. Tokens never leave the server: status only. */
export const ToolConnection = z.object({
  tool: AgentToolId,
  name: z.string(),
  description: z.string(),
  scopes: z.array(z.string()),
  state: ConnectionState,
  connectedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  hasRefreshToken: z.boolean(),
});
export type ToolConnection = z.infer<typeof ToolConnection>;

export const ToolConnections = z.object({ tools: z.array(ToolConnection) });
export type ToolConnections = z.infer<typeof ToolConnections>;

export const ConnectionToolParam = z.object({ tool: AgentToolId });
export const LangOnly = z.object({ lang: Language.default('en') });

export const ConnectStarted = z.object({ authUrl: z.url(), state: z.string().min(16) });
export type ConnectStarted = z.infer<typeof ConnectStarted>;

export const ConnectCallbackRequest = z.object({
  code: Text.min(1).max(512),
  state: Text.min(1).max(512),
  lang: Language.default('en'),
});

/** The outcome of using a tool: the spec's token logic, reported without the token itself. */
export const ToolUsed = z.object({
  connection: ToolConnection,
  /** true when the access token had expired and was refreshed first. */
  refreshed: z.boolean(),
});
export type ToolUsed = z.infer<typeof ToolUsed>;

/** 401 "No active session"; 502 with the agent server's error or the spec's default. */
const failures = { 401: ErrorBody, 502: ErrorBody };

export const connectionsContract = c.router({
  listConnections: {
    method: 'GET',
    metadata: access.user,
    path: '/connections',
    query: LangOnly,
    responses: { 200: ToolConnections, 400: ErrorBody, ...failures },
    summary: 'Every connectable tool with the signed-in user’s connection state',
  },
  connectTool: {
    method: 'POST',
    metadata: access.user,
    path: '/connections/:tool/connect',
    pathParams: ConnectionToolParam,
    body: LangOnly,
    responses: { 200: ConnectStarted, 400: ErrorBody, 404: ErrorBody, ...failures },
    summary: 'Start connecting a tool: the consent URL and the single-use state',
  },
  completeConnection: {
    method: 'POST',
    metadata: access.user,
    path: '/connections/:tool/callback',
    pathParams: ConnectionToolParam,
    body: ConnectCallbackRequest,
    responses: { 200: ToolConnection, 400: ErrorBody, 404: ErrorBody, ...failures },
    summary: 'Finish connecting with the code and state the consent page sent back',
  },
  useTool: {
    method: 'POST',
    metadata: access.user,
    path: '/connections/:tool/use',
    pathParams: ConnectionToolParam,
    body: LangOnly,
    responses: { 200: ToolUsed, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...failures },
    summary:
      'Use a tool: refresh an invalid token that has a refresh token, else ask the agent API for a read token',
  },
  revokeTool: {
    method: 'DELETE',
    metadata: access.user,
    path: '/connections/:tool',
    pathParams: ConnectionToolParam,
    query: LangOnly,
    responses: { 200: ToolConnection, 400: ErrorBody, 404: ErrorBody, ...failures },
    summary: 'Revoke the tool’s access; the tool is then not connected',
  },
});
