// What the brain benchmarks share: the documents they index, the searches they send, the way
// they send them and what they read of the processes meanwhile.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { SearchResults } from '@app/contracts';
import type { ApiClient } from './api-client.ts';

export const WORDS = [
  'revenue',
  'hiring',
  'roadmap',
  'customers',
  'security',
  'onboarding',
  'pricing',
  'support',
  'latency',
  'invoices',
  'holidays',
  'training',
  'contracts',
  'marketing',
  'quarterly review',
  'shipped features',
  'incident',
  'budget',
  'partners',
  'automation',
];

/** Prose with some of the words above, different on every page. */
export function page(n: number) {
  const pick = (i: number) => WORDS[(n * 7 + i * 3) % WORDS.length];
  return Array.from(
    { length: 12 },
    (_, i) =>
      `Section ${n}.${i}: the team discussed ${pick(i)} and ${pick(i + 1)} with the ${pick(i + 2)} group, ` +
      `agreeing that ${pick(i + 3)} needs a clearer owner before the next ${pick(i + 4)} meeting.`,
  ).join(' ');
}

/** The same order at every run (a seeded Fisher-Yates shuffle). */
export function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 20_261_125;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Every query distinct (words and pairs of words): no answer comes from the search cache. In a
 * fixed shuffled order, as searches come to a brain: the twenty single words, each in 40 % of the
 * passages and the dearest to rank, are spread through the run, not all at its start. 400 in all;
 * `suffix` (a word every passage holds) makes another 400 of the same cost.
 */
export function distinctQueries(suffix = '') {
  return shuffled([
    ...WORDS,
    ...WORDS.flatMap((a) => WORDS.filter((b) => b !== a).map((b) => `${a} ${b}`)),
  ]).map((q) => (suffix ? `${q} ${suffix}` : q));
}

/**
 * A process's first searches also compile its code and fill its statement and word caches: 100
 * other distinct searches (three words) go first and are reported apart.
 */
export const warmUpQueries = () =>
  shuffled(
    WORDS.flatMap((a) => WORDS.filter((b) => b !== a).map((b) => `${a} ${b} meeting`)),
  ).slice(0, 100);

/**
 * A GET as the API client sends it (its cookies, address and CSRF header; gzip accepted, as a
 * browser does), over node:http with kept connections. The searches go through this rather than
 * `fetch`, which costs the client several times more CPU a request: the client
 * shares the machine's two cores with the BFF, and what it burns is taken from the BFF.
 */
const agent = new Agent({ keepAlive: true });
export function lightGet<T>(client: ApiClient, path: string): Promise<{ status: number; body: T }> {
  const url = new URL(path, client.baseUrl);
  const headers = { ...client.headers(), 'accept-encoding': 'gzip' };
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = (
            response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
          ).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as T });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer to ${path}`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Sends `queries` to a brain's search, `concurrency` at a time: each searcher sends its next
 * search when its last one is answered, as the `clients` in turn (each stays within its own rate
 * limit). Latencies sorted, the same in the order the searches were sent, and how many searches
 * found something.
 */
export async function searchAll(
  clients: ApiClient[],
  brainId: string,
  queries: string[],
  concurrency: number,
) {
  const inOrder: number[] = new Array<number>(queries.length);
  let hits = 0;
  let next = 0;
  let turn = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queries.length) {
        const index = next++;
        const q = queries[index]!;
        const client = clients[turn++ % clients.length]!;
        const started = performance.now();
        const response = await lightGet<SearchResults>(
          client,
          `/api/brains/${brainId}/search?q=${encodeURIComponent(q)}`,
        );
        inOrder[index] = performance.now() - started;
        if (response.status !== 200) throw new Error(`search answered ${response.status}`);
        hits += response.body.total > 0 ? 1 : 0;
      }
    }),
  );
  return { latencies: [...inOrder].sort((a, b) => a - b), inOrder, hits };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** User and system CPU of a /proc stat line, in ms. */
function statCpuMs(stat: string) {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time a process has used (user and system, all its threads), from /proc; null where there
 * is no /proc. The machine's speed varies from run to run: the BFF's CPU per search says whether
 * a slow run did more work or the same work more slowly.
 */
export function cpuMs(pid: number): number | null {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** CPU time (ms) of each of a process's threads, by thread name (V8's helpers share one). */
export function threadCpuMs(pid: number): Record<string, number> {
  const threads: Record<string, number> = {};
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      threads[name] = (threads[name] ?? 0) + statCpuMs(stat);
    }
  } catch {
    // A thread that ended meanwhile, or no /proc.
  }
  return threads;
}

/** CPU time (ms) of every process named `name` (Postgres's backends and workers). */
export function processesCpuMs(name: string): number {
  let total = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.includes(`(${name})`)) total += statCpuMs(stat);
      } catch {
        // Ended meanwhile.
      }
    }
  } catch {
    // No /proc.
  }
  return total;
}
