import type { AuditEntry, ListAuditQuery } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, bodyOf } from './admin-key';

/** GET /api/admin/audit-log */
export const useAuditLog = (query: ListAuditQuery) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'audit', query],
    queryFn: async ({ signal }) =>
      bodyOf<{ items: AuditEntry[]; nextCursor: string | null }>(
        await api.admin.listAuditLog({ query, fetchOptions: { signal } }),
        200,
      ),
    placeholderData: keepPreviousData,
  });

/** The export's address for the same filters: the browser downloads the streamed CSV itself. */
export function exportUrl(query: Omit<ListAuditQuery, 'cursor' | 'limit'>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (typeof value === 'string' && value) params.set(key, value);
  const search = params.toString();
  return `/api/admin/audit-log/export${search ? `?${search}` : ''}`;
}
