import type { BrainDetail, UpdateBrainRequest } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainKey } from './get-brain';
import { brainsKey } from './get-brains';

/** Owner only: rename, describe, change the type or the visibility. */
export const updateBrainMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'update', brainId],
    mutationFn: async (body: UpdateBrainRequest): Promise<BrainDetail> => {
      const res = await api.brains.updateBrain({ params: { id: brainId }, body });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (brain) => {
      queryClient.setQueryData(brainKey(userId, brainId), brain);
      void queryClient.invalidateQueries({ queryKey: [...brainsKey(userId), 'list'] });
    },
  });

export function useUpdateBrain(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateBrainMutationOptions(queryClient, userId, brainId));
}
