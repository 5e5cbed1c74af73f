import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../scripts/robustness/support/postgres.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { DB } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { adminUrl } from './helpers/postgres.ts';
import { openTestDatabase } from './helpers/test-app.ts';

// Supabase serves the `public` schema over its REST API to anyone holding the anon key. None of
// our tables may be readable or writable that way: every table has row-level security with no
// policy, and Supabase's `anon` and `authenticated` roles hold no grant on them.

async function publicTables(db: Kysely<DB>) {
  const { rows } = await sql<{ name: string; rls: boolean; policies: number }>`
    select c.relname as name, c.relrowsecurity as rls,
      (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
    order by c.relname
  `.execute(db);
  return rows;
}

describe('tables on a Supabase project', () => {
  it('every table of the public schema has row-level security and no policy', async () => {
    const database = await openTestDatabase();
    try {
      const tables = await publicTables(database.db);
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['profiles', 'sessions', 'brains', 'kysely_migration']),
      );
      expect(tables.filter((t) => !t.rls || t.policies > 0)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  let scratch: ScratchDatabase | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it.skipIf(!postgresUrl)(
    "gives Supabase's anon and authenticated roles nothing, even after a careless grant",
    async () => {
      scratch = await createScratchDatabase(adminUrl(postgresUrl!), `exposure_${process.pid}`);
      database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 });
      const db = database.db;
      // What a Supabase project does for the API roles before our first migration runs.
      await sql`
        do $$ begin
          create role anon nologin;
        exception when duplicate_object then null; end $$;
      `.execute(db);
      await sql`
        do $$ begin
          create role authenticated nologin;
        exception when duplicate_object then null; end $$;
      `.execute(db);
      await sql`grant usage on schema public to anon, authenticated`.execute(db);
      await sql`alter default privileges in schema public grant all on tables to anon, authenticated`.execute(
        db,
      );
      await sql`alter default privileges in schema public grant all on sequences to anon, authenticated`.execute(
        db,
      );
      await migrateToLatest(db);
      await seedDatabase(db);

      const tables = (await publicTables(db)).map((t) => t.name);
      expect(tables.length).toBeGreaterThan(10);
      const asRole = async (role: string, statement: string) =>
        db.connection().execute(async (connection) => {
          await sql.raw(`set role ${role}`).execute(connection);
          try {
            return await sql.raw(statement).execute(connection);
          } finally {
            await sql.raw('reset role').execute(connection);
          }
        });
      const seeded = await sql<{ n: number }>`select count(*)::int as n from public.tools`.execute(
        db,
      );
      expect(seeded.rows[0]!.n).toBeGreaterThan(0);

      // The grants Supabase adds by default are gone: every read and write is refused.
      for (const role of ['anon', 'authenticated'])
        for (const table of tables) {
          await expect(
            asRole(role, `select count(*) from public."${table}"`),
            `${role} reads ${table}`,
          ).rejects.toThrow(/permission denied/);
          await expect(
            asRole(role, `delete from public."${table}"`),
            `${role} deletes from ${table}`,
          ).rejects.toThrow(/permission denied/);
        }

      // Row-level security is the second barrier: a grant made by hand later still shows no row.
      await sql`grant select on all tables in schema public to anon`.execute(db);
      for (const table of tables) {
        const { rows } = await asRole('anon', `select count(*)::int as n from public."${table}"`);
        expect(rows, table).toEqual([{ n: 0 }]);
      }
      // And the next start takes such a grant away again.
      await migrateToLatest(db);
      await expect(asRole('anon', 'select count(*) from public.tools')).rejects.toThrow(
        /permission denied/,
      );
    },
    60_000,
  );
});
