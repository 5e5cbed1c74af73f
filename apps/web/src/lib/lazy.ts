/* eslint-disable no-restricted-imports -- the one place React.lazy is wrapped */
import {
  createElement,
  lazy as reactLazy,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
/* eslint-enable no-restricted-imports */

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

/**
 * `load` asked once (tried again as `importWithRetry` does) and its result kept, for every caller;
 * a failure is not kept, so the next caller asks again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= importWithRetry(load).catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** A component whose module loads when it is first rendered, or ahead with `load()`. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the module (once), so that the first render need not wait for it. */
  load(): Promise<void>;
}

/**
 * `React.lazy` whose chunk is tried again before the page shows an error, and which renders at
 * once when its module has already arrived (loaded ahead, or by an earlier render). A lazy
 * component always suspends on its first render, and React 19 throttles revealing what a
 * suspended tree waited for once a fallback showed: each screen nested in another would paint
 * later than its chunk allowed (ADR 060).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyComponent<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let loaded: T | undefined;
  const get = loadOnce(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Deferred = reactLazy(get);
  function Lazy(props: P) {
    // Chosen once, when it mounts: switching later would mount the component again.
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready, props) : createElement(Deferred, props);
  }
  Lazy.load = () => get().then(() => undefined);
  return Lazy;
}
