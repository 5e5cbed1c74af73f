import { expect, it } from 'vitest';
import { secondsLeft } from './use-countdown';

it('counts whole seconds left, rounding up, never below zero', () => {
  expect(secondsLeft(60_000, 0)).toBe(60);
  expect(secondsLeft(60_000, 100)).toBe(60);
  expect(secondsLeft(60_000, 1_000)).toBe(59);
  expect(secondsLeft(60_000, 59_001)).toBe(1);
  expect(secondsLeft(60_000, 60_000)).toBe(0);
  expect(secondsLeft(60_000, 90_000)).toBe(0);
});
