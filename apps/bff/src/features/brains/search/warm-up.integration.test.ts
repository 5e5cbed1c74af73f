import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { warmUpSearch } from './warm-up.ts';
import { openTestDatabase } from '../../../../test/helpers/test-app.ts';

// The search warm-up (ADR 051) runs a user's search statements over passages of its own, in a
// schema it makes and drops: it finds passages, and leaves nothing behind, even after a process
// that died in the middle of one.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const warmupSchema = async () =>
  (
    await sql<{ n: number }>`select count(*)::int as n from information_schema.schemata
      where schema_name = 'search_warmup'`.execute(database.db)
  ).rows[0]!.n;

const counts = async () => {
  const db = database.db;
  const [chunks, texts, sources] = await Promise.all(
    (['brain_chunks', 'brain_chunk_texts', 'brain_sources'] as const).map(async (table) =>
      Number(
        (await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirst())
          ?.n ?? 0,
      ),
    ),
  );
  return { chunks, texts, sources };
};

describe('search warm-up', () => {
  it('searches passages of its own with the search statements, and leaves nothing behind', async () => {
    const before = await counts();
    const warmed = await warmUpSearch(database.db, { searches: 60, passagesPerLanguage: 30 });
    expect(warmed.searches).toBe(60);
    // Most searches find a page of passages: the statements ran over real rows.
    expect(warmed.passagesFound).toBeGreaterThan(60 * 5);
    expect(await warmupSchema()).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('starts over a schema a process killed during its warm-up left behind', async () => {
    await sql`create schema search_warmup`.execute(database.db);
    await sql`create table search_warmup.brain_chunks (id int)`.execute(database.db);
    const warmed = await warmUpSearch(database.db, { searches: 10, passagesPerLanguage: 10 });
    expect(warmed.passagesFound).toBeGreaterThan(0);
    expect(await warmupSchema()).toBe(0);
  });

  it('drops its schema when a search fails, and says why', async () => {
    // The fourth search fails, as if the engine had failed under it.
    let searches = 0;
    const db = database.db;
    const failing = new Proxy(db, {
      get(target, property) {
        if (property === 'executeQuery')
          return (query: CompiledQuery) => {
            if (query.sql.includes('websearch_to_tsquery') && ++searches > 3)
              return Promise.reject(new Error('the engine failed'));
            return target.executeQuery(query);
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(warmUpSearch(failing, { searches: 10, passagesPerLanguage: 10 })).rejects.toThrow(
      'the engine failed',
    );
    expect(await warmupSchema()).toBe(0);
  });
});
