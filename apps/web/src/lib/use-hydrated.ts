import { useEffect, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while rendering on the server and while hydrating HTML rendered ahead (ADR 032, 034),
 * true after (and at once in a page the browser renders itself). What depends on the browser's
 * clock or time zone renders as the server did until then, so that hydration finds the same page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

let pageHydrated = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the page's content is hydrated too, not only the component asking: the header is
 * hydrated as soon as the shell runs, while the page below waits for its chunk and translations.
 * A change that re-renders text everywhere (the language) must wait for this: made before, it
 * reaches HTML React has not hydrated yet, which no longer matches (React error 418).
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageHydrated,
    () => false,
  );
}

/**
 * Placed in the page's Suspense boundary: its effect runs once that boundary is hydrated (or,
 * in a page the browser renders itself, mounted), and from then on the page is.
 */
export function PageHydrated() {
  useEffect(() => {
    if (pageHydrated) return;
    pageHydrated = true;
    for (const listener of listeners) listener();
  }, []);
  return null;
}
