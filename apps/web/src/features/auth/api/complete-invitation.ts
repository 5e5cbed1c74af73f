import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/auth/invitation/complete: creates the invited account. */
export function useCompleteInvitation() {
  return useMutation({
    mutationFn: async (body: { token: string; fullName: string; password: string }) => {
      const res = await api.auth.completeInvitation({ body });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
