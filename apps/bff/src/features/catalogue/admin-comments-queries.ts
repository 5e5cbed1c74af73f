import type { AdminComment, ListCommentsQuery, ModerateCommentRequest } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { decodeCursor, InvalidCursor, pageFrom } from '../../lib/keyset-cursor.ts';
import { recordAudit, type AuditActor } from '../../services/audit/audit-log.ts';

function comments(db: Kysely<DB>) {
  return db
    .selectFrom('comments as c')
    .innerJoin('tool_translations as en', (join) =>
      join.onRef('en.tool_id', '=', 'c.tool_id').on('en.locale', '=', 'en'),
    )
    .leftJoin('profiles as p', 'p.id', 'c.user_id')
    .select([
      'c.id',
      'c.tool_id',
      'c.content',
      'c.created_at',
      'c.user_id',
      'c.hidden_at',
      'c.hidden_reason',
      'en.name as tool_name',
      'p.email',
    ])
    .select(sql<string>`c.created_at::text`.as('created_key'));
}
type CommentRow = Awaited<ReturnType<ReturnType<typeof comments>['executeTakeFirstOrThrow']>>;

function toComment(row: CommentRow): AdminComment {
  return {
    id: row.id,
    toolId: row.tool_id,
    toolName: row.tool_name ?? row.tool_id,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    author: { id: row.user_id, email: row.email },
    hidden: row.hidden_at
      ? { at: new Date(row.hidden_at).toISOString(), reason: row.hidden_reason ?? '' }
      : null,
  };
}

export async function listComments(db: Kysely<DB>, query: z.output<typeof ListCommentsQuery>) {
  const after = query.cursor ? decodeCursor(query.cursor, ['time', 'uuid']) : null;
  if (query.cursor && !after) throw new InvalidCursor();
  let select = comments(db);
  if (query.status === 'hidden') select = select.where('c.hidden_at', 'is not', null);
  if (query.status === 'visible') select = select.where('c.hidden_at', 'is', null);
  if (after)
    select = select.where(
      sql<boolean>`(c.created_at, c.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`,
    );
  const rows = await select
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = pageFrom(rows, query.limit, (row) => [row.created_key, row.id]);
  return { items: page.items.map(toComment), nextCursor: page.nextCursor };
}

const actions = {
  hide: 'comment.hidden',
  restore: 'comment.restored',
  delete: 'comment.deleted',
} as const;

/**
 * Hides, restores or deletes a comment with its audit row (which keeps the reason, and for a
 * deletion the text), in the caller's transaction. Null when there is no such comment.
 */
export async function moderateComment(
  db: Kysely<DB>,
  actor: AuditActor,
  id: string,
  { action, reason }: z.output<typeof ModerateCommentRequest>,
) {
  const before = await comments(db).where('c.id', '=', id).forUpdate('c').executeTakeFirst();
  if (!before) return null;
  const target = { type: 'comment', id, label: before.tool_name ?? before.tool_id };
  const details = { reason, toolId: before.tool_id, authorEmail: before.email };
  if (action === 'delete') {
    await db.deleteFrom('comments').where('id', '=', id).execute();
    await recordAudit(db, actor, {
      action: actions.delete,
      target,
      details: { ...details, content: before.content },
    });
    return { id, action, comment: null };
  }
  await db
    .updateTable('comments')
    .set(
      action === 'hide'
        ? { hidden_at: new Date(), hidden_reason: reason }
        : { hidden_at: null, hidden_reason: null },
    )
    .where('id', '=', id)
    .execute();
  await recordAudit(db, actor, { action: actions[action], target, details });
  const after = await comments(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return { id, action, comment: toComment(after) };
}
