import { useSyncExternalStore } from 'react';

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
