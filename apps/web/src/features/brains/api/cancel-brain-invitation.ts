import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainInvitationsKey } from './get-brain-invitations';

/** Owner only: withdraw an address's invitation (its link stops working). */
export const cancelBrainInvitationMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'cancel-invitation', brainId],
    mutationFn: async (email: string) => {
      const res = await api.brains.cancelBrainInvitation({
        params: { id: brainId },
        body: { email },
      });
      if (res.status !== 204) throw new ApiError(res.status, res.body);
    },
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: brainInvitationsKey(userId, brainId) }),
  });

export function useCancelBrainInvitation(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(cancelBrainInvitationMutationOptions(queryClient, userId, brainId));
}
