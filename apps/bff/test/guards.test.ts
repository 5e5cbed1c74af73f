import { apiContract } from '@app/contracts';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { registerAndVerify } from './helpers/accounts.ts';
import {
  createTestApp,
  fixtureWebDist,
  openTestDatabase,
  type TestApp,
} from './helpers/test-app.ts';

function routes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((value) =>
    'method' in value ? [value as AppRoute] : routes(value as AppRouter),
  );
}
const accessOf = (route: AppRoute) => (route.metadata as { auth: string }).auth;
/** A path for the route with plausible parameters: the guard answers before they are read. */
const concrete = (path: string) =>
  path.replace(':provider', 'google').replace(':tool', 'notion').replace(':id', 'chatgpt');

describe('a route that says nothing of who may call it', () => {
  it('stops the BFF at start-up', async () => {
    const database = await openTestDatabase();
    const { app } = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', WEB_DIST_DIR: fixtureWebDist, DATA_DIR: '/nonexistent' }),
      database,
    });
    app.get('/api/forgotten', async () => ({ secret: true }));
    app.get('/api/declared', { config: { auth: 'public' } }, async () => ({ fine: true }));
    await expect(app.ready()).rejects.toThrow(/without a declared access .*GET \/api\/forgotten/);
    await app.close().catch(() => undefined);
    await database.close();
  });
});

describe('every route of the contract, behind its guard', () => {
  let t: TestApp;
  let free: ReturnType<TestApp['http']>;
  beforeAll(async () => {
    t = await createTestApp();
    free = t.http();
    await registerAndVerify(t, free);
  });
  afterAll(async () => {
    await t.close();
  });

  const guarded = routes(apiContract).filter((route) => accessOf(route) !== 'public');
  it('covers the signed-in and admin areas', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(10);
  });

  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 signed out, before anything else runs',
    async (_name, route) => {
      const method = route.method.toLowerCase() as 'get';
      const response = await t.http()[method](concrete(route.path)).send({});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: (route.metadata as { signedOutMessage: string }).signedOutMessage,
        code: 'unauthenticated',
      });
    },
  );

  it.each(
    guarded
      .filter((route) => accessOf(route) === 'admin')
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )('%s: 403 for a signed-in user without the Admin role', async (_name, route) => {
    const method = route.method.toLowerCase() as 'get';
    const response = await free[method](concrete(route.path)).send({});
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'Admin role required', code: 'forbidden' });
  });
});
