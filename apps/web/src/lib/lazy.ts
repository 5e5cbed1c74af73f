// eslint-disable-next-line no-restricted-imports -- the one place React.lazy is wrapped
import { lazy as reactLazy } from 'react';

/** Waits before each new try of a chunk that failed to load: a busy server, a dropped connection. */
const RETRY_DELAYS_MS = [500, 1500];

/**
 * Loads a module, trying again twice when it fails (the browser fetches a failed module again on
 * the next import): one busy moment of the server or the network must not leave a page broken
 * until a reload, as `React.lazy` would (it keeps the first failure for good).
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

/** `React.lazy` whose chunk is tried again before the page shows an error. */
export const lazy: typeof reactLazy = (load) => reactLazy(() => importWithRetry(load));
