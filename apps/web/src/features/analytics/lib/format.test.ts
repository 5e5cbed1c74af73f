import { describe, expect, it } from 'vitest';
import { changeOf, formatCount, formatDay, formatDayWithYear } from './format';

// Intl separates French thousands with a narrow no-break space.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('analytics formats', () => {
  it('writes numbers and days as each language does', () => {
    expect(formatCount(1234.5, 'en')).toBe('1,234.5');
    expect(spaces(formatCount(1234.5, 'fr'))).toBe('1 234,5');
    expect(formatDay('2026-11-24', 'en')).toBe('Nov 24');
    expect(formatDay('2026-11-24', 'fr')).toBe('24 nov.');
    expect(formatDayWithYear('2026-11-24', 'fr')).toBe('24 nov. 2026');
  });

  it('compares with the previous period', () => {
    expect(changeOf(3, 2)).toEqual({ kind: 'up', value: 50 });
    expect(changeOf(1, 3)).toEqual({ kind: 'down', value: 66.7 });
    expect(changeOf(2, 2)).toEqual({ kind: 'same' });
    expect(changeOf(4, 0)).toEqual({ kind: 'new' });
    expect(changeOf(0, 0)).toEqual({ kind: 'same' });
  });
});
