import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_STATE_KEY } from '@/lib/ui-state';
import { readSidebarOpen, saveSidebarOpen } from './sidebar-state';

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
});
