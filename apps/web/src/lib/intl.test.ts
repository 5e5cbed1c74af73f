import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './intl';

describe('kept Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    const decimal = numberFormat('fr-FR', { maximumFractionDigits: 1 });
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).toBe(decimal);
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(decimal);
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).not.toBe(decimal);
    expect(numberFormat('fr-FR')).not.toBe(decimal);
    expect(decimal.format(4.25)).toBe(
      new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(4.25),
    );
    const utc = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-US', utc)).toBe(dateTimeFormat('en-US', { ...utc }));
    expect(dateTimeFormat('en-US', utc).format(new Date('2026-03-15T12:00:00Z'))).toBe(
      'March 15, 2026',
    );
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(listFormat('fr-FR', { type: 'conjunction' }).format(['a', 'b'])).toBe('a et b');
  });
});
