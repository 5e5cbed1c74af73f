import { describe, expect, it } from 'vitest';
import { accountMail } from './account-mail.ts';

const origin = 'https://app.example.com';
const kinds = ['signupCode', 'alreadyRegistered', 'recovery', 'invite', 'emailChange'] as const;

describe('the account e-mails', () => {
  it.each(
    kinds.flatMap((kind) => (['en', 'fr'] as const).map((locale) => [kind, locale] as const)),
  )(
    '%s in %s carries what its reader needs, and a way out for whoever did not ask',
    (kind, locale) => {
      const link = `${origin}/somewhere?token=abc123`;
      const mail = accountMail(kind, locale, 'ada@example.org', {
        origin,
        code: '042917',
        link,
        email: 'new@example.org',
      });
      expect(mail.to).toBe('ada@example.org');
      expect(mail.subject.length).toBeGreaterThan(10);
      if (kind === 'signupCode') {
        expect(mail.subject).toContain('042917');
        expect(mail.text).toContain('042917');
      }
      if (kind === 'alreadyRegistered') expect(mail.text).toContain(`${origin}/reset-password`);
      else expect(mail.text).toContain(link);
      expect(mail.text).toMatch(locale === 'fr' ? /ignorez cet e-mail/ : /ignore this e-mail/);
    },
  );

  it('speaks French to a French reader', () => {
    const mail = accountMail('recovery', 'fr', 'a@example.org', { origin, link: `${origin}/x` });
    expect(mail.text).toMatch(/mot de passe/i);
  });
});
