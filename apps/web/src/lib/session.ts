import type { Session, SignedIn } from '@app/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearAuthStorage, readStoredUser, writeStoredUser } from './auth-storage';

/**
 * The session is read before the first page renders, so these calls skip the typed client:
 * the contract's zod schemas and ts-rest stay out of the initial bundle and load with the pages
 * that need them. A test checks these URLs against the contract.
 */
export const SESSION_URL = '/api/session';
export const LOGOUT_URL = '/api/auth/logout';

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

/** Revalidated when a page that reads the session mounts and the answer is older than this. */
const STALE_AFTER_MS = 5 * 60_000;
/** One more try when the session could not be read, after this long. */
const RETRY_DELAY_MS = 1_000;

export interface SessionSnapshot {
  /** The server's answer, or the stored user while it loads; undefined before any. */
  session: Session | undefined;
  /** No answer yet and no stored user: the spec's full-page loader shows. */
  isPending: boolean;
  /** The user shown is the one stored at the last visit, not yet confirmed. */
  isPlaceholder: boolean;
}

/** Who came in (a sign-in answer) or went out: the query cache follows (lib/query-client.ts). */
export type AccountChange = 'signed-in' | 'signed-out';

/**
 * The session of one app: read once from the BFF (retried once), shown from auth-storage while
 * it loads, read again by a page that mounts after five minutes, replaced by a sign-in answer.
 * A small store of its own rather than a query: TanStack Query then loads with the pages that
 * read the API, not with the shell every public page needs.
 */
export class SessionStore {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly accountListeners = new Set<(change: AccountChange) => void>();
  private loading: Promise<void> | null = null;
  private answeredAt: number | null = null;
  /** Bumped by every change, so that an answer asked for before it does not undo it. */
  private version = 0;

  constructor(initial?: Session) {
    const stored = initial ? undefined : storedSession();
    if (initial) this.answeredAt = Date.now();
    this.snapshot = {
      session: initial ?? stored,
      isPending: !initial && !stored,
      isPlaceholder: Boolean(stored),
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  /** Calls `listener` when someone signs in or out; returns how to stop. */
  onAccountChange(listener: (change: AccountChange) => void) {
    this.accountListeners.add(listener);
    return () => void this.accountListeners.delete(listener);
  }

  /** Reads the session when it never was, or when the last answer is stale. */
  revalidate() {
    if (this.loading) return this.loading;
    if (this.answeredAt !== null && Date.now() - this.answeredAt < STALE_AFTER_MS)
      return Promise.resolve();
    const version = this.version;
    this.loading = this.fetchWithRetry()
      .then(
        (session) => {
          if (version === this.version) this.set(session);
        },
        // Signed out is a fine answer when the BFF cannot be reached: public pages still render,
        // and the next page that mounts asks again.
        () => {
          if (version !== this.version) return;
          this.set(undefined);
          this.answeredAt = null;
        },
      )
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Replaces the session (a sign-in answer, a saved profile, a sign-out). */
  set(session: Session | undefined, change?: AccountChange) {
    this.version += 1;
    this.answeredAt = Date.now();
    this.snapshot = { session, isPending: false, isPlaceholder: false };
    if (change) for (const listener of this.accountListeners) listener(change);
    for (const listener of this.listeners) listener();
  }

  private async fetchWithRetry() {
    try {
      return await fetchSession();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return fetchSession();
    }
  }
}

/**
 * What a prerendered page says when the BFF served it: the request carried no session cookie, so
 * the visitor is signed out and nothing needs asking (apps/bff/src/plugins/web-app.ts).
 */
export const SIGNED_OUT_MARKER = 'meta[name="session"][content="signed-out"]';

/**
 * Where a page the BFF rendered for a signed-in visitor carries the session it was rendered with
 * (`<script type="application/json">`, the answer of `GET /api/session` for that request).
 */
export const SESSION_STATE_ID = 'session-state';

/** The session a signed-in page carries, when it carries one that reads as one. */
function carriedSession(doc: Document): Session | undefined {
  const text = doc.getElementById(SESSION_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const body = JSON.parse(text) as Partial<Session> | null;
    if (!body?.user) return undefined;
    return { user: body.user, warning: body.warning ?? null };
  } catch {
    return undefined;
  }
}

/**
 * The app's session as the page starts: signed out at once when the page carries the marker (no
 * loader, no request), the session a signed-in page was rendered with (no request either), else
 * asked for now, beside the page's chunk, not once React first renders.
 */
export function startSession(doc: Document = document): SessionStore {
  if (doc.querySelector(SIGNED_OUT_MARKER)) {
    // A user stored at an earlier visit whose session cookie has gone since.
    clearAuthStorage();
    return new SessionStore(signedOutSession);
  }
  const carried = carriedSession(doc);
  if (carried?.user) {
    writeStoredUser(carried.user);
    return new SessionStore(carried);
  }
  const store = new SessionStore();
  void store.revalidate();
  return store;
}

const SessionContext = createContext<SessionStore | null>(null);

/** Gives the app's session store to everything below: `<SessionProvider value={store}>`. */
export const SessionProvider = SessionContext;

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider above it');
  return store;
}

/**
 * The signed-in user (null when signed out), the server's warning (`agent_auth_unavailable` when
 * the agent authentication server failed), and `isPending` while the session loads.
 * `isPlaceholder`: the user shown is the one stored at the last visit, not yet confirmed.
 */
export function useSession() {
  const store = useSessionStore();
  const { session, isPending, isPlaceholder } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  );
  useEffect(() => void store.revalidate(), [store]);
  return {
    user: session?.user ?? null,
    warning: session?.warning ?? null,
    isPending,
    isPlaceholder,
  };
}

/** Stores a sign-in answer as the session (and the user in auth-storage). */
export function setSignedIn(store: SessionStore, signedIn: SignedIn) {
  writeStoredUser(signedIn.user);
  // Nothing cached for whoever used this browser before may show for this user.
  store.set({ user: signedIn.user, warning: signedIn.warning }, 'signed-in');
}

/** `setSignedIn` bound to the app's session. */
export function useSetSignedIn() {
  const store = useSessionStore();
  return useCallback((signedIn: SignedIn) => setSignedIn(store, signedIn), [store]);
}

/** Forgets the signed-in user: auth-storage, the session, and every query fetched for them. */
export function applySignedOut(store: SessionStore) {
  clearAuthStorage();
  store.set(signedOutSession, 'signed-out');
}

// A sign-out started on another page ends once `/` is on screen. Ending it at once on a
// protected page would let the route guard send the visitor to /login first.
let pendingSignOut: { store: SessionStore; timer: ReturnType<typeof setTimeout> } | null = null;

/** Ends a pending sign-out when the visitor is on `/`; true when it did. */
export function finishSignOut(store: SessionStore, pathname: string) {
  if (pathname !== '/' || pendingSignOut?.store !== store) return false;
  clearTimeout(pendingSignOut.timer);
  pendingSignOut = null;
  applySignedOut(store);
  return true;
}

/**
 * Signs out: tells the BFF (which tells the agent server and ends the session), clears what this
 * browser knows of the user, and goes to `/`. The local state is cleared even when the call
 * fails: the visitor asked to leave.
 */
export async function signOut(
  store: SessionStore,
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
  if (pathname === '/') return applySignedOut(store);
  if (pendingSignOut) clearTimeout(pendingSignOut.timer);
  const timer = setTimeout(() => finishSignOut(store, '/'), 3000);
  pendingSignOut = { store, timer };
  navigate('/');
}

/**
 * The Sign Out action, shaped like a mutation: `mutate()` signs out (once at a time; `onSettled`
 * runs when done), `isPending` while it runs. Not a real useMutation: that would add its code to
 * the entry bundle, where the header needs this.
 */
export function useSignOut() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const mutate = useCallback(
    (_variables?: void, options?: { onSettled?: () => void }) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      void signOut(store, (to) => void navigate(to), pathname).finally(() => {
        running.current = false;
        setPending(false);
        options?.onSettled?.();
      });
    },
    [store, navigate, pathname],
  );
  return { mutate, isPending };
}

/** Mounted once, in the root layout: ends a sign-out when `/` is reached. */
export function useFinishSignOut() {
  const store = useSessionStore();
  const { pathname } = useLocation();
  useEffect(() => {
    finishSignOut(store, pathname);
  }, [store, pathname]);
}
