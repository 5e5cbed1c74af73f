import {
  AnalyticsQuery,
  analyticsEventKinds,
  apiContract,
  periodDays,
  type ActivityItem,
  type AnalyticsEventKind,
  type AnalyticsReport,
  type BrainStatus,
  type DashboardOverview,
  type ErrorBody,
  type SessionUser,
} from '@app/contracts';
import { http, HttpResponse } from 'msw';
import { mockUser } from '@/mocks/demo-accounts';

/**
 * The mocked BFF's analytics (`pnpm dev:mock` and the component tests). The demo user has a
 * made-up but steady history (the same counts on every load, from the day of the year); anybody
 * else has only signed in today, so the empty state shows. Overview counts come from the mocked
 * brains (`brainStatuses`); agents and teams have none yet, as in the BFF.
 */

const path = (route: { path: string }) => `*${route.path}`;
const { analytics } = apiContract;
const DAY_MS = 86_400_000;
const DEMO_EMAIL = mockUser.email;

export interface MockAnalyticsOptions {
  signedInUser: () => SessionUser | null;
  /** The statuses of the brains a person owns (the brains' mock answers). */
  brainStatuses: (userId: string, now: number) => BrainStatus[];
  now?: () => number;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const zero = () =>
  Object.fromEntries(analyticsEventKinds.map((kind) => [kind, 0])) as Record<
    AnalyticsEventKind,
    number
  >;

/** A steady small count for a kind on a day (0-3), different across kinds and days. */
function demoCount(kind: AnalyticsEventKind, dayNumber: number) {
  const index = analyticsEventKinds.indexOf(kind);
  if (kind.startsWith('agent_') || kind === 'team_joined') return 0;
  const value = (dayNumber * 7 + index * 13) % 11;
  return value < 4 ? value : 0;
}

function countsFor(user: SessionUser, day: string, today: string) {
  const counts = zero();
  if (user.email === DEMO_EMAIL) {
    const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
    for (const kind of analyticsEventKinds) counts[kind] = demoCount(kind, dayNumber);
  }
  if (day === today) counts.sign_in = Math.max(counts.sign_in, 1);
  return counts;
}

const demoTop = {
  agents: [],
  brains: [
    { id: '6f1d2c3b-4a59-4e8f-9d7c-0a1b2c3d4e01', name: 'Employee handbook', count: 9 },
    { id: '6f1d2c3b-4a59-4e8f-9d7c-0a1b2c3d4e02', name: 'Market research', count: 4 },
  ],
  tools: [
    { id: 'chatgpt', name: 'ChatGPT', count: 7 },
    { id: 'whisper', name: 'Whisper', count: 5 },
  ],
};

export function mockReport(user: SessionUser, period: keyof typeof periodDays, now: number) {
  const days = periodDays[period];
  const today = dayOf(now);
  const dayAt = (offset: number) => dayOf(now - offset * DAY_MS);
  const current = Array.from({ length: days }, (_, index) => {
    const date = dayAt(days - 1 - index);
    return { date, counts: countsFor(user, date, today) };
  });
  const previous = Array.from({ length: days }, (_, index) =>
    countsFor(user, dayAt(2 * days - 1 - index), today),
  );
  const sum = (rows: Record<AnalyticsEventKind, number>[], kind: AnalyticsEventKind) =>
    rows.reduce((total, row) => total + row[kind], 0);
  return {
    period,
    from: current[0]!.date,
    to: today,
    previousFrom: dayAt(2 * days - 1),
    previousTo: dayAt(days),
    totals: analyticsEventKinds.map((kind) => ({
      kind,
      count: sum(
        current.map((day) => day.counts),
        kind,
      ),
      previous: sum(previous, kind),
    })),
    days: current,
    top: user.email === DEMO_EMAIL ? demoTop : { agents: [], brains: [], tools: [] },
    agentTokens: [],
  } satisfies AnalyticsReport;
}

function mockRecent(user: SessionUser, now: number): ActivityItem[] {
  const items: ActivityItem[] = [
    { id: '1', kind: 'sign_in', subject: null, occurredAt: new Date(now - 60_000).toISOString() },
  ];
  if (user.email === DEMO_EMAIL)
    items.push(
      {
        id: '2',
        kind: 'brain_searched',
        subject: { type: 'brain', id: demoTop.brains[0]!.id, name: demoTop.brains[0]!.name },
        occurredAt: new Date(now - 3 * 3600_000).toISOString(),
      },
      {
        id: '3',
        kind: 'tool_rated',
        subject: { type: 'tool', id: 'chatgpt', name: 'ChatGPT' },
        occurredAt: new Date(now - 26 * 3600_000).toISOString(),
      },
    );
  return items;
}

const signedOut = () =>
  HttpResponse.json({ error: 'No active session', code: 'unauthenticated' } satisfies ErrorBody, {
    status: 401,
  });

export function createAnalyticsHandlers({
  signedInUser,
  brainStatuses,
  now = () => Date.now(),
}: MockAnalyticsOptions) {
  return [
    http.get(path(analytics.getOverview), () => {
      const user = signedInUser();
      if (!user) return signedOut();
      const byStatus = { pending: 0, processing: 0, ready: 0, error: 0 };
      for (const status of brainStatuses(user.id, now())) byStatus[status]++;
      const body: DashboardOverview = {
        brains: { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus },
        agents: { active: 0, paused: 0 },
        teams: 0,
        recent: mockRecent(user, now()),
      };
      return HttpResponse.json(body);
    }),
    http.get(path(analytics.getAnalytics), ({ request }) => {
      const user = signedInUser();
      if (!user) return signedOut();
      const query = AnalyticsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success)
        return HttpResponse.json(
          { error: 'Invalid request', code: 'invalid_request' } satisfies ErrorBody,
          { status: 400 },
        );
      return HttpResponse.json(mockReport(user, query.data.period, now()));
    }),
  ];
}
