import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements Postgres may keep prepared: the ones the app's code sends again and again. */
const CACHEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** Postgres refuses a kept statement whose result columns a migration changed: prepare anew. */
const RESULT_TYPE_CHANGED = '0A000';

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Named prepared statements on Postgres, per connection of the pool (ADR 051).
 *
 * node-postgres sends a statement without a name through Postgres's unnamed statement: Postgres
 * parses, analyses and plans it at every run, and for the search statement (six init plans, a
 * CTE) that costs more than running it. A statement the app sends is given a name made from its
 * text, so each connection parses it once; Postgres then reuses its plan (or plans it again for
 * the parameters, as it judges). At most `max` statements of a connection are named; any more run
 * unnamed, as before. A migration that changes a kept statement's result
 * columns (another replica's, during a rolling deploy) makes Postgres refuse it once: outside a
 * transaction it is prepared again under a new name and run; inside one the error stands, as any
 * error does, and the statement is prepared again at its next run.
 */
export function keepStatementsPrepared(pool: pg.Pool, { max = 500 }: { max?: number } = {}) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    /** Text → name, for the statements this connection keeps. */
    const names = new Map<string, string>();
    let generation = 0;
    const nameFor = (text: string) =>
      `kept_${createHash('sha1').update(text).digest('hex').slice(0, 24)}_${generation}`;

    async function run(text: string, values: unknown) {
      let name = names.get(text);
      if (name === undefined) {
        if (names.size >= max) return query(text, values);
        name = nameFor(text);
        names.set(text, name);
      }
      try {
        return await query({ name, text, values });
      } catch (error) {
        if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
        // A new name: the old one stays prepared on the server until the connection closes.
        generation++;
        names.set(text, nameFor(text));
        if (client.getTransactionStatus() !== 'I') throw error;
        return query({ name: names.get(text), text, values });
      }
    }

    // Only what Kysely sends (a text and its values, answered by a promise) is named; anything
    // else (a config object, a cursor, a callback) goes through as it came.
    (client as unknown as { query: Query }).query = (config, values, callback) =>
      typeof config === 'string' &&
      CACHEABLE.test(config) &&
      typeof values !== 'function' &&
      callback === undefined
        ? run(config, values)
        : query(config, values, callback);
  });
}
