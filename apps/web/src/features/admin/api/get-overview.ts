import type { AdminOverview } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadRead } from '@/lib/api-client-base';
import { ADMIN_KEY, bodyOf } from './admin-key';

export const overviewQueryOptions = queryOptions({
  queryKey: [...ADMIN_KEY, 'overview'],
  queryFn: async ({ signal }) =>
    bodyOf<AdminOverview>(await api.admin.getOverview({ fetchOptions: { signal } }), 200),
});

export const useOverview = () => useQuery(overviewQueryOptions);

/** What the admin overview reads first, asked for as the app starts on it (app/router.tsx). */
export const preloadAdminOverviewReads = () => preloadRead(api.admin.getOverview);
