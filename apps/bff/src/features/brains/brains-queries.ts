import type {
  BrainDetail,
  BrainRole,
  BrainShare,
  BrainSummary,
  CreateBrainRequest,
  ListBrainsParams,
  ShareRole,
  UpdateBrainRequest,
} from '@app/contracts';
import { BRAIN_FILE_MAX_BYTES, BRAIN_FILES_PER_UPLOAD, BRAIN_MAX_BYTES } from '@app/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { sourceColumns, toSource } from './sources-queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The statements of brains and their shares (their sources: sources-queries.ts). */
export function createBrainQueries(db: Kysely<DB>) {
  /** Brains with their owner, size and source count, and the caller's role on each. */
  const summaries = (userId: string) =>
    db
      .selectFrom('brains')
      .innerJoin('profiles as owner', 'owner.id', 'brains.owner_id')
      .leftJoin('brain_shares as mine', (join) =>
        join.onRef('mine.brain_id', '=', 'brains.id').on('mine.user_id', '=', userId),
      )
      // A team brain is every member's to search (as a viewer).
      .leftJoin('team_members as my_team', (join) =>
        join.onRef('my_team.team_id', '=', 'brains.team_id').on('my_team.user_id', '=', userId),
      )
      .select([
        'brains.id',
        'brains.name',
        'brains.description',
        'brains.type',
        'brains.visibility',
        'brains.status',
        'brains.owner_id',
        'brains.created_at',
        'brains.updated_at',
        'owner.full_name as owner_name',
        'owner.email as owner_email',
        'mine.role as share_role',
        'my_team.role as team_role',
        (eb) =>
          eb
            .selectFrom('brain_sources')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('brain_sources.brain_id', '=', 'brains.id')
            .as('source_count'),
        (eb) =>
          eb
            .selectFrom('brain_sources')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('brain_sources.brain_id', '=', 'brains.id')
            .where('brain_sources.status', '=', 'error')
            .as('failed_sources'),
        (eb) =>
          eb
            .selectFrom('brain_sources')
            .select(sql<number>`coalesce(sum(size_bytes), 0)::int`.as('n'))
            .whereRef('brain_sources.brain_id', '=', 'brains.id')
            .as('size_bytes'),
      ]);
  type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

  const toSummary = (row: SummaryRow, userId: string): BrainSummary => {
    const myRole: BrainRole =
      row.owner_id === userId ? 'owner' : (row.share_role ?? (row.team_role ? 'viewer' : 'public'));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      type: row.type,
      visibility: row.visibility,
      status: row.status,
      failedSources: Number(row.failed_sources ?? 0),
      // Another person's address is shown only to those the brain is shared with.
      owner: {
        id: row.owner_id,
        fullName: row.owner_name,
        email: myRole === 'public' ? null : row.owner_email,
      },
      myRole,
      sourceCount: Number(row.source_count ?? 0),
      sizeBytes: Number(row.size_bytes ?? 0),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  };

  const queries = {
    async list(userId: string, query: ListBrainsParams) {
      let base = summaries(userId);
      base =
        query.scope === 'mine'
          ? base.where((eb) =>
              eb.or([
                eb('brains.owner_id', '=', userId),
                eb('mine.role', 'is not', null),
                eb('my_team.role', 'is not', null),
              ]),
            )
          : base
              .where('brains.visibility', '=', 'public')
              .where('brains.owner_id', '!=', userId)
              .where('mine.role', 'is', null)
              .where('my_team.role', 'is', null);
      if (query.type) base = base.where('brains.type', '=', query.type);
      if (query.visibility) base = base.where('brains.visibility', '=', query.visibility);
      if (query.status) base = base.where('brains.status', '=', query.status);
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where(sql<boolean>`lower(brains.name) like ${pattern} escape '\\'`);
      }
      const { total } = await db
        .selectFrom(base.as('matching'))
        .select(db.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .orderBy('brains.updated_at', 'desc')
        .orderBy('brains.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const count = Number(total);
      return {
        items: rows.map((row) => toSummary(row, userId)),
        total: count,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(count / query.pageSize),
      };
    },

    async detail(brainId: string, userId: string): Promise<BrainDetail | null> {
      const row = await summaries(userId).where('brains.id', '=', brainId).executeTakeFirst();
      if (!row) return null;
      const sources = await db
        .selectFrom('brain_sources')
        .select(sourceColumns)
        .where('brain_id', '=', brainId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return {
        ...toSummary(row, userId),
        sources: sources.map(toSource),
        limits: {
          fileMaxBytes: BRAIN_FILE_MAX_BYTES,
          brainMaxBytes: BRAIN_MAX_BYTES,
          filesPerUpload: BRAIN_FILES_PER_UPLOAD,
        },
      };
    },

    async shares(brainId: string): Promise<BrainShare[]> {
      const rows = await db
        .selectFrom('brain_shares')
        .innerJoin('profiles', 'profiles.id', 'brain_shares.user_id')
        .select([
          'profiles.id',
          'profiles.full_name',
          'profiles.email',
          'brain_shares.role',
          'brain_shares.created_at',
        ])
        .where('brain_shares.brain_id', '=', brainId)
        .orderBy('brain_shares.created_at')
        .execute();
      return rows.map((row) => ({
        user: { id: row.id, fullName: row.full_name, email: row.email },
        role: row.role,
        createdAt: iso(row.created_at),
      }));
    },

    /** Makes a brain, and answers its id. */
    async create(ownerId: string, brain: z.output<typeof CreateBrainRequest>) {
      const { id } = await db
        .insertInto('brains')
        .values({
          owner_id: ownerId,
          name: brain.name,
          description: brain.description,
          type: brain.type,
          visibility: brain.visibility,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Changes a brain. A team brain given another type leaves its team; a brain made personal is
     * no longer shared: its viewers and editors lose it at once, and `unshared` runs in the same
     * transaction (its invitations are withdrawn).
     */
    async update(
      brainId: string,
      changes: z.output<typeof UpdateBrainRequest>,
      unshared: (trx: Transaction<DB>) => Promise<unknown>,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('brains')
          .set({ ...changes, ...(changes.type ? { team_id: null } : {}), updated_at: new Date() })
          .where('id', '=', brainId)
          .execute();
        if (changes.type === 'personal') {
          await trx.deleteFrom('brain_shares').where('brain_id', '=', brainId).execute();
          await unshared(trx);
        }
      });
    },

    /**
     * Deletes a brain. Sources, chunks and shares go with it (on delete cascade); a job left in the
     * queue finds no source and ends.
     */
    async remove(brainId: string) {
      await db.deleteFrom('brains').where('id', '=', brainId).execute();
    },

    /** The brain's type, and whether it is shared with the address already. */
    async sharing(brainId: string, email: string) {
      const { rows } = await sql<{ type: string; shared: boolean }>`select b.type, exists (
          select 1 from brain_shares s join profiles p on p.id = s.user_id
          where s.brain_id = b.id and lower(p.email) = ${email}) as shared
        from brains b where b.id = ${brainId}`.execute(db);
      return rows[0]!;
    },

    /** Gives a person another role on the brain; false when it is not shared with them. */
    async updateShare(brainId: string, userId: string, role: ShareRole) {
      const updated = await db
        .updateTable('brain_shares')
        .set({ role })
        .where('brain_id', '=', brainId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** The brain is no longer shared with the person. */
    async removeShare(brainId: string, userId: string) {
      await db
        .deleteFrom('brain_shares')
        .where('brain_id', '=', brainId)
        .where('user_id', '=', userId)
        .execute();
    },
  };
  return queries;
}

export type BrainQueries = ReturnType<typeof createBrainQueries>;
