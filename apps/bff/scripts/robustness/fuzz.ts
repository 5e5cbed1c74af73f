// Contract fuzzing of every /api operation: valid, boundary and hostile requests, anonymous and
// signed in, each answer checked against the contract and each rejected write against the row
// counts of every table; then the connections routes again with the agent server down (their
// declared 502). Everything it talks to is started here, on loopback, and stopped at the end.
// Usage: pnpm fuzz [--runs 1000] [--seed 42] [--only '^auth\.']
import { parseArgs } from 'node:util';
import { startFuzzDependencies } from '../../test/fuzz/dependencies.ts';
import {
  formatFailures,
  formatKinds,
  formatTable,
  statusHistogram,
} from '../../test/fuzz/report.ts';
import { runContractFuzz, type FuzzOptions, type FuzzReport } from '../../test/fuzz/runner.ts';
import { createTestApp } from '../../test/helpers/test-app.ts';

const { values } = parseArgs({
  // `pnpm fuzz -- --runs 50` hands the `--` over as an argument of its own.
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('--runs and --seed take whole numbers');
  process.exit(2);
}
const only = values.only ? new RegExp(values.only) : undefined;

/** One app, its dependencies and one fuzzing run over it, all stopped whatever happens. */
async function phase(
  title: string,
  agentAuth: 'local' | 'down',
  options: Omit<FuzzOptions, 'runs' | 'seed'>,
): Promise<FuzzReport> {
  const dependencies = await startFuzzDependencies();
  const t = await createTestApp(dependencies.env, { agentAuth });
  console.log(`\n${title}`);
  try {
    return await runContractFuzz(t, {
      runs,
      seed,
      ...options,
      onProgress: (sent, total) => {
        if (process.stdout.isTTY)
          process.stdout.write(
            `\r${sent} / ${total} requests (${Math.round((sent / total) * 100)}%)`,
          );
      },
    });
  } finally {
    if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
    await t.close();
    await dependencies.close();
  }
}

const started = performance.now();
console.log(
  `Contract fuzzing: ${runs} requests per operation, seed ${seed} (--seed ${seed} replays it)`,
);
const reports: FuzzReport[] = [];
reports.push(
  await phase('Every /api operation (agent server up):', 'local', { ...(only ? { only } : {}) }),
);
/** A phase's figures: per operation, then per probe class. */
const show = (report: FuzzReport) =>
  console.log(`${formatTable(report)}\n\nBy probe class:\n${formatKinds([report])}`);
show(reports[0]!);
const connections = only ? new RegExp(`(?=${only.source})^connections\\.`) : /^connections\./;
reports.push(
  await phase('The connections routes with the agent server down (502 declared):', 'down', {
    only: connections,
    agentServerDown: true,
    // Five operations alone go by fast: more browsers keep the per-user limit (60 a minute) off.
    members: Math.ceil(runs / 25),
    admins: Math.ceil(runs / 25),
  }),
);
if (reports[1]!.operations.length > 0) show(reports[1]!);

const histogram: Record<string, number> = {};
for (const report of reports)
  for (const [status, count] of Object.entries(statusHistogram(report)))
    histogram[status] = (histogram[status] ?? 0) + count;
const requests = Object.values(histogram).reduce((sum, count) => sum + count, 0);
const failures = reports.flatMap((report) => report.failures);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nTotal: ${requests} requests in ${seconds} s, seed ${seed}; by status: ` +
    Object.entries(histogram)
      .map(([status, count]) => `${status === '0' ? 'no answer' : status} × ${count}`)
      .join(', '),
);

if (failures.length > 0) {
  console.log(`\n${failures.length} distinct failures:\n`);
  console.log(formatFailures(failures));
  process.exitCode = 1;
} else console.log('No failure: every answer kept to the contract.');
