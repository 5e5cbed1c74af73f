import type { AgentConversation, AgentConversationList } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { agentsKey } from './get-agents';

export const conversationsKey = (userId: string, agentId: string) =>
  [...agentsKey(userId), 'conversations', agentId] as const;

/** The reader's own conversations with an agent, newest first. */
export const conversationsQueryOptions = (userId: string, agentId: string) =>
  queryOptions({
    queryKey: conversationsKey(userId, agentId),
    queryFn: async ({ signal }): Promise<AgentConversationList> => {
      const res = await api.agents.listConversations({
        params: { id: agentId },
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });

export function useConversations(userId: string, agentId: string) {
  return useQuery(conversationsQueryOptions(userId, agentId));
}

/** One conversation with its messages, to reopen it. */
export async function fetchConversation(
  agentId: string,
  conversationId: string,
): Promise<AgentConversation> {
  const res = await api.agents.getConversation({ params: { id: agentId, conversationId } });
  if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
  return res.body;
}

export function useDeleteConversation(userId: string, agentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (conversationId: string) => {
      const res = await api.agents.deleteConversation({
        params: { id: agentId, conversationId },
      });
      if (res.status !== 204) throw new ApiError(res.status, res.body, res.headers);
    },
    onSettled: () => client.invalidateQueries({ queryKey: conversationsKey(userId, agentId) }),
  });
}
