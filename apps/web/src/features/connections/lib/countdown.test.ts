import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft, spokenDuration } from './countdown';

const now = Date.parse('2026-03-10T12:00:00.000Z');

describe('seconds left before a token expires', () => {
  it('counts whole seconds, rounded up', () => {
    expect(secondsLeft('2026-03-10T12:42:10.000Z', now)).toBe(42 * 60 + 10);
    expect(secondsLeft('2026-03-10T12:00:00.400Z', now)).toBe(1);
  });

  it('is 0 once the expiry is reached or passed', () => {
    expect(secondsLeft('2026-03-10T12:00:00.000Z', now)).toBe(0);
    expect(secondsLeft('2026-03-10T11:00:00.000Z', now)).toBe(0);
  });

  it('is null without a usable expiry', () => {
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('soon', now)).toBeNull();
  });

  it('follows the clock', () => {
    const expiresAt = '2026-03-10T12:00:03.000Z';
    expect([0, 1000, 2000, 3000, 4000].map((ms) => secondsLeft(expiresAt, now + ms))).toEqual([
      3, 2, 1, 0, 0,
    ]);
  });
});

describe('the countdown', () => {
  it('reads like a clock', () => {
    expect(formatCountdown(42 * 60 + 10)).toBe('42:10');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(3600 + 2 * 60 + 3)).toBe('1:02:03');
    expect(formatCountdown(26 * 3600)).toBe('26:00:00');
  });

  it('never goes below zero', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('the countdown in words', () => {
  // French separates the number from its unit with a no-break space.
  const spoken = (seconds: number, lang: 'en' | 'fr') =>
    spokenDuration(seconds, lang)?.replace(/\s/g, ' ');

  it('speaks English and French, to the minute', () => {
    expect(spoken(42 * 60 + 10, 'en')).toBe('42 minutes');
    expect(spoken(61, 'en')).toBe('1 minute');
    expect(spoken(3600 + 5 * 60, 'en')).toBe('1 hour and 5 minutes');
    expect(spoken(2 * 3600, 'fr')).toBe('2 heures');
    expect(spoken(3600 + 5 * 60, 'fr')).toBe('1 heure et 5 minutes');
  });

  it('says nothing under a minute', () => {
    expect(spokenDuration(59, 'en')).toBeNull();
  });
});
