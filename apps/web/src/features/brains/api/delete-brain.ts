import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainsKey } from './get-brains';

/**
 * Owner only: delete the brain, its sources and their index. The lists are asked again; the
 * brain's own queries are dropped by the page once it has left (see `forgetBrain`).
 */
export const deleteBrainMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: ['brains', 'delete'],
    mutationFn: async (brainId: string) => {
      const res = await api.brains.deleteBrain({ params: { id: brainId } });
      if (res.status !== 204) throw new ApiError(res.status, res.body, res.headers);
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...brainsKey(userId), 'list'] }),
  });

export function useDeleteBrain(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteBrainMutationOptions(queryClient, userId));
}

/** Drops every cached query of a brain that is gone (its detail, searches and shares). */
export function forgetBrain(queryClient: QueryClient, userId: string, brainId: string) {
  queryClient.removeQueries({
    queryKey: brainsKey(userId),
    predicate: (query) => query.queryKey.includes(brainId),
  });
}
