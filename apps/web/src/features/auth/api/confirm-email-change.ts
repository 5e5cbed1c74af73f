import type { EmailChangePending, SignedIn } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { setSignedIn, useSessionStore } from '@/lib/session';

/**
 * POST /api/auth/email-change/confirm, once per link (a query, see confirm-link): the account
 * switches to the new address and the answer becomes the session, or (202) this link counted and
 * the link sent to the other address is still to be opened.
 */
export function useConfirmEmailChange(token: string) {
  const session = useSessionStore();
  return useQuery({
    queryKey: ['auth', 'email-change', token],
    queryFn: async (): Promise<SignedIn | EmailChangePending> => {
      const res = await api.auth.confirmEmailChange({ body: { token } });
      if (res.status === 202) return res.body;
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      setSignedIn(session, res.body);
      return res.body;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
