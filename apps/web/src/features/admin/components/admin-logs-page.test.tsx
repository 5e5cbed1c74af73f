import { apiContract } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockPasswordOf } from '@/mocks/demo-accounts';
import { failingWhile } from '@/mocks/failing-route';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import AdminLogsPage from './admin-logs-page';

const showLogs = () => renderPage(<AdminLogsPage />, { path: '/admin/logs' });
const rows = () => screen.queryAllByTestId('audit-row');
const actions = () => screen.getAllByTestId('audit-action').map((cell) => cell.textContent);
const times = () => rows().map((row) => row.querySelector('time')!.getAttribute('datetime')!);
const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });
/** The seeded log: two sign-ins a day for 29 days, four failed ones, two admin changes, one refusal. */
const SEEDED = 29 * 2 + 4 + 2 + 1;

beforeEach(() => resetMockBff({ signedIn: 'admin@agentia.example' }));
afterEach(() => i18n.changeLanguage('en'));

describe('the admin’s audit log', () => {
  it('shows the newest 50 entries, with actor, action, target and address, then the next page', async () => {
    const user = userEvent.setup();
    showLogs();
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(times()).toEqual([...times()].sort().reverse());
    const table = screen.getByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Actor', 'Action', 'Target', 'Address']);
    const newest = within(rows()[0]!);
    expect(newest.getByText('admin@agentia.example')).toBeDefined();
    expect(newest.getByText('Sign-in')).toBeDefined();
    expect(newest.getByText('203.0.113.10')).toBeDefined();
    expect(newest.getByText('—')).toBeDefined();
    const disabling = within(screen.getByText('spammer@example.com').closest('tr')!);
    expect(disabling.getByText('User disabled')).toBeDefined();

    // The scrolling table is reachable by keyboard, and the pager works with Enter.
    expect(screen.getByRole('region', { name: 'Audit log' }).tabIndex).toBe(0);
    const pages = screen.getByRole('navigation', { name: 'Pages of the log' });
    within(pages).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(SEEDED - 50));
    expect(within(pages).getByText('Page 2')).toBeDefined();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('filters by action and by actor, and exports what is shown', async () => {
    const user = userEvent.setup();
    showLogs();
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(exportLink().getAttribute('href')).toBe('/api/admin/audit-log/export');
    expect(exportLink().hasAttribute('download')).toBe(true);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      'auth.sign_in_failed',
    );
    await waitFor(() => expect(actions()).toEqual(Array(4).fill('Failed sign-in')));
    expect(screen.getAllByText('Reason: invalid_credentials')).toHaveLength(4);
    expect(exportLink().getAttribute('href')).toBe(
      '/api/admin/audit-log/export?action=auth.sign_in_failed',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Actor' }), 'ADMIN@agentia.example');
    await waitFor(() => expect(rows()).toHaveLength(29 + 2));
    expect(rows().every((row) => within(row).queryByText('admin@agentia.example') !== null)).toBe(
      true,
    );
    expect(exportLink().getAttribute('href')).toBe(
      '/api/admin/audit-log/export?actor=ADMIN%40agentia.example',
    );
    const csv = await (await fetch(exportLink().getAttribute('href')!)).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(29 + 2 + 1);
  });

  it('filters by dates, whole days in UTC', async () => {
    showLogs();
    await waitFor(() => expect(rows()).toHaveLength(50));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: yesterday } });
    await waitFor(() => expect(rows().length).toBeLessThan(10));
    expect(rows().length).toBeGreaterThan(0);
    expect(times().every((time) => time >= `${yesterday}T00:00:00.000Z`)).toBe(true);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: yesterday } });
    await waitFor(() =>
      expect(times().every((time) => time <= `${yesterday}T23:59:59.999Z`)).toBe(true),
    );
    expect(exportLink().getAttribute('href')).toBe(
      `/api/admin/audit-log/export?from=${encodeURIComponent(`${yesterday}T00:00:00.000Z`)}&to=${encodeURIComponent(`${yesterday}T23:59:59.999Z`)}`,
    );
    // A day before any entry: the empty state.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-02' } });
    expect(await screen.findByRole('heading', { name: 'No entries' })).toBeDefined();
    expect(screen.getByText('Nothing was recorded for these filters.')).toBeDefined();
  });

  it('says it is loading, then that the log failed, and loads it again', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(
      failingWhile(apiContract.admin.listAuditLog, () => failing, {
        status: 400,
        error: 'Invalid request',
        code: 'invalid_request',
      }),
    );
    showLogs();
    expect(await screen.findByText('Loading…')).toBeDefined();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This could not be loaded')).toBeDefined();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(50));
  });

  it('is forbidden to a Free user', async () => {
    resetMockBff({ signedIn: 'free@agentia.example' });
    showLogs();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    showLogs();
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(screen.getByRole('heading', { level: 1, name: 'Journaux' })).toBeDefined();
    expect(
      within(screen.getByRole('table', { name: /^Journal d.audit$/ }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Auteur', 'Action', 'Cible', 'Adresse IP']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      'auth.sign_in_failed',
    );
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getAllByText('Motif : invalid_credentials')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeDefined();
  });

  it.each([
    [
      'en',
      'Action',
      'Admin area refused',
      'Answered 403',
      'Refusals no longer kept',
      /^More than 20 refusals in a minute: the next ones are not kept until .+\.$/,
    ],
    [
      'fr',
      'Action',
      "Accès à l'administration refusé",
      'Réponse 403',
      'Refus plus consignés',
      /^Plus de 20 refus en une minute : les suivants ne sont pas consignés avant .+\.$/,
    ],
  ])(
    'shows refused admin calls, and that a flood of them was cut short (%s)',
    async (language, actionLabel, refusedAction, answered, mutedAction, mutedText) => {
      await i18n.changeLanguage(language);
      // A Pro member tries the admin area again and again: the log keeps 20, then says so.
      resetMockBff({ signedIn: 'pro@agentia.example' });
      for (let i = 0; i < 25; i++) expect((await fetch('/api/admin/overview')).status).toBe(403);
      const signIn = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'admin@agentia.example',
          password: mockPasswordOf('admin@agentia.example'),
        }),
      });
      expect(signIn.status).toBe(200);
      const user = userEvent.setup();
      showLogs();
      await waitFor(() => expect(rows()).toHaveLength(50));
      const action = screen.getByRole('combobox', { name: actionLabel });
      await user.selectOptions(action, 'admin.refusals_muted');
      await waitFor(() => expect(actions()).toEqual([mutedAction]));
      expect(within(rows()[0]!).getByText(mutedText)).toBeDefined();
      await user.selectOptions(action, 'admin.refused');
      // The 20 kept of the flood, and the seeded one.
      await waitFor(() => expect(rows()).toHaveLength(21));
      const refused = within(rows()[0]!);
      expect(refused.getByTestId('audit-action').textContent).toBe(refusedAction);
      expect(refused.getByText('pro@agentia.example')).toBeDefined();
      expect(refused.getByText('GET /api/admin/overview')).toBeDefined();
      expect(refused.getByText(answered)).toBeDefined();
    },
  );
});
