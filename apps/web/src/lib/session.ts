import type { Session, SignedIn } from '@app/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearAuthStorage, readStoredUser, writeStoredUser } from './auth-storage';

/**
 * The session is read before the first page renders, so these calls skip the typed client:
 * the contract's zod schemas and ts-rest stay out of the initial bundle and load with the pages
 * that need them. A test checks these URLs against the contract.
 */
export const SESSION_URL = '/api/session';
export const LOGOUT_URL = '/api/auth/logout';
export const SESSION_QUERY_KEY = ['session'] as const;

export const signedOutSession: Session = { user: null, warning: null };

/** The session as the server tells it; what it says about the user is mirrored in auth-storage. */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const res = await fetch(SESSION_URL, {
    credentials: 'same-origin',
    signal,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`Session request failed with status ${res.status}`);
  const body = (await res.json()) as Partial<Session>;
  const session: Session = { user: body.user ?? null, warning: body.warning ?? null };
  if (session.user) writeStoredUser(session.user);
  else clearAuthStorage();
  return session;
}

/** A returning visitor's stored user, shown while the session loads; the answer replaces it. */
export function storedSession(): Session | undefined {
  const user = readStoredUser();
  return user ? { user, warning: null } : undefined;
}

export const sessionQueryOptions = queryOptions<Session>({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  placeholderData: storedSession,
  staleTime: 5 * 60_000,
  // Signed out is a fine answer when the BFF cannot be reached: public pages still render.
  retry: 1,
});

/**
 * The signed-in user (null when signed out), the server's warning (`agent_auth_unavailable` when
 * the agent authentication server failed), and `isPending` while the session loads.
 * `isPlaceholder`: the user shown is the one stored at the last visit, not yet confirmed.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return {
    user: query.data?.user ?? null,
    warning: query.data?.warning ?? null,
    isPending: query.isPending,
    isPlaceholder: query.isPlaceholderData,
  };
}

const isSession = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === SESSION_QUERY_KEY[0];

/** Stores a sign-in answer as the session (and the user in auth-storage). */
export function setSignedIn(queryClient: QueryClient, signedIn: SignedIn) {
  writeStoredUser(signedIn.user);
  // Nothing cached for whoever used this browser before may show for this user.
  queryClient.removeQueries({ predicate: (query) => !isSession(query) && !query.isActive() });
  queryClient.setQueryData<Session>(SESSION_QUERY_KEY, {
    user: signedIn.user,
    warning: signedIn.warning,
  });
}

/** `setSignedIn` bound to the app's query client. */
export function useSetSignedIn() {
  const queryClient = useQueryClient();
  return useCallback((signedIn: SignedIn) => setSignedIn(queryClient, signedIn), [queryClient]);
}

/** Forgets the signed-in user: auth-storage, the session, and every query fetched for them. */
export function applySignedOut(queryClient: QueryClient) {
  clearAuthStorage();
  queryClient.setQueryData<Session>(SESSION_QUERY_KEY, signedOutSession);
  void queryClient.resetQueries({ predicate: (query) => !isSession(query) });
}

// A sign-out started on another page ends once `/` is on screen. Ending it at once on a
// protected page would let the route guard send the visitor to /login first.
let pendingSignOut: { queryClient: QueryClient; timer: ReturnType<typeof setTimeout> } | null =
  null;

/** Ends a pending sign-out when the visitor is on `/`; true when it did. */
export function finishSignOut(queryClient: QueryClient, pathname: string) {
  if (pathname !== '/' || pendingSignOut?.queryClient !== queryClient) return false;
  clearTimeout(pendingSignOut.timer);
  pendingSignOut = null;
  applySignedOut(queryClient);
  return true;
}

/**
 * Signs out: tells the BFF (which tells the agent server and ends the session), clears what this
 * browser knows of the user, and goes to `/`. The local state is cleared even when the call
 * fails: the visitor asked to leave.
 */
export async function signOut(
  queryClient: QueryClient,
  navigate: (to: string) => void,
  pathname: string,
) {
  try {
    await fetch(LOGOUT_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-requested-with': 'agentia-web' },
    });
  } catch {
    // Offline: the cookie's session will expire on its own.
  }
  clearAuthStorage();
  if (pathname === '/') return applySignedOut(queryClient);
  if (pendingSignOut) clearTimeout(pendingSignOut.timer);
  const timer = setTimeout(() => finishSignOut(queryClient, '/'), 3000);
  pendingSignOut = { queryClient, timer };
  navigate('/');
}

/**
 * The Sign Out action, shaped like a mutation: `mutate()` signs out (once at a time; `onSettled`
 * runs when done), `isPending` while it runs. Not a real useMutation: that would add its code to
 * the entry bundle, where the header needs this.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const mutate = useCallback(
    (_variables?: void, options?: { onSettled?: () => void }) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      void signOut(queryClient, (to) => void navigate(to), pathname).finally(() => {
        running.current = false;
        setPending(false);
        options?.onSettled?.();
      });
    },
    [queryClient, navigate, pathname],
  );
  return { mutate, isPending };
}

/** Mounted once, in the root layout: ends a sign-out when `/` is reached. */
export function useFinishSignOut() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    finishSignOut(queryClient, pathname);
  }, [queryClient, pathname]);
}
