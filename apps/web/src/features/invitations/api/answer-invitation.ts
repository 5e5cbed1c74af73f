import type { InvitationAccepted } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { invitationsKey } from './get-invitations';

/**
 * Accept: the brain is shared with the user, or they join the team; everything they see may have
 * changed (their brains, teams, overview), so every query is asked again.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['invitations', 'accept'],
    mutationFn: async (id: string): Promise<InvitationAccepted> => {
      const res = await api.invitations.acceptInvitation({ params: { id } });
      if (res.status !== 200) throw new ApiError(res.status, res.body);
      return res.body;
    },
    onSettled: () => void queryClient.invalidateQueries(),
  });
}

/** Decline: the invitation is used up, nothing is joined. */
export function useDeclineInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['invitations', 'decline'],
    mutationFn: async (id: string) => {
      const res = await api.invitations.declineInvitation({ params: { id } });
      if (res.status !== 204) throw new ApiError(res.status, res.body);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: invitationsKey(userId) }),
  });
}
