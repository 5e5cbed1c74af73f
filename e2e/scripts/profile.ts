// Where a page's main-thread time goes while it starts: Chrome's sampling profiler on the
// production build served by the BFF as the container serves it, in Debian's Chromium, the cache
// off and the CPU slowed as Lighthouse's mobile preset assumes (×4). Each sample is mapped back
// through the build's source maps, so the time is told by package (react-dom, zod, i18next…) and by
// our own module, not by minified names; "(program)" is the browser's own work (parsing, style,
// layout). What Lighthouse's traces call "Other" or "Unattributable" is found here.
// It also says when the page painted: its first contentful paint and its largest one (the LCP), with
// the element the browser chose, as the page observed them under the same throttling.
// Profiles are noisy: run several times (--runs) and read the median. Not part of `pnpm test`.
// With --tasks, each run's long tasks (busy without a break for more than 50 ms, as throttled) are
// told one by one, with what took their time: the tasks Lighthouse's TBT counts, and their cause.
// Usage: `node scripts/profile.ts [--runs N] [--rate N] [--top N] [--signed-in] [--tasks] /path …`
//   in e2e/ after a build (`pnpm turbo run build --filter=@app/web`). --signed-in signs in as the
//   demo Admin first, through the form, as `pnpm lighthouse` does.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startProductionServer } from '../support/production-server.ts';

const ASSETS = resolve(import.meta.dirname, '../../apps/web/dist/assets');

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    rate: { type: 'string', default: '4' },
    top: { type: 'string', default: '15' },
    'signed-in': { type: 'boolean', default: false },
    tasks: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const rate = Number(values.rate);
const top = Number(values.top);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
if (!(rate >= 1)) throw new Error('--rate takes a number ≥ 1 (1: the CPU as it is)');
if (!Number.isInteger(top) || top < 1) throw new Error('--top takes a whole number ≥ 1');
if (positionals.length === 0 || positionals.some((path) => !path.startsWith('/')))
  throw new Error('name one page or more, each from its leading slash: /login /dashboard');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const maps = new Map<string, TraceMap | null>();
/** The source a built script's position comes from: a package's name, or our module's path. */
function origin(url: string, line: number, column: number): string {
  const file = /\/assets\/([^/?#]+\.js)$/.exec(url)?.[1];
  if (!file) return url ? new URL(url).pathname : '(browser)';
  let map = maps.get(file);
  if (map === undefined) {
    const path = `${ASSETS}/${file}.map`;
    map = existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null;
    maps.set(file, map);
  }
  const source = map && originalPositionFor(map, { line: line + 1, column }).source;
  if (!source) return `/assets/${file}`;
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
    source,
  );
  return dependency ? dependency[1]! : source.replace(/^(\.\.\/)+/, '');
}

interface Task {
  /** Milliseconds from the profile's start. */
  start: number;
  duration: number;
  by: Map<string, number>;
}

/**
 * Milliseconds of self time per origin, and the time not idle, in one profile; and its long tasks:
 * the stretches busy without an idle sample for more than 50 ms.
 */
function attribute(profile: Profile): { busy: number; by: Map<string, number>; tasks: Task[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const by = new Map<string, number>();
  const tasks: Task[] = [];
  let busy = 0;
  let elapsed = 0;
  let task: Task | null = null;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = nodes.get(samples[i]!)!.callFrame;
    const ms = (deltas[i] ?? 0) / 1000;
    elapsed += ms;
    if (frame.functionName === '(idle)') {
      if (task && task.duration > 50) tasks.push(task);
      task = null;
      continue;
    }
    busy += ms;
    const key = frame.url
      ? origin(frame.url, frame.lineNumber, frame.columnNumber)
      : frame.functionName;
    by.set(key, (by.get(key) ?? 0) + ms);
    task ??= { start: elapsed - ms, duration: 0, by: new Map() };
    task.duration += ms;
    task.by.set(key, (task.by.get(key) ?? 0) + ms);
  }
  if (task && task.duration > 50) tasks.push(task);
  return { busy, by, tasks };
}

/** A long task in one line: when, how long, and the origins that took most of it. */
function describe(task: Task): string {
  const most = [...task.by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, ms]) => `${key} ${Math.round(ms)}`);
  return `  at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms: ${most.join(', ')}`;
}

async function signInAsAdmin(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await signIn(page, demo.admin.email, demo.admin.password);
  await page.waitForURL(/\/dashboard/);
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
}

/**
 * The page's largest paint as it observes it, registered before the page's own scripts run (the
 * first contentful paint stays in the performance timeline; the LCP is only told to observers).
 */
function observeLargestPaint() {
  const paints = { lcp: NaN, element: '' };
  (window as unknown as { paints: typeof paints }).paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      paints.lcp = entry.startTime;
      const text = entry.element?.textContent?.trim().slice(0, 40) ?? '';
      paints.element = `${entry.element?.tagName.toLowerCase() ?? '?'} "${text}"`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[numbers.length >> 1]!;

const server = await startProductionServer('profile', { demoAccounts: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const path of positionals) {
    const busy: number[] = [];
    const by = new Map<string, number[]>();
    const paints: { fcp: number; lcp: number; element: string }[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (values['signed-in']) await signInAsAdmin(page, server.base);
      await page.addInitScript(observeLargestPaint);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(server.base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const { profile } = await cdp.send('Profiler.stop');
      paints.push(
        await page.evaluate(() => ({
          ...(window as unknown as { paints: { lcp: number; element: string } }).paints,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        })),
      );
      await context.close();
      const result = attribute(profile as Profile);
      busy.push(result.busy);
      if (values.tasks) {
        console.log(`${path} run ${run + 1}: ${result.tasks.length} long tasks`);
        for (const task of result.tasks) console.log(describe(task));
      }
      for (const [key, ms] of result.by) by.set(key, [...(by.get(key) ?? []), ms]);
    }
    // An origin missing from a run took no time in it.
    const rows = [...by]
      .map(([key, times]) => ({
        origin: key,
        'median ms': Math.round(median([...times, ...Array<number>(runs - times.length).fill(0)])),
      }))
      .sort((a, b) => b['median ms'] - a['median ms'])
      .slice(0, top);
    console.log(
      `${path}${values['signed-in'] ? ' (signed in)' : ''}: main thread busy ${Math.round(median(busy))} ms ` +
        `(median of ${runs}, CPU ×${rate}; runs: ${busy.map(Math.round).join(', ')})`,
    );
    // A run in which the page painted nothing it could see (NaN) sorts last.
    const ms = (times: number[]) => {
      const middle = median(times.map((time) => (Number.isNaN(time) ? Infinity : time)));
      return Number.isFinite(middle) ? `${Math.round(middle)} ms` : 'none';
    };
    const lcps = paints.map((paint) => paint.lcp);
    const elements = [...new Set(paints.map((paint) => paint.element).filter(Boolean))];
    console.log(
      `  painted: FCP ${ms(paints.map((paint) => paint.fcp))}, LCP ${ms(lcps)} ` +
        `(runs: ${lcps.map((time) => (Number.isNaN(time) ? 'none' : Math.round(time))).join(', ')})` +
        ` on ${elements.join(' / ') || 'nothing'}`,
    );
    console.table(rows);
  }
} finally {
  await browser.close();
  server.stop();
}
