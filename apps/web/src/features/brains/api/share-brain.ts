import type { BrainInvitationSent, ShareBrainRequest } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainInvitationsKey } from './get-brain-invitations';

/**
 * Owner only: invite an address by e-mail, as Viewer or Editor (again: a new link, the role given
 * now). The brain is shared once the person accepts; until then the invitation is listed by
 * address.
 */
export const shareBrainMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'share', brainId],
    mutationFn: async (body: ShareBrainRequest): Promise<BrainInvitationSent> => {
      const res = await api.brains.shareBrain({ params: { id: brainId }, body });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: brainInvitationsKey(userId, brainId) }),
  });

export function useShareBrain(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(shareBrainMutationOptions(queryClient, userId, brainId));
}
