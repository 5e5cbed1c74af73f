import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { openScratchDatabase } from './helpers/scratch-database.ts';

let database: Database;

// A database of its own, stopped before the migration under test.
beforeAll(async () => {
  database = await openScratchDatabase(`invitations_${process.pid}`);
  await migrateTo(database.db, '0009-brain-search-index');
});
afterAll(async () => {
  await database.close();
});

describe('migration 0011: invitations the person accepts', () => {
  it('turns the pending team invitations into invitations waiting seven days for an answer, joining nobody', async () => {
    const db = database.db;
    const { rows } = await sql<{ team: string; inviter: string }>`
      with p as (insert into profiles (id, email) values (gen_random_uuid(), 'owner@example.org')
        returning id),
      t as (insert into teams (name) values ('Support crew') returning id),
      m as (insert into team_members (team_id, user_id, role)
        select t.id, p.id, 'owner' from t, p returning team_id, user_id)
      select team_id as team, user_id as inviter from m`.execute(db);
    const { team, inviter } = rows[0]!;
    await sql`insert into team_invitations (team_id, email, role, invited_by) values
      (${team}, 'new@example.org', 'admin', ${inviter}),
      (${team}, 'Other@Example.org', 'member', null),
      (${team}, 'other@example.org', 'member', null)`.execute(db);

    await migrateToLatest(db);

    const tables = await sql<{ n: number }>`select count(*)::int as n from
      information_schema.tables where table_name = 'team_invitations'`.execute(db);
    expect(tables.rows[0]!.n).toBe(0);
    const moved = await sql<{
      email: string;
      role: string;
      invited_by: string | null;
      brain_id: string | null;
      token_hash: string;
      days_left: number;
    }>`select email, role, invited_by, brain_id, token_hash,
        extract(epoch from expires_at - now()) / 86400 as days_left
      from invitations where team_id = ${team} order by email`.execute(db);
    expect(
      moved.rows.map(({ email, role, invited_by, brain_id }) => ({
        email,
        role,
        invited_by,
        brain_id,
      })),
    ).toEqual([
      { email: 'new@example.org', role: 'admin', invited_by: inviter, brain_id: null },
      { email: 'other@example.org', role: 'member', invited_by: null, brain_id: null },
    ]);
    for (const row of moved.rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(row.days_left)).toBeGreaterThan(6.9);
      expect(Number(row.days_left)).toBeLessThanOrEqual(7);
    }
    expect(moved.rows[0]!.token_hash).not.toBe(moved.rows[1]!.token_hash);
    const members = await sql<{ n: number }>`select count(*)::int as n from team_members
      where team_id = ${team}`.execute(db);
    expect(members.rows[0]!.n).toBe(1);

    // An invitation is to a brain or a team, with that one's roles, at a lower-case address.
    await expect(
      sql`insert into invitations (team_id, email, role, token_hash, expires_at)
        values (${team}, 'x@example.org', 'viewer', 'a', now())`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`insert into invitations (team_id, email, role, token_hash, expires_at)
        values (${team}, 'X@example.org', 'member', 'b', now())`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`insert into invitations (email, role, token_hash, expires_at)
        values ('y@example.org', 'member', 'c', now())`.execute(db),
    ).rejects.toThrow();
  });
});
