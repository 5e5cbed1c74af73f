import type { ContactInquiry } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export function useSendInquiry() {
  return useMutation({
    mutationFn: async (inquiry: ContactInquiry) => {
      const res = await api.contact.sendInquiry({ body: inquiry });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
