import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { useSetSignedIn } from '@/lib/session';

/** POST /api/auth/verify-code: activates the account and signs in (the session is stored). */
export function useVerifyCode() {
  const setSignedIn = useSetSignedIn();
  return useMutation({
    mutationFn: async (body: { email: string; code: string }) => {
      const res = await api.auth.verifyCode({ body });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (signedIn) => setSignedIn(signedIn),
  });
}
