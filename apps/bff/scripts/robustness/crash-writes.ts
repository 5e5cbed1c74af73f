// Writes under load and crash: many users rate and comment at once through the real BFF (a child
// process, started as ops would), with and without a `kill -9` of the BFF half-way through, on
// PGlite and on Postgres. Then the database itself is read: every acknowledged write must be
// stored exactly once, and nothing must be stored that was not sent (or that the BFF refused).
//
// Usage: pnpm crash [-- --users 100 --writes-per-user 10 --backend both|pglite|postgres
//                       --postgres-url postgres://... --quick --max-attempts 5 --kill-jitter-ms 250
//                       --deadline-seconds 900]
// Exit code: 0 all good, 1 an acknowledged write lost or duplicated (or something extra stored,
// or a phase could not run), 2 the deadline passed.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/db/database.ts';
import { listToolIds, registerUsers, type TestUser } from './support/accounts.ts';
import { ApiClient, NetworkError } from './support/api-client.ts';
import {
  freeLoopbackPort,
  restartBff,
  startBffReady,
  type BffProcess,
} from './support/bff-process.ts';
import { exitAfter, onExitSync, runCleanups, stopping } from './support/cleanup.ts';
import { createScratchDatabase, DEFAULT_POSTGRES_URL, probePostgres } from './support/postgres.ts';

// --- options ---------------------------------------------------------------------------------

const USAGE = `Usage: node scripts/robustness/crash-writes.ts [options]
  --users N             simulated users (default 100; 20 with --quick)
  --writes-per-user N   writes each user fires at once: half comments, half ratings (default 10, at most 20)
  --backend B           pglite | postgres | both (default both)
  --postgres-url URL    server to create scratch databases on (default $DATABASE_URL, else ${DEFAULT_POSTGRES_URL})
  --quick               a small run for CI (20 users x 10 writes)
  --max-attempts N      tries per write while the BFF sheds load (503) or rate-limits (429) (default 5)
  --kill-jitter-ms N    the kill lands a random 0..N ms after half the writes are acknowledged (default 250)
  --deadline-seconds N  stop, clean up and exit 2 past this (default 900; 180 with --quick)`;

const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    'writes-per-user': { type: 'string' },
    backend: { type: 'string', default: 'both' },
    'postgres-url': { type: 'string' },
    quick: { type: 'boolean', default: false },
    'max-attempts': { type: 'string', default: '5' },
    'kill-jitter-ms': { type: 'string', default: '250' },
    'deadline-seconds': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function integer(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be an integer from ${min} to ${max} (got "${raw}")\n\n${USAGE}`);
    process.exit(1);
  }
  return value;
}

const quick = values.quick;
const userCount = integer('users', values.users ?? (quick ? '20' : '100'), 1, 2000);
// The BFF allows a user 10 comments and 30 ratings a minute (apps/bff/src/features/catalogue/
// catalogue.module.ts): half and half keeps every user within both, so no write is refused for a
// limit the test chose to exceed, and each rating is on a different tool (one row per tool and
// user, always an insert).
const writesPerUser = integer('writes-per-user', values['writes-per-user'] ?? '10', 2, 20);
const commentsPerUser = Math.ceil(writesPerUser / 2);
const ratingsPerUser = writesPerUser - commentsPerUser;
const maxAttempts = integer('max-attempts', values['max-attempts'], 1, 20);
const killJitterMs = integer('kill-jitter-ms', values['kill-jitter-ms'], 0, 10_000);
const deadlineSeconds = integer(
  'deadline-seconds',
  values['deadline-seconds'] ?? (quick ? '180' : '900'),
  10,
  7200,
);
if (!['pglite', 'postgres', 'both'].includes(values.backend)) {
  console.error(`--backend must be pglite, postgres or both (got "${values.backend}")\n\n${USAGE}`);
  process.exit(1);
}
const backends = (
  values.backend === 'both' ? ['pglite', 'postgres'] : [values.backend]
) as Backend[];
const postgresAdminUrl = values['postgres-url'] ?? process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;

const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
/** Every comment of this run starts with it: extra comments are found by it too. */
const MARK = 'crash-writes/';

// --- writes ----------------------------------------------------------------------------------

type Backend = 'pglite' | 'postgres';

/**
 * - `acked`: the BFF answered success: it must be stored exactly once.
 * - `not-applied`: certainly not carried out (refused by load shedding or a limit at the last try,
 *   connection refused, a 4xx, or never sent because the BFF was killed): it must not be stored.
 * - `in-doubt`: sent, but the connection broke, timed out, or a 5xx came back: it may be stored
 *   once, never twice.
 */
type Outcome = 'pending' | 'acked' | 'not-applied' | 'in-doubt';

interface Write {
  kind: 'comment' | 'rating';
  stage: 'load' | 'after-restart';
  user: TestUser;
  toolId: string;
  /** Comments: the unique first word of the content. Ratings: tool and user. */
  key: string;
  content?: string;
  rating?: number;
  outcome: Outcome;
  attempts: number;
  /** The comment id the BFF answered with. */
  commentId?: string;
  /** Last status or network error code. */
  last?: string;
}

function commentWrite(
  user: TestUser,
  toolId: string,
  tag: string,
  n: number,
  stage: Write['stage'],
): Write {
  const key = `${MARK}${runId}/${tag}/u${user.index}/c${n}`;
  return {
    kind: 'comment',
    stage,
    user,
    toolId,
    key,
    content: `${key} Comment ${n} of user ${user.index}: written under load.`,
    outcome: 'pending',
    attempts: 0,
  };
}

/** Each user comments on `commentsPerUser` tools and rates `ratingsPerUser` others. */
function buildWrites(users: TestUser[], tools: string[], tag: string): Write[] {
  const writes: Write[] = [];
  for (const user of users) {
    const tool = (k: number) => tools[(user.index * 7 + k) % tools.length]!;
    for (let k = 0; k < commentsPerUser; k++)
      writes.push(commentWrite(user, tool(k), tag, k, 'load'));
    for (let k = 0; k < ratingsPerUser; k++) {
      const toolId = tool(commentsPerUser + k);
      writes.push({
        kind: 'rating',
        stage: 'load',
        user,
        toolId,
        key: `${toolId}|${user.id}`,
        rating: ((user.index + k) % 5) + 1,
        outcome: 'pending',
        attempts: 0,
      });
    }
  }
  // Interleaved, so the users' writes do not arrive in blocks.
  for (let i = writes.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [writes[i], writes[j]] = [writes[j]!, writes[i]!];
  }
  return writes;
}

interface LoadContext {
  /** Set once the BFF is killed: no new attempt starts (its outcome would say nothing). */
  stopped: () => boolean;
  onAck: () => void;
  statuses: Map<string, number>;
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function send(write: Write, context: LoadContext): Promise<void> {
  const client = write.user.client;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (context.stopped()) {
      write.outcome = 'not-applied';
      write.last ??= 'not sent (BFF killed)';
      return;
    }
    write.attempts++;
    let status: number;
    let body: { id?: string; rating?: number; code?: string } | undefined;
    let retryAfter: string | null;
    try {
      const response =
        write.kind === 'comment'
          ? await client.request<typeof body>('POST', `/api/tools/${write.toolId}/comments`, {
              content: write.content,
            })
          : await client.request<typeof body>('PUT', `/api/tools/${write.toolId}/rating`, {
              rating: write.rating,
            });
      ({ status, body } = response);
      retryAfter = response.headers.get('retry-after');
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      write.last = error.code ?? error.kind;
      count(context.statuses, write.last);
      // Refused: the request never reached a server. Anything else: it may have been done.
      write.outcome = error.kind === 'refused' ? 'not-applied' : 'in-doubt';
      return;
    }
    write.last = String(status);
    count(context.statuses, write.last);
    if (write.kind === 'comment' && status === 201 && body?.id) {
      write.commentId = body.id;
      write.outcome = 'acked';
      context.onAck();
      return;
    }
    if (write.kind === 'rating' && status === 200) {
      write.outcome = 'acked';
      context.onAck();
      return;
    }
    // Load shedding and rate limits refuse before the handler runs (apps/bff/src/plugins/
    // load-shedding.ts, rate-limits.ts): safe to send again after the delay the BFF asks for.
    if ((status === 503 && body?.code === 'overloaded') || status === 429) {
      write.outcome = 'not-applied';
      if (attempt < maxAttempts)
        await sleep(Math.min(10, Number(retryAfter) || 1) * 1000 + Math.random() * 1000);
      continue;
    }
    // Any other 5xx may come after the row was written; a 4xx comes before.
    write.outcome = status >= 500 ? 'in-doubt' : 'not-applied';
    return;
  }
}

// --- reading the database --------------------------------------------------------------------

interface Stored {
  comments: { id: string; user_id: string | null; tool_id: string; content: string }[];
  ratings: { tool_id: string; user_id: string; rating: number }[];
}

/**
 * Straight from the database, not through the API (whose caches and pages could hide a row):
 * every comment and rating of this run's users, and every comment that carries the run's mark.
 */
async function readStored(
  location: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
  userIds: string[],
): Promise<Stored> {
  const database = await openDatabase(location);
  try {
    const db = database.db;
    const comments = await db
      .selectFrom('comments')
      .select(['id', 'user_id', 'tool_id', 'content'])
      .where((eb) => eb.or([eb('user_id', 'in', userIds), eb('content', 'like', `${MARK}%`)]))
      .execute();
    const ratings = await db
      .selectFrom('ratings')
      .select(['tool_id', 'user_id', 'rating'])
      .where('user_id', 'in', userIds)
      .execute();
    return { comments, ratings };
  } finally {
    await database.close();
  }
}

interface Check {
  sent: number;
  acked: number;
  /** Sent writes found in the database (each counted once). */
  stored: number;
  duplicates: number;
  lostAcked: number;
  /** Stored rows nobody sent, or writes stored though the BFF refused them. */
  extra: number;
  inDoubt: number;
  inDoubtStored: number;
  problems: string[];
}

/** Map.groupBy is ES2024; the workspace targets ES2023. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function check(writes: Write[], stored: Stored): Check {
  const result: Check = {
    sent: writes.length,
    acked: 0,
    stored: 0,
    duplicates: 0,
    lostAcked: 0,
    extra: 0,
    inDoubt: 0,
    inDoubtStored: 0,
    problems: [],
  };
  const problem = (text: string) => {
    if (result.problems.length < 20) result.problems.push(text);
  };
  const commentsByKey = groupBy(stored.comments, (row) => row.content.split(' ')[0]!);
  const ratingsByKey = groupBy(stored.ratings, (row) => `${row.tool_id}|${row.user_id}`);
  const sentKeys = new Set<string>();

  for (const write of writes) {
    sentKeys.add(write.key);
    const rows =
      write.kind === 'comment'
        ? (commentsByKey.get(write.key) ?? [])
        : (ratingsByKey.get(write.key) ?? []);
    if (write.outcome === 'acked') result.acked++;
    if (write.outcome === 'in-doubt') result.inDoubt++;
    if (rows.length > 0) result.stored++;
    if (rows.length > 1) {
      result.duplicates += rows.length - 1;
      problem(`${write.kind} ${write.key} stored ${rows.length} times (outcome ${write.outcome})`);
    }
    // The row must be the write as sent: same author, tool and value (and, for a comment, the id
    // the BFF answered with).
    const faithful = rows.filter((row) =>
      'content' in row
        ? row.content === write.content &&
          row.user_id === write.user.id &&
          row.tool_id === write.toolId &&
          (write.commentId === undefined || row.id === write.commentId)
        : row.rating === write.rating,
    );
    if (write.outcome === 'acked' && faithful.length === 0) {
      result.lostAcked++;
      problem(
        rows.length === 0
          ? `acknowledged ${write.kind} ${write.key} (${write.stage}) is not stored`
          : `acknowledged ${write.kind} ${write.key} is stored differently: ${JSON.stringify(rows)}`,
      );
    }
    if (write.outcome === 'in-doubt' && rows.length > 0) result.inDoubtStored++;
    if (write.outcome === 'not-applied' && rows.length > 0) {
      result.extra += rows.length;
      problem(`${write.kind} ${write.key} is stored though it was refused (${write.last})`);
    }
  }
  for (const [key, rows] of commentsByKey)
    if (!sentKeys.has(key)) {
      result.extra += rows.length;
      problem(`comment nobody sent: ${JSON.stringify(rows[0]?.content.slice(0, 80))}`);
    }
  for (const [key, rows] of ratingsByKey)
    if (!sentKeys.has(key)) {
      result.extra += rows.length;
      problem(`rating nobody sent: ${key}`);
    }
  return result;
}

// --- one phase -------------------------------------------------------------------------------

interface PhaseResult {
  backend: Backend;
  crash: boolean;
  check?: Check;
  loadMs?: number;
  restartMs?: number;
  /** Answers (status or network error code) to every attempt, load and after restart. */
  statuses: Map<string, number>;
  error?: string;
  notes: string[];
}

const seconds = (ms: number | undefined) =>
  ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`;
const histogram = (map: Map<string, number>) =>
  [...map]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}×${n}`)
    .join(', ');

async function runPhase(
  backend: Backend,
  crash: boolean,
  phaseIndex: number,
): Promise<PhaseResult> {
  const tag = `${backend}-${crash ? 'crash' : 'steady'}`;
  const result: PhaseResult = { backend, crash, notes: [], statuses: new Map() };
  const note = (text: string) => {
    result.notes.push(text);
    console.log(`  ${text}`);
  };
  const phaseStarted = performance.now();
  console.log(`\n== ${backend}, ${crash ? 'with kill -9 half-way' : 'no crash'} ==`);

  const temp = await mkdtemp(join(tmpdir(), 'crash-writes-'));
  const removeTemp = onExitSync(() => {
    // The last resort (on exit nothing async runs); the normal path removes it below.
    rmSync(temp, { recursive: true, force: true });
  });
  const dataDir = join(temp, 'data');
  let bff: BffProcess | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  try {
    if (backend === 'postgres')
      scratch = await createScratchDatabase(postgresAdminUrl, `crash_${runId}_${phaseIndex}`);
    const port = await freeLoopbackPort();
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '1',
      DEMO_ACCOUNTS: 'false',
      // Set for Postgres too, so nothing can end up in the repository's own .data/.
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    };
    const started = await startBffReady({ env, port, label: tag }, { timeoutMs: 120_000 });
    bff = started.bff;
    note(`BFF pid ${bff.pid} healthy on ${bff.url} after ${seconds(started.readyMs)}`);

    const anonymous = new ApiClient(bff.url);
    const tools = await listToolIds(anonymous);
    if (tools.length < Math.max(commentsPerUser, ratingsPerUser))
      throw new Error(
        `only ${tools.length} tools: not enough for ${writesPerUser} writes per user`,
      );
    const registering = performance.now();
    const users = await registerUsers(bff.url, userCount, {
      concurrency: 8,
      emailFor: (index) => `u${index}.${runId}.${phaseIndex}@crash-writes.example.com`,
    });
    note(
      `${users.length} users registered and signed in in ${seconds(performance.now() - registering)}`,
    );

    // The load: every write fired at once.
    const writes = buildWrites(users, tools, tag);
    const statuses = result.statuses;
    const threshold = Math.ceil(writes.length / 2);
    let acked = 0;
    let killed = false;
    let killScheduled = false;
    let killedAtMs = 0;
    const running = bff;
    /** How much of the current BFF's output is already in the notes. */
    let shownOutput = 0;
    let restarting:
      Promise<{ ok: { bff: BffProcess; readyMs: number } } | { error: Error }> | undefined;

    // Right after the kill, as ops' supervisor would: wait for the process to be gone, look at
    // what it left in the data dir, start the same command again. Writes still settling on the
    // client side do not delay it.
    const afterKill = async () => {
      const exit = await running.exited;
      note(`killed process ended with signal ${exit.signal ?? '-'} (code ${exit.code ?? '-'})`);
      const before = running.output().trim();
      if (before)
        note(`killed BFF's output before the kill (LOG_LEVEL=warn):\n${before.slice(-2000)}`);
      if (backend === 'pglite') {
        const pidFile = join(dataDir, 'pglite', 'postmaster.pid');
        note(`after the kill, ${pidFile} ${existsSync(pidFile) ? 'exists' : 'does not exist'}`);
      }
      return restartBff(running, { timeoutMs: 120_000 });
    };
    const kill = (why: string) => {
      if (killed) return;
      killed = true;
      killedAtMs = performance.now();
      // Before any bookkeeping: the point is to kill while writes are in flight.
      running.child.kill('SIGKILL');
      const inFlight = writes.filter((w) => w.outcome === 'pending').length;
      note(
        `SIGKILL to pid ${running.pid} ${why}: ${acked} acknowledged, ${inFlight} not yet answered`,
      );
      restarting = afterKill().then(
        (ok) => ({ ok }),
        (error: Error) => ({ error }),
      );
    };
    let killLanded!: () => void;
    const killDone = new Promise<void>((done) => (killLanded = done));
    const scheduleKill = () => {
      killScheduled = true;
      // Not at once: right after a burst of answers the BFF is between two batches of work (on
      // PGlite a batch of requests runs its queries back to back and answers at the end). A
      // random delay lands the kill anywhere, including after a commit whose answer is not out.
      const delay = Math.random() * killJitterMs;
      setTimeout(() => {
        kill(`${delay.toFixed(0)} ms after the ${threshold}th acknowledgement`);
        killLanded();
      }, delay);
    };
    const loadStarted = performance.now();
    await Promise.all(
      writes.map((write) =>
        send(write, {
          stopped: () => killed,
          statuses,
          onAck: () => {
            acked++;
            if (crash && !killScheduled && acked >= threshold) scheduleKill();
          },
        }),
      ),
    );
    if (crash) {
      if (killScheduled) await killDone;
      else kill('after the load (the threshold was never reached)');
    }
    result.loadMs = performance.now() - loadStarted;
    note(
      `${writes.length} writes (${users.length} users × ${commentsPerUser} comments + ${ratingsPerUser} ratings) ` +
        `settled in ${seconds(result.loadMs)}; answers: ${histogram(statuses)}; ` +
        `attempts: ${writes.reduce((sum, w) => sum + w.attempts, 0)}`,
    );

    if (crash) {
      const restart = await restarting!;
      if ('error' in restart) throw restart.error;
      bff = restart.ok.bff;
      result.restartMs = restart.ok.readyMs;
      note(
        `restarted (pid ${bff.pid}, same command and ${backend === 'pglite' ? 'DATA_DIR' : 'DATABASE_URL'}): ` +
          `healthy ${seconds(restart.ok.readyMs)} after spawn, ` +
          `${seconds(bff.spawnedAt + restart.ok.readyMs - killedAtMs)} after the kill`,
      );
      const restartOutput = bff.output().trim();
      note(
        restartOutput
          ? `restarted BFF wrote at start (LOG_LEVEL=warn):\n${restartOutput.slice(0, 2000)}`
          : 'restarted BFF started cleanly: no warning or error on its output',
      );
      shownOutput = bff.output().length;

      // The restarted BFF must take writes again, with the sessions made before the kill.
      const after = users.map((user) =>
        commentWrite(user, tools[user.index % tools.length]!, tag, 99, 'after-restart'),
      );
      const afterStatuses = new Map<string, number>();
      await Promise.all(
        after.map((write) =>
          send(write, { stopped: () => false, statuses: afterStatuses, onAck: () => {} }),
        ),
      );
      note(`after the restart, one more comment per user: ${histogram(afterStatuses)}`);
      for (const [key, n] of afterStatuses) statuses.set(key, (statuses.get(key) ?? 0) + n);
      writes.push(...after);
    }

    const stopped = await bff.stop(15_000);
    if (stopped.forced) note('the BFF did not stop within 15 s of SIGTERM: killed');
    const tail = bff.output().slice(shownOutput).trim();
    if (tail) note(`BFF output (LOG_LEVEL=warn):\n${tail.slice(-2000)}`);

    const stored = await readStored(
      backend === 'pglite'
        ? { kind: 'pglite', dataDir: join(dataDir, 'pglite') }
        : { kind: 'postgres', url: scratch!.url },
      users.map((user) => user.id),
    );
    result.check = check(writes, stored);
    for (const text of result.check.problems) note(`PROBLEM: ${text}`);
    note(`phase took ${seconds(performance.now() - phaseStarted)}`);
  } catch (error) {
    result.error = (error as Error).message;
    note(`ERROR: ${result.error}`);
  } finally {
    if (bff?.alive()) await bff.kill('SIGKILL');
    await scratch
      ?.drop()
      .catch((error: Error) => note(`could not drop ${scratch?.name}: ${error.message}`));
    await rm(temp, { recursive: true, force: true });
    removeTemp();
  }
  return result;
}

// --- main ------------------------------------------------------------------------------------

exitAfter(deadlineSeconds, 2);
console.log(
  `crash-writes ${runId}: ${userCount} users × ${writesPerUser} writes (${commentsPerUser} comments + ` +
    `${ratingsPerUser} ratings each, all fired at once), up to ${maxAttempts} tries per write on 503/429; ` +
    `backends: ${backends.join(', ')}; Node ${process.version}`,
);

const results: PhaseResult[] = [];
let phaseIndex = 0;
try {
  for (const backend of backends) {
    if (backend === 'postgres') {
      const unreachable = await probePostgres(postgresAdminUrl);
      if (unreachable) {
        const where = new URL(postgresAdminUrl);
        console.log(
          `\nSkipping postgres: ${where.host} is unreachable (${unreachable}). ` +
            'Give a server with --postgres-url or DATABASE_URL.',
        );
        continue;
      }
    }
    for (const crash of [false, true]) {
      if (stopping()) break;
      results.push(await runPhase(backend, crash, phaseIndex++));
    }
  }
} finally {
  await runCleanups();
}

console.log('');
if (results.length === 0) console.log('No phase ran.');
else
  console.table(
    results.map((r) => ({
      backend: r.backend,
      crash: r.crash ? 'yes' : 'no',
      'writes sent': r.check?.sent ?? '-',
      acknowledged: r.check?.acked ?? '-',
      stored: r.check?.stored ?? '-',
      duplicates: r.check?.duplicates ?? '-',
      'lost acknowledged': r.check?.lostAcked ?? '-',
      'wall time': seconds(r.loadMs),
      'restart time': seconds(r.restartMs),
      'in doubt (stored)': r.check ? `${r.check.inDoubt} (${r.check.inDoubtStored})` : '-',
      extra: r.check?.extra ?? '-',
      '503 answers': r.statuses.get('503') ?? 0,
      'other 5xx': [...r.statuses]
        .filter(([key]) => /^5\d\d$/.test(key) && key !== '503')
        .reduce((sum, [, n]) => sum + n, 0),
      result: r.error ? 'ERROR' : r.check && isFailure(r.check) ? 'FAIL' : 'ok',
    })),
  );
console.log(
  'writes sent: the load, plus one comment per user after a restart; wall time: from the first ' +
    'write fired to the last one settled; restart time: spawn to first healthy answer; in doubt: ' +
    'sent without a usable answer (connection cut by the kill, 5xx), may be stored once; extra: ' +
    'stored though never sent or refused; 503 answers: load shedding, each retried after Retry-After.',
);

function isFailure(check: Check) {
  return check.lostAcked > 0 || check.duplicates > 0 || check.extra > 0;
}
const failed = results.some((r) => r.error !== undefined || (r.check && isFailure(r.check)));
process.exit(failed ? 1 : 0);
