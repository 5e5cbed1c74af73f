import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('the redirect after sign-in', () => {
  it.each([
    ['/tools/chatgpt', '/tools/chatgpt'],
    ['/dashboard/brains?tab=mine#top', '/dashboard/brains?tab=mine#top'],
    ['/', '/'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/ok\n/evil',
    '/\t/evil.example',
    ' /tools',
    `/${'a'.repeat(3000)}`,
  ])('falls back to the dashboard for %j', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/')).toBe('/');
  });
});
