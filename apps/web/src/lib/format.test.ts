import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatting for the locale', () => {
  it('shows dollars in English and euros in French', () => {
    expect(formatPrice(2999, 'en')).toBe('$2,999');
    expect(formatPrice(2999, 'fr').replace(/\s/g, ' ')).toBe('2 999 €');
  });
  it('writes dates the way each language does', () => {
    expect(formatDate('2025-03-15', 'en')).toBe('March 15, 2025');
    expect(formatDate('2025-03-15', 'fr')).toBe('15 mars 2025');
  });
});
