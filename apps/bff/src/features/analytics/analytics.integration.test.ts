import { apiContract, type AnalyticsReport, type KindTotal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { rollupEvents } from './analytics-queries.ts';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { createBrain } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { analytics, catalogue } = apiContract;
let t: TestApp;
type Browser = ReturnType<TestApp['http']>;

beforeAll(async () => {
  // A long flush interval: the tests write what was recorded when they say so.
  t = await createTestApp({ ANALYTICS_FLUSH_INTERVAL_MS: '60000' });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(): Promise<{ browser: Browser; id: string }> {
  const browser = t.http();
  const { user } = await registerAndVerify(t, browser);
  return { browser, id: user.id };
}

async function report(browser: Browser, period = '30d') {
  await t.services.analytics.flush();
  return expectContract(
    analytics.getAnalytics,
    200,
    await browser.get('/api/analytics').query({ period }),
  );
}

async function overview(browser: Browser) {
  await t.services.analytics.flush();
  return expectContract(analytics.getOverview, 200, await browser.get('/api/analytics/overview'));
}

/** The kinds with a count, as `{ kind: count }`. */
const counted = (totals: KindTotal[], field: 'count' | 'previous' = 'count') =>
  Object.fromEntries(totals.filter((row) => row[field] > 0).map((row) => [row.kind, row[field]]));

const dayTotals = (body: AnalyticsReport) =>
  body.days.reduce<Record<string, number>>((sums, day) => {
    for (const [kind, count] of Object.entries(day.counts))
      if (count > 0) sums[kind] = (sums[kind] ?? 0) + count;
    return sums;
  }, {});

async function firstTool(browser: Browser) {
  const page = expectContract(catalogue.listTools, 200, await browser.get('/api/tools'));
  return page.items[0]!;
}

describe('a user’s analytics', () => {
  it('shows a new user only their sign-in, every day of the period and no top subjects', async () => {
    const { browser } = await signedIn();
    const body = await report(browser, '7d');
    expect(counted(body.totals)).toEqual({ sign_in: 1 });
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)!.date).toBe(body.to);
    expect(body.top).toEqual({ agents: [], brains: [], tools: [] });
    const home = await overview(browser);
    expect(home.brains).toEqual({
      total: 0,
      byStatus: { pending: 0, processing: 0, ready: 0, error: 0 },
    });
    expect(home.agents).toEqual({ active: 0, paused: 0 });
    expect(home.teams).toBe(0);
    expect(home.recent.map((item) => item.kind)).toEqual(['sign_in']);
  });

  it('counts exactly what the user did: a tool viewed (reloads once), rated, commented, a brain created and searched', async () => {
    const { browser } = await signedIn();
    const tool = await firstTool(browser);
    for (let view = 0; view < 3; view++)
      expectContract(catalogue.getTool, 200, await browser.get(`/api/tools/${tool.id}`));
    expectContract(
      catalogue.rateTool,
      200,
      await browser.put(`/api/tools/${tool.id}/rating`).send({ rating: 4 }),
    );
    expectContract(
      catalogue.createComment,
      201,
      await browser.post(`/api/tools/${tool.id}/comments`).send({ content: 'Very useful' }),
    );
    const brain = await createBrain(browser, { name: 'Field notes', type: 'personal' });
    expectContract(
      apiContract.brains.searchBrain,
      200,
      await browser.get(`/api/brains/${brain.id}/search`).query({ q: 'notes' }),
    );
    // The second page of the same search is not another search.
    await browser.get(`/api/brains/${brain.id}/search`).query({ q: 'notes', page: 2 });

    const body = await report(browser);
    const expected = {
      sign_in: 1,
      tool_viewed: 1,
      tool_rated: 1,
      comment_posted: 1,
      brain_created: 1,
      brain_searched: 1,
    };
    expect(counted(body.totals)).toEqual(expected);
    expect(dayTotals(body)).toEqual(expected);
    expect(body.days.at(-1)!.counts).toMatchObject(expected);
    expect(body.top.tools).toEqual([{ id: tool.id, name: tool.name, count: 3 }]);
    expect(body.top.brains).toEqual([{ id: brain.id, name: 'Field notes', count: 2 }]);

    const home = await overview(browser);
    expect(home.brains.total).toBe(1);
    expect(home.brains.byStatus.pending).toBe(1);
    expect(home.recent.map((item) => item.kind)).toEqual([
      'brain_searched',
      'brain_created',
      'comment_posted',
      'tool_rated',
      'tool_viewed',
      'sign_in',
    ]);
    expect(home.recent[0]!.subject).toEqual({ type: 'brain', id: brain.id, name: 'Field notes' });
  });

  it('counts a source read for the person who added it', async () => {
    const { browser } = await signedIn();
    const brain = await createBrain(browser, { name: 'Handbook', type: 'personal' });
    await browser
      .post(`/api/brains/${brain.id}/sources/text`)
      .send({ name: 'Notes', content: 'Our handbook says how we work together.' })
      .expect(201);
    await expect
      .poll(async () => counted((await report(browser)).totals).source_processed, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(1);
  });

  it('never includes another user’s events, whatever the request says', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const tool = await firstTool(bob.browser);
    await bob.browser.get(`/api/tools/${tool.id}`).expect(200);
    const bobsBrain = await createBrain(bob.browser, { name: 'Bob’s secrets', type: 'personal' });
    // Events another user's id is attached to by hand are theirs, never the caller's.
    t.services.analytics.record({
      userId: bob.id,
      kind: 'agent_asked',
      subject: { id: 'agent-1', name: 'Bob’s agent' },
    });

    const forAlice = await report(alice.browser, '90d');
    expect(counted(forAlice.totals)).toEqual({ sign_in: 1 });
    expect(forAlice.top).toEqual({ agents: [], brains: [], tools: [] });
    // A user id in the query is not a parameter of the route.
    const withId = await alice.browser
      .get('/api/analytics')
      .query({ period: '90d', userId: bob.id });
    expect(counted(expectContract(analytics.getAnalytics, 200, withId).totals)).toEqual({
      sign_in: 1,
    });
    const home = await overview(alice.browser);
    expect(home.brains.total).toBe(0);
    expect(JSON.stringify(home)).not.toContain(bobsBrain.id);

    const forBob = await report(bob.browser, '90d');
    expect(counted(forBob.totals)).toEqual({
      sign_in: 1,
      tool_viewed: 1,
      brain_created: 1,
      agent_asked: 1,
    });
    expect(forBob.top.agents).toEqual([{ id: 'agent-1', name: 'Bob’s agent', count: 1 }]);
  });

  it('compares with the period just before, and reads rolled-up days as raw ones', async () => {
    const { browser, id } = await signedIn();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    for (const [days, kind] of [
      [2, 'brain_created'],
      [10, 'brain_created'],
      [10, 'tool_viewed'],
      [40, 'brain_searched'],
      [40, 'brain_searched'],
      [100, 'tool_rated'],
    ] as const)
      t.services.analytics.record({
        userId: id,
        kind,
        subject: { id: `s-${kind}`, name: kind },
        occurredAt: daysAgo(days),
      });
    const week = await report(browser, '7d');
    expect(counted(week.totals)).toEqual({ sign_in: 1, brain_created: 1 });
    expect(counted(week.totals, 'previous')).toEqual({ brain_created: 1, tool_viewed: 1 });
    const before = await report(browser, '90d');
    expect(counted(before.totals)).toEqual({
      sign_in: 1,
      brain_created: 2,
      tool_viewed: 1,
      brain_searched: 2,
    });
    expect(counted(before.totals, 'previous')).toEqual({ tool_rated: 1 });

    // Everything older than 30 days becomes per-day counts; the reports do not change.
    const moved = await rollupEvents(t.database.db, daysAgo(30).toISOString().slice(0, 10));
    expect(moved).toBeGreaterThanOrEqual(3);
    const raw = await t.database.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(raw.n)).toBe(4);
    expect(await report(browser, '90d')).toEqual(before);
    expect(await report(browser, '7d')).toEqual(week);
    // Rolling up again moves nothing more for this user and counts nothing twice.
    await rollupEvents(t.database.db, daysAgo(30).toISOString().slice(0, 10));
    expect(await report(browser, '90d')).toEqual(before);
  });

  it('refuses a period it does not offer, and anyone signed out', async () => {
    const { browser } = await signedIn();
    const bad = await browser.get('/api/analytics').query({ period: '365d' });
    expectContract(analytics.getAnalytics, 400, bad);
    const signedOut = t.http();
    expectContract(analytics.getAnalytics, 401, await signedOut.get('/api/analytics'));
    expectContract(analytics.getOverview, 401, await signedOut.get('/api/analytics/overview'));
  });
});

describe('when the event store fails', () => {
  it('the user’s action still succeeds, and the lost events are logged', async () => {
    const { browser, id } = await signedIn();
    await t.services.analytics.flush();
    const logged = vi.spyOn(t.app.log, 'error');
    await sql`alter table events rename to events_away`.execute(t.database.db);
    try {
      const brain = await createBrain(browser, { name: 'Still created', type: 'personal' });
      expect(brain.name).toBe('Still created');
      await t.services.analytics.flush();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ lost: 1 }),
        'analytics events lost: the write failed',
      );
    } finally {
      await sql`alter table events_away rename to events`.execute(t.database.db);
      logged.mockRestore();
    }
    // The brain is there, the lost event is not; the next ones are written again.
    const home = await overview(browser);
    expect(home.brains.total).toBe(1);
    await createBrain(browser, { name: 'After', type: 'personal' });
    const body = await report(browser);
    expect(counted(body.totals)).toEqual({ sign_in: 1, brain_created: 1 });
    expect(id).toBeTruthy();
  });
});
