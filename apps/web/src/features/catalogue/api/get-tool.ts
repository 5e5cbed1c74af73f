import type { Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from './client';

/** One tool in one language; `null` when it does not exist (the page's not-found state). */
export const toolQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['tools', 'detail', id, lang],
    queryFn: async ({ signal }) => {
      const res = await (
        await catalogueApi()
      ).getTool({
        params: { id },
        query: { lang },
        fetchOptions: { signal },
      });
      if (res.status === 200) return res.body;
      // 404, or 400 for an id that cannot exist: either way there is no such tool. Any other
      // status throws (throwOnUnknownStatus) and shows the load-failure state.
      return null;
    },
  });

export function useTool(id: string, lang: Language) {
  return useQuery(toolQueryOptions(id, lang));
}
