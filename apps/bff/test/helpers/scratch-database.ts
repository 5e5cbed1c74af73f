import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { adminUrl, databaseUrl } from './postgres.ts';

/**
 * An empty database of a test file's own (a migration's test stops it before that migration):
 * PGlite, or in the Postgres run a scratch database on that server, dropped when it is closed.
 */
export async function openScratchDatabase(name: string): Promise<Database> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) return openDatabase({ kind: 'pglite' });
  const maintenance = () =>
    openDatabase({ kind: 'postgres', url: adminUrl(postgresUrl), poolSize: 1 });
  const admin = await maintenance();
  await sql.raw(`drop database if exists ${name}`).execute(admin.db);
  await sql.raw(`create database ${name}`).execute(admin.db);
  await admin.close();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(postgresUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const again = await maintenance();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(again.db);
      await again.close();
    },
  };
}
