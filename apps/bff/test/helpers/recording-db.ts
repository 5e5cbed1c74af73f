import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type { DB } from '../../src/db/schema.ts';

/**
 * A Kysely whose statements are only written down: `events` gets "start …" and "end …" for each
 * statement's text, `queries` the compiled statements; each takes `ms` to answer, with no rows.
 */
export function recordingDb(events: string[], { ms = 5, queries = [] as CompiledQuery[] } = {}) {
  const connection = {
    async executeQuery(query: CompiledQuery) {
      queries.push(query);
      events.push(`start ${query.sql}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${query.sql}`);
      return { rows: [] };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('not used');
    },
  };
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => ({
        init: async () => undefined,
        acquireConnection: async () => connection,
        beginTransaction: async () => undefined,
        commitTransaction: async () => undefined,
        rollbackTransaction: async () => undefined,
        releaseConnection: async () => undefined,
        destroy: async () => undefined,
      }),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
