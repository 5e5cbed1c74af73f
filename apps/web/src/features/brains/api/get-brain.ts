import type { BrainDetail, BrainSource } from '@app/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainsKey } from './get-brains';

/** While a source waits or is being read, the brain is asked again this often (live progress). */
export const LIVE_INTERVAL_MS = 1000;

/** Whether any source is still on its way to ready or error. */
export const isSettling = (brain: BrainDetail | undefined) =>
  brain?.sources.some((source) => source.status === 'pending' || source.status === 'processing') ??
  false;

/** How often to ask for the brain again: every second while it is settling, else never. */
export const liveInterval = (brain: BrainDetail | undefined): number | false =>
  isSettling(brain) ? LIVE_INTERVAL_MS : false;

export const brainKey = (userId: string, brainId: string) =>
  [...brainsKey(userId), 'detail', brainId] as const;

/**
 * A brain with its sources, their status and progress. While any source is pending or processing
 * it is fetched every second, so the progress moves on screen; it stops once all have settled.
 */
export const brainQueryOptions = (userId: string, brainId: string) =>
  queryOptions({
    queryKey: brainKey(userId, brainId),
    queryFn: async ({ signal }): Promise<BrainDetail> => {
      const res = await api.brains.getBrain({ params: { id: brainId }, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
    refetchInterval: (query) => liveInterval(query.state.data),
  });

export function useBrain(userId: string, brainId: string) {
  return useQuery(brainQueryOptions(userId, brainId));
}

/**
 * After a change to a brain's sources: the answer's sources replace (or join) those in the cache
 * at once, and the brain is asked again for its status, size and count; lists and searches too.
 */
export function storeSources(
  queryClient: QueryClient,
  userId: string,
  brainId: string,
  changed: BrainSource[],
  removedId?: string,
) {
  queryClient.setQueryData<BrainDetail>(brainKey(userId, brainId), (brain) => {
    if (!brain) return brain;
    const byId = new Map(changed.map((source) => [source.id, source]));
    const sources = brain.sources
      .filter((source) => source.id !== removedId)
      .map((source) => byId.get(source.id) ?? source);
    for (const source of changed)
      if (!brain.sources.some((existing) => existing.id === source.id)) sources.push(source);
    return { ...brain, sources };
  });
  void queryClient.invalidateQueries({
    queryKey: brainsKey(userId),
    predicate: (query) => query.queryKey[2] === 'list' || query.queryKey.includes(brainId),
  });
}
