import { describe, expect, it } from 'vitest';
import { inAWhile } from './wait.ts';

describe('a wait said as people say it', () => {
  it.each([
    [0, 'in 1 second'],
    [1, 'in 1 second'],
    [42, 'in 42 seconds'],
    [59.2, 'in 1 minute'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [3204, 'in 54 minutes'],
    [3600, 'in 1 hour'],
    [3660, 'in 1 hour and 1 minute'],
    [7300, 'in 2 hours and 2 minutes'],
  ])('%d s reads "%s"', (seconds, text) => {
    expect(inAWhile(seconds)).toBe(text);
  });
});
