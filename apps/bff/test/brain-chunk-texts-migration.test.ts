import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { createBrainSearch } from '../src/features/brains/search/index.ts';
import { openScratchDatabase } from './helpers/scratch-database.ts';

let database: Database;

// A database of its own, stopped before the migration under test.
beforeAll(async () => {
  database = await openScratchDatabase(`chunk_texts_${process.pid}`);
  await migrateTo(database.db, '0007-analytics');
});
afterAll(async () => {
  await database.close();
});

describe('migration 0008: passages\u2019 texts in a table of their own', () => {
  it('moves every text, keeps the tsvectors, rewrites the table narrow, and search still reads them', async () => {
    const db = database.db;
    const texts = [
      'Holidays are booked in March for the whole team.',
      'The quarterly review covers revenue and hiring.',
      "L'équipe réserve ses congés au printemps.",
    ];
    const { rows: ids } = await sql<{ owner: string; brain: string; source: string }>`
      with p as (insert into profiles (id, email) values (gen_random_uuid(), 'owner@example.org')
        returning id),
      b as (insert into brains (owner_id, name, type, visibility)
        select id, 'Handbook', 'personal', 'private' from p returning id),
      s as (insert into brain_sources (brain_id, name, kind, size_bytes, content, status)
        select id, 'handbook.txt', 'text', 10, '\\x00'::bytea, 'ready' from b returning id, brain_id)
      select (select id from p) as owner, brain_id as brain, id as source from s`.execute(db);
    const { owner, brain, source } = ids[0]!;
    for (const [index, content] of texts.entries()) {
      const config = index === 2 ? 'french' : 'english';
      await sql`insert into brain_chunks (brain_id, source_id, chunk_index, content, config, tsv)
        values (${brain}, ${source}, ${index}, ${content}, ${config}::regconfig,
          to_tsvector(${config}::regconfig, ${content}))`.execute(db);
    }
    // And 300 passages of about 700 characters, as documents make them.
    await sql`insert into brain_chunks (brain_id, source_id, chunk_index, content, config, tsv)
      select ${brain}, ${source}, 2 + n, repeat('Section ' || n || ' of the handbook. ', 28),
        'english', to_tsvector('english', 'Section ' || n || ' of the handbook.')
      from generate_series(1, 300) as n`.execute(db);
    const heap = async () =>
      Number(
        (await sql<{ bytes: string }>`select pg_relation_size('brain_chunks') as bytes`.execute(db))
          .rows[0]!.bytes,
      );
    const wide = await heap();
    const before = await sql<{ id: string; tsv: string }>`
      select id::text, tsv::text from brain_chunks where chunk_index < 3 order by chunk_index`.execute(
      db,
    );

    await migrateToLatest(db);

    const columns = await sql<{ column_name: string }>`select column_name from
      information_schema.columns where table_name = 'brain_chunks'`.execute(db);
    expect(columns.rows.map((row) => row.column_name)).not.toContain('content');
    const after = await sql<{ id: string; tsv: string; content: string }>`
      select c.id::text, c.tsv::text, t.content from brain_chunks c
        join brain_chunk_texts t on t.chunk_id = c.id where c.chunk_index < 3
        order by c.chunk_index`.execute(db);
    expect(after.rows).toEqual(
      before.rows.map((row, index) => ({ ...row, content: texts[index] })),
    );
    // The dropped column's bytes left the rows: the table was rewritten narrow.
    expect(await heap()).toBeLessThan(wide / 3);
    const moved = await sql<{
      n: number;
    }>`select count(*)::int as n from brain_chunk_texts`.execute(db);
    expect(moved.rows[0]!.n).toBe(303);

    const search = createBrainSearch({ db, log: console });
    const found = await search.searchAs(brain, owner, { q: 'booking', page: 1, pageSize: 10 });
    await search.close();
    const results = found!.results;
    expect(results.total).toBe(1);
    expect(results.items[0]!.passage.map((part) => part.text).join('')).toBe(texts[0]);

    // A source's passages and their texts go with it.
    await db.deleteFrom('brain_sources').where('id', '=', source).execute();
    const left = await sql<{ n: number }>`select count(*)::int as n from brain_chunk_texts`.execute(
      db,
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
