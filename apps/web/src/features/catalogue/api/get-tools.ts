import type { ListToolsParams } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-errors';
import { catalogueApi } from './client';

export type ToolsFilters = Omit<ListToolsParams, 'q' | 'tag'> & {
  q?: string | undefined;
  tag?: string | undefined;
};

export const toolsQueryOptions = (filters: ToolsFilters) =>
  queryOptions({
    queryKey: ['tools', 'list', filters],
    queryFn: async ({ signal }) => {
      const query = Object.fromEntries(
        Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
      ) as ListToolsParams;
      const res = await (await catalogueApi()).listTools({ query, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });

export function useTools(filters: ToolsFilters) {
  // While the next page or filter loads, the current results stay on screen.
  return useQuery({ ...toolsQueryOptions(filters), placeholderData: keepPreviousData });
}
