import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { storeSources } from './get-brain';

/** Owner or editor: read a source in error again; it goes back to pending. */
export const retrySourceMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'retry', brainId],
    mutationFn: async (sourceId: string) => {
      const res = await api.brains.retrySource({ params: { id: brainId, sourceId } });
      if (res.status !== 202) throw new ApiError(res.status, res.body, res.headers);
      return res.body.sources;
    },
    onSuccess: (sources) => storeSources(queryClient, userId, brainId, sources),
    // 409: it was not in error any more; the brain is stale either way.
    onError: () => storeSources(queryClient, userId, brainId, []),
  });

export function useRetrySource(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(retrySourceMutationOptions(queryClient, userId, brainId));
}
