import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001-catalogue.ts';
import * as m0002 from './migrations/0002-contact-and-mail.ts';
import * as m0003 from './migrations/0003-accounts.ts';
import * as m0004 from './migrations/0004-brains.ts';
import * as m0007 from './migrations/0007-analytics.ts';

/** Every migration, in order. Add new ones here; names sort by their numeric prefix. */
const migrations: Record<string, Migration> = {
  '0001-catalogue': m0001,
  '0002-contact-and-mail': m0002,
  '0003-accounts': m0003,
  '0004-brains': m0004,
  '0007-analytics': m0007,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrations this database has not run: empty when its schema is the code's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
