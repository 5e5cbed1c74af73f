import type { InvitationKind, ReceivedInvitation } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Every cached invitations query starts with this key; the user's id follows. */
export const invitationsKey = (userId: string) => ['invitations', userId] as const;

/** The invitations waiting for the user's address (of one kind, or all), newest first. */
export const receivedInvitationsQueryOptions = (userId: string, kind?: InvitationKind) =>
  queryOptions({
    queryKey: [...invitationsKey(userId), 'received', kind ?? 'all'],
    queryFn: async ({ signal }): Promise<ReceivedInvitation[]> => {
      const res = await api.invitations.listInvitations({
        query: kind ? { kind } : {},
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body);
      return res.body.items;
    },
    staleTime: 0,
  });

export function useReceivedInvitations(userId: string, kind?: InvitationKind) {
  return useQuery(receivedInvitationsQueryOptions(userId, kind));
}
