import { apiContract } from '@app/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import EmailChangePage from './email-change-page';

afterEach(() => i18n.changeLanguage('en'));

const token = 'a'.repeat(40);

/** The identity provider wants a link from each address; this one was the first. */
function firstOfTwoLinks() {
  server.use(
    http.post(`*${apiContract.auth.confirmEmailChange.path}`, () =>
      HttpResponse.json({ status: 'confirm_other_address' }, { status: 202 }),
    ),
  );
}

const openLink = () =>
  renderPage(<EmailChangePage />, { path: `/email-change?token=${token}`, route: '/email-change' });

describe('opening an e-mail change link', () => {
  it('after the first of two links, says to open the one sent to the other address, and stays', async () => {
    firstOfTwoLinks();
    const page = openLink();
    expect(await screen.findByRole('heading', { name: 'One address confirmed' })).toBeDefined();
    expect(
      screen.getByText(
        'To finish changing your e-mail address, also open the link we sent to your other address.',
      ),
    ).toBeDefined();
    expect(page.currentPath()).toBe(`/email-change?token=${token}`);
  });

  it('says it in French too', async () => {
    firstOfTwoLinks();
    await i18n.changeLanguage('fr');
    openLink();
    expect(await screen.findByRole('heading', { name: 'Une adresse confirmée' })).toBeDefined();
    expect(
      screen.getByText(
        "Pour terminer le changement d'adresse e-mail, ouvrez aussi le lien envoyé à votre autre adresse.",
      ),
    ).toBeDefined();
  });
});
