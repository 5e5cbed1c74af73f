import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzzDependencies } from './fuzz/dependencies.ts';
import { listOperations } from './fuzz/operations.ts';
import {
  formatFailures,
  formatKinds,
  formatTable,
  kindFigures,
  statusHistogram,
} from './fuzz/report.ts';
import { runContractFuzz, type FuzzReport } from './fuzz/runner.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The CI share of `pnpm fuzz` (scripts/robustness/fuzz.ts): the same generators and checks, fewer
// requests, a fixed seed so that a red run is replayed as it was (FUZZ_SEED / FUZZ_RUNS to vary).
const RUNS = Math.max(50, Number(process.env.FUZZ_RUNS ?? 50));
const SEED = Number(process.env.FUZZ_SEED ?? 20_260);

/** Fails with every distinct failure and its smallest reproduction, after the figures. */
function expectNoFailure(report: FuzzReport) {
  const message = [
    `seed ${report.seed}, ${report.runs} requests per operation`,
    formatTable(report),
    formatKinds([report]),
    `${report.failures.length} distinct failures:`,
    formatFailures(report.failures),
  ].join('\n\n');
  expect(report.failures.length, message).toBe(0);
}

/** Most requests must reach the handlers: a run refused by the rate limits proves little. */
function expectMostRequestsHandled(report: FuzzReport) {
  const histogram = statusHistogram(report);
  const total = Object.values(histogram).reduce((sum, count) => sum + count, 0);
  expect((histogram[429] ?? 0) / total).toBeLessThan(0.2);
}

/**
 * The inputs no browser of ours makes reach the code that reads them: every upload route had
 * broken and hostile bodies, some of them on a brain the browser may change (so read by the
 * parser, and refused by it) and valid uploads stored; every cursor parameter had forged cursors,
 * some of them read and refused by the listing.
 */
function expectUploadsAndCursorsReached(report: FuzzReport) {
  const operations = listOperations(apiContract);
  const kinds = Object.fromEntries(kindFigures([report]).map((figures) => [figures.kind, figures]));
  const uploads = operations.filter((operation) => operation.multipart);
  const paged = operations.filter((operation) => operation.cursorKeys.length > 0);
  expect(uploads.length).toBeGreaterThan(0);
  expect(paged.length).toBeGreaterThanOrEqual(5);
  expect(kinds.multipart!.operations).toBe(uploads.length);
  expect(kinds.cursor!.operations).toBe(paged.length);
  for (const upload of uploads) {
    const figures = report.operations.find((each) => each.operation === upload.name)!;
    expect(figures.statusesByKind.valid[201], upload.name).toBeGreaterThan(0);
    expect(figures.statusesByKind.multipart[400], upload.name).toBeGreaterThan(0);
  }
  expect(kinds.cursor!.statuses[400]).toBeGreaterThan(0);
}

describe('contract fuzzing of every /api operation', () => {
  let dependencies: Awaited<ReturnType<typeof startFuzzDependencies>>;
  let t: TestApp;
  beforeAll(async () => {
    dependencies = await startFuzzDependencies();
    t = await createTestApp(dependencies.env);
  });
  afterAll(async () => {
    await t?.close();
    await dependencies?.close();
  });

  it(`keeps to the contract over ${RUNS} valid, boundary and hostile requests per operation`, async () => {
    const report = await runContractFuzz(t, { runs: RUNS, seed: SEED });
    expect(report.operations.map((figures) => figures.operation)).toEqual(
      listOperations(apiContract).map((operation) => operation.name),
    );
    for (const figures of report.operations) expect(figures.requests).toBe(RUNS);
    expectMostRequestsHandled(report);
    expectUploadsAndCursorsReached(report);
    expectNoFailure(report);
    // Some 130 operations × 50 requests, each with its rows counted before and after: minutes
    // on a shared two-core machine, more on Postgres.
  }, 600_000);
});

describe('contract fuzzing of the connections routes with the agent server down', () => {
  let dependencies: Awaited<ReturnType<typeof startFuzzDependencies>>;
  let t: TestApp;
  beforeAll(async () => {
    dependencies = await startFuzzDependencies();
    t = await createTestApp(dependencies.env, { agentAuth: 'down' });
  });
  afterAll(async () => {
    await t?.close();
    await dependencies?.close();
  });

  it('answers the declared 502 with the API error body, and nothing else of 5xx', async () => {
    const report = await runContractFuzz(t, {
      runs: RUNS,
      seed: SEED,
      only: /^connections\./,
      agentServerDown: true,
    });
    expect(report.operations.length).toBe(5);
    const histogram = statusHistogram(report);
    expect(histogram[502]).toBeGreaterThan(0);
    expectNoFailure(report);
  }, 60_000);
});
