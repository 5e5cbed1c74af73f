import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { setSignedIn, useSessionStore } from '@/lib/session';

/**
 * POST /api/auth/oauth/:provider/callback, once per `state` (a query, see confirm-link): the
 * answer becomes the session; `redirect` is where the sign-in started.
 */
export function useCompleteOAuth(provider: string, code: string, state: string) {
  const session = useSessionStore();
  return useQuery({
    queryKey: ['auth', 'oauth-callback', provider, state],
    queryFn: async () => {
      const res = await api.auth.completeOAuth({ params: { provider }, body: { code, state } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      setSignedIn(session, res.body);
      return res.body;
    },
    enabled: Boolean(provider && code && state),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
