import type { SearchResults } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainsKey } from './get-brains';

export const SEARCH_PAGE_SIZE = 10;

/** Full-text search in a brain: ranked passages with their highlighted words, a page at a time. */
export const searchBrainQueryOptions = (userId: string, brainId: string, q: string, page: number) =>
  queryOptions({
    queryKey: [...brainsKey(userId), 'search', brainId, q, page],
    queryFn: async ({ signal }): Promise<SearchResults> => {
      const res = await api.brains.searchBrain({
        params: { id: brainId },
        query: { q, page, pageSize: SEARCH_PAGE_SIZE },
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
  });

export function useSearchBrain(userId: string, brainId: string, q: string, page: number) {
  return useQuery({
    ...searchBrainQueryOptions(userId, brainId, q, page),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
