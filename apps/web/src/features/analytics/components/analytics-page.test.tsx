import { apiContract } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAccounts, mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import AnalyticsPage from './analytics-page';

// The chart draws on a canvas, which the test DOM does not have; its numbers are the table's.
vi.mock('@/components/charts/day-chart', () => ({
  DayChart: ({ label, days }: { label: string; days: { count: number }[] }) => (
    <div data-testid="day-chart" data-label={label} data-points={days.length} />
  ),
}));

const open = (path = '/dashboard/analytics') =>
  renderPage(<AnalyticsPage />, { path, route: '/dashboard/analytics' });
const admin = mockAccounts.find((account) => account.role === 'Admin')!;

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));

describe('the analytics page', () => {
  it('shows totals against the previous period, a chart per active kind with its table, and the most used', async () => {
    open();
    const totals = await screen.findByTestId('total-brain_searched');
    expect(within(totals).getByText('Brain searches')).toBeDefined();
    expect(within(totals).getByTestId('total-change').textContent).toMatch(
      /against the previous period|Same as|New in this period/,
    );
    const charts = screen.getAllByTestId('day-chart');
    expect(charts.length).toBeGreaterThan(0);
    for (const chart of charts) expect(chart.dataset.points).toBe('30');
    const first = screen.getAllByTestId(/^chart-/)[0]!;
    const rows = within(first).getAllByRole('row');
    expect(rows).toHaveLength(31); // a header and 30 days
    // The total in the chart's caption is the sum of its table.
    const sum = rows
      .slice(1)
      .reduce((total, row) => total + Number(within(row).getByRole('cell').textContent), 0);
    expect(within(first).getByText(new RegExp(`per day, ${sum} in total$`))).toBeDefined();
    expect(within(screen.getByTestId('top-tools')).getAllByTestId('top-item')).toHaveLength(2);
    expect(
      within(screen.getByTestId('top-agents')).getByText('None in this period.'),
    ).toBeDefined();
  });

  it('keeps the period in the URL and changes the range with it', async () => {
    const user = userEvent.setup();
    const page = open();
    await screen.findAllByTestId('day-chart');
    expect(screen.getByTestId('period-30d').getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByTestId('period-7d'));
    expect(page.currentPath()).toBe('/dashboard/analytics?period=7d');
    await vi.waitFor(() => expect(screen.getAllByTestId('day-chart')[0]!.dataset.points).toBe('7'));
    expect(screen.getByTestId('period-7d').getAttribute('aria-current')).toBe('page');
  });

  it('reads the period from the URL', async () => {
    open('/dashboard/analytics?period=90d');
    await vi.waitFor(
      () => expect(screen.getAllByTestId('day-chart')[0]!.dataset.points).toBe('90'),
      { timeout: 5000 },
    );
    resetMockBff({ signedIn: mockUser.email });
  });

  it('shows the empty state to someone who has only signed in', async () => {
    resetMockBff({ signedIn: admin.email });
    open();
    expect(await screen.findByTestId('analytics-empty')).toBeDefined();
    expect(screen.getByText('Nothing to show yet')).toBeDefined();
    expect(screen.queryByTestId('day-chart')).toBeNull();
  });

  it('asks to sign in when the session is gone, and offers a retry when loading fails', async () => {
    resetMockBff();
    const first = open();
    expect(await screen.findByText('No active session')).toBeDefined();
    first.unmount();

    resetMockBff({ signedIn: mockUser.email });
    server.use(
      http.get(`*${apiContract.analytics.getAnalytics.path}`, () =>
        HttpResponse.json({ error: 'Something went wrong', code: 'internal' }, { status: 500 }),
      ),
    );
    open();
    expect(await screen.findByText('Your analytics could not be loaded.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
