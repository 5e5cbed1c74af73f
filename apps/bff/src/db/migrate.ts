import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001-catalogue.ts';
import * as m0002 from './migrations/0002-contact-and-mail.ts';
import * as m0003 from './migrations/0003-accounts.ts';
import * as m0004 from './migrations/0004-brains.ts';
import * as m0005 from './migrations/0005-agents-and-teams.ts';
import * as m0006 from './migrations/0006-admin.ts';
import * as m0007 from './migrations/0007-analytics.ts';
import * as m0008 from './migrations/0008-brain-chunk-texts.ts';
import * as m0009 from './migrations/0009-brain-search-index.ts';
import * as m0010 from './migrations/0010-waiting-signup-codes.ts';
import * as m0011 from './migrations/0011-invitations.ts';
import * as m0012 from './migrations/0012-account-invitations.ts';
import * as m0013 from './migrations/0013-brain-passage-places.ts';
import * as m0015 from './migrations/0015-agent-conversations.ts';
import * as m0016 from './migrations/0016-brain-source-ocr-pages.ts';

/** Every migration, in order. Add new ones here; names sort by their numeric prefix. */
const migrations: Record<string, Migration> = {
  '0001-catalogue': m0001,
  '0002-contact-and-mail': m0002,
  '0003-accounts': m0003,
  '0004-brains': m0004,
  '0005-agents-and-teams': m0005,
  '0006-admin': m0006,
  '0007-analytics': m0007,
  '0008-brain-chunk-texts': m0008,
  '0009-brain-search-index': m0009,
  '0010-waiting-signup-codes': m0010,
  '0011-invitations': m0011,
  '0012-account-invitations': m0012,
  '0013-brain-passage-places': m0013,
  '0015-agent-conversations': m0015,
  '0016-brain-source-ocr-pages': m0016,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await lockDownPublicSchema(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Supabase serves the `public` schema through its REST API to anyone holding the anon key, and
 * grants its `anon` and `authenticated` roles every privilege on new tables there. After every
 * migration run, each table of the schema gets row-level security with no policy (only the
 * owner, the BFF, sees rows) and those roles lose their grants. On a plain Postgres or PGlite the
 * roles do not exist and only the row-level security is set. Idempotent: a few catalogue reads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function lockDownPublicSchema(db: Kysely<any>): Promise<void> {
  await sql`
    do $$
    declare
      t record;
      r text;
    begin
      for t in
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
      loop
        execute format('alter table public.%I enable row level security', t.relname);
      end loop;
      foreach r in array array['anon', 'authenticated'] loop
        if exists (select 1 from pg_roles where rolname = r) then
          execute format('revoke all on all tables in schema public from %I', r);
          execute format('revoke all on all sequences in schema public from %I', r);
          execute format('revoke all on all functions in schema public from %I', r);
        end if;
      end loop;
    end
    $$
  `.execute(db);
}

/** Runs the migrations up to `name` and no further (a migration's own test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Migrations this database has not run: empty when its schema is the code's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
