import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import type { FastifyServerOptions } from 'fastify';
import supertest from 'supertest';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/services/sessions/csrf.ts';
import { createLocalAgentServer } from '../../src/services/agent-auth/local-agent-server.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { parseEnv } from '../../src/env.ts';
import type { IdentityProvider } from '../../src/services/identity/identity.ts';
import { createFaultServer } from './fault-server.ts';
import { adminUrl, databaseUrl } from './postgres.ts';

export const fixtureWebDist = resolve(import.meta.dirname, '../fixtures/web-dist');

/** Outside vitest (the robustness scripts), the template is made once in this process. */
let scriptTemplate: Promise<Blob> | undefined;
function templateOutsideVitest() {
  scriptTemplate ??= (async () => {
    const database = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return scriptTemplate;
}

function providedTemplate() {
  try {
    return inject('databaseTemplate');
  } catch {
    return null; // not running under vitest
  }
}

/** A fresh copy of the migrated, seeded template database, private to the calling test file. */
export async function openTestDatabase(): Promise<Database> {
  const template = providedTemplate();
  if (!template)
    return openDatabase({ kind: 'pglite', loadDataDir: await templateOutsideVitest() });
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

export interface TestAppOptions {
  /**
   * `local`: an agent authentication server of our own for this app; `down`: nothing listens;
   * `faulty`: the local one behind a fault server the test switches (`agentFault.mode`).
   */
  agentAuth?: 'local' | 'down' | 'faulty';
  /** The local agent server's clock (ms), to let tool tokens expire. */
  clock?: () => number;
  /** Lifetime of the demo tools' access tokens at the local agent server. */
  toolAccessTokenTtlSeconds?: number;
  /** A database of the test's own instead of a copy of the template (closed with the app). */
  database?: Database;
  /** An identity adapter of the test's own instead of the one `IDENTITY` names. */
  identity?: (database: Database) => IdentityProvider;
  /** The app's logger (default: none), e.g. to read the lines it writes. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole BFF over a private database, with its own agent authentication server, ready for
 * HTTP requests through supertest.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { agentAuth = 'local', clock, toolAccessTokenTtlSeconds, ...own }: TestAppOptions = {},
) {
  const database = own.database ?? (await openTestDatabase());
  const parsed = parseEnv({
    NODE_ENV: 'test',
    WEB_DIST_DIR: fixtureWebDist,
    DATA_DIR: '/nonexistent',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    // Test files share two cores: a starved event loop must not shed their requests. Shedding
    // has tests of its own (overload.test.ts, pnpm overload).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const agentServer =
    agentAuth !== 'down'
      ? createLocalAgentServer(parsed, {
          ...(clock ? { clock } : {}),
          ...(toolAccessTokenTtlSeconds ? { toolAccessTokenTtlSeconds } : {}),
        })
      : null;
  // A port nothing listens on: connection refused at once.
  const localAgentUrl = agentServer
    ? await agentServer.listen(0, '127.0.0.1')
    : 'http://127.0.0.1:9';
  const agentFault = agentAuth === 'faulty' ? await createFaultServer(localAgentUrl) : null;
  const agentAuthUrl = agentFault?.url ?? localAgentUrl;
  const { app, services } = await buildApp({
    env: parsed,
    database,
    agentAuthUrl,
    ...(own.identity ? { identity: own.identity(database) } : {}),
    ...(own.logger ? { logger: own.logger } : {}),
  });
  agentServer?.bindIdentity(services.identity);
  await app.ready();
  return {
    app,
    /** What the composition root built (identity, the outbox, the catalogue's cache…). */
    services,
    database,
    agentServer,
    agentFault,
    /** A browser-like client: the SPA's CSRF header on every request, its own cookie jar. */
    http: () => supertest.agent(app.server).set(CSRF_HEADER, CSRF_HEADER_VALUE),
    /** A client without the CSRF header (what another site's form could send). */
    bare: () => supertest(app.server),
    async close() {
      await app.close();
      await agentFault?.close();
      await agentServer?.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
