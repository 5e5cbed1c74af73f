import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { mockBrainIds } from '../mocks/brains-handlers';
import { mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import BrainPage from './brain-page';

const open = (id: string) =>
  renderPage(<BrainPage />, { path: `/dashboard/brains/${id}`, route: '/dashboard/brains/:id' });
const source = (name: string) =>
  screen.getAllByTestId('source').find((li) => within(li).queryByText(name) !== null)!;

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));
afterEach(() => {
  vi.useRealTimers();
  toast.clear();
});

describe('a brain’s page', () => {
  it('shows the owner the details and every control', async () => {
    open(mockBrainIds.handbook);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product handbook' }),
    ).toBeDefined();
    const header = screen.getByTestId('brain-header');
    expect(within(header).getByText('Shared')).toBeDefined();
    expect(within(header).getByText('Private')).toBeDefined();
    expect(within(header).getByTestId('brain-status').textContent).toBe('Ready · 1 failed');
    expect(within(header).getByText('You')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete brain' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Add sources' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Paste text' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry scan-2019.pdf' })).toBeDefined();
    expect(screen.getByRole('searchbox', { name: 'Words to look for' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Sharing' })).toBeDefined();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
  });

  it('moves a retried source through its statuses without a reload', async () => {
    // The mocked BFF reads sources by the clock: only Date is faked, the page's timers are real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    open(mockBrainIds.handbook);
    await user.click(await screen.findByRole('button', { name: 'Retry scan-2019.pdf' }));
    await waitFor(() => expect(source('scan-2019.pdf').dataset.status).toBe('pending'));
    expect(within(source('scan-2019.pdf')).getByText('Waiting to be read…')).toBeDefined();

    vi.setSystemTime(Date.now() + 2000);
    const progress = await screen.findByRole(
      'progressbar',
      { name: 'Reading scan-2019.pdf' },
      { timeout: 2500 },
    );
    expect(Number(progress.getAttribute('value'))).toBeGreaterThan(10);
    expect(screen.getByTestId('brain-status').textContent).toBe('Processing');

    vi.setSystemTime(Date.now() + 5000);
    await waitFor(() => expect(source('scan-2019.pdf').dataset.status).toBe('error'), {
      timeout: 2500,
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(source('scan-2019.pdf')).getByTestId('source-error').textContent).toBe(
      'This PDF has no text to read: no text layer, and none found by OCR',
    );
  });

  it.each([
    ['viewer', mockBrainIds.leave, 'Guide des congés', 'Viewer'],
    ['public reader', mockBrainIds.glossary, 'AI glossary', 'Public reader'],
  ])('lets a %s read and search, with no control to change anything', async (_, id, name, role) => {
    open(id);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeDefined();
    expect(within(screen.getByTestId('brain-header')).getByTestId('role-badge').textContent).toBe(
      role,
    );
    expect(screen.getByTestId('read-only-note').textContent).toBe(
      'You can search this brain, but not change it.',
    );
    expect(screen.getByRole('searchbox', { name: 'Words to look for' })).toBeDefined();
    for (const control of [
      'Choose files',
      'Paste text',
      'Edit',
      'Delete brain',
      /^Retry/,
      /^Delete /,
    ])
      expect(screen.queryByRole('button', { name: control })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add sources' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sharing' })).toBeNull();
  });

  it.each([
    ['not shared with the reader', mockBrainIds.secret],
    ['that does not exist', '00000000-0000-4000-8000-000000000000'],
    ['with an address that is not one', 'nope'],
  ])('says a brain %s is not found, with a way back', async (_, id) => {
    open(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Brain not found' })).toBeDefined();
    expect(
      screen.getByText('This brain does not exist, or it is not shared with you.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to brains' }).getAttribute('href')).toBe(
      '/dashboard/brains',
    );
  });

  it('deletes the brain once confirmed, and goes back to the list', async () => {
    const user = userEvent.setup();
    const page = open(mockBrainIds.research);
    await user.click(await screen.findByRole('button', { name: 'Delete brain' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Research notes?' });
    // Cancel first: nothing happens.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(page.currentPath()).toBe(`/dashboard/brains/${mockBrainIds.research}`);
    await user.click(screen.getByRole('button', { name: 'Delete brain' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Research notes?' })).getByRole('button', {
        name: 'Delete brain',
      }),
    );
    await waitFor(() => expect(page.currentPath()).toBe('/dashboard/brains'));
  });

  it('invites by e-mail alike for any address, lists the invitations, changes a role, and stops sharing', async () => {
    const user = userEvent.setup();
    open(mockBrainIds.handbook);
    const sharing = await screen.findByTestId('sharing');
    const shares = () =>
      within(sharing)
        .getAllByTestId('share')
        .map((li) => li.textContent);
    await waitFor(() => expect(shares()).toHaveLength(1));
    const email = within(sharing).getByRole('textbox', { name: 'E-mail address' });
    const invite = async (address: string) => {
      await user.clear(email);
      await user.type(email, address);
      await user.click(within(sharing).getByRole('button', { name: 'Invite' }));
    };

    // An address with an account and one without: the same answer, and nobody is named.
    await invite('nobody@example.org');
    expect(
      await screen.findByText(
        'Invitation sent to nobody@example.org. They get the brain once they accept.',
      ),
    ).toBeDefined();
    await user.selectOptions(within(sharing).getByRole('combobox', { name: 'Role' }), 'editor');
    await invite('degraded@agentia.example');
    expect(
      await screen.findByText(
        'Invitation sent to degraded@agentia.example. They get the brain once they accept.',
      ),
    ).toBeDefined();
    const pending = await within(sharing).findByTestId('brain-invitations');
    await waitFor(() =>
      expect(within(pending).getAllByTestId('pending-invitation')).toHaveLength(2),
    );
    expect(within(sharing).getByText('2 invitations waiting for an answer')).toBeDefined();
    expect(pending.textContent).toContain('degraded@agentia.exampleEditor · Expires in 7 days');
    expect(pending.textContent).not.toContain('Dana');
    expect(shares()).toHaveLength(1);

    // Someone it is shared with already: said plainly (the owner sees them in the list).
    await invite('admin@agentia.example');
    expect((await within(sharing).findByTestId('share-error')).textContent).toBe(
      'This brain is shared with this person already: change their role in the list.',
    );

    await user.click(
      within(pending).getByRole('button', {
        name: 'Withdraw the invitation to nobody@example.org',
      }),
    );
    expect(await screen.findByText('Invitation to nobody@example.org withdrawn.')).toBeDefined();
    await waitFor(() =>
      expect(within(pending).getAllByTestId('pending-invitation')).toHaveLength(1),
    );

    const ada = within(sharing).getByRole('combobox', { name: 'Role of Alex Martin' });
    await user.selectOptions(ada, 'viewer');
    await waitFor(() => expect((ada as HTMLSelectElement).value).toBe('viewer'));
    await user.click(
      within(sharing).getByRole('button', { name: 'Stop sharing with Alex Martin' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Stop sharing with Alex Martin?' })).getByRole(
        'button',
        { name: 'Stop sharing' },
      ),
    );
    await waitFor(() => expect(within(sharing).queryAllByTestId('share')).toHaveLength(0));
    expect(within(sharing).getByTestId('shares-empty')).toBeDefined();
  });

  it('tells the owner of a personal brain how to share it', async () => {
    open(mockBrainIds.research);
    const note = await screen.findByTestId('sharing-personal');
    expect(within(note).getByText(/change its type to Shared/)).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
  });
});
