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

/** What access to a brain is decided from, for one caller (`accessRow`'s columns). */
export interface AccessRow {
  owner_id: string;
  name: string;
  visibility: 'public' | 'private';
  updated_at: Date | string;
  share_role: 'viewer' | 'editor' | null;
  team_role: string | null;
}

/**
 * The brain's row for the caller: its owner, name, visibility and version, the caller's share and
 * team membership, and `readable`, which is `can.read` of the role `accessFrom` gives, in SQL (a
 * search uses it to scan nothing for a caller who may not read the brain: the time of the
 * answer says nothing of what the brain holds).
 */
export function accessRow(brainId: string, userId: string) {
  return sql<AccessRow & { readable: boolean }>`
    select b.owner_id, b.name, b.visibility, b.updated_at,
      sh.role as share_role, tm.role as team_role,
      (b.owner_id = ${userId} or sh.role is not null or tm.role is not null
        or b.visibility = 'public') as readable
    from brains b
      left join brain_shares sh on sh.brain_id = b.id and sh.user_id = ${userId}
      left join team_members tm on tm.team_id = b.team_id and tm.user_id = ${userId}
    where b.id = ${brainId}`;
}

/**
 * The caller's role (null when they may not see the brain), and the brain's version: when
 * anything in it last changed, which keys cached search results.
 */
export function accessFrom(
  row: AccessRow | undefined,
  userId: string,
): { role: BrainRole | null; version: number; name: string } {
  if (!row) return { role: null, version: 0, name: '' };
  const seen = { version: new Date(row.updated_at).getTime(), name: row.name };
  if (row.owner_id === userId) return { role: 'owner', ...seen };
  if (row.share_role) return { role: row.share_role, ...seen };
  if (row.team_role) return { role: 'viewer', ...seen };
  return { role: row.visibility === 'public' ? 'public' : null, ...seen };
}

/** The caller's role on a brain (null when they may not see it), and the brain's version. */
export async function accessTo(
  db: Kysely<DB> | Transaction<DB>,
  brainId: string,
  userId: string,
): Promise<{ role: BrainRole | null; version: number; name: string }> {
  const { rows } = await accessRow(brainId, userId).execute(db);
  return accessFrom(rows[0], userId);
}

/** The caller's role on a brain, or null when they may not see it. */
export async function roleOn(
  db: Kysely<DB> | Transaction<DB>,
  brainId: string,
  userId: string,
): Promise<BrainRole | null> {
  return (await accessTo(db, brainId, userId)).role;
}
