import type { BrainShare, ShareBrainRequest } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { sharesKey } from './get-shares';

/** Owner only: share with a person by e-mail, as Viewer or Editor (again: their role changes). */
export const shareBrainMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'share', brainId],
    mutationFn: async (body: ShareBrainRequest): Promise<BrainShare> => {
      const res = await api.brains.shareBrain({ params: { id: brainId }, body });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (share) => {
      queryClient.setQueryData<BrainShare[]>(sharesKey(userId, brainId), (shares) =>
        shares ? [...shares.filter((item) => item.user.id !== share.user.id), share] : [share],
      );
      void queryClient.invalidateQueries({ queryKey: sharesKey(userId, brainId) });
    },
  });

export function useShareBrain(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(shareBrainMutationOptions(queryClient, userId, brainId));
}
