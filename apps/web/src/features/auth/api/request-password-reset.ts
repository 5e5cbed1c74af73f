import type { Language } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/auth/password-reset: e-mails a link; same answer whatever the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (body: { email: string; locale: Language }) => {
      const res = await api.auth.requestPasswordReset({ body });
      if (res.status !== 202) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
