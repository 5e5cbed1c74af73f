import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messageKey } from '@/components/form/messages';
import {
  invitationForm,
  newPasswordForm,
  registrationForm,
  resetRequestForm,
  signInForm,
  verifyCodeForm,
} from './forms';

/** The key of the first problem the form finds in one field, as the field would show it. */
function problem(schema: z.ZodType, values: Record<string, string>, field: string) {
  const issue = schema.safeParse(values).error?.issues.find((i) => i.path.join('.') === field);
  return issue ? messageKey(issue.message) : undefined;
}

const registration = {
  fullName: 'Ana',
  email: 'ana@example.com',
  password: 'abcdefgh',
  confirmPassword: 'abcdefgh',
  accountType: 'professional',
};

describe('the account forms', () => {
  it('check e-mails', () => {
    expect(problem(signInForm, { email: '', password: 'x' }, 'email')).toBe('required');
    expect(problem(verifyCodeForm(), { email: '  ', code: '123456' }, 'email')).toBe(
      'emailRequired',
    );
    expect(problem(resetRequestForm, { email: '' }, 'email')).toBe('emailRequired');
    expect(problem(signInForm, { email: 'ana@', password: 'x' }, 'email')).toBe('email');
    expect(problem(signInForm, { email: ' Ana@Example.com ', password: 'x' }, 'email')).toBe(
      undefined,
    );
  });

  it('refuse a new password over 72 bytes of UTF-8, in every form that sets one', () => {
    // 37 characters, 74 bytes: what the identity provider's bcrypt cannot take.
    const long = 'é'.repeat(37);
    const fits = `${'é'.repeat(35)}ab`;
    expect(problem(newPasswordForm, { password: long, confirmPassword: long }, 'password')).toBe(
      'passwordTooLong',
    );
    expect(
      problem(
        registrationForm,
        { ...registration, password: long, confirmPassword: long },
        'password',
      ),
    ).toBe('passwordTooLong');
    expect(
      problem(
        invitationForm,
        { fullName: 'Ana', password: long, confirmPassword: long },
        'password',
      ),
    ).toBe('passwordTooLong');
    expect(newPasswordForm.safeParse({ password: fits, confirmPassword: fits }).success).toBe(true);
    // Signing in is not a new password: a longer one made before the limit still signs in.
    expect(signInForm.safeParse({ email: 'ana@example.com', password: long }).success).toBe(true);
  });

  it('check passwords', () => {
    expect(problem(newPasswordForm, { password: '', confirmPassword: 'x' }, 'password')).toBe(
      'required',
    );
    expect(problem(newPasswordForm, { password: 'short', confirmPassword: 'x' }, 'password')).toBe(
      'passwordLength',
    );
    const long = { password: 'long enough', confirmPassword: 'long enough' };
    expect(newPasswordForm.safeParse(long).success).toBe(true);
    expect(signInForm.safeParse({ email: 'ana@example.com', password: 'x' }).success).toBe(true);
    expect(
      problem(registrationForm, { ...registration, confirmPassword: '' }, 'confirmPassword'),
    ).toBe('required');
    expect(
      problem(
        registrationForm,
        { ...registration, confirmPassword: 'abcdefgX' },
        'confirmPassword',
      ),
    ).toBe('passwordsMatch');
    expect(
      problem(
        newPasswordForm,
        { password: 'abcdefgh', confirmPassword: 'abcdefgX' },
        'confirmPassword',
      ),
    ).toBe('passwordsDoNotMatch');
    expect(registrationForm.safeParse(registration).success).toBe(true);
  });

  it('check codes and names', () => {
    const verify = (code: string) => problem(verifyCodeForm(), { email: 'a@b.co', code }, 'code');
    expect(verify('')).toBe('codeRequired');
    expect(verify('12345')).toBe('codeDigits');
    expect(verify('12a456')).toBe('codeDigits');
    expect(verify('123456')).toBeUndefined();
    // The contract lets any provider's length through; six is the default screen's.
    expect(verify('1234567')).toBe('codeDigits');
    // A project that e-mails eight digits: the intro says so, the field says to check it.
    const verify8 = (code: string) => problem(verifyCodeForm(8), { email: 'a@b.co', code }, 'code');
    expect(verify8('')).toBe('codeRequired');
    expect(verify8('123456')).toBe('invalid');
    expect(verify8('12345678')).toBeUndefined();
    const invite = (fullName: string) =>
      problem(
        invitationForm,
        { fullName, password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'fullName',
      );
    expect(invite(' ')).toBe('required');
    expect(invite('Ana')).toBeUndefined();
  });
});
