import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;

/**
 * Sign-up codes the identity provider would not send for now (Supabase's hourly e-mail cap), kept
 * until a job can have them sent, oldest first (ADR 046). Shared by every replica, and kept across
 * restarts, when it lives in the database.
 */
export interface WaitingCodes {
  /** Keeps the address's code; answers by when it will be sent (the same if it already waits). */
  add(email: string): Promise<Date>;
  /** By when the address's waiting code will be sent; null when none waits. */
  sendBy(email: string): Promise<Date | null>;
  /** The waiting addresses, oldest first. */
  next(limit: number): Promise<string[]>;
  /** The address's code went out (or has nothing left to wait for). */
  remove(email: string): Promise<void>;
}

/**
 * By when a code that joins the queue now goes out. GoTrue's cap is a window of one hour that
 * starts again only at its boundary, every hour from a moment nobody outside it knows: the oldest
 * waiting code was refused inside a window, so that window, and every later one, ends on the hour
 * from then at the latest. Each window sends `perHour` codes of the queue, in order.
 */
export function sendByFor({
  now,
  oldestQueuedAt,
  ahead,
  perHour,
}: {
  now: number;
  oldestQueuedAt: number | null;
  ahead: number;
  perHour: number;
}): Date {
  const first = oldestQueuedAt ?? now;
  const windows = Math.max(1, Math.ceil((now - first) / HOUR_MS));
  const windowEnd = first + windows * HOUR_MS;
  return new Date(windowEnd + Math.floor(ahead / Math.max(1, perHour)) * HOUR_MS);
}

const lower = (email: string) => email.trim().toLowerCase();

/** The queue in the product's database (`waiting_signup_codes`). */
export function createDatabaseWaitingCodes(
  db: Kysely<DB>,
  { perHour }: { perHour: number },
): WaitingCodes {
  const sendBy = async (email: string) =>
    (
      await db
        .selectFrom('waiting_signup_codes')
        .select('send_by')
        .where('email', '=', lower(email))
        .executeTakeFirst()
    )?.send_by ?? null;
  return {
    async add(email) {
      const known = await sendBy(email);
      if (known) return new Date(known);
      const queue = await db
        .selectFrom('waiting_signup_codes')
        .select((eb) => [eb.fn.countAll<string>().as('ahead'), eb.fn.min('queued_at').as('oldest')])
        .executeTakeFirstOrThrow();
      const now = Date.now();
      const when = sendByFor({
        now,
        oldestQueuedAt: queue.oldest ? new Date(queue.oldest).getTime() : null,
        ahead: Number(queue.ahead),
        perHour,
      });
      await db
        .insertInto('waiting_signup_codes')
        .values({ email: lower(email), queued_at: new Date(now), send_by: when })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      // Another request may have queued the address first: its promise is the one that stands.
      return new Date((await sendBy(email)) ?? when);
    },
    async sendBy(email) {
      const when = await sendBy(email);
      return when ? new Date(when) : null;
    },
    async next(limit) {
      const rows = await db
        .selectFrom('waiting_signup_codes')
        .select('email')
        .orderBy('queued_at')
        .orderBy('email')
        .limit(limit)
        .execute();
      return rows.map((row) => row.email);
    },
    async remove(email) {
      await db.deleteFrom('waiting_signup_codes').where('email', '=', lower(email)).execute();
    },
  };
}

/** The same queue in memory, for an adapter tested without a database. */
export function createMemoryWaitingCodes({ perHour }: { perHour: number }): WaitingCodes {
  const queue = new Map<string, { queuedAt: number; sendBy: Date }>();
  return {
    async add(email) {
      const known = queue.get(lower(email));
      if (known) return known.sendBy;
      const now = Date.now();
      const oldest = Math.min(...[...queue.values()].map((entry) => entry.queuedAt));
      const when = sendByFor({
        now,
        oldestQueuedAt: queue.size ? oldest : null,
        ahead: queue.size,
        perHour,
      });
      queue.set(lower(email), { queuedAt: now, sendBy: when });
      return when;
    },
    async sendBy(email) {
      return queue.get(lower(email))?.sendBy ?? null;
    },
    async next(limit) {
      return [...queue.entries()]
        .sort(([, a], [, b]) => a.queuedAt - b.queuedAt)
        .slice(0, limit)
        .map(([email]) => email);
    },
    async remove(email) {
      queue.delete(lower(email));
    },
  };
}
