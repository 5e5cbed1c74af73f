import { ContactInquiry, CreateToolRequest, validationMessages } from '@app/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formMessages, messageKey } from './messages';
import { required, withConfirmation } from './rules';

const locales = join(import.meta.dirname, '../../locales');
const validation = (lang: string, namespace: string) =>
  (
    JSON.parse(readFileSync(join(locales, lang, `${namespace}.json`), 'utf8')) as {
      validation: Record<string, string>;
    }
  ).validation;
// The namespaces whose forms show rule messages.
const namespaces = ['auth', 'profile', 'contact', 'admin'];

describe('the words of the form rules', () => {
  it('are the spec texts (the contract) in English, wherever a form shows them', () => {
    for (const namespace of namespaces) {
      const english = validation('en', namespace);
      for (const [key, text] of Object.entries(english))
        if (key in formMessages)
          expect(text, `${namespace}: ${key}`).toBe(formMessages[key as keyof typeof formMessages]);
      expect(english.invalid, namespace).toBeDefined();
      expect(Object.keys(validation('fr', namespace)).sort()).toEqual(Object.keys(english).sort());
    }
    const auth = validation('en', 'auth');
    for (const [key, message] of Object.entries(validationMessages))
      expect(auth[key], key).toBe(message);
  });

  it('name each message by its key, and anything else "invalid"', () => {
    expect(messageKey(validationMessages.passwordsMatch)).toBe('passwordsMatch');
    expect(messageKey(validationMessages.passwordsDoNotMatch)).toBe('passwordsDoNotMatch');
    expect(messageKey('Too big: expected string to have <=120 characters')).toBe('invalid');
    expect(messageKey(undefined)).toBe('invalid');
  });

  it('follow the contract’s own wording of the phone rule', () => {
    const issue = ContactInquiry.shape.phone.safeParse('not a phone').error?.issues[0];
    expect(issue?.message).toBe(formMessages.phone);
  });

  it('follow the contract’s own wording of the link rule, for each link of a tool', () => {
    const { shape } = CreateToolRequest;
    for (const link of [shape.url, shape.githubUrl, shape.logoUrl])
      expect(link.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
        formMessages.link,
      );
  });
});

describe('form-level rules', () => {
  it('ask for a blank field before checking its own rule', () => {
    const email = required(z.string().pipe(z.email(validationMessages.email)));
    expect(email.safeParse('   ').error?.issues[0]?.message).toBe(validationMessages.required);
    expect(email.safeParse('ana@').error?.issues[0]?.message).toBe(validationMessages.email);
  });

  it('check the confirmation even while another field is wrong', () => {
    const form = withConfirmation(
      { email: z.email(), password: z.string() },
      validationMessages.passwordsMatch,
    );
    const issues = form.safeParse({ email: 'x', password: 'abcdefgh', confirmPassword: 'nope' })
      .error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'confirmPassword',
      validationMessages.passwordsMatch,
    ]);
  });
});
