import type { AgentToolId, Language, ToolConnection } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CONNECTIONS_KEY, connectionsQueryOptions } from '@/lib/connections-query';

export { CONNECTIONS_KEY, useConnections } from '@/lib/connections-query';

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
