import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeoutMs?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Kysely<DB>;
  /** The in-process engine, when there is one (tests dump it as a template). */
  pglite?: PGlite;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// timestamptz as Date, int8 (count) as number: counts here never exceed 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let db: Kysely<DB>;
  let pglite: PGlite | undefined;
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Neither a server that refuses nor one that hangs may hold a request for longer.
      connectionTimeoutMillis: options.timeoutMs ?? 5_000,
      query_timeout: options.timeoutMs ?? 5_000,
    });
    // An idle connection the server ends (a restart, a failover) is dropped from the pool and
    // replaced on the next query; unhandled, its error would stop the process.
    pool.on('error', (error) => {
      console.warn(`postgres: idle connection lost (${error.message})`);
    });
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  } else {
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  }
  return {
    kind: options.kind,
    db,
    ...(pglite ? { pglite } : {}),
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await db.destroy();
      if (pglite && !pglite.closed) await pglite.close();
    },
  };
}
