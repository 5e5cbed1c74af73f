import { join } from 'node:path';
import type { Env } from '../env.ts';
import { openDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase, type SeedSummary } from './seed/seed.ts';

/** Opens the configured database, brings it to the latest migration and seeds it when asked. */
export async function prepareDatabase(
  env: Env,
): Promise<{ database: Database; migrations: string[]; seed: SeedSummary | null }> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, timeoutMs: env.DATABASE_TIMEOUT_MS }
      : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') },
  );
  try {
    const migrations = await migrateToLatest(database.db);
    const seed = env.SEED ? await seedDatabase(database.db) : null;
    return { database, migrations, seed };
  } catch (error) {
    await database.close();
    throw error;
  }
}
