import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDay, formatDayWithYear, formatPrice } from './format';

// Intl separates French thousands with a narrow no-break space.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting for the locale', () => {
  it('shows dollars in English and euros in French', () => {
    expect(formatPrice(2999, 'en')).toBe('$2,999');
    expect(formatPrice(2999, 'fr').replace(/\s/g, ' ')).toBe('2 999 €');
  });
  it('writes dates the way each language does', () => {
    expect(formatDate('2025-03-15', 'en')).toBe('March 15, 2025');
    expect(formatDate('2025-03-15', 'fr')).toBe('15 mars 2025');
  });

  it('writes counts and chart days as each language does', () => {
    expect(formatCount(1234.5, 'en')).toBe('1,234.5');
    expect(spaces(formatCount(1234.5, 'fr'))).toBe('1 234,5');
    expect(formatDay('2026-11-24', 'en')).toBe('Nov 24');
    expect(formatDay('2026-11-24', 'fr')).toBe('24 nov.');
    expect(formatDayWithYear('2026-11-24', 'fr')).toBe('24 nov. 2026');
  });
});
