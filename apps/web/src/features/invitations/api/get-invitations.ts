import type { InvitationKind, ReceivedInvitation } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { preloadRead } from '@/lib/api-client-base';

/** The pages that show the invitations waiting for the user, and of which kind. */
const shownOn: Record<string, InvitationKind | 'all'> = {
  '/dashboard': 'all',
  '/dashboard/brains': 'brain',
  '/dashboard/teams': 'team',
};

/** Which invitations the page at `pathname` shows above its screen, if any. */
export const noticeKind = (pathname: string): InvitationKind | 'all' | undefined =>
  shownOn[pathname.replace(/\/$/, '') || '/dashboard'];

const invitationsQuery = (kind?: InvitationKind) => (kind ? { kind } : {});

/** The invitations the page at `pathname` shows, asked for as the app starts (ADR 060). */
export function preloadInvitationsReads(pathname: string) {
  const kind = noticeKind(pathname);
  if (kind)
    preloadRead(api.invitations.listInvitations, {
      query: invitationsQuery(kind === 'all' ? undefined : kind),
    });
}

/** Every cached invitations query starts with this key; the user's id follows. */
export const invitationsKey = (userId: string) => ['invitations', userId] as const;

/** The invitations waiting for the user's address (of one kind, or all), newest first. */
export const receivedInvitationsQueryOptions = (userId: string, kind?: InvitationKind) =>
  queryOptions({
    queryKey: [...invitationsKey(userId), 'received', kind ?? 'all'],
    queryFn: async ({ signal }): Promise<ReceivedInvitation[]> => {
      const res = await api.invitations.listInvitations({
        query: invitationsQuery(kind),
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body);
      return res.body.items;
    },
    staleTime: 0,
  });

export function useReceivedInvitations(userId: string, kind?: InvitationKind) {
  return useQuery(receivedInvitationsQueryOptions(userId, kind));
}
