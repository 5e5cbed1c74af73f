import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/providers: the social sign-in buttons (none when the list is empty or fails). */
export function useProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: async ({ signal }) => {
      const res = await api.auth.listProviders({ fetchOptions: { signal } });
      // A declared refusal (a limit, an overload) means no social buttons this time.
      return res.status === 200 ? res.body.providers : [];
    },
    staleTime: 60 * 60_000,
  });
}
