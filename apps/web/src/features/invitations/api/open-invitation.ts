import type { ReceivedInvitation } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { invitationsKey } from './get-invitations';

/**
 * The invitation of an e-mail's link, for the account of the invited address only (a refusal
 * otherwise). The token goes in the body: it stays out of the URLs the server logs.
 */
export const openInvitationQueryOptions = (userId: string, token: string) =>
  queryOptions({
    queryKey: [...invitationsKey(userId), 'open', token],
    queryFn: async ({ signal }): Promise<ReceivedInvitation> => {
      const res = await api.invitations.openInvitation({
        body: { token },
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body);
      return res.body;
    },
    staleTime: 0,
  });

export function useOpenInvitation(userId: string, token: string) {
  return useQuery(openInvitationQueryOptions(userId, token));
}
