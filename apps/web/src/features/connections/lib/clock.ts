import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the page: the current time in whole seconds, ticking on each
 * second boundary while someone is listening, and stopped otherwise.
 */
let nowSeconds = Math.floor(Date.now() / 1000);
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(
    () => {
      nowSeconds = Math.floor(Date.now() / 1000);
      for (const listener of listeners) listener();
      schedule();
    },
    1000 - (Date.now() % 1000) + 5,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    nowSeconds = Math.floor(Date.now() / 1000);
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => nowSeconds;
const noSubscription = () => () => {};

/** The time in milliseconds, updated every second while `live` (else read once per render). */
export function useNow(live = true): number {
  return useSyncExternalStore(live ? subscribe : noSubscription, getSnapshot, getSnapshot) * 1000;
}
