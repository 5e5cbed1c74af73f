import type {
  AgentDetail,
  AgentList,
  AgentTemplates,
  Language,
  ListAgentsQuery,
  ListTemplatesQuery,
} from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { preloadRead } from '@/lib/api-client-base';
import type { AgentListParams } from '../lib/list-params';

/** The templates' query for the list's params, in the page's language (empty filters left out). */
export const templatesQuery = (lang: Language, params: AgentListParams): ListTemplatesQuery => ({
  lang,
  ...(params.q ? { q: params.q } : {}),
  ...(params.category ? { category: params.category } : {}),
});

/** The user's agents' query for the list's params (empty filters left out). */
export const agentListQuery = (params: AgentListParams): ListAgentsQuery => ({
  ...(params.q ? { q: params.q } : {}),
  ...(params.category ? { category: params.category } : {}),
});

/** What the agents screen reads first for its tab, asked for as the app starts (ADR 060). */
export function preloadAgentsReads(lang: Language, params: AgentListParams) {
  if (params.tab === 'mine') preloadRead(api.agents.listAgents, { query: agentListQuery(params) });
  else preloadRead(api.agents.listTemplates, { query: templatesQuery(lang, params) });
}

/** Every cached agents query starts with this key; the user's id follows, so accounts never share. */
export const AGENTS_KEY = ['agents'] as const;
export const agentsKey = (userId: string) => [...AGENTS_KEY, userId] as const;
export const agentKey = (userId: string, agentId: string) =>
  [...agentsKey(userId), 'detail', agentId] as const;

/** The catalogue of templates in one language, filtered by category and words. */
export const templatesQueryOptions = (userId: string, query: ListTemplatesQuery) =>
  queryOptions({
    queryKey: [...agentsKey(userId), 'templates', query],
    queryFn: async ({ signal }): Promise<AgentTemplates> => {
      const res = await api.agents.listTemplates({ query, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 5 * 60_000,
  });

export function useTemplates(userId: string, query: ListTemplatesQuery) {
  return useQuery({ ...templatesQueryOptions(userId, query), placeholderData: keepPreviousData });
}

/** The user's agents and those of their teams. */
export const agentListQueryOptions = (userId: string, query: ListAgentsQuery) =>
  queryOptions({
    queryKey: [...agentsKey(userId), 'list', query],
    queryFn: async ({ signal }): Promise<AgentList> => {
      const res = await api.agents.listAgents({ query, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
  });

export function useAgentList(userId: string, query: ListAgentsQuery) {
  return useQuery({ ...agentListQueryOptions(userId, query), placeholderData: keepPreviousData });
}

/** One agent: its configuration, status and brains as the caller sees them. */
export const agentQueryOptions = (userId: string, agentId: string) =>
  queryOptions({
    queryKey: agentKey(userId, agentId),
    queryFn: async ({ signal }): Promise<AgentDetail> => {
      const res = await api.agents.getAgent({ params: { id: agentId }, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
  });

export function useAgent(userId: string, agentId: string) {
  return useQuery(agentQueryOptions(userId, agentId));
}

/** The template list in the reader's language (for the form's "start from"). */
export const allTemplatesQuery = (lang: Language): ListTemplatesQuery => ({ lang });
