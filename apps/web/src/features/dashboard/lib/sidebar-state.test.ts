import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_STATE_KEY } from '@/lib/ui-state';
import { readSidebarOpen, saveSidebarOpen, setServerSidebarOpen } from './sidebar-state';

let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard sidebar', () => {
  it('is open the first time', () => {
    expect(readSidebarOpen()).toBe(true);
  });

  it('remembers being collapsed, and opened again', () => {
    saveSidebarOpen(false);
    expect(readSidebarOpen()).toBe(false);
    saveSidebarOpen(true);
    expect(readSidebarOpen()).toBe(true);
  });

  it('keeps the other preferences stored beside it', () => {
    stored.set(UI_STATE_KEY, JSON.stringify({ theme: 'dark', language: 'fr' }));
    saveSidebarOpen(false);
    expect(JSON.parse(stored.get(UI_STATE_KEY)!)).toEqual({
      theme: 'dark',
      language: 'fr',
      sidebarOpen: false,
    });
  });

  it('falls back to open when the stored state is unreadable', () => {
    stored.set(UI_STATE_KEY, '{not json');
    expect(readSidebarOpen()).toBe(true);
  });

  it('is mirrored in a cookie the server renders the dashboard by, written only when it changes', () => {
    let cookie = '';
    const writes: string[] = [];
    vi.stubGlobal('document', {
      location: { protocol: 'https:' },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        writes.push(value);
        cookie = value.startsWith('sidebar=closed') ? 'lang=fr; sidebar=closed' : 'lang=fr';
      },
    });
    saveSidebarOpen(false);
    expect(writes).toEqual(['sidebar=closed; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    saveSidebarOpen(false);
    expect(writes).toHaveLength(1);
    saveSidebarOpen(true);
    expect(writes.at(-1)).toBe('sidebar=; Path=/; Max-Age=0; SameSite=Lax; Secure');
    expect(cookie).toBe('lang=fr');
  });

  it('renders on the server as the request’s cookie said', () => {
    vi.unstubAllGlobals();
    expect(readSidebarOpen()).toBe(true);
    setServerSidebarOpen(false);
    expect(readSidebarOpen()).toBe(false);
    setServerSidebarOpen(true);
  });
});
