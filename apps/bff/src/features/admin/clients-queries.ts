import type {
  AdminInquiry,
  Client,
  ConvertInquiryRequest,
  CreateClientRequest,
  InquiryStatus,
  ListClientsQuery,
  ListInquiriesQuery,
  UpdateClientRequest,
} from '@app/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { ClientsTable, DB, InquiriesTable } from '../../db/schema.ts';
import { decodeCursor, InvalidCursor, pageFrom } from '../../lib/keyset-cursor.ts';
import { startsWithPattern } from '../../lib/like-pattern.ts';
import { recordAudit, type AuditActor } from '../../services/audit/audit-log.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

type ClientRow = Selectable<ClientsTable>;
type InquiryRow = Selectable<InquiriesTable> & { client_id: string | null };
type Keyed<T> = T & { created_key: string };

function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    seats: row.seats,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    status: row.status,
    notes: row.notes,
    inquiryId: row.inquiry_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toInquiry(row: InquiryRow): AdminInquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    inquiryType: row.inquiry_type,
    message: row.message,
    locale: row.locale,
    status: row.status,
    clientId: row.client_id,
    createdAt: iso(row.created_at),
  };
}

/** Newest first, keyset on (created_at, id). */
function afterCursor(cursor: string | undefined) {
  const after = cursor ? decodeCursor(cursor, ['time', 'uuid']) : null;
  if (cursor && !after) throw new InvalidCursor();
  return after
    ? sql<boolean>`(created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
    : null;
}
const keyOf = (row: { created_key: string; id: string }) => [row.created_key, row.id];
const createdKey = sql<string>`created_at::text`.as('created_key');

export async function listClients(db: Kysely<DB>, query: z.output<typeof ListClientsQuery>) {
  const after = afterCursor(query.cursor);
  let select = db.selectFrom('clients').selectAll().select(createdKey);
  const q = query.q?.trim().toLowerCase();
  if (q) {
    const pattern = startsWithPattern(q);
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', pattern),
        eb(sql`lower(contact_email)`, 'like', pattern),
      ]),
    );
  }
  if (query.status) select = select.where('status', '=', query.status);
  if (after) select = select.where(after);
  const rows = (await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute()) as Keyed<ClientRow>[];
  const page = pageFrom(rows, query.limit, keyOf);
  return { items: page.items.map(toClient), nextCursor: page.nextCursor };
}

/** Inserts a client and its audit row; the caller holds the transaction. */
export async function createClient(
  db: Kysely<DB>,
  actor: AuditActor,
  body: z.output<typeof CreateClientRequest>,
  inquiryId: string | null = null,
) {
  const row = await db
    .insertInto('clients')
    .values({
      name: body.name,
      plan: body.plan,
      seats: body.seats,
      contact_name: body.contactName,
      contact_email: body.contactEmail,
      notes: body.notes,
      inquiry_id: inquiryId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(db, actor, {
    action: 'client.created',
    target: { type: 'client', id: row.id, label: row.name },
    details: { plan: row.plan, seats: row.seats, ...(inquiryId ? { inquiryId } : {}) },
  });
  return toClient(row);
}

/** Edits (or archives) a client with its audit row; the caller holds the transaction. */
export async function updateClient(
  db: Kysely<DB>,
  actor: AuditActor,
  id: string,
  body: z.output<typeof UpdateClientRequest>,
) {
  const set = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.plan !== undefined && { plan: body.plan }),
    ...(body.seats !== undefined && { seats: body.seats }),
    ...(body.contactName !== undefined && { contact_name: body.contactName }),
    ...(body.contactEmail !== undefined && { contact_email: body.contactEmail }),
    ...(body.notes !== undefined && { notes: body.notes }),
    ...(body.status !== undefined && { status: body.status }),
    updated_at: new Date(),
  };
  const row = await db
    .updateTable('clients')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  await recordAudit(db, actor, {
    action: body.status === 'archived' ? 'client.archived' : 'client.updated',
    target: { type: 'client', id: row.id, label: row.name },
    details: {
      fields: Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined),
    },
  });
  return toClient(row);
}

function inquiries(db: Kysely<DB>) {
  return db
    .selectFrom('inquiries')
    .selectAll('inquiries')
    .select(sql<string>`inquiries.created_at::text`.as('created_key'))
    .select((eb) =>
      eb
        .selectFrom('clients')
        .select('clients.id')
        .whereRef('clients.inquiry_id', '=', 'inquiries.id')
        .as('client_id'),
    );
}

export async function listInquiries(db: Kysely<DB>, query: z.output<typeof ListInquiriesQuery>) {
  const after = afterCursor(query.cursor);
  let select = inquiries(db);
  if (query.status) select = select.where('inquiries.status', '=', query.status);
  if (after) select = select.where(after);
  const rows = (await select
    .orderBy('inquiries.created_at', 'desc')
    .orderBy('inquiries.id', 'desc')
    .limit(query.limit + 1)
    .execute()) as Keyed<InquiryRow>[];
  const page = pageFrom(rows, query.limit, keyOf);
  return { items: page.items.map(toInquiry), nextCursor: page.nextCursor };
}

export class InquiryConverted extends Error {
  override name = 'InquiryConverted';
}

async function lockInquiry(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom('inquiries')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (row?.status === 'converted') throw new InquiryConverted();
  return row;
}

export async function setInquiryStatus(
  db: Kysely<DB>,
  actor: AuditActor,
  id: string,
  status: Exclude<InquiryStatus, 'converted'>,
) {
  return db.transaction().execute(async (trx) => {
    const inquiry = await lockInquiry(trx, id);
    if (!inquiry) return null;
    await trx.updateTable('inquiries').set({ status }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'inquiry.updated',
      target: { type: 'inquiry', id, label: inquiry.email },
      details: { from: inquiry.status, to: status },
    });
    const row = await inquiries(trx).where('inquiries.id', '=', id).executeTakeFirstOrThrow();
    return toInquiry(row as InquiryRow);
  });
}

/** The inquiry becomes a client: its contact, the company's name (or the one given). */
export async function convertInquiry(
  db: Kysely<DB>,
  actor: AuditActor,
  id: string,
  body: z.output<typeof ConvertInquiryRequest>,
) {
  return db.transaction().execute(async (trx) => {
    const inquiry = await lockInquiry(trx, id);
    if (!inquiry) return null;
    const client = await createClient(
      trx,
      actor,
      {
        name: body.name ?? inquiry.company ?? inquiry.name,
        plan: body.plan,
        seats: body.seats,
        contactName: inquiry.name,
        contactEmail: inquiry.email,
        notes: inquiry.message.slice(0, 5000),
      },
      inquiry.id,
    );
    await trx.updateTable('inquiries').set({ status: 'converted' }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'inquiry.converted',
      target: { type: 'inquiry', id, label: inquiry.email },
      details: { clientId: client.id },
    });
    return client;
  });
}
