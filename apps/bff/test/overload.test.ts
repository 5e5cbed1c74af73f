import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let webhook: Server;
let t: TestApp;
beforeAll(async () => {
  webhook = createServer(() => undefined); // a webhook that never answers keeps requests open
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', () => resolve()));
  const { port } = webhook.address() as AddressInfo;
  t = await createTestApp({
    CHAT_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook/chat`,
    CHAT_TIMEOUT_MS: '1500',
    OVERLOAD_MAX_IN_FLIGHT: '3',
  });
});
afterAll(async () => {
  await t.close();
  webhook.closeAllConnections();
  await new Promise((resolve) => webhook.close(resolve));
});

describe('past its capacity', () => {
  it('refuses at once with 503 and Retry-After, keeps liveness, and serves again after', async () => {
    const chat = (i: number) =>
      t
        .http()
        .post('/api/chat')
        .send({ message: 'Hello', sessionId: `overload-${i}-session` });
    // Sent now (a supertest request starts when awaited).
    const pending = [1, 2, 3].map((i) => chat(i).then((response) => response));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const refused = await t.http().get('/api/tools');
    expect(performance.now() - started).toBeLessThan(500);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.body).toEqual({
      error: 'The service is busy. Please try again in a moment.',
      code: 'overloaded',
    });
    expect((await t.http().get('/api/health')).status).toBe(200);
    // The web app still loads: its page and its files are not what is overloaded, and a page whose
    // script were refused would stay broken (its API calls are asked again after Retry-After).
    // A signed-out visitor of a signed-in page is still sent to the sign-in page.
    for (const [path, status] of [
      ['/', 200],
      ['/dashboard/brains', 302],
      ['/assets/index-abc123.js', 200],
      ['/favicon.svg', 200],
    ] as const)
      expect([path, (await t.http().get(path)).status]).toEqual([path, status]);
    expect((await t.http().get('/%61pi/tools')).status).toBe(503);
    expect((await Promise.all(pending)).map((response) => response.status)).toEqual([
      200, 200, 200,
    ]);
    expect((await t.http().get('/api/tools')).status).toBe(200);
  });
});
