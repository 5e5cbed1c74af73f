import {
  apiContract,
  type AnalyticsReport,
  type DashboardOverview,
  type SessionUser,
} from '@app/contracts';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsHandlers } from './analytics-handlers';
import { mockAccounts, mockUser } from '@/mocks/demo-accounts';

let signedIn: SessionUser | null = mockUser;
const now = Date.parse('2026-11-24T12:00:00.000Z');
const server = setupServer(
  ...createAnalyticsHandlers({
    signedInUser: () => signedIn,
    // What the brains' mock answers, here made up: two ready, one still being read.
    brainStatuses: (userId) => (userId === mockUser.id ? ['ready', 'processing', 'ready'] : []),
    now: () => now,
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const { analytics } = apiContract;

async function get(url: string, status: number, route: { responses: Record<number, unknown> }) {
  const res = await fetch(`http://localhost${url}`);
  expect(res.status).toBe(status);
  const schema = route.responses[status] as {
    safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown };
  };
  const parsed = schema.safeParse(await res.json());
  expect(parsed.success, String(parsed.error)).toBe(true);
  return parsed.data as never;
}

describe('the mocked analytics', () => {
  it('answers what the contract declares, over each period', async () => {
    for (const [period, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const report: AnalyticsReport = await get(
        `/api/analytics?period=${period}`,
        200,
        analytics.getAnalytics,
      );
      expect(report.days).toHaveLength(days);
      expect(report.to).toBe('2026-11-24');
      for (const total of report.totals)
        expect(total.count).toBe(report.days.reduce((sum, day) => sum + day.counts[total.kind], 0));
    }
    await get('/api/analytics?period=1y', 400, analytics.getAnalytics);
    const overview: DashboardOverview = await get(
      '/api/analytics/overview',
      200,
      analytics.getOverview,
    );
    expect(overview.brains).toEqual({
      total: 3,
      byStatus: { pending: 0, processing: 1, ready: 2, error: 0 },
    });
  });

  it('gives another account nothing but today’s sign-in, and nobody signed out anything', async () => {
    signedIn = mockAccounts.find((account) => account.role === 'Admin')!;
    const report: AnalyticsReport = await get('/api/analytics', 200, analytics.getAnalytics);
    expect(report.totals.filter((total) => total.count > 0)).toEqual([
      { kind: 'sign_in', count: 1, previous: 0 },
    ]);
    signedIn = null;
    await get('/api/analytics', 401, analytics.getAnalytics);
    await get('/api/analytics/overview', 401, analytics.getOverview);
  });
});
