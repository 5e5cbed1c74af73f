import type { LinkPurpose } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/**
 * POST /api/auth/confirm, once per link: a query (not a mutation) so that a second mount, as in
 * StrictMode, reuses the answer instead of spending a single-use link twice. An e-mail change link
 * may answer 202: it counted, and the other address's link is still to come.
 */
export function useConfirmLink(token: string, type: LinkPurpose | null) {
  return useQuery({
    queryKey: ['auth', 'confirm-link', token, type],
    queryFn: async () => {
      const res = await api.auth.confirmLink({ body: { token, type: type! } });
      if (res.status !== 200 && res.status !== 202)
        throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    enabled: Boolean(token && type),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
