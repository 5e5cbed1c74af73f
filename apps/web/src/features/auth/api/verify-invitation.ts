import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/auth/invitation/verify: the address the invitation was sent to, or an ApiError. */
export function useVerifyInvitation(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: async () => {
      const res = await api.auth.verifyInvitation({ body: { token } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    refetchOnReconnect: false,
  });
}
