import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-rules';

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
