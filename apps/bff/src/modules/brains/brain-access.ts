import type { BrainRole } from '@app/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Who may do what with a brain, decided here and nowhere else:
 * - owner: everything;
 * - editor (shared): read, search, add, retry and delete sources;
 * - viewer (shared), any member of the team a team brain belongs to, and anyone signed in when
 *   the brain is public: read and search;
 * - anyone else: the brain does not exist for them (404, never 403: nothing is given away).
 */
export const can = {
  read: (role: BrainRole | null) => role !== null,
  changeSources: (role: BrainRole | null) => role === 'owner' || role === 'editor',
  manage: (role: BrainRole | null) => role === 'owner',
};

/**
 * The caller's role on a brain (null when they may not see it), and the brain's version: when
 * anything in it last changed, which keys cached search results.
 */
export async function accessTo(
  db: Kysely<DB> | Transaction<DB>,
  brainId: string,
  userId: string,
): Promise<{ role: BrainRole | null; version: number; name: string }> {
  const row = await db
    .selectFrom('brains')
    .leftJoin('brain_shares', (join) =>
      join.onRef('brain_shares.brain_id', '=', 'brains.id').on('brain_shares.user_id', '=', userId),
    )
    .leftJoin('team_members', (join) =>
      join
        .onRef('team_members.team_id', '=', 'brains.team_id')
        .on('team_members.user_id', '=', userId),
    )
    .select([
      'brains.owner_id',
      'brains.name',
      'brains.visibility',
      'brains.updated_at',
      'brain_shares.role as shareRole',
      'team_members.role as teamRole',
    ])
    .where('brains.id', '=', brainId)
    .executeTakeFirst();
  if (!row) return { role: null, version: 0, name: '' };
  const seen = { version: new Date(row.updated_at).getTime(), name: row.name };
  if (row.owner_id === userId) return { role: 'owner', ...seen };
  if (row.shareRole) return { role: row.shareRole, ...seen };
  if (row.teamRole) return { role: 'viewer', ...seen };
  return { role: row.visibility === 'public' ? 'public' : null, ...seen };
}

/** The caller's role on a brain, or null when they may not see it. */
export async function roleOn(
  db: Kysely<DB> | Transaction<DB>,
  brainId: string,
  userId: string,
): Promise<BrainRole | null> {
  return (await accessTo(db, brainId, userId)).role;
}

/**
 * A brain's status follows its sources: processing while any is waiting or being read, error if
 * any failed, ready when all are; pending while it has none.
 */
export async function refreshBrainStatus(db: Kysely<DB> | Transaction<DB>, brainId: string) {
  await db
    .updateTable('brains')
    .set({
      status: sql<'pending' | 'processing' | 'ready' | 'error'>`(
        select case
          when count(*) = 0 then 'pending'
          when bool_or(s.status in ('pending', 'processing')) then 'processing'
          when bool_or(s.status = 'error') then 'error'
          else 'ready'
        end
        from brain_sources s where s.brain_id = ${brainId}
      )`,
      updated_at: new Date(),
    })
    .where('id', '=', brainId)
    .execute();
}
