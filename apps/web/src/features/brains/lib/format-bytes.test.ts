import { describe, expect, it } from 'vitest';
import { formatBytes, formatPercent } from './format-bytes';

describe('sizes and percentages in the reader’s language', () => {
  it('counts in binary units, as the limits are', () => {
    expect(formatBytes(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(12, 'en')).toBe('12 bytes');
    expect(formatBytes(12, 'fr')).toMatch(/^12\s+octets$/);
    expect(formatBytes(1.25 * 1024 * 1024, 'fr')).toMatch(/^1,3\s?Mo$/);
    expect(formatBytes(50 * 1024 * 1024, 'fr')).toMatch(/^50\s?Mo$/);
  });

  it('writes percentages as each language does', () => {
    expect(formatPercent(40, 'en')).toBe('40%');
    expect(formatPercent(40, 'fr')).toMatch(/^40\s%$/);
  });
});
