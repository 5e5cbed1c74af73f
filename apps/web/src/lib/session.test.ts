import { apiContract, type Session, type SessionUser } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, readStoredUser, writeStoredUser } from './auth-storage';
import { followSession } from './query-client';
import {
  fetchSession,
  finishSignOut,
  LOGOUT_URL,
  SESSION_URL,
  SessionStore,
  setSignedIn,
  SIGNED_OUT_MARKER,
  signOut,
  SESSION_STATE_ID,
  startSession,
  storedSession,
} from './session';

const user: SessionUser = {
  id: '3f0a3c52-3c1e-4a8e-9d51-0b5f3c1f9a10',
  email: 'ana@example.com',
  role: 'Free',
  fullName: 'Ana Example',
  avatarUrl: null,
  accountType: null,
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let sessionBody: Session = { user: null, warning: null };
let logoutHeaders: Headers | null = null;
const server = setupServer(
  http.get(`*${SESSION_URL}`, () => HttpResponse.json(sessionBody)),
  http.post(`*${LOGOUT_URL}`, ({ request }) => {
    logoutHeaders = request.headers;
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** A session store and the query cache that follows it, as the app has them. */
function app() {
  const store = new SessionStore();
  const client = new QueryClient();
  followSession(client, store);
  return { store, client };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
  // Relative URLs resolve against the page, as in the browser.
  vi.stubGlobal('location', new URL('http://localhost/'));
  logoutHeaders = null;
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('reads the session and signs out at the paths the contract declares', () => {
  expect(SESSION_URL).toBe(apiContract.session.getSession.path);
  expect(LOGOUT_URL).toBe(apiContract.auth.logout.path);
  expect(apiContract.auth.logout.method).toBe('POST');
});

describe('the session and auth-storage', () => {
  it('shows the stored user while the session loads', () => {
    expect(storedSession()).toBeUndefined();
    writeStoredUser(user);
    expect(storedSession()).toEqual({ user, warning: null });
  });

  it('stores the user the server reports, with its warning', async () => {
    sessionBody = { user, warning: 'agent_auth_unavailable' };
    expect(await fetchSession()).toEqual({ user, warning: 'agent_auth_unavailable' });
    expect(readStoredUser()).toEqual(user);
  });

  it('clears auth-storage when the server says signed out', async () => {
    writeStoredUser(user);
    sessionBody = { user: null, warning: null };
    expect(await fetchSession()).toEqual({ user: null, warning: null });
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('stores a sign-in answer as the session and drops what an earlier visitor left', () => {
    const { store, client } = app();
    client.setQueryData(['profile'], { fullName: 'Someone else' });
    setSignedIn(store, { user, warning: null });
    expect(store.getSnapshot()).toEqual({
      session: { user, warning: null },
      isPending: false,
      isPlaceholder: false,
    });
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(readStoredUser()).toEqual(user);
  });
});

describe('the session store', () => {
  it('is pending for a new visitor until the server answers', async () => {
    sessionBody = { user, warning: null };
    const store = new SessionStore();
    expect(store.getSnapshot()).toMatchObject({ session: undefined, isPending: true });
    await store.revalidate();
    expect(store.getSnapshot()).toEqual({
      session: { user, warning: null },
      isPending: false,
      isPlaceholder: false,
    });
  });

  it('shows a returning visitor’s stored user at once, until the answer replaces it', async () => {
    writeStoredUser(user);
    sessionBody = { user: null, warning: null };
    const store = new SessionStore();
    expect(store.getSnapshot()).toEqual({
      session: { user, warning: null },
      isPending: false,
      isPlaceholder: true,
    });
    await store.revalidate();
    expect(store.getSnapshot().session).toEqual({ user: null, warning: null });
    expect(store.getSnapshot().isPlaceholder).toBe(false);
  });

  it('reads the session again only once the answer is five minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = new SessionStore();
    await store.revalidate();
    sessionBody = { user, warning: null };
    await store.revalidate();
    expect(store.getSnapshot().session?.user).toBeNull();
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await store.revalidate();
    expect(store.getSnapshot().session?.user).toEqual(user);
  });

  it('tries once more, then takes the visitor as signed out when the BFF cannot answer', async () => {
    let calls = 0;
    server.use(
      http.get(`*${SESSION_URL}`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const store = new SessionStore();
    await store.revalidate();
    expect(calls).toBe(2);
    expect(store.getSnapshot()).toEqual({
      session: undefined,
      isPending: false,
      isPlaceholder: false,
    });
    // The next page asks again, without waiting five minutes.
    server.resetHandlers();
    sessionBody = { user, warning: null };
    await store.revalidate();
    expect(store.getSnapshot().session?.user).toEqual(user);
  });

  it('keeps a sign-in made while the session was loading', async () => {
    sessionBody = { user: null, warning: null };
    const store = new SessionStore();
    const loading = store.revalidate();
    setSignedIn(store, { user, warning: null });
    await loading;
    expect(store.getSnapshot().session).toEqual({ user, warning: null });
  });
});

describe('signing out', () => {
  function signedIn() {
    const signedInApp = app();
    setSignedIn(signedInApp.store, { user, warning: 'agent_auth_unavailable' });
    signedInApp.client.setQueryData(['profile'], { fullName: 'Ana' });
    signedInApp.client.setQueryData(['dashboard', 'brains'], [{ id: 1 }]);
    return signedInApp;
  }

  it('on the home page: tells the BFF, clears storage, the session and user queries', async () => {
    const { store, client } = signedIn();
    const navigate = vi.fn();
    await signOut(store, navigate, '/');
    expect(logoutHeaders?.get('x-requested-with')).toBe('agentia-web');
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot().session).toEqual({ user: null, warning: null });
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(client.getQueryData(['dashboard', 'brains'])).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('elsewhere: goes to / first, and ends the session there (the route guard never sees it)', async () => {
    const { store, client } = signedIn();
    const navigate = vi.fn();
    await signOut(store, navigate, '/dashboard/brains');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // Still on the protected page: nothing changes under it yet.
    expect(finishSignOut(store, '/dashboard/brains')).toBe(false);
    expect(store.getSnapshot().session).toMatchObject({ user });
    // On the home page.
    expect(finishSignOut(store, '/')).toBe(true);
    expect(store.getSnapshot().session).toEqual({ user: null, warning: null });
    expect(client.getQueryData(['dashboard', 'brains'])).toBeUndefined();
    expect(finishSignOut(store, '/')).toBe(false);
  });

  it('ends the session anyway if / is never reached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = signedIn();
    await signOut(store, vi.fn(), '/dashboard');
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().session).toEqual({ user: null, warning: null });
  });

  it('clears local state even when the BFF cannot be reached', async () => {
    server.use(http.post(`*${LOGOUT_URL}`, () => HttpResponse.error()));
    const { store } = signedIn();
    await signOut(store, vi.fn(), '/');
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot().session).toEqual({ user: null, warning: null });
  });
});

describe('the session as the page starts', () => {
  afterEach(() => vi.restoreAllMocks());
  /** A page's document, with the server's signed-out marker or without. */
  const page = (marked: boolean, carried?: string) =>
    ({
      querySelector: (selector: string) => (marked && selector === SIGNED_OUT_MARKER ? {} : null),
      getElementById: (id: string) =>
        carried !== undefined && id === SESSION_STATE_ID ? { textContent: carried } : null,
    }) as unknown as Document;

  it('is signed out at once, without a request, on a page the server marked so', async () => {
    // A user stored at an earlier visit, whose session cookie has gone since.
    writeStoredUser(user);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const store = startSession(page(true));
    expect(store.getSnapshot()).toEqual({
      session: { user: null, warning: null },
      isPending: false,
      isPlaceholder: false,
    });
    // What a page mounting does (useSession): nothing to ask for.
    await store.revalidate();
    expect(fetch).not.toHaveBeenCalled();
    expect(readStoredUser()).toBeNull();
  });

  it('is the session a signed-in page was rendered with, without a request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const store = startSession(page(false, JSON.stringify({ user, warning: null })));
    expect(store.getSnapshot()).toEqual({
      session: { user, warning: null },
      isPending: false,
      isPlaceholder: false,
    });
    await store.revalidate();
    expect(fetch).not.toHaveBeenCalled();
    // Kept for the next visit's header, as an answer of the session's own request is.
    expect(readStoredUser()).toEqual(user);
  });

  it('asks for the session when what a page carries does not read as one', async () => {
    for (const carried of ['{"user":', '{"user":null,"warning":null}', 'null']) {
      const fetch = vi.spyOn(globalThis, 'fetch');
      const store = startSession(page(false, carried));
      expect(store.getSnapshot().isPending, carried).toBe(true);
      expect(fetch).toHaveBeenCalledWith(SESSION_URL, expect.anything());
      await store.revalidate();
      vi.restoreAllMocks();
    }
  });

  it('is loading, and asked for at once, on any other page', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const store = startSession(page(false));
    expect(store.getSnapshot().isPending).toBe(true);
    expect(fetch).toHaveBeenCalledWith(SESSION_URL, expect.anything());
    await store.revalidate();
    expect(store.getSnapshot()).toMatchObject({ isPending: false, session: { user: null } });
  });
});
