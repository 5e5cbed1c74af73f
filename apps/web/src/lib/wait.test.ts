import { describe, expect, it } from 'vitest';
import { inAWhile, retryAfterSeconds } from './wait';

describe('a wait as people say it', () => {
  it.each([
    [3204, 'in 54 minutes', 'dans 54 minutes'],
    [1, 'in 1 second', 'dans 1 seconde'],
    [30, 'in 30 seconds', 'dans 30 secondes'],
    [60, 'in 1 minute', 'dans 1 minute'],
    [61, 'in 2 minutes', 'dans 2 minutes'],
    [3600, 'in 1 hour', 'dans 1 heure'],
    [3900, 'in 1 hour and 5 minutes', 'dans 1 heure et 5 minutes'],
    [7200, 'in 2 hours', 'dans 2 heures'],
  ])('%i seconds: "%s", "%s"', (seconds, en, fr) => {
    expect(inAWhile(seconds, 'en')).toBe(en);
    expect(inAWhile(seconds, 'fr')).toBe(fr);
  });

  it('never says less than a second, and rounds a part of one up', () => {
    expect(inAWhile(0, 'en')).toBe('in 1 second');
    expect(inAWhile(2.2, 'en')).toBe('in 3 seconds');
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('reads seconds, or a date', () => {
    expect(retryAfterSeconds('3204', now)).toBe(3204);
    expect(retryAfterSeconds('Tue, 10 Mar 2026 12:02:00 GMT', now)).toBe(120);
  });

  it('answers null for nothing, zero, the past or nonsense', () => {
    for (const value of [null, undefined, '', '0', 'soon', 'Tue, 10 Mar 2026 11:00:00 GMT'])
      expect(retryAfterSeconds(value, now)).toBeNull();
  });
});
