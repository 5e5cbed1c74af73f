import type { BrainPage, ListBrainsQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { preloadRead } from '@/lib/api-client-base';
import type { BrainListParams } from '../lib/list-params';

/** Every cached brains query starts with this key; the user's id follows, so accounts never share. */
export const BRAINS_KEY = ['brains'] as const;
export const brainsKey = (userId: string) => [...BRAINS_KEY, userId] as const;

export const BRAINS_PAGE_SIZE = 12;
/** While a brain of the list is being read, its status is asked again this often. */
const LIST_LIVE_INTERVAL_MS = 2000;

/** The contract's query for the list's params (empty filters left out). */
export function listQuery(params: BrainListParams): ListBrainsQuery {
  const query: ListBrainsQuery = {
    scope: params.scope,
    page: params.page,
    pageSize: BRAINS_PAGE_SIZE,
  };
  if (params.q) query.q = params.q;
  if (params.type) query.type = params.type;
  if (params.visibility && params.scope === 'mine') query.visibility = params.visibility;
  if (params.status) query.status = params.status;
  return query;
}

/** What the brains screen reads first, asked for as the app starts (ADR 060). */
export const preloadBrainsReads = (params: BrainListParams) =>
  preloadRead(api.brains.listBrains, { query: listQuery(params) });

/** The user's brains and those shared with them (`mine`), or other people's public brains. */
export const brainsQueryOptions = (userId: string, query: ListBrainsQuery) =>
  queryOptions({
    queryKey: [...brainsKey(userId), 'list', query],
    queryFn: async ({ signal }): Promise<BrainPage> => {
      const res = await api.brains.listBrains({ query, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
  });

export function useBrains(userId: string, query: ListBrainsQuery) {
  return useQuery({
    ...brainsQueryOptions(userId, query),
    // While the next page or filter loads, the current list stays on screen.
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((brain) => brain.status === 'processing')
        ? LIST_LIVE_INTERVAL_MS
        : false,
  });
}
