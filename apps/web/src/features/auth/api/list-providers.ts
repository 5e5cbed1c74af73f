import type { AccountSettings, AuthProviders } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { defaultAccountSettings } from '../lib/account-settings';

/**
 * GET /api/auth/providers: the social sign-in buttons, and how the identity provider sends codes
 * and links (their length and lifetimes). A declared refusal (a limit, an overload) or a failure
 * means no social buttons and the default texts this time.
 */
export const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: async ({ signal }): Promise<AuthProviders> => {
    const res = await api.auth.listProviders({ fetchOptions: { signal } });
    return res.status === 200 ? res.body : { providers: [] };
  },
  staleTime: 60 * 60_000,
});

export function useProviders() {
  return useQuery({ ...providersQuery, select: (body) => body.providers });
}

/** The code length and link lifetimes to state on the account screens. */
export function useAccountSettings(): AccountSettings {
  const { data } = useQuery({ ...providersQuery, select: (body) => body.account });
  return data ?? defaultAccountSettings;
}
