import type { AdminOverview } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** One total on the overview. A feature adds its own with one line in `overviewCounts`. */
export interface OverviewCountProvider {
  key: string;
  count: (db: Kysely<DB>) => Promise<number>;
}

const countRows =
  (table: keyof DB, where?: ReturnType<typeof sql>) =>
  async (db: Kysely<DB>): Promise<number> => {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(
      table,
    )} ${where ? sql`where ${where}` : sql``}`.execute(db);
    return rows[0]?.count ?? 0;
  };

export const overviewCounts: OverviewCountProvider[] = [
  { key: 'inquiries', count: countRows('inquiries') },
  { key: 'newInquiries', count: countRows('inquiries', sql`status = 'new'`) },
  { key: 'clients', count: countRows('clients', sql`status = 'active'`) },
  { key: 'tools', count: countRows('tools') },
  { key: 'ratings', count: countRows('ratings') },
  { key: 'comments', count: countRows('comments') },
  { key: 'hiddenComments', count: countRows('comments', sql`hidden_at is not null`) },
  { key: 'brains', count: countRows('brains') },
  { key: 'agents', count: countRows('agents') },
  { key: 'teams', count: countRows('teams') },
];

/**
 * Sign-ups per day over the last `days` days (today included, UTC), oldest first, with the days
 * nobody signed up as zeros. A profile is made at the first sign-in, so that is the day counted.
 */
export async function signUpsPerDay(db: Kysely<DB>, days = 30, now = new Date()) {
  const { rows } = await sql<{ date: string; count: number }>`
    select to_char(day_utc, 'YYYY-MM-DD') as date,
      (select count(*)::int from profiles
        where created_at >= day and created_at < day + interval '1 day') as count
    from generate_series(
      date_trunc('day', ${now}::timestamptz at time zone 'UTC') - make_interval(days => ${days - 1}),
      date_trunc('day', ${now}::timestamptz at time zone 'UTC'),
      interval '1 day'
    ) as series(day_utc)
    cross join lateral (select day_utc at time zone 'UTC' as day) as d
    order by day_utc`.execute(db);
  return rows;
}

export async function adminOverview(
  db: Kysely<DB>,
  providers: readonly OverviewCountProvider[] = overviewCounts,
): Promise<AdminOverview> {
  const [roles, signUps, ...counts] = await Promise.all([
    db
      .selectFrom('profiles')
      .select(['role'])
      .select(sql<number>`count(*)::int`.as('total'))
      .select(sql<number>`(count(*) filter (where disabled_at is not null))::int`.as('disabled'))
      .groupBy('role')
      .execute(),
    signUpsPerDay(db),
    ...providers.map((provider) => provider.count(db)),
  ]);
  const byRole = { Free: 0, Pro: 0, Admin: 0 };
  let disabled = 0;
  for (const row of roles) {
    byRole[row.role] = row.total;
    disabled += row.disabled;
  }
  return {
    users: { total: byRole.Free + byRole.Pro + byRole.Admin, disabled, byRole },
    signUps,
    counts: providers.map((provider, i) => ({ key: provider.key, count: counts[i] as number })),
  };
}
