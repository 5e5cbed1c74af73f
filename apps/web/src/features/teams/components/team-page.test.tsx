import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import TeamPage from './team-page';

/** A call to the mocked BFF, as the page's origin makes it. */
async function post(path: string, body: object, status: number) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'agentia-web' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(status);
  return response.status === 204 ? null : ((await response.json()) as { id: string });
}

/** A team of the signed-in owner with one address invited that has no account. */
async function teamWithInvitation() {
  const { id } = (await post('/api/teams', { name: 'Crew' }, 201))!;
  await post(`/api/teams/${id}/members`, { email: 'newcomer@example.org' }, 201);
  return id;
}

const showTeam = (id: string) =>
  renderPage(<TeamPage />, { path: `/dashboard/teams/${id}`, route: '/dashboard/teams/:id' });

beforeEach(() => resetMockBff({ signedIn: 'pro@agentia.example' }));
afterEach(() => i18n.changeLanguage('en'));

describe('a team’s pending invitations', () => {
  it('invites a person with an account as any address: listed by address, not a member yet', async () => {
    const user = userEvent.setup();
    const { id } = (await post('/api/teams', { name: 'Crew' }, 201))!;
    showTeam(id);
    await user.type(
      await screen.findByRole('textbox', { name: /E-mail address/ }),
      'admin@agentia.example',
    );
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent')).toBeDefined();
    const pending = await screen.findByTestId('team-invitations');
    expect(pending.textContent).toContain('admin@agentia.example');
    expect(screen.getByText('1 invitation waiting for an answer')).toBeDefined();
    expect(screen.getByTestId('team-members').textContent).not.toContain('admin@agentia.example');
    // Sent again: still one invitation.
    await user.click(
      within(pending).getByRole('button', {
        name: 'Send again to admin@agentia.example',
      }),
    );
    await waitFor(() => expect(screen.getAllByText('Invitation sent')).toHaveLength(2));
    expect(screen.getAllByTestId('pending-invitation')).toHaveLength(1);
  });

  it('withdraws one, says so, and lists it no more', async () => {
    const user = userEvent.setup();
    showTeam(await teamWithInvitation());
    const pending = await screen.findByTestId('team-invitations');
    expect(pending.textContent).toContain('newcomer@example.org');
    expect(pending.textContent).toContain('Member · Expires in 7 days');
    await user.click(
      within(pending).getByRole('button', {
        name: 'Withdraw the invitation to newcomer@example.org',
      }),
    );
    expect(await screen.findByText('Invitation withdrawn')).toBeDefined();
    await waitFor(() => expect(screen.queryByTestId('team-invitations')).toBeNull());
  });

  it('says in French when the invitation was withdrawn meanwhile', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    const id = await teamWithInvitation();
    showTeam(id);
    const pending = await screen.findByTestId('team-invitations');
    // Someone else withdrew it after the page was shown.
    await post(`/api/teams/${id}/invitations/cancel`, { email: 'newcomer@example.org' }, 204);
    await user.click(
      within(pending).getByRole('button', {
        name: 'Retirer l’invitation de newcomer@example.org',
      }),
    );
    expect(
      await screen.findByText('Aucune invitation en attente pour cette adresse.'),
    ).toBeDefined();
  });
});
