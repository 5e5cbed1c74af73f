import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import {
  restartBff,
  startBffReady,
  type BffProcess,
} from '../scripts/robustness/support/bff-process.ts';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../scripts/robustness/support/postgres.ts';
import { startBalancer } from './helpers/balancer.ts';
import { fixtureWebDist } from './helpers/test-app.ts';

// A deploy as ops run one: two replicas on one Postgres behind a balancer that follows
// `/api/ready`; one replica gets SIGTERM under load (half of what the pair can serve), exits,
// and is started again. Not one request may fail. Postgres only: PGlite is one process.
const postgresUrl = process.env.TEST_DATABASE_URL;
const processes: BffProcess[] = [];
let scratch: ScratchDatabase | undefined;
afterAll(async () => {
  for (const bff of processes) if (bff.alive()) await bff.kill();
  await scratch?.drop();
});

async function until(what: string, check: () => boolean, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!postgresUrl)('a rolling restart', () => {
  it('loses no request when one of two replicas gets SIGTERM under load', async () => {
    scratch = await createScratchDatabase(postgresUrl!, `graceful_${process.pid}`);
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: scratch.url,
      WEB_DIST_DIR: fixtureWebDist,
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      DEMO_ACCOUNTS: 'false',
      // The capacity run is flat out: load shedding's 503s are another test's subject.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      // Well above the balancer's 100 ms probe, even when the suite's other files keep the
      // machine busy and a probe answers late (a shorter wait once lost requests in a full run).
      // GRACEFUL_DRAIN_MS=0 shows what a deploy without the drain loses (about ten requests).
      SHUTDOWN_DRAIN_MS: process.env.GRACEFUL_DRAIN_MS ?? '3000',
    };
    // One after the other: the first one migrates and seeds.
    let first = (await startBffReady({ label: 'replica-a', env })).bff;
    const second = (await startBffReady({ label: 'replica-b', env })).bff;
    processes.push(first, second);
    const balancer = await startBalancer([first.url, second.url]);
    await until(
      'both replicas ready',
      () => balancer.isReady(first.url) && balancer.isReady(second.url),
    );
    const url = `${balancer.url}/api/tools?pageSize=5`;

    // What the pair serves flat out, then half of it for the deploy.
    const capacity = await autocannon({ url, connections: 20, duration: 3 });
    expect(capacity.errors + capacity.non2xx).toBe(0);
    const rate = Math.max(50, Math.floor(capacity.requests.average / 2));
    const load = autocannon({ url, connections: 20, overallRate: rate, duration: 12 });

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const servedBefore = balancer.served(first.url);
    expect(servedBefore).toBeGreaterThan(0);
    const stopped = await first.stop(20_000);
    expect(stopped).toMatchObject({ code: 0, forced: false });
    // Started again on the same port: the balancer sends it traffic once it is ready.
    first = (await restartBff(first)).bff;
    processes.push(first);
    await until('the restarted replica ready', () => balancer.isReady(first.url));
    const result = await load;
    const servedAfter = balancer.served(first.url);
    await balancer.close();

    console.warn(
      `rolling restart: capacity ${Math.round(capacity.requests.average)} req/s, load ${rate} req/s, ` +
        `${result.requests.total} requests, ${balancer.failures()} dropped, ${result.non2xx} non-2xx`,
    );
    expect(result.requests.total).toBeGreaterThan(rate * 8);
    expect({
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      dropped: balancer.failures(),
    }).toEqual({ errors: 0, timeouts: 0, non2xx: 0, dropped: 0 });
    // The restarted replica took its share again.
    expect(servedAfter).toBeGreaterThan(servedBefore);
  }, 90_000);
});
