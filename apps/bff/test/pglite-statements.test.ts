import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { PGliteStatements } from '../src/db/pglite-statements.ts';

let database: Database;
let pglite: PGlite;

beforeAll(async () => {
  // Opened as the app opens it (database.ts: bytea through Node's hex codec), on PGlite in the
  // Postgres run too: this is the embedded database's own code.
  database = await openDatabase({ kind: 'pglite' });
  pglite = database.pglite!;
  await pglite.exec(`create table things (
    id uuid primary key default gen_random_uuid(),
    name text not null unique,
    count bigint,
    score real,
    tags text[],
    data jsonb,
    bytes bytea,
    seen timestamptz,
    flag boolean
  )`);
});
afterAll(() => database.close());

const row = {
  name: 'a',
  count: 42,
  score: 1.5,
  tags: ['x', 'y'],
  data: { nested: [1, 'two'] },
  bytes: Buffer.from([0, 1, 254, 255]),
  seen: new Date('2026-01-02T03:04:05.678Z'),
  flag: true,
};
const insert = `insert into things (name, count, score, tags, data, bytes, seen, flag)
  values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`;
const values = (name: string) => [
  name,
  row.count,
  row.score,
  row.tags,
  row.data,
  row.bytes,
  row.seen,
  row.flag,
];

describe('prepared statements on PGlite', () => {
  it('gives the same rows, fields and counts as PGlite.query, for every type the app uses', async () => {
    const statements = new PGliteStatements(pglite);
    const kept = await statements.query(insert, values('kept'));
    const plain = await pglite.query(insert, values('plain'));
    expect(kept.rows).toHaveLength(1);
    expect({ ...kept.rows[0]!, id: '', name: '' }).toEqual({ ...plain.rows[0]!, id: '', name: '' });
    expect(kept.rows[0]).toMatchObject({ ...row, name: 'kept' });
    expect(kept.fields).toEqual(plain.fields);
    expect(kept.affectedRows).toBe(plain.affectedRows);

    const update = `update things set flag = $1 where name in ($2, $3)`;
    const updated = await statements.query(update, [false, 'kept', 'plain']);
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
    expect((await pglite.query(update, [true, 'kept', 'plain'])).affectedRows).toBe(2);

    const nulls = await statements.query(`select $1::text as a, $2::int as b`, [null, undefined]);
    expect(nulls.rows).toEqual([{ a: null, b: null }]);
  });

  it('sends bytes as they are, whole and exact, however large and wherever they sit in memory', async () => {
    const statements = new PGliteStatements(pglite);
    // Every byte value, over 4 MiB, as a view into a larger buffer (not at its start).
    const backing = Buffer.alloc(4 * 1024 * 1024 + 16);
    for (let i = 0; i < backing.length; i++) backing[i] = (i * 7 + 3) % 256;
    const bytes = new Uint8Array(backing.buffer, backing.byteOffset + 8, 4 * 1024 * 1024);
    const stored = await statements.query<{ bytes: Buffer; length: number }>(
      `insert into things (name, bytes) values ($1, $2) returning bytes, length(bytes) as length`,
      ['large', bytes],
    );
    expect(stored.rows[0]!.length).toBe(bytes.length);
    expect(Buffer.compare(stored.rows[0]!.bytes, Buffer.from(bytes))).toBe(0);
    // What PGlite.query reads back is the same.
    const read = await pglite.query<{ bytes: Buffer }>(`select bytes from things where name = $1`, [
      'large',
    ]);
    expect(Buffer.compare(read.rows[0]!.bytes, Buffer.from(bytes))).toBe(0);
    await pglite.query(`delete from things where name = $1`, ['large']);
  });

  it('parses a statement once and runs it again with other values', async () => {
    const statements = new PGliteStatements(pglite);
    const select = 'select name from things where name = $1';
    for (const name of ['kept', 'plain', 'none'])
      expect((await statements.query(select, [name])).rows).toEqual(
        name === 'none' ? [] : [{ name }],
      );
    expect(statements.size).toBe(1);
    const kept = await pglite.query<{ count: number }>(
      `select count(*)::int as count from pg_prepared_statements where statement = $1`,
      [select],
    );
    expect(kept.rows[0]!.count).toBe(1);
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const statements = new PGliteStatements(pglite, { max: 2 });
    const texts = [1, 2, 3].map((n) => `select ${n} as n, $1::text as tag`);
    for (const text of texts) await statements.query(text, ['x']);
    expect(statements.size).toBe(2);
    const open = await pglite.query<{ statement: string }>(
      `select statement from pg_prepared_statements where statement like 'select _ as n%'`,
    );
    expect(open.rows.map((r) => r.statement).sort()).toEqual(texts.slice(1));
    // The closed one is prepared again when it comes back.
    expect((await statements.query(texts[0]!, ['y'])).rows).toEqual([{ n: 1, tag: 'y' }]);
  });

  it('reports errors as PGlite does and stays usable after them', async () => {
    const statements = new PGliteStatements(pglite);
    const fieldsOf = (error: unknown) => {
      const { message, name, code, severity, detail, schema, table, constraint, routine } =
        error as Record<string, unknown>;
      return { message, name, code, severity, detail, schema, table, constraint, routine };
    };
    const kept = await statements.query(insert, values('kept')).catch((error: unknown) => error);
    const plain = await pglite.query(insert, values('kept')).catch((error: unknown) => error);
    expect(kept).toBeInstanceOf(Error);
    expect(fieldsOf(kept)).toEqual(fieldsOf(plain));
    expect(fieldsOf(kept)).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    await expect(statements.query('select nope from things', [])).rejects.toMatchObject({
      code: '42703',
    });
    expect(statements.size).toBe(1);
    expect((await statements.query('select count(*)::int as n from things', [])).rows).toEqual([
      { n: 2 },
    ]);
  });

  it('prepares again a statement whose result columns a migration changed', async () => {
    const statements = new PGliteStatements(pglite);
    await pglite.exec('create table changing (a int)');
    await pglite.exec('insert into changing values (1)');
    const select = 'select * from changing where a = $1';
    expect((await statements.query(select, [1])).rows).toEqual([{ a: 1 }]);
    await pglite.exec('alter table changing add column b text');
    expect((await statements.query(select, [1])).rows).toEqual([{ a: 1, b: null }]);
  });

  it('runs inside a transaction and keeps its statements after a rollback', async () => {
    const statements = new PGliteStatements(pglite);
    const select = 'select count(*)::int as n from things where name = $1';
    await statements.query('begin', []);
    await statements.query(insert, values('rolled back'));
    expect((await statements.query(select, ['rolled back'])).rows).toEqual([{ n: 1 }]);
    await statements.query('rollback', []);
    expect((await statements.query(select, ['rolled back'])).rows).toEqual([{ n: 0 }]);
  });

  it('holds PGlite’s public lock while it runs: a query sent meanwhile waits for it', async () => {
    // The kept statements talk to the engine through its protocol methods, which take no lock of
    // their own; `runExclusive` is the lock PGlite's own queries take. If an upgrade changed that,
    // another caller's messages could interleave with ours: this fails first.
    const order: string[] = [];
    let release!: () => void;
    const held = pglite.runExclusive(
      () =>
        new Promise<void>((done) => {
          release = () => {
            order.push('lock released');
            done();
          };
        }),
    );
    const statements = new PGliteStatements(pglite);
    const kept = statements.query('select 1 as one', []).then(() => order.push('kept statement'));
    const plain = pglite.query('select 2 as two').then(() => order.push('PGlite.query'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    release();
    await Promise.all([held, kept, plain]);
    expect(order).toEqual(['lock released', 'kept statement', 'PGlite.query']);
  });

  it('relies on PGlite’s public API only', () => {
    // What the kept statements use of PGlite, all of it public and typed: a rename or removal
    // in an upgrade fails here and in the type check, not in production.
    expect(typeof pglite.runExclusive).toBe('function');
    expect(typeof pglite.execProtocol).toBe('function');
    expect(typeof pglite.execProtocolRawStream).toBe('function');
    for (const oid of [16, 20, 23, 700, 1009, 1184, 3802])
      expect(typeof pglite.parsers[oid], `a parser for type ${oid}`).toBe('function');
    for (const oid of [20, 1184, 3802])
      expect(typeof pglite.serializers[oid], `a serializer for type ${oid}`).toBe('function');
  });
});
