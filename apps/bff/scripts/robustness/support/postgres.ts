// Scratch Postgres databases for a run: created fresh, dropped at the end (or by the cleanup
// registry when the script is interrupted).
import pg from 'pg';
import { onCleanup, stopping } from './cleanup.ts';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** null when the server answers `select 1`, else why not (for a clear "skipping" message). */
export async function probePostgres(url: string, timeoutMs = 3000): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A connection that fails after connecting must not stop the script as an unhandled error.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates database `name` (letters, digits and underscores only: it is spliced into SQL) through
 * `adminUrl`, and registers its removal.
 */
export async function createScratchDatabase(
  adminUrl: string,
  name: string,
): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  // Past a signal the cleanups may already have run: a database made now would be left behind.
  if (stopping()) throw new Error('stopping: no new database');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end().catch(() => {});
    }
  };
  await admin(`create database "${name}"`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    unregister();
    // `with (force)` ends connections a killed BFF may have left for the server to notice.
    await admin(`drop database if exists "${name}" with (force)`);
  };
  const unregister = onCleanup(`drop database ${name}`, drop);
  return { name, url: withDatabase(adminUrl, name), drop };
}
