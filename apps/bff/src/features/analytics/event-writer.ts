import type { AnalyticsEventKind } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Something a user did, as analytics records it. */
export interface AnalyticsEvent {
  userId: string;
  kind: AnalyticsEventKind;
  /** What it was done to (a tool, a brain, an agent, a team), named as it is now. */
  subject?: { id: string; name: string };
  /** Defaults to now. */
  occurredAt?: Date;
}

export interface RecordOptions {
  /** The same user, kind and subject recorded again within this time counts once (page reloads). */
  onceWithinMs?: number;
}

/** What records events: recording returns at once and never throws. */
export interface EventRecorder {
  record(event: AnalyticsEvent, options?: RecordOptions): void;
}

export interface EventWriterOptions {
  db: Kysely<DB>;
  log: {
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  /** Rows a statement inserts at most. */
  batchSize?: number;
  /** How long a recorded event may wait before it is written. */
  flushIntervalMs?: number;
  /** Events held at most while the database is slow; beyond, new ones are dropped (and logged). */
  maxBuffered?: number;
}

interface Row {
  user_id: string;
  kind: AnalyticsEventKind;
  subject_id: string | null;
  subject_name: string | null;
  occurred_at: string;
}

const NAME_MAX = 200;
const DEDUPE_MAX_KEYS = 20_000;

/** Inserts a batch in one statement; rows of a user deleted meanwhile are left out. */
export async function insertEvents(db: Kysely<DB>, rows: readonly Row[]) {
  if (rows.length === 0) return;
  await sql`insert into events (user_id, kind, subject_id, subject_name, occurred_at)
    select v.user_id, v.kind, v.subject_id, v.subject_name, v.occurred_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(user_id uuid, kind text, subject_id text, subject_name text, occurred_at timestamptz)
    where exists (select 1 from profiles p where p.id = v.user_id)`.execute(db);
}

/**
 * The analytics writer: `record` puts the event in memory and returns; a timer (or a full batch)
 * writes what waits in batched inserts, one at a time. The request that caused an event never
 * waits for it, and a failed write never reaches it: the events lost are counted in the log.
 */
export function createEventWriter({
  db,
  log,
  batchSize = 100,
  flushIntervalMs = 1000,
  maxBuffered = 50_000,
}: EventWriterOptions) {
  let buffer: Row[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;
  let closed = false;
  const recent = new Map<string, number>();
  const stats = { written: 0, lost: 0 };

  function seenRecently(key: string, withinMs: number, now: number) {
    const until = recent.get(key);
    if (until !== undefined && until > now) return true;
    if (recent.size >= DEDUPE_MAX_KEYS)
      for (const [stale, expiry] of recent) if (expiry <= now) recent.delete(stale);
    if (recent.size >= DEDUPE_MAX_KEYS) recent.clear();
    recent.set(key, now + withinMs);
    return false;
  }

  /** Events taken by the write under way. */
  let writingCount = 0;

  async function writeBatches() {
    if (dropped > 0) {
      log.warn({ lost: dropped }, 'analytics events dropped: the buffer was full');
      stats.lost += dropped;
      dropped = 0;
    }
    // What was recorded until now, in batches. What is recorded meanwhile waits for a flush of
    // its own (its timer, or a full batch): under a steady stream of events a write that took
    // whatever had come during the previous insert made one small insert after another, each
    // paying the statement's fixed cost for a handful of events.
    const taken = buffer;
    buffer = [];
    writingCount = taken.length;
    for (let start = 0; start < taken.length; start += batchSize) {
      const batch = taken.slice(start, start + batchSize);
      try {
        await insertEvents(db, batch);
        stats.written += batch.length;
      } catch (error) {
        stats.lost += batch.length;
        log.error({ err: error, lost: batch.length }, 'analytics events lost: the write failed');
      }
      writingCount -= batch.length;
    }
  }

  /** Writes everything recorded so far; resolves when it is in the database (or logged lost). */
  /** A write asked for and not begun: the flushes asked meanwhile are that one. */
  let queued = false;

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (!queued) {
      queued = true;
      writing = writing.then(() => {
        queued = false;
        return writeBatches();
      });
    }
    return writing;
  }

  function schedule() {
    if (buffer.length >= batchSize) {
      void flush();
      return;
    }
    if (!timer && !closed) {
      timer = setTimeout(() => void flush(), flushIntervalMs);
      timer.unref();
    }
  }

  return {
    record(event: AnalyticsEvent, options: RecordOptions = {}) {
      try {
        const now = Date.now();
        if (
          options.onceWithinMs &&
          seenRecently(
            `${event.userId}|${event.kind}|${event.subject?.id ?? ''}`,
            options.onceWithinMs,
            now,
          )
        )
          return;
        if (buffer.length + writingCount >= maxBuffered) {
          dropped++;
          return;
        }
        buffer.push({
          user_id: event.userId,
          kind: event.kind,
          subject_id: event.subject?.id ?? null,
          subject_name: event.subject?.name.slice(0, NAME_MAX) ?? null,
          occurred_at: (event.occurredAt ?? new Date(now)).toISOString(),
        });
        schedule();
      } catch (error) {
        log.error({ err: error }, 'analytics event not recorded');
      }
    },
    flush,
    /** Writes what waits, then stops the timer (at shutdown). */
    async close() {
      closed = true;
      await flush();
    },
    /** Events waiting in memory. */
    pending: () => buffer.length + writingCount,
    /** Written and lost since start (the benchmark and the tests read them). */
    stats: () => ({ ...stats }),
  } satisfies EventRecorder & Record<string, unknown>;
}

export type EventWriter = ReturnType<typeof createEventWriter>;
