import type { Language } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** E-mail a confirmation link to the new address; the change applies once it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async ({ newEmail, locale }: { newEmail: string; locale: Language }) => {
      const res = await api.auth.requestEmailChange({ body: { newEmail, locale } });
      if (res.status !== 202) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
