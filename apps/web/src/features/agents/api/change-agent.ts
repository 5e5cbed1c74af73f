import type { AgentDetail, CreateAgentRequest, UpdateAgentRequest } from '@app/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { agentKey, agentsKey } from './get-agents';

/** After a change: the agent's answer replaces the cached one, and the lists are asked again. */
function stored(queryClient: QueryClient, userId: string, agent: AgentDetail) {
  queryClient.setQueryData(agentKey(userId, agent.id), agent);
  void queryClient.invalidateQueries({ queryKey: [...agentsKey(userId), 'list'] });
}

export function useCreateAgent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agents', 'create'],
    mutationFn: async (body: CreateAgentRequest): Promise<AgentDetail> => {
      const res = await api.agents.createAgent({ body });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (agent) => stored(queryClient, userId, agent),
  });
}

export function useUpdateAgent(userId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agents', 'update', agentId],
    mutationFn: async (body: UpdateAgentRequest): Promise<AgentDetail> => {
      const res = await api.agents.updateAgent({ params: { id: agentId }, body });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (agent) => stored(queryClient, userId, agent),
  });
}

/** Pause (`paused`) or resume (`active`) an agent. */
export function useSetAgentStatus(userId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agents', 'status', agentId],
    mutationFn: async (status: 'active' | 'paused'): Promise<AgentDetail> => {
      const call = status === 'paused' ? api.agents.pauseAgent : api.agents.resumeAgent;
      const res = await call({ params: { id: agentId } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (agent) => stored(queryClient, userId, agent),
  });
}

export function useDeleteAgent(userId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agents', 'delete', agentId],
    mutationFn: async () => {
      const res = await api.agents.deleteAgent({ params: { id: agentId } });
      if (res.status !== 204) throw new ApiError(res.status, res.body, res.headers);
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: agentKey(userId, agentId) });
      void queryClient.invalidateQueries({ queryKey: [...agentsKey(userId), 'list'] });
    },
  });
}
