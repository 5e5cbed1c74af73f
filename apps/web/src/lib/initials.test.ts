import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials on the avatar', () => {
  it('takes the first and last names', () => {
    expect(initials('Ada King Lovelace', 'ada@example.com')).toBe('AL');
    expect(initials('élodie', 'e@example.com')).toBe('É');
  });

  it('falls back to the e-mail address', () => {
    expect(initials(null, 'grace@example.com')).toBe('G');
    expect(initials('   ', 'grace@example.com')).toBe('G');
  });
});
