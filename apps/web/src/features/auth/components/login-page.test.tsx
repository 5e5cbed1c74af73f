import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockPasswordOf, mockUser } from '@/mocks/demo-accounts';
import { renderPage } from '@/testing/render';
import LoginPage from './login-page';

async function signIn(password: string, path = '/login', email = mockUser.email) {
  const page = renderPage(<LoginPage />, { path, route: '/login' });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return page;
}

describe('signing in', () => {
  it('with a wrong password, says so with the spec text and stays on the page', async () => {
    const page = await signIn('not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid credentials. Please check your email and password.');
    expect(page.currentPath()).toBe('/login');
  });

  it('with the right password, goes to the dashboard', async () => {
    const page = await signIn(mockPasswordOf(mockUser.email));
    await waitFor(() => expect(page.currentPath()).toBe('/dashboard'));
  });

  it('goes back to the page the visitor was going to', async () => {
    const page = await signIn(mockPasswordOf(mockUser.email), '/login?redirect=%2Ftools%2Fchatgpt');
    await waitFor(() => expect(page.currentPath()).toBe('/tools/chatgpt'));
  });
});

describe('signing in too often', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says when to try again as people say it, from Retry-After', async () => {
    // The mocked BFF answers 429 with `Retry-After: 3204` for this address.
    await signIn('whatever', '/login', 'ana+ratelimited@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in 54 minutes.',
    );
  });

  it('says it in French too', async () => {
    await i18n.changeLanguage('fr');
    const page = renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail' }),
      'ana+ratelimited@example.com',
    );
    await user.type(screen.getByLabelText('Mot de passe'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de requêtes. Réessayez dans 54 minutes.',
    );
    page.unmount();
  });
});
