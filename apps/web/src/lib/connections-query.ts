import type { Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { preloadRead } from './api-client-base';

/**
 * The connectable tools and the signed-in user's connection to each: the connections feature
 * lists and changes them, the agents feature checks an agent's needs against them. Shared here so
 * both read one cache (the connections feature's actions refresh what an agent's page shows).
 */

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

/** What the connected tools' screen reads first, asked for as the app starts (ADR 060). */
export const preloadConnectionsReads = (lang: Language) =>
  preloadRead(api.connections.listConnections, { query: { lang } });

export function useConnections(userId: string, lang: Language) {
  return useQuery(connectionsQueryOptions(userId, lang));
}
