import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.ts';

/** Stands in for PGlite: each query works 1 ms in this thread, then settles at once, like PGlite. */
function busyPglite() {
  const query = async () => {
    const until = performance.now() + 1;
    while (performance.now() < until);
    return { rows: [{ one: 1 }], fields: [{ name: 'one' }] };
  };
  return { waitReady: Promise.resolve(), query } as unknown as PGlite;
}

describe('the PGlite driver', () => {
  it('gives the event loop a turn while one caller runs query after query', async () => {
    const db = new Kysely<object>({ dialect: new PGliteDialect(busyPglite(), { prepare: false }) });
    let timerDelay = -1;
    const scheduled = performance.now();
    setTimeout(() => (timerDelay = performance.now() - scheduled), 0);
    // 500 queries of 1 ms in a row: without a turn in between, the timer waits for all of them.
    for (let i = 0; i < 500; i++) await sql`select 1 as one`.execute(db);
    expect(timerDelay).toBeGreaterThanOrEqual(0);
    expect(timerDelay).toBeLessThan(100);
  });

  it('keeps one holder at a time, in order', async () => {
    const db = new Kysely<object>({ dialect: new PGliteDialect(busyPglite(), { prepare: false }) });
    const order: string[] = [];
    await Promise.all([
      db.transaction().execute(async (trx) => {
        order.push('a:begin');
        await sql`select 1`.execute(trx);
        await sql`select 1`.execute(trx);
        order.push('a:end');
      }),
      (async () => {
        await sql`select 1`.execute(db);
        order.push('b');
      })(),
    ]);
    expect(order).toEqual(['a:begin', 'a:end', 'b']);
  });
});
