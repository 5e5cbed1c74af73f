import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_PASSWORD, mockUser } from '@/mocks/fixtures';
import { renderPage } from '@/testing/render';
import LoginPage from './login-page';

async function signIn(password: string, path = '/login') {
  const page = renderPage(<LoginPage />, { path, route: '/login' });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), mockUser.email);
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
    const page = await signIn(MOCK_PASSWORD);
    await waitFor(() => expect(page.currentPath()).toBe('/dashboard'));
  });

  it('goes back to the page the visitor was going to', async () => {
    const page = await signIn(MOCK_PASSWORD, '/login?redirect=%2Ftools%2Fchatgpt');
    await waitFor(() => expect(page.currentPath()).toBe('/tools/chatgpt'));
  });
});
