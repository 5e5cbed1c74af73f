import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n';

describe('language detection', () => {
  it('prefers the stored language', () => {
    expect(detectLanguage('fr', ['en-US'])).toBe('fr');
  });
  it('then the first supported browser language', () => {
    expect(detectLanguage(undefined, ['de-DE', 'fr-CA', 'en'])).toBe('fr');
  });
  it('skips what names no language', () => {
    expect(detectLanguage(undefined, ['', 'fr'])).toBe('fr');
  });
  it('falls back to English', () => {
    expect(detectLanguage(undefined, ['de', 'es'])).toBe('en');
  });
});
