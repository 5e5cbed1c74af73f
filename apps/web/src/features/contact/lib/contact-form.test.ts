import { describe, expect, it } from 'vitest';
import { messageKey } from '@/components/form/messages';
import { contactForm } from './contact-form';

const inquiry = {
  name: 'Claire Martin',
  email: 'claire@example.com',
  company: '',
  phone: '',
  inquiryType: 'general' as const,
  message: 'Hello',
  website: '',
};
const problems = (values: Partial<typeof inquiry>) =>
  Object.fromEntries(
    (contactForm.safeParse({ ...inquiry, ...values }).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      messageKey(issue.message),
    ]),
  );

describe('the contact form (spec)', () => {
  it('needs a name, an e-mail and a message', () => {
    expect(problems({ name: ' ', email: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('wants a real e-mail, and a phone number only when one is given', () => {
    expect(problems({ email: 'not an email' })).toEqual({ email: 'email' });
    expect(problems({ phone: 'call me' })).toEqual({ phone: 'phone' });
    expect(problems({ phone: '+33 1 23 45 67 89' })).toEqual({});
  });
});
