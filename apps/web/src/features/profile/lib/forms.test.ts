import { describe, expect, it } from 'vitest';
import { messageKey } from '@/components/form/messages';
import { emailChangeForm, profileDetailsForm } from './forms';

const emailProblem = (newEmail: string) => {
  const issue = emailChangeForm.safeParse({ newEmail }).error?.issues[0];
  return issue ? messageKey(issue.message) : null;
};

describe('the new e-mail address', () => {
  it('is required', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('must look like an e-mail address', () => {
    expect(emailProblem('ada')).toBe('email');
    expect(emailProblem('ada@example')).toBe('email');
    expect(emailProblem('ada@example.com')).toBeNull();
    expect(emailProblem(' ada@example.com ')).toBeNull();
  });
});

describe('the profile details', () => {
  it('need a name, sent trimmed', () => {
    expect(profileDetailsForm.safeParse({ fullName: '  ' }).error?.issues[0]?.message).toBe(
      'This field is required',
    );
    expect(profileDetailsForm.parse({ fullName: ' Ada ' })).toEqual({ fullName: 'Ada' });
  });
});
