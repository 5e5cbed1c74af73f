import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { createJobQueue } from '../../src/services/jobs/job-queue.ts';

/** The job queue's own tables are made once, in the template, rather than by every test app. */
async function prepareJobQueue(database: Parameters<typeof createJobQueue>[0]['database']) {
  const jobs = await createJobQueue({ database, log: console });
  await jobs.stop();
}
import { adminUrl, databaseUrl } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Migrates and seeds one database, once per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or a Postgres `create database ... template`).
 */
export default async function setup(project: TestProject) {
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) {
    const name = `bff_template_${process.pid}`;
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(postgres), poolSize: 1 });
    await sql.raw(`drop database if exists ${name}`).execute(admin.db);
    await sql.raw(`create database ${name}`).execute(admin.db);
    const template = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(postgres, name),
      poolSize: 1,
    });
    await migrateToLatest(template.db);
    await seedDatabase(template.db);
    await prepareJobQueue(template);
    await template.close();
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return async () => {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    };
  }

  const dir = await mkdtemp(join(tmpdir(), 'bff-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  await prepareJobQueue(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
