import { apiContract } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAccounts, mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import BrainsPage from './brains-page';

const list = (path = '/dashboard/brains') =>
  renderPage(<BrainsPage />, { path, route: '/dashboard/brains' });
const names = () =>
  screen.getAllByTestId('brain-card').map((card) => within(card).getByRole('link').textContent);

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));

describe('the list of brains', () => {
  it('shows my brains and those shared with me, with their status, type, visibility and owner', async () => {
    list();
    await screen.findAllByTestId('brain-card');
    expect(names()).toEqual(['Guide des congés', 'Product handbook', 'Research notes']);
    expect(screen.getByTestId('brains-count').textContent).toBe('3 brains');
    const shared = screen.getAllByTestId('brain-card')[0]!;
    expect(within(shared).getByText('Owner: Alex Martin')).toBeDefined();
    expect(within(shared).getByTestId('role-badge').textContent).toBe('Viewer');
    const handbook = screen.getAllByTestId('brain-card')[1]!;
    // One of its three sources failed: still searchable, so ready, saying so.
    expect(within(handbook).getByTestId('status-badge').textContent).toBe('Ready · 1 failed');
    expect(within(handbook).getByText(/^3 sources · /)).toBeDefined();
    expect(within(handbook).queryByTestId('role-badge')).toBeNull();
    expect(within(handbook).getByRole('link').getAttribute('href')).toMatch(
      /^\/dashboard\/brains\/[0-9a-f-]{36}$/,
    );
  });

  it('filters by type, visibility, status and name, all kept in the URL', async () => {
    const user = userEvent.setup();
    const page = list();
    await screen.findAllByTestId('brain-card');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'shared');
    await waitFor(() => expect(names()).toEqual(['Guide des congés', 'Product handbook']));
    expect(page.currentPath()).toBe('/dashboard/brains?type=shared');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ready');
    await waitFor(() =>
      expect(page.currentPath()).toBe('/dashboard/brains?type=shared&status=ready'),
    );
    expect(names()).toEqual(['Guide des congés', 'Product handbook']);
    // A brain is in error only when none of its sources could be read.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'error');
    expect(
      await screen.findByRole('heading', { name: 'No brain matches these filters' }),
    ).toBeDefined();
    expect(page.currentPath()).toBe('/dashboard/brains?type=shared&status=error');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'public');
    await waitFor(() => expect(names()).toEqual(['Research notes']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'hand');
    await waitFor(() => expect(page.currentPath()).toBe('/dashboard/brains?q=hand'));
    await waitFor(() => expect(names()).toEqual(['Product handbook']));
  });

  it('opens with the filters of its URL, and says when none match', async () => {
    const user = userEvent.setup();
    list('/dashboard/brains?type=team&status=ready');
    expect(
      await screen.findByRole('heading', { name: 'No brain matches these filters' }),
    ).toBeDefined();
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe(
      'team',
    );
    await user.click(
      within(screen.getByTestId('brains-empty')).getByRole('button', { name: 'Clear filters' }),
    );
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it('brings a page past the last one back to the first', async () => {
    const user = userEvent.setup();
    const page = list('/dashboard/brains?page=9');
    await user.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(page.currentPath()).toBe('/dashboard/brains');
  });

  it('has a tab of other people’s public brains', async () => {
    const user = userEvent.setup();
    const page = list();
    await screen.findAllByTestId('brain-card');
    const tabs = screen.getByRole('navigation', { name: 'Brain lists' });
    expect(within(tabs).getByRole('link', { name: 'My brains' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Public brains' }));
    await waitFor(() => expect(names()).toEqual(['AI glossary']));
    expect(page.currentPath()).toBe('/dashboard/brains?scope=public');
    expect(
      within(tabs).getByRole('link', { name: 'Public brains' }).getAttribute('aria-current'),
    ).toBe('page');
    // All public: no visibility filter there.
    expect(screen.queryByRole('combobox', { name: 'Visibility' })).toBeNull();
    expect(
      within(screen.getAllByTestId('brain-card')[0]!).getByTestId('role-badge').textContent,
    ).toBe('Public reader');
  });

  it('invites someone without brains to create one', async () => {
    resetMockBff({ signedIn: mockAccounts[2]!.email });
    list();
    expect(await screen.findByRole('heading', { name: 'You have no brains yet' })).toBeDefined();
    expect(
      within(screen.getByTestId('brains-empty'))
        .getByRole('link', { name: 'Create a brain' })
        .getAttribute('href'),
    ).toBe('/dashboard/brains/new');
  });

  it('waits for a busy BFF and asks again by itself, without showing an error', async () => {
    let calls = 0;
    server.use(
      http.get(`*${apiContract.brains.listBrains.path}`, () =>
        ++calls === 1
          ? HttpResponse.json(
              { error: 'The service is busy. Please try again in a moment.', code: 'overloaded' },
              { status: 503, headers: { 'retry-after': '2' } },
            )
          : undefined,
      ),
    );
    list();
    await waitFor(() => expect(names()).toHaveLength(3), { timeout: 5_000 });
    expect(calls).toBe(2);
    expect(screen.queryByTestId('brains-error')).toBeNull();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(
      http.get(`*${apiContract.brains.listBrains.path}`, () =>
        failing
          ? HttpResponse.json({ error: 'Something went wrong', code: 'internal' }, { status: 500 })
          : undefined,
      ),
    );
    list();
    const error = await screen.findByTestId('brains-error');
    expect(within(error).getByText('Something went wrong')).toBeDefined();
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });
});
