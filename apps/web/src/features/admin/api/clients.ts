import type {
  AdminInquiry,
  Client,
  ClientPage,
  ConvertInquiryRequest,
  CreateClientRequest,
  ListClientsQuery,
  UpdateClientRequest,
} from '@app/contracts';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, bodyOf } from './admin-key';

type Page<T> = { items: T[]; nextCursor: string | null };

/** GET /api/admin/clients */
export function useClients(query: ListClientsQuery) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'clients', query],
    queryFn: async ({ signal }) =>
      bodyOf<z.infer<typeof ClientPage>>(
        await api.admin.listClients({ query, fetchOptions: { signal } }),
        200,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/inquiries */
export function useInquiries(query: { status?: AdminInquiry['status']; cursor?: string }) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'inquiries', query],
    queryFn: async ({ signal }) =>
      bodyOf<Page<AdminInquiry>>(
        await api.admin.listInquiries({ query, fetchOptions: { signal } }),
        200,
      ),
    placeholderData: keepPreviousData,
  });
}

function useAdminMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** POST /api/admin/clients or PATCH /api/admin/clients/:id */
export const useSaveClient = () =>
  useAdminMutation(
    async ({ id, body }: { id?: string; body: CreateClientRequest | UpdateClientRequest }) =>
      id
        ? bodyOf<Client>(await api.admin.updateClient({ params: { id }, body }), 200)
        : bodyOf<Client>(await api.admin.createClient({ body: body as CreateClientRequest }), 201),
  );

/** PATCH /api/admin/inquiries/:id */
export const useUpdateInquiry = () =>
  useAdminMutation(async ({ id, status }: { id: string; status: 'new' | 'contacted' | 'closed' }) =>
    bodyOf<AdminInquiry>(await api.admin.updateInquiry({ params: { id }, body: { status } }), 200),
  );

/** POST /api/admin/inquiries/:id/convert */
export const useConvertInquiry = () =>
  useAdminMutation(async ({ id, body }: { id: string; body: ConvertInquiryRequest }) =>
    bodyOf<Client>(await api.admin.convertInquiry({ params: { id }, body }), 201),
  );
