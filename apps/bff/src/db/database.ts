import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { keepStatementsPrepared } from './pg-statements.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeoutMs?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Kysely<DB>;
  /** Postgres: where it is (the job queue opens its own small pool there). */
  url?: string;
  /** The in-process engine, when there is one (tests dump it as a template). */
  pglite?: PGlite;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// timestamptz as Date, int8 (count) as number: counts here never exceed 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

/**
 * One process per embedded data folder. PGlite's own lock cannot tell two processes apart (every
 * one of them has pid 42 inside WebAssembly), and a second one would run and lose its writes. A
 * lock file names the process that holds the folder; one left by a process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'bff.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder))
        throw new DataDirInUse(
          `The data folder ${dataDir} is in use by process ${holder}: stop it first, or set DATA_DIR to another folder`,
        );
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUse(`Could not lock the data folder ${dataDir}`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let db: Kysely<DB>;
  let pglite: PGlite | undefined;
  let releaseLock: (() => void) | undefined;
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
    keepStatementsPrepared(pool);
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  } else {
    if (options.dataDir) {
      await mkdir(options.dataDir, { recursive: true });
      releaseLock = lockDataDir(options.dataDir);
    }
    pglite = await PGlite.create({
      extensions: { btree_gin },
      // PGlite's own bytea conversion walks the bytes one by one, with every request waiting for
      // a large file; Node's hex codec does the same work in native code.
      serializers: {
        [types.BYTEA]: (bytes: Uint8Array) =>
          '\\x' + Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex'),
      },
      parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  }
  return {
    kind: options.kind,
    db,
    ...(options.kind === 'postgres' ? { url: options.url } : {}),
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
      releaseLock?.();
    },
  };
}
