import { Readable } from 'node:stream';
import { AUDIT_REFUSALS_PER_MINUTE, type AuditAction, type AuditEntry } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditLogTable, DB } from '../../db/schema.ts';
import { decodeCursor, InvalidCursor, pageFrom } from '../../lib/keyset-cursor.ts';

/** Who did it, from where: the signed-in user (or the address a sign-in named) and the client address. */
export interface AuditActor {
  id: string | null;
  email: string | null;
  ip: string | null;
}

export interface AuditEvent {
  action: AuditAction;
  target?: { type: string; id: string; label?: string };
  details?: Record<string, unknown>;
}

/** The acting user of a guarded route, at the address the BFF believes (TRUST_PROXY). */
export function actorOf(request: FastifyRequest, fallbackEmail?: string): AuditActor {
  return {
    id: request.user?.id ?? null,
    email: request.user?.email ?? fallbackEmail ?? null,
    ip: request.ip,
  };
}

/**
 * Writes one audit row. Admin actions pass their transaction, so the row and the change are
 * committed together or not at all.
 */
export async function recordAudit(db: Kysely<DB>, actor: AuditActor, event: AuditEvent) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: event.action,
      target_type: event.target?.type ?? null,
      target_id: event.target?.id ?? null,
      target_label: event.target?.label ?? '',
      ip: actor.ip,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

const MINUTE_MS = 60_000;

/** Who was refused: the signed-in user the guard or the handler read. */
export interface RefusedUser {
  id: string;
  email: string;
}

/** Records a refusal; never throws (a refusal is answered whether or not its row is written). */
export type RecordRefusal = (
  request: FastifyRequest,
  user: RefusedUser,
  event: AuditEvent & { details: { status: number } },
) => Promise<void>;

/** The route a request was routed to, as its contract declares it (`GET /api/admin/users/:id`). */
export function routeOf(request: FastifyRequest) {
  const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
  return { type: 'route', id: route, label: route };
}

/**
 * Refusals are written like any other row, but at most `perMinute` per actor in a minute that
 * starts at the actor's first refusal; the next one writes `admin.refusals_muted` (until when)
 * and the rest of that minute are dropped. A flood of refused calls therefore adds a bounded
 * number of rows and cannot push real entries off the pages an Admin reads. The counts are kept
 * in this process (a replica counts its own: with several, each keeps at most its quota).
 */
export function createRefusalLog(
  db: Kysely<DB>,
  options: {
    perMinute?: number;
    now?: () => number;
    log?: { warn: (object: object, message: string) => void };
  } = {},
): RecordRefusal {
  const perMinute = options.perMinute ?? AUDIT_REFUSALS_PER_MINUTE;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();

  /** How many refusals this actor had in its current minute, this one included. */
  function counted(actorId: string, at: number) {
    // Forget finished minutes now and then, so that the map holds only recent actors.
    if (windows.size > 10_000)
      for (const [id, window] of windows) if (at - window.start >= MINUTE_MS) windows.delete(id);
    let window = windows.get(actorId);
    if (!window || at - window.start >= MINUTE_MS) {
      window = { start: at, count: 0 };
      windows.set(actorId, window);
    }
    window.count++;
    return window;
  }

  return async (request, user, event) => {
    const at = now();
    const window = counted(user.id, at);
    if (window.count > perMinute + 1) return;
    const actor = { id: user.id, email: user.email, ip: request.ip };
    try {
      await recordAudit(
        db,
        actor,
        window.count <= perMinute
          ? event
          : {
              action: 'admin.refusals_muted',
              details: { perMinute, until: new Date(window.start + MINUTE_MS).toISOString() },
            },
      );
    } catch (error) {
      options.log?.warn({ err: error, action: event.action }, 'refusal not recorded');
    }
  };
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type AuditRow = Selectable<AuditLogTable> & { at_key: string };

function filtered(db: Kysely<DB>, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .select(sql<string>`at::text`.as('at_key'));
  if (filter.actor) query = query.where(sql`lower(actor_email)`, '=', filter.actor.toLowerCase());
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('at', '<=', new Date(filter.to));
  return query;
}

/** Newest first, one keyset range read per page. */
function pageQuery(db: Kysely<DB>, filter: AuditFilter, after: string[] | null, limit: number) {
  let query = filtered(db, filter);
  if (after) {
    const [at, id] = after;
    query = query.where(sql<boolean>`(at, id) < (${at}::timestamptz, ${id}::bigint)`);
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
}

const keyOf = (row: AuditRow) => [row.at_key, String(row.id)];

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: { id: row.actor_id, email: row.actor_email },
    action: row.action as AuditAction,
    target: { type: row.target_type, id: row.target_id, label: row.target_label },
    ip: row.ip,
    details: row.details,
  };
}

export async function listAudit(
  db: Kysely<DB>,
  filter: AuditFilter & { cursor?: string | undefined; limit: number },
) {
  const after = filter.cursor ? decodeCursor(filter.cursor, ['time', 'bigint']) : null;
  if (filter.cursor && !after) throw new InvalidCursor();
  const rows = (await pageQuery(db, filter, after, filter.limit + 1).execute()) as AuditRow[];
  const page = pageFrom(rows, filter.limit, keyOf);
  return { items: page.items.map(toEntry), nextCursor: page.nextCursor };
}

export const CSV_HEADER = [
  'time',
  'actor_email',
  'actor_id',
  'action',
  'target_type',
  'target_id',
  'target',
  'address',
  'details',
];

/**
 * One CSV field: quoted when it must be, and a leading =, +, - or @ defused so a spreadsheet
 * does not run it as a formula.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const EXPORT_BATCH = 500;

/**
 * The filtered log as CSV, read in keyset batches as the client takes it: memory holds one
 * batch, whatever the log's size, and a client that stops reading stops the queries.
 */
export function exportAuditCsv(db: Kysely<DB>, filter: AuditFilter): Readable {
  async function* lines() {
    yield `${CSV_HEADER.join(',')}\r\n`;
    let after: string[] | null = null;
    for (;;) {
      const rows = (await pageQuery(db, filter, after, EXPORT_BATCH).execute()) as AuditRow[];
      if (rows.length === 0) return;
      let chunk = '';
      for (const row of rows)
        chunk += `${[
          new Date(row.at).toISOString(),
          row.actor_email,
          row.actor_id,
          row.action,
          row.target_type,
          row.target_id,
          row.target_label,
          row.ip,
          JSON.stringify(row.details),
        ]
          .map(csvField)
          .join(',')}\r\n`;
      yield chunk;
      if (rows.length < EXPORT_BATCH) return;
      after = keyOf(rows.at(-1)!);
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 1 });
}
