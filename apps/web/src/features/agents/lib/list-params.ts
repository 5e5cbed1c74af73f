import type { AgentCategory } from '@app/contracts';
import { agentCategories } from '@app/contracts/agent-values';
import { oneOf } from '@app/contracts/values';
import { useSearchParams } from 'react-router';

export type AgentsTab = 'available' | 'mine';

/** The agents screen's tab, search and category, as the URL keeps them. */
export interface AgentListParams {
  tab: AgentsTab;
  q: string;
  category: AgentCategory | '';
}

export function readAgentParams(params: URLSearchParams): AgentListParams {
  return {
    tab: params.get('tab') === 'mine' ? 'mine' : 'available',
    q: params.get('q')?.trim().slice(0, 100) ?? '',
    category: oneOf(agentCategories, params.get('category')),
  };
}

/** The URL's query for these params: defaults are left out. */
export function writeAgentParams(params: AgentListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'available') search.set('tab', params.tab);
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  return search;
}

/** The params and a way to change them; typing replaces the history entry, a tab adds one. */
export function useAgentParams() {
  const [search, setSearch] = useSearchParams();
  const params = readAgentParams(search);
  const update = (patch: Partial<AgentListParams>) =>
    setSearch(writeAgentParams({ ...params, ...patch }), {
      replace: patch.tab === undefined,
      preventScrollReset: true,
    });
  return [params, update] as const;
}
