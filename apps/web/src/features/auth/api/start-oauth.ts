import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/auth/oauth/:provider/start: the provider's authorization URL to go to. */
export function useStartOAuth() {
  return useMutation({
    mutationFn: async ({ provider, redirect }: { provider: string; redirect?: string }) => {
      const res = await api.auth.startOAuth({ params: { provider }, body: { redirect } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
