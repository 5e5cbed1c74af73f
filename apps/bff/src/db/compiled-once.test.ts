import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.ts';

// Compiling needs a dialect, not a connection.
const db = new Kysely<{ things: { id: string; label: string; n: number } }>({
  dialect: new PostgresDialect({ pool: {} as never }),
});

describe('compiledOnce', () => {
  it('compiles once and runs with each call’s values, in every place a value appears', () => {
    let built = 0;
    const query = compiledOnce(['id', 'min'], ({ id, min }: { id: string; min: number }) => {
      built += 1;
      return sql<{ label: string }>`select label from things
        where (id = ${id} or parent = ${id}) and n >= ${min} and kind = ${'fixed'}`.compile(db);
    });
    const first = query({ id: 'a', min: 2 });
    const second = query({ id: 'b', min: 5 });
    expect(built).toBe(1);
    expect(first.sql).toBe(second.sql);
    expect(first.parameters).toEqual(['a', 'a', 2, 'fixed']);
    expect(second.parameters).toEqual(['b', 'b', 5, 'fixed']);
  });

  it('works with the query builder', () => {
    const query = compiledOnce(['id'], ({ id }: { id: string }) =>
      db.selectFrom('things').select('label').where('id', '=', id).compile(),
    );
    expect(query({ id: 'x' })).toMatchObject({
      sql: 'select "label" from "things" where "id" = $1',
      parameters: ['x'],
    });
  });

  it('refuses a value the query does not place as a parameter', () => {
    expect(() =>
      compiledOnce(['id', 'unused'], ({ id }: { id: string; unused: string }) =>
        db.selectFrom('things').select('label').where('id', '=', id).compile(),
      ),
    ).toThrow('unused not in the query');
  });
});
