import type { Language } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/auth/resend-code: same answer whether or not the address is known. */
export function useResendCode() {
  return useMutation({
    mutationFn: async (body: { email: string; locale: Language }) => {
      const res = await api.auth.resendCode({ body });
      if (res.status !== 202) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
