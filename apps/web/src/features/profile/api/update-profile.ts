import type { Profile, Session, UpdateProfileRequest } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { useSessionStore, type SessionStore } from '@/lib/session';

/** The session with the saved name and picture (the header and menus show them); the warning stays. */
export function withSavedProfile(session: Session | undefined, profile: Profile) {
  if (!session?.user || session.user.id !== profile.id) return session;
  return {
    ...session,
    user: { ...session.user, fullName: profile.fullName, avatarUrl: profile.avatarUrl },
  };
}

export const updateProfileMutationOptions = (queryClient: QueryClient, session: SessionStore) =>
  mutationOptions({
    mutationKey: ['profile', 'update'],
    mutationFn: async (body: UpdateProfileRequest) => {
      const res = await api.profile.updateProfile({ body });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (profile) => {
      const current = session.getSnapshot().session;
      const saved = withSavedProfile(current, profile);
      if (saved !== current) session.set(saved);
      queryClient.setQueryData(['profile', profile.id], profile);
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation(updateProfileMutationOptions(queryClient, session));
}
