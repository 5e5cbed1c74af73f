import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import supertest from 'supertest';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { parseEnv } from '../../src/env.ts';
import { adminUrl, databaseUrl } from './postgres.ts';

export const fixtureWebDist = resolve(import.meta.dirname, '../fixtures/web-dist');

/** A fresh copy of the migrated, seeded template database, private to the calling test file. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.file)]);
    return openDatabase({ kind: 'pglite', loadDataDir: dump });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `bff_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
  await sql.raw(`create database ${name} template ${template.name}`).execute(admin.db);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(url, name),
    poolSize: 4,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    },
  };
}

/** The whole BFF over a private database, ready for HTTP requests through supertest. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      WEB_DIST_DIR: fixtureWebDist,
      DATA_DIR: '/nonexistent',
      ...env,
    }),
    database,
  });
  await app.ready();
  return {
    app,
    database,
    http: () => supertest(app.server),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
