import { resolve } from 'node:path';
import supertest from 'supertest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { parseEnv } from '../../src/env.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/modules/auth/csrf.ts';
import { createLocalAgentServer } from '../../src/modules/auth/local-agent-server.ts';
import type { TestApp } from '../helpers/test-app.ts';

// The helper's own constant, not imported: test-app.ts imports vitest, which a script runs without.
const fixtureWebDist = resolve(import.meta.dirname, '../fixtures/web-dist');

/**
 * The same app as `createTestApp()` (test/helpers/test-app.ts), for a script run outside vitest:
 * the template database that helper copies comes from vitest's `inject`, so here a fresh PGlite
 * is migrated and seeded instead. Everything else is built the same way, on loopback only.
 */
export async function createStandaloneApp(
  env: Record<string, string> = {},
  { agentAuth = 'local' }: { agentAuth?: 'local' | 'down' } = {},
): Promise<TestApp> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  const parsed = parseEnv({
    NODE_ENV: 'test',
    WEB_DIST_DIR: fixtureWebDist,
    DATA_DIR: '/nonexistent',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    ...env,
  });
  const agentServer = agentAuth === 'local' ? createLocalAgentServer(parsed) : null;
  // `down`: a port nothing listens on, connection refused at once (as in the test helper).
  const agentAuthUrl = agentServer
    ? await agentServer.listen(0, '127.0.0.1')
    : 'http://127.0.0.1:9';
  const app = await buildApp({ env: parsed, database, agentAuthUrl });
  agentServer?.bindIdentity(app.identity);
  await app.ready();
  return {
    app,
    database,
    agentServer,
    agentFault: null,
    http: () => supertest.agent(app.server).set(CSRF_HEADER, CSRF_HEADER_VALUE),
    bare: () => supertest(app.server),
    async close() {
      await app.close();
      await agentServer?.close();
      await database.close();
    },
  };
}
