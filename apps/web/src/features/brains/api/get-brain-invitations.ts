import type { BrainInvitation } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainsKey } from './get-brains';

export const brainInvitationsKey = (userId: string, brainId: string) =>
  [...brainsKey(userId), 'invitations', brainId] as const;

/** Owner only: the invitations waiting for an answer, by address (expired ones too). */
export const brainInvitationsQueryOptions = (userId: string, brainId: string) =>
  queryOptions({
    queryKey: brainInvitationsKey(userId, brainId),
    queryFn: async ({ signal }): Promise<BrainInvitation[]> => {
      const res = await api.brains.listBrainInvitations({
        params: { id: brainId },
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body);
      return res.body;
    },
  });

export function useBrainInvitations(userId: string, brainId: string) {
  return useQuery(brainInvitationsQueryOptions(userId, brainId));
}
