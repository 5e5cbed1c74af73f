import { apiContract } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAccounts, mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import OverviewPage from './overview-page';

const open = () => renderPage(<OverviewPage />, { path: '/dashboard' });
const admin = mockAccounts.find((account) => account.role === 'Admin')!;

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));

describe('the dashboard overview', () => {
  it('greets the user and shows their counts, last actions and quick actions, without “coming soon” cards', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeDefined();
    const brains = await screen.findByTestId('count-brains');
    expect(within(brains).getByTestId('count-value').textContent).toBe('2');
    expect(within(screen.getByTestId('count-agents')).getByTestId('count-value').textContent).toBe(
      '0',
    );
    expect(within(screen.getByTestId('count-teams')).getByTestId('count-value').textContent).toBe(
      '0',
    );
    const items = screen.getAllByTestId('recent-item');
    expect(items.map((item) => item.dataset.kind)).toEqual([
      'sign_in',
      'brain_searched',
      'tool_rated',
    ]);
    expect(items[2]!.textContent).toMatch(/^You rated ChatGPT/);
    expect(screen.getByRole('link', { name: 'New brain' }).getAttribute('href')).toBe(
      '/dashboard/brains/new',
    );
    expect(screen.getByRole('link', { name: 'New agent' }).getAttribute('href')).toBe(
      '/dashboard/agents',
    );
    expect(screen.getByRole('link', { name: 'Connect a tool' }).getAttribute('href')).toBe(
      '/dashboard/tools',
    );
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('counts the connected tools from the connections list', async () => {
    open();
    const tools = await screen.findByTestId('count-tools');
    await screen.findByText(/^\d+$/, {
      selector: '[data-testid="count-tools"] [data-testid="count-value"]',
    });
    expect(within(tools).getByTestId('count-value').textContent).toMatch(/^\d+$/);
  });

  it('shows another account its own brains and actions only', async () => {
    resetMockBff({ signedIn: admin.email });
    open();
    const brains = await screen.findByTestId('count-brains');
    // The mocked BFF's own answer for this account: its brains, not the demo user's.
    const overview = (await (await fetch('/api/analytics/overview')).json()) as {
      brains: { total: number };
    };
    expect(overview.brains.total).toBeGreaterThan(0);
    expect(within(brains).getByTestId('count-value').textContent).toBe(
      String(overview.brains.total),
    );
    expect(screen.getAllByTestId('recent-item').map((item) => item.dataset.kind)).toEqual([
      'sign_in',
    ]);
  });

  it('says when the overview cannot be loaded', async () => {
    server.use(
      http.get(`*${apiContract.analytics.getOverview.path}`, () =>
        HttpResponse.json({ error: 'Something went wrong', code: 'internal' }, { status: 500 }),
      ),
    );
    open();
    expect(await screen.findByText('Your overview could not be loaded.')).toBeDefined();
  });
});
