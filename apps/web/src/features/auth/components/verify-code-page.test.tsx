import { apiContract, type AuthProviders } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import VerifyCodePage from './verify-code-page';

afterEach(() => i18n.changeLanguage('en'));

/** A BFF whose identity provider e-mails eight-digit codes that live an hour (a Supabase project). */
function eightDigitProject() {
  const body: AuthProviders = {
    providers: [],
    account: {
      codeLength: 8,
      codeValidSeconds: 3600,
      resetLinkValidSeconds: 3600,
      invitationValidSeconds: 3600,
    },
  };
  server.use(http.get(`*${apiContract.auth.listProviders.path}`, () => HttpResponse.json(body)));
}

const showVerifyPage = () =>
  renderPage(<VerifyCodePage />, { path: '/verify?email=ana@example.com', route: '/verify' });

describe('the verify page', () => {
  it('states the code length and lifetime the identity provider really has', async () => {
    eightDigitProject();
    showVerifyPage();
    expect(
      await screen.findByText('Enter the 8-digit code we sent to your e-mail address.'),
    ).toBeDefined();
    expect(screen.getByText('The code is valid for 1 hour.')).toBeDefined();

    // All eight digits are kept when typed, not cut at six.
    const code = screen.getByRole('textbox', { name: /Verification code/ });
    await userEvent.setup().type(code, '1234 5678 9');
    expect((code as HTMLInputElement).value).toBe('12345678');
  });

  it('says the same in French', async () => {
    eightDigitProject();
    await i18n.changeLanguage('fr');
    showVerifyPage();
    expect(
      await screen.findByText('Saisissez le code à 8 chiffres envoyé à votre adresse e-mail.'),
    ).toBeDefined();
    expect(screen.getByText('Le code est valable 1 heure.')).toBeDefined();
  });

  it('keeps the embedded provider’s six digits and fifteen minutes when the BFF says nothing else', async () => {
    showVerifyPage();
    expect(
      await screen.findByText('Enter the 6-digit code we sent to your e-mail address.'),
    ).toBeDefined();
    expect(screen.getByText('The code is valid for 15 minutes.')).toBeDefined();
  });

  it('says by when a code the provider held back will come, in both languages', async () => {
    const sendAt = new Date(Date.now() + 35 * 60_000 - 1000);
    const path = `/verify?email=ana@example.com&sendAt=${encodeURIComponent(sendAt.toISOString())}`;
    const time = (lang: string) =>
      new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(sendAt);
    const shown = renderPage(<VerifyCodePage />, { path, route: '/verify' });
    expect(
      await screen.findByText(
        `We can't send e-mail this very minute, but your registration is saved: we'll send your code by ${time('en')} at the latest, about 35 minutes from now.`,
      ),
    ).toBeDefined();
    shown.unmount();

    await i18n.changeLanguage('fr');
    renderPage(<VerifyCodePage />, { path, route: '/verify' });
    expect(
      await screen.findByText(
        `Nous ne pouvons pas envoyer d'e-mail à l'instant, mais votre inscription est enregistrée : nous vous enverrons votre code au plus tard à ${time('fr')}, dans environ 35 minutes.`,
      ),
    ).toBeDefined();
    // The code, once it arrives, is entered here as any other.
    expect(screen.getByRole('textbox', { name: /code/i })).toBeDefined();
  });
});
