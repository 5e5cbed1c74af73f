import { invitationMessages } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import i18n from '@/lib/i18n';
import { mockPasswordOf, mockUser } from '@/mocks/demo-accounts';
import { mockInvitations, resetMockBff } from '@/mocks/handlers';
import en from '@/locales/en/invitations.json';
import { renderPage } from '@/testing/render';
import InvitationsNotice from './invitations-notice';
import InvitationsPage from './invitations-page';

const ADMIN = 'admin@agentia.example';

/** A call to the mocked BFF, as the page's origin makes it. */
async function call(path: string, body: object | null, status: number) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'agentia-web' },
    body: body === null ? null : JSON.stringify(body),
  });
  expect(response.status, path).toBe(status);
  return response.status === 204 ? null : ((await response.json()) as { id: string });
}
const signIn = (email: string) =>
  call('/api/auth/login', { email, password: mockPasswordOf(email) }, 200);

/** The admin shares a brain with the demo user and invites them to a team; the demo user signs in. */
async function invited() {
  resetMockBff({ signedIn: ADMIN });
  const brain = (await call('/api/brains', { name: 'Ops handbook', type: 'shared' }, 201))!;
  await call(`/api/brains/${brain.id}/shares`, { email: mockUser.email, role: 'editor' }, 201);
  const brainToken = mockInvitations.tokenFor(mockUser.email)!;
  const team = (await call('/api/teams', { name: 'Ops crew' }, 201))!;
  await call(`/api/teams/${team.id}/members`, { email: mockUser.email }, 201);
  const teamToken = mockInvitations.tokenFor(mockUser.email)!;
  await signIn(mockUser.email);
  return { brainId: brain.id, teamId: team.id, brainToken, teamToken };
}

const openLink = (token: string) =>
  renderPage(<InvitationsPage />, {
    path: `/dashboard/invitations?token=${token}`,
    route: '/dashboard/invitations',
  });

afterEach(async () => {
  toast.clear();
  await i18n.changeLanguage('en');
});

describe('the invitation of an e-mail’s link', () => {
  it('says who invites the person to what, and opens the brain once accepted', async () => {
    const user = userEvent.setup();
    const { brainId, brainToken } = await invited();
    const page = openLink(brainToken);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation' })).toBeDefined();
    const card = screen.getByRole('article', { name: 'Invitation to the brain Ops handbook' });
    expect(card.textContent).toContain(
      'Alex Martin (admin@agentia.example) invites you to the brain “Ops handbook” as Editor.',
    );
    expect(card.textContent).toContain('Expires in 7 days');
    expect(
      screen.getByText(
        `Sent to ${mockUser.email}. Nothing is shared with you until you accept it.`,
      ),
    ).toBeDefined();
    await user.click(
      within(card).getByRole('button', { name: 'Accept the invitation to Ops handbook' }),
    );
    await waitFor(() => expect(page.currentPath()).toBe(`/dashboard/brains/${brainId}`));
    // Shared now: the brain opens for them.
    const brain = await fetch(`/api/brains/${brainId}`);
    expect(brain.status).toBe(200);
  });

  it('declines once confirmed: nothing is joined, and the page says so', async () => {
    const user = userEvent.setup();
    const { teamId, teamToken } = await invited();
    openLink(teamToken);
    await user.click(
      await screen.findByRole('button', { name: 'Decline the invitation to Ops crew' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decline the invitation to Ops crew?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation declined' }),
    ).toBeDefined();
    expect(screen.getByText('You did not join the team “Ops crew”.')).toBeDefined();
    expect((await fetch(`/api/teams/${teamId}`)).status).toBe(404);
  });

  it('refuses another account plainly, and offers to sign out', async () => {
    const { brainToken } = await invited();
    await signIn(ADMIN);
    openLink(brainToken);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This invitation is for another account',
      }),
    ).toBeDefined();
    expect(screen.getByText(/You are signed in as admin@agentia.example/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDefined();
  });

  it('says when the invitation expired, or is no longer valid, in French too', async () => {
    const { brainToken } = await invited();
    mockInvitations.expire(mockUser.email);
    const expired = openLink(brainToken);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation has expired' }),
    ).toBeDefined();
    expect(screen.getByText(invitationMessages.expired)).toBeDefined();
    expired.unmount();
    await i18n.changeLanguage('fr');
    openLink('mock-invitation-unknown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cette invitation n’est plus valable' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toBeDefined();
  });
});

describe('the invitations waiting for the person', () => {
  beforeEach(() => resetMockBff({ signedIn: mockUser.email }));

  it('lists none with a clear empty state', async () => {
    renderPage(<InvitationsPage />, { path: '/dashboard/invitations' });
    expect(await screen.findByText('No invitations waiting')).toBeDefined();
  });

  it('shows each page its kind above it, and joins the team once accepted', async () => {
    const user = userEvent.setup();
    const { teamId } = await invited();
    const brains = renderPage(<InvitationsNotice />, { path: '/dashboard/brains' });
    const notice = await screen.findByRole('region', { name: 'Invitations for you' });
    expect(within(notice).getByText('1 invitation is waiting for you')).toBeDefined();
    expect(within(notice).getAllByTestId('invitation')).toHaveLength(1);
    expect(notice.textContent).toContain('Ops handbook');
    brains.unmount();

    const overview = renderPage(<InvitationsNotice />, { path: '/dashboard' });
    expect(await screen.findByText('2 invitations are waiting for you')).toBeDefined();
    overview.unmount();

    await i18n.changeLanguage('fr');
    const teams = renderPage(<InvitationsNotice />, { path: '/dashboard/teams' });
    const card = await screen.findByRole('article', { name: 'Invitation à l’équipe Ops crew' });
    expect(card.textContent).toContain(
      'Alex Martin (admin@agentia.example) vous invite à l’équipe « Ops crew » en tant que membre.',
    );
    await user.click(
      within(card).getByRole('button', { name: 'Accepter l’invitation à Ops crew' }),
    );
    await waitFor(() => expect(teams.currentPath()).toBe(`/dashboard/teams/${teamId}`));
  });

  it('shows nothing on other pages', async () => {
    await invited();
    renderPage(<InvitationsNotice />, { path: '/dashboard/agents' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Invitations for you' })).toBeNull();
  });
});

describe('the invitations’ texts', () => {
  it('say the BFF’s refusals word for word in English', () => {
    expect(en.refusals).toEqual(invitationMessages);
  });
});
