import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepStatementsPrepared } from '../src/db/pg-statements.ts';
import { adminUrl, databaseUrl } from './helpers/postgres.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('prepared statements on Postgres', () => {
  const name = `pg_statements_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let pool: pg.Pool;
  // A connection of the pool, used as Kysely uses one (a text and its values, a promise).
  let client: pg.PoolClient;
  const openPool = (max?: number) => {
    const opened = new pg.Pool({ connectionString: databaseUrl(postgresUrl!, name), max: 1 });
    keepStatementsPrepared(opened, max === undefined ? {} : { max });
    return opened;
  };
  const prepared = async (on: pg.PoolClient) =>
    (
      await on.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements order by prepare_time',
      )
    ).rows;

  // `pool.end()` resolves once its clients are asked to end, not once they have; a connection
  // still closing when the database is dropped would emit an error with no listener.
  const closePool = async (closing: pg.Pool) => {
    const open = closing.totalCount;
    let removed = 0;
    const allRemoved = new Promise<void>((resolve) => {
      if (open === 0) resolve();
      closing.on('remove', () => {
        removed += 1;
        if (removed === open) resolve();
      });
    });
    await closing.end();
    await allRemoved;
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl(postgresUrl!) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    pool = openPool();
    client = await pool.connect();
    await client.query('create table things (id int primary key, label text)');
    await client.query(`insert into things values (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    client?.release();
    if (pool) await closePool(pool);
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('parses a statement once per connection and runs it again with other values', async () => {
    const select = 'select label from things where id = $1';
    const labels = [];
    for (const id of [1, 2, 3]) labels.push((await client.query(select, [id])).rows);
    expect(labels).toEqual([[{ label: 'one' }], [{ label: 'two' }], []]);
    const kept = (await prepared(client)).filter((statement) => statement.statement === select);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.name).toMatch(/^kept_[0-9a-f]{24}_0$/);
  });

  it('leaves alone what is not a statement the app repeats', async () => {
    await client.query('set application_name = $$statements test$$');
    await client.query('begin');
    await client.query('rollback');
    expect(
      (await prepared(client)).filter((statement) =>
        /^(set|begin|rollback)/.test(statement.statement),
      ),
    ).toEqual([]);
  });

  it('reports errors as before and stays usable after them', async () => {
    await expect(client.query(`insert into things values (1, 'again')`)).rejects.toMatchObject({
      code: '23505',
    });
    await expect(client.query('select nope from things')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again a statement whose result columns a migration changed', async () => {
    const select = 'select * from things where id = $1';
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    await client.query('alter table things add column note text');
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, label: 'one', note: null }]);

    // Inside a transaction the refusal stands (the transaction is aborted); the next run
    // outside it prepares the statement again.
    await client.query('alter table things drop column note');
    await client.query('begin');
    await expect(client.query(select, [1])).rejects.toMatchObject({ code: '0A000' });
    await client.query('rollback');
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
  });

  it('names at most `max` statements of a connection; the others run unnamed', async () => {
    const small = openPool(2);
    const connection = await small.connect();
    try {
      const texts = [1, 2, 3].map((n) => `select ${n} as n, $1::text as tag`);
      for (const [i, text] of texts.entries())
        expect((await connection.query(text, ['x'])).rows).toEqual([{ n: i + 1, tag: 'x' }]);
      const kept = (await prepared(connection)).map((statement) => statement.statement);
      expect(kept.filter((text) => text.startsWith('select ') && text.includes('as n'))).toEqual(
        texts.slice(0, 2),
      );
    } finally {
      connection.release();
      await closePool(small);
    }
  });
});
