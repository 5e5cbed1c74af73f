import type { AgentToolId, Language, ToolConnection } from '@app/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Every cached list of connections starts with this key (all users, all languages). */
export const CONNECTIONS_KEY = ['connections'] as const;

/**
 * Every connectable tool with the signed-in user's connection state, in one language (names and
 * descriptions are translated). The user's id is in the key so accounts never share a cache.
 */
export const connectionsQueryOptions = (userId: string, lang: Language) =>
  queryOptions({
    queryKey: [...CONNECTIONS_KEY, 'list', userId, lang],
    queryFn: async ({ signal }) => {
      const res = await api.connections.listConnections({
        query: { lang },
        fetchOptions: { signal },
      });
      // 401 "No active session", 502 the agent server's error: the page's error states.
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body.tools;
    },
    // A health panel: always asked again when the page opens.
    staleTime: 0,
  });

export function useConnections(userId: string, lang: Language) {
  return useQuery(connectionsQueryOptions(userId, lang));
}

/**
 * After an action, the tool's new connection replaces the old one in the list at once; then every
 * list (each language) is asked again.
 */
export function storeConnection(
  queryClient: QueryClient,
  userId: string,
  lang: Language,
  connection: ToolConnection,
) {
  queryClient.setQueryData(connectionsQueryOptions(userId, lang).queryKey, (tools) =>
    tools?.map((tool) => (tool.tool === connection.tool ? connection : tool)),
  );
  // Not awaited: the action is done and shown; the lists catch up in the background.
  void queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY });
}

// Used when the list is not in the cache (the callback page after a full page load).
const fallbackNames: Record<AgentToolId, string> = {
  'google-drive': 'Google Drive',
  notion: 'Notion',
  slack: 'Slack',
  github: 'GitHub',
  hubspot: 'HubSpot',
};

/** The tool's name as the last list gave it, else its usual name. */
export function cachedToolName(queryClient: QueryClient, tool: AgentToolId): string {
  for (const [, tools] of queryClient.getQueriesData<ToolConnection[]>({
    queryKey: CONNECTIONS_KEY,
  })) {
    const found = tools?.find((item) => item.tool === tool);
    if (found) return found.name;
  }
  return fallbackNames[tool];
}
