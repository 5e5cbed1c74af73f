import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { preloadRead } from '@/lib/api-client-base';

/** What the profile page reads first, asked for as the app starts on it (ADR 060). */
export const preloadProfileReads = () => preloadRead(api.profile.getProfile);

/** The signed-in user's profile; the user's id is in the key so accounts never share a cache. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: async ({ signal }) => {
      const res = await api.profile.getProfile({ fetchOptions: { signal } });
      // 401 (signed out meanwhile) throws too: the pages show "No user logged in".
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
  });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
