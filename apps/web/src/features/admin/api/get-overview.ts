import type { AdminOverview } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, bodyOf } from './admin-key';

export const overviewQueryOptions = queryOptions({
  queryKey: [...ADMIN_KEY, 'overview'],
  queryFn: async ({ signal }) =>
    bodyOf<AdminOverview>(await api.admin.getOverview({ fetchOptions: { signal } }), 200),
});

export const useOverview = () => useQuery(overviewQueryOptions);
