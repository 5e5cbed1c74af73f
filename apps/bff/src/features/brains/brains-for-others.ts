import type { AgentCitation, BrainStatus, ShareRole } from '@app/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { BrainSearch } from './search/index.ts';

/**
 * What brains answer for other features (the composition root hands each its part): the agents'
 * brains searched as their reader, a team's brains, and the shares invitations make. Every write
 * to a brain's tables stays here, in the brains feature, with the rules that go with it.
 */

/** For agents: which brains a person may search, and their best passages for a question. */
export function brainsForAgents({
  db,
  search,
}: {
  db: Kysely<DB>;
  search: Pick<BrainSearch, 'searchAs'>;
}) {
  return {
    /** These brains, in this order, each with whether the user may search it. */
    async visibleTo(userId: string, brainIds: readonly string[]) {
      if (brainIds.length === 0) return [];
      const { rows } = await sql<{
        id: string;
        name: string;
        status: BrainStatus;
        readable: boolean;
      }>`select b.id, b.name, b.status,
          (b.owner_id = ${userId} or sh.role is not null or tm.role is not null
            or b.visibility = 'public') as readable
        from brains b
          left join brain_shares sh on sh.brain_id = b.id and sh.user_id = ${userId}
          left join team_members tm on tm.team_id = b.team_id and tm.user_id = ${userId}
        where b.id = any(${[...brainIds]}::uuid[])`.execute(db);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return brainIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ ...row, readable: Boolean(row.readable) }] : [];
      });
    },

    /** The best passages of each brain the user may search; the others give none. */
    async search(
      userId: string,
      brainIds: readonly string[],
      { q, perBrain }: { q: string; perBrain: number },
    ) {
      const found: (AgentCitation & { rank: number })[] = [];
      for (const brainId of brainIds) {
        const answer = await search.searchAs(brainId, userId, { q, page: 1, pageSize: perBrain });
        for (const hit of answer?.results.items ?? [])
          found.push({
            brainId,
            brainName: answer!.brain.name,
            sourceId: hit.sourceId,
            sourceName: hit.sourceName,
            passage: hit.passage,
            rank: hit.rank,
            page: hit.page,
            pageEnd: hit.pageEnd,
            readByOcr: hit.readByOcr,
          });
      }
      return found;
    },
  };
}

/** A brain out of its team: shared again if it still has shares, else personal. */
const personalAgain = sql<
  'shared' | 'personal'
>`case when exists (select 1 from brain_shares s where s.brain_id = brains.id) then 'shared' else 'personal' end`;

/** For teams: a brain becomes a team brain when its owner adds it, and leaves as it was. */
export function brainsForTeams(db: Kysely<DB>) {
  return {
    /** Adds the owner's brain to the team: it becomes a team brain. */
    async add(brainId: string, teamId: string, ownerId: string) {
      const brain = await db
        .selectFrom('brains')
        .select(['owner_id', 'team_id'])
        .where('id', '=', brainId)
        .executeTakeFirst();
      if (!brain || brain.owner_id !== ownerId) return 'not_yours' as const;
      if (brain.team_id && brain.team_id !== teamId) return 'in_other_team' as const;
      await db
        .updateTable('brains')
        .set({ team_id: teamId, type: 'team', updated_at: new Date() })
        .where('id', '=', brainId)
        .execute();
      return 'added' as const;
    },

    /** Takes the brain out of the team (back to personal, or shared); false when not in it. */
    async remove(brainId: string, teamId: string) {
      const updated = await db
        .updateTable('brains')
        .set({ team_id: null, type: personalAgain, updated_at: new Date() })
        .where('id', '=', brainId)
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** The team is deleted: its brains go back to their owners, in the team's transaction. */
    async releaseTeam(trx: Transaction<DB>, teamId: string) {
      await trx
        .updateTable('brains')
        .set({ type: personalAgain, team_id: null, updated_at: new Date() })
        .where('team_id', '=', teamId)
        .execute();
    },
  };
}

/** For invitations: the share an accepted invitation makes. */
export function brainsForInvitations() {
  return {
    /**
     * Shares the brain with the person, in the invitation's transaction, unless it became
     * personal meanwhile or is theirs; a share they already have is kept as it is. True when the
     * share was made now.
     */
    async grantShare(
      trx: Transaction<DB>,
      { brainId, userId, role }: { brainId: string; userId: string; role: ShareRole },
    ) {
      const shared = await trx
        .insertInto('brain_shares')
        .columns(['brain_id', 'user_id', 'role'])
        .expression((eb) =>
          eb
            .selectFrom('brains')
            .select(['id', eb.val(userId).as('user_id'), eb.val(role).as('role')])
            .where('id', '=', brainId)
            .where('type', '<>', 'personal')
            .where('owner_id', '<>', userId),
        )
        .onConflict((oc) => oc.columns(['brain_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(shared.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

/** For analytics: the overview's count of a person's own brains. */
export function brainsForAnalytics(db: Kysely<DB>) {
  return {
    /** The person's own brains, by status. */
    async byStatus(userId: string) {
      const rows = await db
        .selectFrom('brains')
        .select(['status', (eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
        .where('owner_id', '=', userId)
        .groupBy('status')
        .execute();
      const byStatus = { pending: 0, processing: 0, ready: 0, error: 0 };
      for (const row of rows) byStatus[row.status] = Number(row.count);
      return { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
    },
  };
}
