import {
  apiContract,
  authRequiredMessages,
  ConnectCallbackRequest,
  connectionErrorMessages,
  ConnectionToolParam,
  LangOnly,
  toolIds,
  type AgentToolId,
  type ConnectionErrorKind,
  type ConnectStarted,
  type ErrorBody,
  type Language,
  type ToolConnection,
  type ToolConnections,
  type ToolUsed,
} from '@app/contracts';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { mockDegraded } from '@/mocks/demo-accounts';

/**
 * The mocked BFF's tool connections (spec §4 "Tool token"), with a small state of its own:
 *
 * - Google Drive: connected, expires in 42 minutes, with a refresh token.
 * - Notion: expired, with a refresh token (Test connection refreshes it).
 * - GitHub: connected, expires 90 seconds after the mock starts, no refresh token (watch the
 *   countdown reach 0; testing it afterwards fails as the agent server would).
 * - Slack: not connected; its consent is always refused (`error=access_denied`).
 * - HubSpot: not connected; its consent is granted.
 *
 * The mocked consent answers at once: the auth URL is the app's own callback page. The account
 * `degraded@agentia.example` (whose sign-in could not reach the agent server) gets the spec's 502
 * defaults for every call; nobody signed in gets 401 "No active session". In the browser the
 * state is kept in session storage, so that it survives the trip to the consent page and back.
 */

const path = (route: { path: string }) => `*${route.path}`;
const { connections } = apiContract;

/** A state is good for 10 minutes, as on the agent server. */
const STATE_TTL_MS = 10 * 60_000;
const ACCESS_TTL_MS = 60 * 60_000;
const DEGRADED_EMAIL = mockDegraded.email;
const STORAGE_KEY = 'mock-bff-connections';

const catalogue: Record<
  AgentToolId,
  { name: string; description: Record<Language, string>; scopes: string[] }
> = {
  'google-drive': {
    name: 'Google Drive',
    description: {
      en: 'Read and organise the files your agents work with.',
      fr: 'Lire et organiser les fichiers avec lesquels travaillent vos agents.',
    },
    scopes: ['drive.readonly', 'drive.file'],
  },
  notion: {
    name: 'Notion',
    description: {
      en: 'Search pages and databases and keep notes up to date.',
      fr: 'Rechercher dans les pages et les bases de données, et tenir les notes à jour.',
    },
    scopes: ['read_content', 'update_content'],
  },
  slack: {
    name: 'Slack',
    description: {
      en: 'Read channels and post messages on your behalf.',
      fr: 'Lire les canaux et publier des messages en votre nom.',
    },
    scopes: ['channels:read', 'chat:write'],
  },
  github: {
    name: 'GitHub',
    description: {
      en: 'Read repositories, issues and pull requests.',
      fr: 'Lire les dépôts, les tickets et les pull requests.',
    },
    scopes: ['repo:read', 'issues:read'],
  },
  hubspot: {
    name: 'HubSpot',
    description: {
      en: 'Look up contacts and deals in your CRM.',
      fr: 'Consulter les contacts et les transactions de votre CRM.',
    },
    scopes: ['crm.objects.contacts.read', 'crm.objects.deals.read'],
  },
};

interface MockConnection {
  connectedAt: number;
  expiresAt: number;
  hasRefreshToken: boolean;
}
interface MockState {
  connections: Partial<Record<AgentToolId, MockConnection>>;
  /** Pending states of started connections: which tool, when. */
  pending: Record<string, { tool: AgentToolId; createdAt: number }>;
}

export interface MockConnectionsOptions {
  /** The e-mail of whoever is signed in to the mocked BFF, or null. */
  signedInEmail: () => string | null;
  now?: () => number;
}

function initialState(now: number): MockState {
  return {
    connections: {
      'google-drive': {
        connectedAt: now - 3 * 24 * 3600_000,
        expiresAt: now + 42 * 60_000 + 10_000,
        hasRefreshToken: true,
      },
      notion: {
        connectedAt: now - 12 * 24 * 3600_000,
        expiresAt: now - 2 * 3600_000,
        hasRefreshToken: true,
      },
      github: { connectedAt: now - 5 * 60_000, expiresAt: now + 90_000, hasRefreshToken: false },
    },
    pending: {},
  };
}

let state: MockState = load() ?? initialState(Date.now());

function load(): MockState | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as MockState) : null;
  } catch {
    return null;
  }
}
function save() {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // No session storage (Node): the state lives in memory.
  }
}

/** Back to the initial connections, timed from `now`. */
export function resetMockConnections(now: number = Date.now()) {
  state = initialState(now);
  save();
}

const iso = (ms: number) => new Date(ms).toISOString();

function connectionOf(tool: AgentToolId, lang: Language, now: number): ToolConnection {
  const info = catalogue[tool];
  const connection = state.connections[tool];
  return {
    tool,
    name: info.name,
    description: info.description[lang],
    scopes: info.scopes,
    state: !connection ? 'not_connected' : connection.expiresAt > now ? 'connected' : 'expired',
    connectedAt: connection ? iso(connection.connectedAt) : null,
    expiresAt: connection ? iso(connection.expiresAt) : null,
    hasRefreshToken: connection?.hasRefreshToken ?? false,
  };
}

const fail = (status: 400 | 401 | 404 | 409 | 502, error: string, code: string) =>
  HttpResponse.json({ error, code } satisfies ErrorBody, { status });
const toolOf = (params: Record<string, unknown>) =>
  ConnectionToolParam.safeParse(params).data?.tool;
/** Reads a JSON body with the contract's schema; null when it does not pass. */
async function bodyOf<S extends z.ZodType>(request: Request, schema: S) {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  return result.success ? (result.data as z.output<S>) : null;
}

export function createConnectionsHandlers({
  signedInEmail,
  now = Date.now,
}: MockConnectionsOptions) {
  /** 401 when nobody is signed in; the spec's 502 default when the agent server is "down". */
  function refusal(kind: ConnectionErrorKind, lang: Language) {
    const email = signedInEmail();
    if (!email) return fail(401, authRequiredMessages.session, 'unauthenticated');
    if (email === DEGRADED_EMAIL)
      return fail(502, connectionErrorMessages[kind][lang], `agent_${kind}_failed`);
    return null;
  }
  const invalid = () => fail(400, 'Invalid request', 'invalid_request');
  const unknownTool = () => fail(404, 'Not found', 'not_found');

  return [
    http.get(path(connections.listConnections), ({ request }) => {
      const url = new URL(request.url);
      const query = LangOnly.safeParse({ lang: url.searchParams.get('lang') ?? undefined });
      if (!query.success) return invalid();
      const refused = refusal('listTools', query.data.lang);
      if (refused) return refused;
      const at = now();
      const body: ToolConnections = {
        tools: toolIds.map((tool) => connectionOf(tool, query.data.lang, at)),
      };
      return HttpResponse.json(body, { headers: { 'cache-control': 'no-store' } });
    }),

    http.post(path(connections.connectTool), async ({ params, request }) => {
      const tool = toolOf(params);
      if (!tool) return unknownTool();
      const body = await bodyOf(request, LangOnly);
      if (!body) return invalid();
      const refused = refusal('authorize', body.lang);
      if (refused) return refused;
      const at = now();
      // Older attempts that were never completed are forgotten after 10 minutes.
      for (const [key, entry] of Object.entries(state.pending))
        if (at - entry.createdAt >= STATE_TTL_MS) delete state.pending[key];
      const issued = `mock-state-${crypto.randomUUID()}`;
      state.pending[issued] = { tool, createdAt: at };
      save();
      const back = new URL(`/dashboard/tools/callback/${tool}`, new URL(request.url).origin);
      if (tool === 'slack') back.searchParams.set('error', 'access_denied');
      else back.searchParams.set('code', `mock-code-${tool}`);
      back.searchParams.set('state', issued);
      const started: ConnectStarted = { authUrl: back.toString(), state: issued };
      return HttpResponse.json(started);
    }),

    http.post(path(connections.completeConnection), async ({ params, request }) => {
      const tool = toolOf(params);
      if (!tool) return unknownTool();
      const body = await bodyOf(request, ConnectCallbackRequest);
      if (!body) return invalid();
      const refused = refusal('authorize', body.lang);
      if (refused) return refused;
      const at = now();
      const pending = state.pending[body.state];
      // Another tool's state is not spent; an unknown or expired one is refused, as upstream.
      if (!pending || pending.tool !== tool)
        return fail(400, 'Invalid or expired state', 'connection_refused');
      delete state.pending[body.state];
      save();
      if (at - pending.createdAt >= STATE_TTL_MS)
        return fail(400, 'Invalid or expired state', 'connection_refused');
      if (body.code !== `mock-code-${tool}`)
        return fail(
          400,
          `${catalogue[tool].name} refused the authorization code`,
          'connection_refused',
        );
      state.connections[tool] = {
        connectedAt: at,
        expiresAt: at + ACCESS_TTL_MS,
        hasRefreshToken: true,
      };
      save();
      const connection: ToolConnection = connectionOf(tool, body.lang, at);
      return HttpResponse.json(connection);
    }),

    http.post(path(connections.useTool), async ({ params, request }) => {
      const tool = toolOf(params);
      if (!tool) return unknownTool();
      const body = await bodyOf(request, LangOnly);
      if (!body) return invalid();
      const refused = refusal('token', body.lang);
      if (refused) return refused;
      const at = now();
      const connection = state.connections[tool];
      if (!connection)
        return fail(
          409,
          body.lang === 'fr' ? "Cet outil n'est pas connecté" : 'This tool is not connected',
          'not_connected',
        );
      // The spec's token logic: an invalid token with a refresh token is refreshed; otherwise
      // the agent API is asked for a read, which fails on an expired token.
      const valid = connection.expiresAt > at;
      if (!valid && !connection.hasRefreshToken)
        return fail(
          502,
          `The ${catalogue[tool].name} access token has expired`,
          'agent_access_failed',
        );
      if (!valid) {
        connection.expiresAt = at + ACCESS_TTL_MS;
        save();
      }
      const used: ToolUsed = { connection: connectionOf(tool, body.lang, at), refreshed: !valid };
      return HttpResponse.json(used);
    }),

    http.delete(path(connections.revokeTool), ({ params, request }) => {
      const tool = toolOf(params);
      if (!tool) return unknownTool();
      const query = LangOnly.safeParse({
        lang: new URL(request.url).searchParams.get('lang') ?? undefined,
      });
      if (!query.success) return invalid();
      const refused = refusal('revoke', query.data.lang);
      if (refused) return refused;
      delete state.connections[tool];
      save();
      const connection: ToolConnection = connectionOf(tool, query.data.lang, now());
      return HttpResponse.json(connection);
    }),
  ];
}
