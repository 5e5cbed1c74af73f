import { apiContract } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { failingWhile } from '@/mocks/failing-route';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import AdminOverviewPage from './admin-overview-page';

// uPlot draws on a canvas, which jsdom has not: the chart says what it was given instead.
vi.mock('@/components/charts/day-chart', () => ({
  DayChart: ({ label, days }: { label: string; days: { count: number }[] }) => (
    <div data-testid="day-chart" data-label={label} data-points={days.length} />
  ),
}));

const showOverview = () => renderPage(<AdminOverviewPage />, { path: '/admin' });
const count = (key: string) => screen.getByTestId(`overview-count-${key}`).textContent;

beforeEach(() => resetMockBff({ signedIn: 'admin@agentia.example' }));
afterEach(() => i18n.changeLanguage('en'));

describe('the admin overview', () => {
  it('shows the users by role, the sign-ups of the last 30 days and the platform totals', async () => {
    showOverview();
    await screen.findByTestId('admin-overview');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeDefined();
    const roles = screen.getByText('31 users').closest('figure')!;
    expect(within(roles).getByTestId('overview-role-Free').textContent).toBe('19');
    expect(within(roles).getByTestId('overview-role-Pro').textContent).toBe('10');
    expect(within(roles).getByTestId('overview-role-Admin').textContent).toBe('2');
    expect(within(roles).getByText('2 disabled')).toBeDefined();
    // Each bar says what it measures to a screen reader.
    const bars = within(roles).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Free', 'Pro', 'Admin']);
    expect(bars.map((bar) => bar.getAttribute('value'))).toEqual([
      `${(19 / 31) * 100}`,
      `${(10 / 31) * 100}`,
      `${(2 / 31) * 100}`,
    ]);

    expect(screen.getByText('23 sign-ups in the last 30 days')).toBeDefined();
    // The analytics' day chart, and its numbers as a table for assistive technologies.
    const signUps = screen.getByTestId('overview-sign-ups');
    const chart = within(signUps).getByTestId('day-chart');
    expect([chart.dataset.label, chart.dataset.points]).toEqual(['Sign-ups per day', '30']);
    const table = within(signUps).getByRole('table', { name: 'Sign-ups per day' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getByRole('cell').textContent));
    expect(cells).toHaveLength(30);
    expect(cells.reduce((sum, n) => sum + n, 0)).toBe(23);
    expect(within(signUps).getByText('Show the sign-ups as a table')).toBeDefined();

    expect(count('inquiries')).toBe('4');
    expect(count('newInquiries')).toBe('1');
    expect(count('clients')).toBe('2');
    expect(count('tools')).toBe('3');
    expect(count('comments')).toBe('3');
    expect(count('hiddenComments')).toBe('0');
    expect(screen.getByText('Active clients')).toBeDefined();
  });

  it('links to each section, in the area’s navigation and below the totals', async () => {
    showOverview();
    await screen.findByTestId('admin-overview');
    // Two navigations, each named for what it is.
    const area = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(area).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const sections = screen.getByRole('navigation', { name: 'Go to a section' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Users', '/admin/users'],
      ['Clients', '/admin/clients'],
      ['Tools', '/admin/tools'],
      ['Logs', '/admin/logs'],
    ]);
  });

  it('says it is loading, then that it failed, and loads again on Try again', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(failingWhile(apiContract.admin.getOverview, () => failing));
    showOverview();
    expect(await screen.findByText('Loading…')).toBeDefined();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This could not be loaded')).toBeDefined();
    expect(within(alert).getByText('An error occurred')).toBeDefined();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('admin-overview');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is forbidden to a signed-in user who is not an Admin, and asks nothing of the admin API', async () => {
    resetMockBff({ signedIn: 'pro@agentia.example' });
    const asked: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', onRequest);
    showOverview();
    const forbidden = await screen.findByTestId('admin-forbidden');
    expect(within(forbidden).getByRole('heading', { level: 1, name: 'Admins only' })).toBeDefined();
    expect(
      within(forbidden).getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href'),
    ).toBe('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByTestId('admin-overview')).toBeNull();
    server.events.removeListener('request:start', onRequest);
    // The screen's reads wait for the caller's role: no refused request for the totals.
    expect(asked.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  });

  it('says it all in French', async () => {
    await i18n.changeLanguage('fr');
    showOverview();
    await screen.findByTestId('admin-overview');
    expect(screen.getByRole('heading', { level: 1, name: /^Vue d.ensemble$/ })).toBeDefined();
    expect(screen.getByText('31 utilisateurs')).toBeDefined();
    expect(screen.getByText('2 désactivés')).toBeDefined();
    expect(screen.getByText('23 inscriptions ces 30 derniers jours')).toBeDefined();
    expect(screen.getByRole('table', { name: 'Inscriptions par jour' })).toBeDefined();
    expect(screen.getByText('Afficher les inscriptions en tableau')).toBeDefined();
    // French days in the table: "24 nov.", not "Nov 24".
    expect(screen.getAllByRole('rowheader')[0]!.textContent).toMatch(/^\d{1,2} [a-zéû]+\.?$/);
    expect(screen.getByText('Clients actifs')).toBeDefined();
    expect(screen.getAllByRole('progressbar')[0]!.getAttribute('aria-label')).toBe('Gratuit');
    expect(screen.getByRole('navigation', { name: 'Aller à une section' })).toBeDefined();
  });

  it('shows a non-admin the forbidden state in French', async () => {
    resetMockBff({ signedIn: 'pro@agentia.example' });
    await i18n.changeLanguage('fr');
    showOverview();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservé aux administrateurs' }),
    ).toBeDefined();
  });
});
