import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { storeSources } from './get-brain';

/** Owner or editor: read every source in error again. */
export const retryFailedSourcesMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'retry-failed', brainId],
    mutationFn: async () => {
      const res = await api.brains.retryFailedSources({ params: { id: brainId } });
      if (res.status !== 202) throw new ApiError(res.status, res.body, res.headers);
      return res.body.sources;
    },
    onSuccess: (sources) => storeSources(queryClient, userId, brainId, sources),
  });

export function useRetryFailedSources(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(retryFailedSourcesMutationOptions(queryClient, userId, brainId));
}
