import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/auth/password-reset/complete: 400 when the link is invalid or expired. */
export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: async (body: { token: string; password: string }) => {
      const res = await api.auth.completePasswordReset({ body });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
