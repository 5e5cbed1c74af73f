import { describe, expect, it } from 'vitest';
import { importWithRetry } from './lazy';

describe('importWithRetry', () => {
  it('loads a module that failed once, on the next try', async () => {
    let tries = 0;
    const load = () =>
      ++tries === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: 'page' });
    await expect(importWithRetry(load, [0, 0])).resolves.toEqual({ default: 'page' });
    expect(tries).toBe(2);
  });

  it('gives up after three tries with the last failure', async () => {
    let tries = 0;
    const load = () => Promise.reject(new TypeError(`failure ${++tries}`));
    await expect(importWithRetry(load, [0, 0])).rejects.toThrow('failure 3');
    expect(tries).toBe(3);
  });
});
