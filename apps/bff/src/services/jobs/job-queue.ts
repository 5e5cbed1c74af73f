import { fromKysely, PgBoss, type Db } from 'pg-boss';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** Every queue and what its jobs carry. */
export interface Queues {
  /**
   * Read, chunk and index one source of a brain (one job at most a source: `exclusive`).
   * `reread`: a ready source read again (the re-index), its passages searchable meanwhile.
   */
  'brain-source': { sourceId: string; reread?: boolean };
  /**
   * Every minute: sources left waiting with no job (a process died at the wrong moment) go back,
   * and sources read by an older reading are queued to be read again (ADR 056).
   */
  'brain-sweep': Record<string, never>;
  /** Every night: old raw analytics events become per-day counts. */
  'analytics-rollup': Record<string, never>;
  /** Every minute: sign-up codes the identity provider held back are sent when it lets (ADR 046). */
  'signup-codes': Record<string, never>;
}
export type QueueName = keyof Queues;

export interface JobContext<Q extends QueueName> {
  id: string;
  data: Queues[Q];
  /** How many times this job failed before (0 on the first try). */
  retryCount: number;
  /** Aborted when the process stops or the job's claim is lost. */
  signal: AbortSignal;
}

/** Retries with backoff: 2 s, 4 s, 8 s…, then the job fails and the source says why. */
const QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 60,
  // A worker renews its claim every few seconds; a process that died lets go within this.
  heartbeatSeconds: 10,
  expireInSeconds: 15 * 60,
  deleteAfterSeconds: 7 * 86_400,
} as const;

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * PGlite has one connection, which our Kysely driver hands out in turn: pg-boss's statements take
 * their turn the same way, so none of them ever lands inside a transaction of ours. A single
 * statement goes through the driver itself, so it is kept prepared like the app's own (ADR 051):
 * the workers' polls, several a second, are parsed and planned once instead of at each poll
 * (the engine's time, which every request waited behind).
 */
function serialisedPglite(database: Database): Db {
  const pglite = database.pglite!;
  return {
    executeSql: (text, values) =>
      database.db.connection().execute(async (connection) => {
        // Several statements come only without parameters, separated by semicolons (pg-boss's
        // own schema changes and locked sections); a text without any is one statement.
        if (values?.length || !text.includes(';'))
          return connection.executeQuery(CompiledQuery.raw(text, (values ?? []) as unknown[]));
        const results = await pglite.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      }),
  };
}

/**
 * Durable jobs on the product's own Postgres (or PGlite), through pg-boss: retries with backoff,
 * heartbeats, and SKIP LOCKED claims, so two BFF processes on one database each take different
 * jobs, and a job whose process died is taken again. A job may be sent inside the transaction that
 * creates what it works on (`{ db: trx }`): either both exist or neither does.
 */
export async function createJobQueue({
  database,
  log,
  pollingIntervalSeconds = 0.5,
  sourceJobSeconds = 0,
}: {
  database: Database & { url?: string };
  log: Log;
  pollingIntervalSeconds?: number;
  /**
   * The longest a source's reading may take within its limits (OCR included): a job that runs
   * longer than its queue's expiry is taken from its worker and tried again, so the expiry is at
   * least this, and never under 15 minutes.
   */
  sourceJobSeconds?: number;
}) {
  // Every 10 s the queue looks for jobs whose worker stopped beating (a process that died): they
  // go back to the queue within about 20 s of the death.
  const supervision = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: serialisedPglite(database),
          backend: 'pglite',
          schema: 'pgboss',
          ...supervision,
        })
      : new PgBoss({ connectionString: database.url!, schema: 'pgboss', max: 3, ...supervision });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const sourceExpiry = Math.max(QUEUE_OPTIONS.expireInSeconds, Math.ceil(sourceJobSeconds));
  await boss.createQueue('brain-source', {
    ...QUEUE_OPTIONS,
    expireInSeconds: sourceExpiry,
    policy: 'exclusive',
  });
  // A queue made by an earlier start keeps its options: the configured limits apply to it too.
  await boss.updateQueue('brain-source', { expireInSeconds: sourceExpiry });
  await boss.createQueue('brain-sweep', {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 60,
  });
  await boss.createQueue('analytics-rollup', {
    policy: 'exclusive',
    retryLimit: 2,
    expireInSeconds: 15 * 60,
  });
  await boss.createQueue('signup-codes', {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
  });
  let working = 0;
  let stopped = false;

  return {
    /** Sends a job; with `db`, as part of that transaction. */
    async send<Q extends QueueName>(
      queue: Q,
      data: Queues[Q],
      options: { db?: Kysely<DB> | Transaction<DB>; singletonKey?: string } = {},
    ) {
      return boss.send(queue, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.db ? { db: fromKysely(options.db) } : {}),
      });
    },

    /** Runs `handler` for each job of the queue, `concurrency` at a time in this process. */
    async work<Q extends QueueName>(
      queue: Q,
      handler: (job: JobContext<Q>) => Promise<void>,
      { concurrency = 2 }: { concurrency?: number } = {},
    ) {
      working++;
      await boss.work<Queues[Q]>(
        queue,
        {
          pollingIntervalSeconds,
          localConcurrency: concurrency,
          batchSize: 1,
          includeMetadata: true,
        },
        async (jobs) => {
          for (const job of jobs)
            await handler({
              id: job.id,
              data: job.data,
              retryCount: job.retryCount,
              signal: job.signal,
            });
        },
      );
    },

    /** Sends a job on a cron schedule (once across every process on the database). */
    async schedule<Q extends QueueName>(queue: Q, cron: string, data: Queues[Q]) {
      await boss.schedule(queue, cron, data);
    },

    /** Workers are running: readiness reports it. */
    running: () => working > 0 && !stopped,

    /** Stops taking jobs; those in progress get `graceMs` to finish, then go back to the queue. */
    async stop(graceMs = 10_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
    },
  };
}

export type JobQueue = Awaited<ReturnType<typeof createJobQueue>>;
