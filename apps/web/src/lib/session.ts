import type { Session } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The session is read before the first page renders, so this one call skips the typed client:
 * the contract's zod schemas and ts-rest stay out of the initial bundle and load with the pages
 * that need them. A test checks this URL against the contract.
 */
export const SESSION_URL = '/api/session';

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async ({ signal }): Promise<Session> => {
    const res = await fetch(SESSION_URL, {
      credentials: 'same-origin',
      signal,
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`Session request failed with status ${res.status}`);
    return (await res.json()) as Session;
  },
  staleTime: 5 * 60_000,
  // Signed out is a fine answer when the BFF cannot be reached: public pages still render.
  retry: 1,
});

/** The signed-in user, or null when signed out; `isPending` while the session loads. */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data?.user ?? null, isPending: query.isPending };
}
