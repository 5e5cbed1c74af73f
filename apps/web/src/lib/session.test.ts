import { apiContract, type Session, type SessionUser } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, readStoredUser, writeStoredUser } from './auth-storage';
import {
  fetchSession,
  finishSignOut,
  LOGOUT_URL,
  SESSION_QUERY_KEY,
  SESSION_URL,
  setSignedIn,
  signOut,
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

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
  // Relative URLs resolve against the page, as in the browser.
  vi.stubGlobal('location', new URL('http://localhost/'));
  logoutHeaders = null;
});
afterEach(() => {
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
    const client = new QueryClient();
    client.setQueryData(['profile'], { fullName: 'Someone else' });
    setSignedIn(client, { user, warning: null });
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual({ user, warning: null });
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(readStoredUser()).toEqual(user);
  });
});

describe('signing out', () => {
  function signedInClient() {
    const client = new QueryClient();
    setSignedIn(client, { user, warning: 'agent_auth_unavailable' });
    client.setQueryData(['profile'], { fullName: 'Ana' });
    client.setQueryData(['dashboard', 'brains'], [{ id: 1 }]);
    return client;
  }

  it('on the home page: tells the BFF, clears storage, the session and user queries', async () => {
    const client = signedInClient();
    const navigate = vi.fn();
    await signOut(client, navigate, '/');
    expect(logoutHeaders?.get('x-requested-with')).toBe('agentia-web');
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: null, warning: null });
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(client.getQueryData(['dashboard', 'brains'])).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('elsewhere: goes to / first, and ends the session there (the route guard never sees it)', async () => {
    const client = signedInClient();
    const navigate = vi.fn();
    await signOut(client, navigate, '/dashboard/brains');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // Still on the protected page: nothing changes under it yet.
    expect(finishSignOut(client, '/dashboard/brains')).toBe(false);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ user });
    // On the home page.
    expect(finishSignOut(client, '/')).toBe(true);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: null, warning: null });
    expect(client.getQueryData(['dashboard', 'brains'])).toBeUndefined();
    expect(finishSignOut(client, '/')).toBe(false);
  });

  it('ends the session anyway if / is never reached', async () => {
    vi.useFakeTimers();
    const client = signedInClient();
    await signOut(client, vi.fn(), '/dashboard');
    vi.advanceTimersByTime(3000);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: null, warning: null });
  });

  it('clears local state even when the BFF cannot be reached', async () => {
    server.use(http.post(`*${LOGOUT_URL}`, () => HttpResponse.error()));
    const client = signedInClient();
    await signOut(client, vi.fn(), '/');
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: null, warning: null });
  });
});
