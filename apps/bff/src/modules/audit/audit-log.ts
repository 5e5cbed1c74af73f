import { Readable } from 'node:stream';
import type { AuditAction, AuditEntry } from '@app/contracts';
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
