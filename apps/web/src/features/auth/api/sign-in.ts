import type { LoginRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/auth/login: the signed-in answer, or an ApiError (401, 403 `email_not_confirmed`, 429). */
export function useSignIn() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const res = await api.auth.login({ body });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
