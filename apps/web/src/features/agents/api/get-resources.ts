import type { BrainSummary } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { agentsKey } from './get-agents';

/**
 * The brains an agent may be given: the user's own, those shared with them and their teams'
 * (the first 48, most recently changed first).
 */
export const usableBrainsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...agentsKey(userId), 'brains'],
    queryFn: async ({ signal }): Promise<BrainSummary[]> => {
      const res = await api.brains.listBrains({
        query: { scope: 'mine', pageSize: 48 },
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body.items;
    },
    staleTime: 0,
  });

export function useUsableBrains(userId: string) {
  return useQuery(usableBrainsQueryOptions(userId));
}
