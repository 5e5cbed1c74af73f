import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs with `TEST_REDIS_URL` (CI sets it with the Postgres suite); the default run has no Redis.
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl! });
    second = await createTestApp({ REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts sign-in attempts across replicas', async () => {
    const email = uniqueEmail('shared-limit');
    const attempt = (app: TestApp) =>
      app
        .http()
        .post('/api/auth/login')
        .set('x-forwarded-for', '203.0.113.77')
        .send({ email, password: 'wrong-password' });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? first : second)).status).toBe(401);
    expect((await attempt(first)).status).toBe(429);
    expect((await attempt(second)).status).toBe(429);
  });
});
