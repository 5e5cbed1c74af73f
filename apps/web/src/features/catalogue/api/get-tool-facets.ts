import type { Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-errors';
import { catalogueApi } from './client';

export const toolFacetsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['tools', 'facets', lang],
    queryFn: async ({ signal }) => {
      const res = await (
        await catalogueApi()
      ).getToolFacets({ query: { lang }, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 5 * 60_000,
  });

export function useToolFacets(lang: Language) {
  return useQuery(toolFacetsQueryOptions(lang));
}
