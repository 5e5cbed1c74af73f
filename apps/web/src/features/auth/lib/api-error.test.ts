import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { errorText } from './api-error';

/** The identity provider's refusals the BFF names by code, as a person reads them. */
const refusals = [
  [400, 'email_not_authorized'],
  [400, 'email_address_invalid'],
  [400, 'password_too_long'],
  [403, 'account_banned'],
  [403, 'signup_disabled'],
  [503, 'captcha_required'],
] as const;

describe('the account screens’ error texts', () => {
  it('word each refusal of the identity provider in the page’s language', async () => {
    for (const lang of ['en', 'fr'] as const) {
      await i18n.changeLanguage(lang);
      await i18n.loadNamespaces('auth');
      const t = i18n.getFixedT(lang, 'auth');
      for (const [status, code] of refusals) {
        const text = errorText(t, new ApiError(status, { error: 'the BFF’s English', code }));
        expect(text).toBe(t(`serverErrors.${code}`));
        expect(text).not.toBe(`serverErrors.${code}`);
        expect(text).not.toBe('the BFF’s English');
      }
    }
    await i18n.changeLanguage('en');
  });
});

describe('the hourly e-mail cap', () => {
  const capped = (retryAfter?: string) =>
    new ApiError(
      429,
      { error: 'the BFF’s English', code: 'email_send_limit' },
      new Headers(retryAfter ? { 'retry-after': retryAfter } : {}),
    );

  it('says when e-mail can be sent again, as people say it, in both languages', async () => {
    await i18n.loadNamespaces('auth');
    expect(errorText(i18n.getFixedT('en', 'auth'), capped('3204'))).toBe(
      "We can't send e-mail right now. Please try again in 54 minutes.",
    );
    expect(errorText(i18n.getFixedT('fr', 'auth'), capped('3204'))).toBe(
      "Nous ne pouvons pas envoyer d'e-mail pour le moment. Réessayez dans 54 minutes.",
    );
  });

  it('promises no time when the answer names none', async () => {
    await i18n.loadNamespaces('auth');
    expect(errorText(i18n.getFixedT('en', 'auth'), capped())).toBe(
      "We can't send e-mail right now. Please try again later.",
    );
  });
});
