import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatTimeLeft } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');

describe('relative time', () => {
  it('speaks English and French', () => {
    expect(formatRelativeTime('2026-03-07T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatRelativeTime('2026-03-07T12:00:00Z', 'fr', now)).toBe('il y a 3 jours');
  });

  it('picks the largest whole unit', () => {
    expect(formatRelativeTime('2025-12-01T12:00:00Z', 'en', now)).toBe('3 months ago');
    expect(formatRelativeTime('2026-03-10T10:30:00Z', 'en', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
  });

  it('says now for the last few seconds', () => {
    expect(formatRelativeTime('2026-03-10T11:59:58Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2026-03-10T11:59:58Z', 'fr', now)).toBe('maintenant');
  });
});

describe('time left', () => {
  it('rounds to the nearest day, then hours and minutes, in English and French', () => {
    expect(formatTimeLeft('2026-03-17T11:59:59Z', 'en', now)).toBe('in 7 days');
    expect(formatTimeLeft('2026-03-17T11:59:59Z', 'fr', now)).toBe('dans 7 jours');
    expect(formatTimeLeft('2026-03-11T13:00:00Z', 'en', now)).toBe('tomorrow');
    expect(formatTimeLeft('2026-03-10T17:10:00Z', 'en', now)).toBe('in 5 hours');
    expect(formatTimeLeft('2026-03-10T12:00:10Z', 'en', now)).toBe('in 1 minute');
  });
});
