import type { SessionUser } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  clearAuthStorage,
  readStoredUser,
  writeStoredUser,
} from './auth-storage';

const user: SessionUser = {
  id: '3f0a3c52-3c1e-4a8e-9d51-0b5f3c1f9a10',
  email: 'ana@example.com',
  role: 'Pro',
  fullName: 'Ana Example',
  avatarUrl: null,
  accountType: 'professional',
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

describe('auth-storage', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps only { state: { user } } under the spec key', () => {
    writeStoredUser({ ...user, token: 'secret', agentToken: 'jwt' } as SessionUser);
    const raw = storage.getItem(AUTH_STORAGE_KEY)!;
    expect(JSON.parse(raw)).toEqual({ state: { user } });
    expect(raw).not.toContain('secret');
    expect(raw).not.toContain('jwt');
    expect(readStoredUser()).toEqual(user);
  });

  it('reads nothing when nothing, garbage or a tampered user is stored', () => {
    expect(readStoredUser()).toBeNull();
    storage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    storage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { user: { ...user, role: 'Root' } } }),
    );
    expect(readStoredUser()).toBeNull();
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user }));
    expect(readStoredUser()).toBeNull();
  });

  it('clears', () => {
    writeStoredUser(user);
    clearAuthStorage();
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('does nothing, without failing, when storage is unavailable', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => writeStoredUser(user)).not.toThrow();
    expect(readStoredUser()).toBeNull();
    expect(() => clearAuthStorage()).not.toThrow();
  });
});
