import type { BrainShare } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainsKey } from './get-brains';

export const sharesKey = (userId: string, brainId: string) =>
  [...brainsKey(userId), 'shares', brainId] as const;

/** Owner only: the people the brain is shared with, and their roles. */
export const sharesQueryOptions = (userId: string, brainId: string) =>
  queryOptions({
    queryKey: sharesKey(userId, brainId),
    queryFn: async ({ signal }): Promise<BrainShare[]> => {
      const res = await api.brains.listShares({
        params: { id: brainId },
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });

export function useShares(userId: string, brainId: string) {
  return useQuery(sharesQueryOptions(userId, brainId));
}
