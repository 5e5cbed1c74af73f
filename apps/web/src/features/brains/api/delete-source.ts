import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { storeSources } from './get-brain';

/** Owner or editor: delete a source and its index. */
export const deleteSourceMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'delete-source', brainId],
    mutationFn: async (sourceId: string) => {
      const res = await api.brains.deleteSource({ params: { id: brainId, sourceId } });
      if (res.status !== 204) throw new ApiError(res.status, res.body, res.headers);
    },
    onSuccess: (_nothing, sourceId) => storeSources(queryClient, userId, brainId, [], sourceId),
  });

export function useDeleteSource(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteSourceMutationOptions(queryClient, userId, brainId));
}
