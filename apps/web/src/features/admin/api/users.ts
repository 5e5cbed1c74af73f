import type { AdminUser, AdminUserPage, ListUsersQuery, UpdateUserRequest } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { ADMIN_KEY, bodyOf } from './admin-key';

const USERS_KEY = [...ADMIN_KEY, 'users'] as const;

/** GET /api/admin/users: one keyset page of the filtered, sorted users. */
export function useUsers(query: ListUsersQuery) {
  return useQuery({
    queryKey: [...USERS_KEY, query],
    queryFn: async ({ signal }) =>
      bodyOf<AdminUserPage>(await api.admin.listUsers({ query, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/users/:id: a role, or disabled / active. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: UpdateUserRequest }) =>
      bodyOf<AdminUser>(await api.admin.updateUser({ params: { id }, body: change }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/**
 * POST /api/admin/invitations: the invitation e-mail, in the admin's language by default. The
 * list shows the person as invited from now on, and the log the invitation.
 */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; role: 'Free' | 'Pro' | 'Admin' }) =>
      bodyOf<{ email: string }>(
        await api.admin.createInvitation({ body: { ...body, locale: currentLanguage() } }),
        201,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
