import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left before `until` (ms since the epoch), never below zero. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * A countdown in seconds that ticks every second while it runs; `restart(n)` starts it again.
 * It counts against the clock, so a throttled background tab still ends on time.
 */
export function useCountdown(initialSeconds: number) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, until]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, []);

  return { secondsLeft: left, restart };
}
