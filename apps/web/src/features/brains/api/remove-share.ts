import type { BrainShare } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { sharesKey } from './get-shares';

/** Owner only: stop sharing with a person. */
export const removeShareMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'remove-share', brainId],
    mutationFn: async (personId: string) => {
      const res = await api.brains.removeShare({ params: { id: brainId, userId: personId } });
      if (res.status !== 204) throw new ApiError(res.status, res.body, res.headers);
    },
    onSuccess: (_nothing, personId) =>
      queryClient.setQueryData<BrainShare[]>(sharesKey(userId, brainId), (shares) =>
        shares?.filter((item) => item.user.id !== personId),
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sharesKey(userId, brainId) }),
  });

export function useRemoveShare(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(removeShareMutationOptions(queryClient, userId, brainId));
}
