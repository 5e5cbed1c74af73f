import type { DashboardOverview } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { preloadRead } from '@/lib/api-client-base';
import { ANALYTICS_KEY } from './get-analytics';

/** The connections the overview counts: their names are not shown, so always in English. */
const countedConnections = { query: { lang: 'en' as const } };

/** What the overview reads first, asked for as the app starts (ADR 060). */
export function preloadOverviewReads() {
  preloadRead(api.analytics.getOverview);
  preloadRead(api.connections.listConnections, countedConnections);
}

/** The overview's counts and last actions. */
export const overviewQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, userId, 'overview'],
    queryFn: async ({ signal }): Promise<DashboardOverview> => {
      const res = await api.analytics.getOverview({ fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
  });

export function useOverview(userId: string) {
  return useQuery(overviewQueryOptions(userId));
}

/**
 * How many tools the user has connected, from the connections list (the agent authentication
 * server owns it; when it is down the overview says so for this count only).
 */
export function useConnectedToolCount(userId: string) {
  return useQuery({
    queryKey: ['connections', 'list', userId, 'count'],
    queryFn: async ({ signal }): Promise<number> => {
      const res = await api.connections.listConnections({
        ...countedConnections,
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body.tools.filter((tool) => tool.state === 'connected').length;
    },
    staleTime: 0,
    retry: false,
  });
}
