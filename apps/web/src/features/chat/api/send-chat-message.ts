import type { ChatReply, ChatRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export function useSendChatMessage() {
  return useMutation({
    mutationFn: async (request: ChatRequest): Promise<ChatReply> => {
      const res = await api.chat.sendMessage({ body: request });
      if (res.status !== 200) throw new ApiError(res.status, res.body);
      return res.body;
    },
  });
}
