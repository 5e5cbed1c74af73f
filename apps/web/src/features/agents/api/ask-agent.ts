import type { AgentAnswer, AskAgentRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** "Try it": one question, the agent's answer with the passages it cites. */
export function useAskAgent(agentId: string) {
  return useMutation({
    mutationKey: ['agents', 'ask', agentId],
    mutationFn: async (body: AskAgentRequest): Promise<AgentAnswer> => {
      const res = await api.agents.askAgent({ params: { id: agentId }, body });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });
}
