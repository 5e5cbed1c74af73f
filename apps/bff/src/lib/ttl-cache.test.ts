import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads a cold key once however many ask at the same time', async () => {
    const cache = new TtlCache<number>({ ttlSeconds: 60 });
    const load = vi.fn(async () => 42);
    const values = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', load)));
    expect(values).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after the time-to-live', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>({ ttlSeconds: 1 });
      const load = vi.fn(async () => 1);
      await cache.getOrLoad('k', load);
      vi.advanceTimersByTime(1500);
      await cache.getOrLoad('k', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>({ ttlSeconds: 60 });
    await expect(
      cache.getOrLoad('k', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.getOrLoad('k', async () => 7)).toBe(7);
  });

  it('stays within its size bound', async () => {
    const cache = new TtlCache<number>({ ttlSeconds: 60, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => 1);
    expect(cache.size).toBe(2);
  });

  it('is a pass-through when disabled', async () => {
    const cache = new TtlCache<number>({ ttlSeconds: 0 });
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a peek with the live entry only, and keeps what is set, replacing any entry', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>({ ttlSeconds: 1, maxEntries: 2 });
      expect(cache.peek('k')).toBeUndefined();
      cache.set('k', Promise.resolve(1));
      expect(await cache.peek('k')).toBe(1);
      cache.set('k', Promise.resolve(2));
      expect(await cache.peek('k')).toBe(2);
      expect(cache.size).toBe(1);
      vi.advanceTimersByTime(1001);
      expect(cache.peek('k')).toBeUndefined();
      // A value that fails is dropped, but not a newer one set meanwhile.
      const failing = Promise.reject(new Error('down'));
      cache.set('k', failing);
      cache.set('k', Promise.resolve(3));
      await failing.catch(() => undefined);
      expect(await cache.peek('k')).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
