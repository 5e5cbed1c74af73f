import type { RegisterRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/auth/register: a code is e-mailed; the answer says when another may be sent. */
export function useRegisterAccount() {
  return useMutation({
    mutationFn: async (body: RegisterRequest) => {
      const res = await api.auth.register({ body });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
