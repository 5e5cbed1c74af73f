import type { AdminUser, AdminUserPage, ListUsersQuery, UpdateUserRequest } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadRead } from '@/lib/api-client-base';
import { currentLanguage } from '@/lib/i18n';
import { ADMIN_KEY, bodyOf } from './admin-key';

const USERS_KEY = [...ADMIN_KEY, 'users'] as const;

/** The users list's query: a page of 25, newest first unless another order is chosen. */
export function usersQuery(choice: Partial<ListUsersQuery> = {}): ListUsersQuery {
  const query: ListUsersQuery = { sort: choice.sort ?? 'newest', limit: 25 };
  if (choice.q) query.q = choice.q;
  if (choice.role) query.role = choice.role;
  if (choice.status) query.status = choice.status;
  if (choice.cursor) query.cursor = choice.cursor;
  return query;
}

/** What the users screen reads first, asked for as the app starts on it (app/router.tsx). */
export const preloadUsersReads = () => preloadRead(api.admin.listUsers, { query: usersQuery() });

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
