import { validationMessages } from '@app/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from './validation';

const locales = join(import.meta.dirname, '../../../locales');
const auth = (lang: string) =>
  JSON.parse(readFileSync(join(locales, lang, 'auth.json'), 'utf8')) as {
    validation: Record<string, string>;
  };

describe('form rules', () => {
  it('use the spec texts (the contract) in English', () => {
    const { validation } = auth('en');
    for (const [key, message] of Object.entries(validationMessages))
      expect(validation[key], key).toBe(message);
    expect(Object.keys(auth('fr').validation).sort()).toEqual(Object.keys(validation).sort());
  });

  it('check e-mails', () => {
    expect(rules.email('')).toBe('required');
    expect(rules.emailNamed('  ')).toBe('emailRequired');
    expect(rules.email('ana@')).toBe('email');
    expect(rules.email(' Ana@Example.com ')).toBeUndefined();
  });

  it('check passwords', () => {
    expect(rules.newPassword('')).toBe('required');
    expect(rules.newPassword('short')).toBe('passwordLength');
    expect(rules.newPassword('long enough')).toBeUndefined();
    expect(rules.password('x')).toBeUndefined();
    expect(rules.confirm('abcdefgh', '', 'passwordsMatch')).toBe('required');
    expect(rules.confirm('abcdefgh', 'abcdefgX', 'passwordsMatch')).toBe('passwordsMatch');
    expect(rules.confirm('abcdefgh', 'abcdefgX', 'passwordsDoNotMatch')).toBe(
      'passwordsDoNotMatch',
    );
    expect(rules.confirm('abcdefgh', 'abcdefgh', 'passwordsMatch')).toBeUndefined();
  });

  it('check codes and names', () => {
    expect(rules.code('')).toBe('codeRequired');
    expect(rules.code('12345')).toBe('codeDigits');
    expect(rules.code('12a456')).toBe('codeDigits');
    expect(rules.code('123456')).toBeUndefined();
    expect(rules.fullName(' ')).toBe('required');
    expect(rules.fullName('Ana')).toBeUndefined();
  });
});
