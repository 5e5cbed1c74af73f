import { apiContract } from '@app/contracts';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryGrantStore } from '../src/services/identity/supabase-identity.ts';
import { createSupabaseIdentity } from '../src/services/identity/supabase-identity.ts';
import { expectContract } from './helpers/contract.ts';
import { createTestApp, openTestDatabase, type TestApp } from './helpers/test-app.ts';
import { createFakeGoTrue } from './identity/gotrue/fake-gotrue.ts';

/** `GET /api/ready`: whether this BFF can serve what depends on others, check by check. */
const ready = apiContract.health.getReadiness;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/ready', () => {
  it('is 200 when the database and the identity provider both answer', async () => {
    t = await createTestApp();
    const res = await t.http().get('/api/ready');
    expect(expectContract(ready, 200, res)).toEqual({
      status: 'ready',
      checks: [
        { name: 'accepting', status: 'ok' },
        { name: 'database', status: 'ok' },
        { name: 'identity', status: 'ok' },
        { name: 'migrations', status: 'ok' },
        { name: 'jobs', status: 'ok' },
      ],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 503 naming identity while Supabase does not answer, and 200 once it does', async () => {
    const gotrue = createFakeGoTrue();
    let reachable = false;
    t = await createTestApp(
      {},
      {
        identity: () =>
          createSupabaseIdentity({
            url: gotrue.url,
            anonKey: gotrue.anonKey,
            serviceRoleKey: gotrue.serviceRoleKey,
            publicOrigin: 'http://localhost:3000',
            oauthProviders: [],
            grants: createMemoryGrantStore(),
            fetch: (input, init) =>
              reachable ? gotrue.fetch(input, init) : Promise.reject(new TypeError('fetch failed')),
            readinessCacheMs: 0,
          }),
      },
    );
    const down = expectContract(ready, 503, await t.http().get('/api/ready'));
    expect(down).toEqual({
      status: 'not_ready',
      checks: [
        { name: 'accepting', status: 'ok' },
        { name: 'database', status: 'ok' },
        { name: 'identity', status: 'down' },
        { name: 'migrations', status: 'ok' },
        { name: 'jobs', status: 'ok' },
      ],
    });
    // Liveness does not depend on the identity provider: the process is fine.
    expect((await t.http().get('/api/health')).status).toBe(200);

    reachable = true;
    expect(expectContract(ready, 200, await t.http().get('/api/ready')).status).toBe('ready');
  });

  it('is 503 naming the database when it does not answer', async () => {
    const database = await openTestDatabase();
    t = await createTestApp({}, { database: { ...database, ping: async () => false } });
    expect(expectContract(ready, 503, await t.http().get('/api/ready')).checks).toEqual([
      { name: 'accepting', status: 'ok' },
      { name: 'database', status: 'down' },
      { name: 'identity', status: 'ok' },
      { name: 'migrations', status: 'ok' },
      { name: 'jobs', status: 'ok' },
    ]);
  });

  it('is 503 naming the migrations while the schema is behind the code, and the jobs once they stop', async () => {
    t = await createTestApp();
    const statusOf = async (name: string) =>
      expectContract(ready, 503, await t!.http().get('/api/ready')).checks.find(
        (check) => check.name === name,
      )?.status;
    // The newest migration's record gone: to this BFF, the database has not run it yet.
    const newest = (
      await sql<{
        name: string;
      }>`select name from kysely_migration order by name desc limit 1`.execute(t.services.db)
    ).rows[0]!.name;
    await sql`delete from kysely_migration where name = ${newest}`.execute(t.services.db);
    expect(await statusOf('migrations')).toBe('down');
    await sql`insert into kysely_migration (name, timestamp) values (${newest}, ${new Date().toISOString()})`.execute(
      t.services.db,
    );
    expect(expectContract(ready, 200, await t.http().get('/api/ready')).status).toBe('ready');
    await t.services.jobs.stop(0);
    expect(await statusOf('jobs')).toBe('down');
  });
});
