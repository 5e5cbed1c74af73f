import type { AnalyticsPeriod, AnalyticsReport } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Every cached analytics query starts with this key; the user's id follows. */
export const ANALYTICS_KEY = ['analytics'] as const;

/** The signed-in user's report over a period. */
export const analyticsQueryOptions = (userId: string, period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, userId, 'report', period],
    queryFn: async ({ signal }): Promise<AnalyticsReport> => {
      const res = await api.analytics.getAnalytics({ query: { period }, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
  });

export function useAnalytics(userId: string, period: AnalyticsPeriod) {
  // While another period loads, the current one stays on screen.
  return useQuery({ ...analyticsQueryOptions(userId, period), placeholderData: keepPreviousData });
}
