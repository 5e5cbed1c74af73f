import { apiContract } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentToasts, toast } from '@/components/ui/toast';
import i18n from '@/lib/i18n';
import { failingWhile } from '@/mocks/failing-route';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import AdminUsersPage from './admin-users-page';

const showUsers = () => renderPage(<AdminUsersPage />, { path: '/admin/users' });
/** The e-mail addresses of the rows shown, in order. */
const emails = () =>
  screen
    .getAllByTestId(/^user-row-/)
    .map((row) => row.getAttribute('data-testid')!.replace('user-row-', ''));
const row = (email: string) => screen.getByTestId(`user-row-${email}`);
const toasts = () => currentToasts().map((item) => item.message);
const filter = (name: string) =>
  within(screen.getByRole('search', { name: 'Filter users' })).getByRole('combobox', { name });

beforeEach(() => {
  toast.clear();
  resetMockBff({ signedIn: 'admin@agentia.example' });
});
afterEach(() => i18n.changeLanguage('en'));

/** The invitation section, once its form has come (its fields stand disabled until then). */
async function inviteSection() {
  const invite = await screen.findByRole('region', { name: 'Invite a user' });
  expect(within(invite).getByRole('textbox', { name: 'E-mail address' })).toHaveProperty(
    'disabled',
    true,
  );
  await waitFor(() => expect(within(invite).queryByTestId('invite-form-loading')).toBeNull());
  return invite;
}

describe('the admin’s users', () => {
  it('lists the users newest first, 25 to a page, with next and previous pages', async () => {
    const user = userEvent.setup();
    showUsers();
    await screen.findAllByTestId(/^user-row-/);
    expect(emails()).toHaveLength(25);
    expect(emails()[0]).toBe('samuel.brooks@example.com');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['User', 'Role', 'Status', 'Joined', 'Actions']);
    expect(within(row('spammer@example.com')).getByText('Disabled')).toBeDefined();

    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(emails()).toEqual([
        'reader@example.com',
        'amelia.hart@example.com',
        'degraded@agentia.example',
        'free@agentia.example',
        'admin@agentia.example',
        'pro@agentia.example',
      ]),
    );
    expect(within(pages).getByText('Page 2')).toBeDefined();
    // A search with nothing new in it (a space) keeps the page.
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), ' ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(pages).getByText('Page 2')).toBeDefined();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(emails()[0]).toBe('samuel.brooks@example.com'));
  });

  it('searches on the server as one types, filters by role and status, and sorts', async () => {
    const user = userEvent.setup();
    showUsers();
    await screen.findAllByTestId(/^user-row-/);
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), 'hugo');
    await waitFor(() => expect(emails()).toEqual(['hugo.lefevre@example.fr']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }));
    await waitFor(() => expect(emails()).toHaveLength(25));

    await user.selectOptions(filter('Role'), 'Admin');
    await waitFor(() =>
      expect(emails()).toEqual(['former.admin@example.com', 'admin@agentia.example']),
    );
    await user.selectOptions(filter('Status'), 'disabled');
    await waitFor(() => expect(emails()).toEqual(['former.admin@example.com']));
    await user.selectOptions(filter('Sort'), 'email');
    await user.selectOptions(filter('Role'), '');
    await waitFor(() =>
      expect(emails()).toEqual(['former.admin@example.com', 'spammer@example.com']),
    );
    await user.selectOptions(filter('Sort'), 'email_desc');
    await waitFor(() =>
      expect(emails()).toEqual(['spammer@example.com', 'former.admin@example.com']),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeDefined();
    expect(screen.getByText('Try another search or filter.')).toBeDefined();
  });

  it('changes a role, and says so', async () => {
    const user = userEvent.setup();
    showUsers();
    const hugo = await screen.findByTestId('user-row-hugo.lefevre@example.fr');
    const role = within(hugo).getByRole('combobox', { name: 'Role of Hugo Lefèvre' });
    expect((role as HTMLSelectElement).value).toBe('Free');
    await user.selectOptions(role, 'Pro');
    await waitFor(() => expect(toasts()).toContain('Hugo Lefèvre is now Pro'));
    await waitFor(() =>
      expect(
        (
          within(row('hugo.lefevre@example.fr')).getByRole('combobox', {
            name: 'Role of Hugo Lefèvre',
          }) as HTMLSelectElement
        ).value,
      ).toBe('Pro'),
    );
  });

  it('refuses to take the Admin role from the last active Admin, and keeps it shown', async () => {
    const user = userEvent.setup();
    showUsers();
    await screen.findAllByTestId(/^user-row-/);
    await user.selectOptions(filter('Role'), 'Admin');
    await waitFor(() => expect(emails()).toContain('admin@agentia.example'));
    const me = row('admin@agentia.example');
    // One cannot disable oneself from here.
    expect(within(me).getByRole('button', { name: 'Disable Alex Martin' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.selectOptions(
      within(me).getByRole('combobox', { name: 'Role of Alex Martin' }),
      'Free',
    );
    await waitFor(() =>
      expect(toasts()).toContain('The last active Admin cannot be disabled or lose the Admin role'),
    );
    expect(
      (within(me).getByRole('combobox', { name: 'Role of Alex Martin' }) as HTMLSelectElement)
        .value,
    ).toBe('Admin');
  });

  it('disables a user once confirmed, and re-enables them', async () => {
    const user = userEvent.setup();
    showUsers();
    const hugo = await screen.findByTestId('user-row-hugo.lefevre@example.fr');
    await user.click(within(hugo).getByRole('button', { name: 'Disable Hugo Lefèvre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Hugo Lefèvre?' });
    expect(
      within(dialog).getByText(
        'They are signed out everywhere at once and cannot sign in until an Admin re-enables the account.',
      ),
    ).toBeDefined();
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(row('hugo.lefevre@example.fr')).getByText('Active')).toBeDefined();
    expect(toasts()).toEqual([]);

    await user.click(
      within(row('hugo.lefevre@example.fr')).getByRole('button', { name: 'Disable Hugo Lefèvre' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable Hugo Lefèvre?' })).getByRole(
        'button',
        {
          name: 'Disable',
        },
      ),
    );
    await waitFor(() =>
      expect(toasts()).toContain('Hugo Lefèvre is disabled and signed out everywhere'),
    );
    await waitFor(() =>
      expect(within(row('hugo.lefevre@example.fr')).getByText('Disabled')).toBeDefined(),
    );
    const enable = within(row('hugo.lefevre@example.fr')).getByRole('button', {
      name: 'Re-enable Hugo Lefèvre',
    });
    // By keyboard: the button takes the focus and Enter presses it.
    enable.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toasts()).toContain('Hugo Lefèvre can sign in again'));
    await waitFor(() =>
      expect(within(row('hugo.lefevre@example.fr')).getByText('Active')).toBeDefined(),
    );
  });

  it('invites someone by e-mail, and says when the address already has an account', async () => {
    const user = userEvent.setup();
    showUsers();
    const invite = await inviteSection();
    const email = within(invite).getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'not-an-address');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('Please enter a valid email')).toBeDefined();

    await user.clear(email);
    await user.type(email, 'hugo.lefevre@example.fr');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(invite).findByText('This e-mail address already has an account'),
    ).toBeDefined();

    await user.clear(email);
    await user.type(email, 'new.colleague@example.com');
    await user.selectOptions(within(invite).getByRole('combobox', { name: 'Role' }), 'Pro');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toasts()).toContain('Invitation sent to new.colleague@example.com'));
    expect((email as HTMLInputElement).value).toBe('');
    const mailbox = (await (
      await fetch('/api/dev/mailbox?to=new.colleague@example.com')
    ).json()) as { subject: string }[];
    expect(mailbox.map((mail) => mail.subject)).toEqual(['You are invited to Agentia']);

    // Listed at once as invited, with nothing to change until the account exists.
    const invited = within(await screen.findByTestId('user-row-new.colleague@example.com'));
    expect(invited.getByText('Invited')).toBeDefined();
    expect(invited.getByText('Waiting for the account')).toBeDefined();
    expect(invited.getByRole('combobox', { name: /Role of/ })).toHaveProperty('disabled', true);
    expect((invited.getByRole('combobox', { name: /Role of/ }) as HTMLSelectElement).value).toBe(
      'Pro',
    );
    expect(invited.queryByRole('button')).toBeNull();
  });

  it('lists an invited person as soon as they complete the invitation, with the invited role', async () => {
    const user = userEvent.setup();
    showUsers();
    const invite = await inviteSection();
    await user.type(
      within(invite).getByRole('textbox', { name: 'E-mail address' }),
      'ivy.invited@example.com',
    );
    await user.selectOptions(within(invite).getByRole('combobox', { name: 'Role' }), 'Pro');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await screen.findByTestId('user-row-ivy.invited@example.com');
    const mails = (await (await fetch('/api/dev/mailbox?to=ivy.invited@example.com')).json()) as {
      text: string;
    }[];
    const token = /token=([\w-]+)/.exec(mails[0]!.text)![1];
    const completed = await fetch('/api/auth/invitation/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, fullName: 'Ivy Green', password: 'a long password 1' }),
    });
    expect(completed.status).toBe(201);
    const search = screen.getByRole('searchbox', { name: 'Search by e-mail or name' });
    await user.type(search, 'ivy');
    await waitFor(() => expect(within(row('ivy.invited@example.com')).getByText('Active')));
    expect(within(row('ivy.invited@example.com')).getByText('Ivy Green')).toBeDefined();
    expect(
      (within(row('ivy.invited@example.com')).getByRole('combobox') as HTMLSelectElement).value,
    ).toBe('Pro');
  });

  it('says it is loading, then that the list failed, and loads it again', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(
      failingWhile(apiContract.admin.listUsers, () => failing, {
        status: 400,
        error: 'Invalid cursor',
        code: 'invalid_request',
      }),
    );
    showUsers();
    expect(await screen.findByText('Loading…')).toBeDefined();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid cursor')).toBeDefined();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(emails()).toHaveLength(25));
  });

  it('shows a Pro user the forbidden state, not the list', async () => {
    resetMockBff({ signedIn: 'pro@agentia.example' });
    showUsers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    showUsers();
    const hugo = await screen.findByTestId('user-row-hugo.lefevre@example.fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeDefined();
    expect(screen.getByRole('table', { name: 'Utilisateurs' })).toBeDefined();
    expect(within(hugo).getByRole('option', { name: 'Gratuit' })).toBeDefined();
    await user.click(within(hugo).getByRole('button', { name: 'Désactiver Hugo Lefèvre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver Hugo Lefèvre ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() =>
      expect(toasts()).toContain('Hugo Lefèvre est désactivé et déconnecté partout'),
    );
  });
});
