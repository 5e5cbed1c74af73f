// What the kept statements (src/db/pglite-statements.ts) save on the embedded database: a point
// read by primary key and a read of ten rows, through PGlite's own `query` and through the kept
// statements, in alternating rounds on one engine. Figures go to docs/performance.md.
// Usage: pnpm --filter @app/bff bench:pglite [-- --reads 5000 --rounds 5]
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGliteStatements } from '../src/db/pglite-statements.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: {
    reads: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '5' },
  },
});
const reads = Number(values.reads);
const rounds = Number(values.rounds);
if (!(reads > 0) || !(rounds > 0)) {
  console.error('Usage: bench:pglite [-- --reads 5000 --rounds 5] (positive numbers)');
  process.exit(2);
}

const pglite = await PGlite.create();
await pglite.exec(`
  create table people (id uuid primary key default gen_random_uuid(), email text not null,
    full_name text, role text not null, created_at timestamptz not null default now());
  insert into people (email, full_name, role)
    select 'person' || n || '@example.org', 'Person ' || n, 'Pro' from generate_series(1, 10000) n;
  create index on people (email);
  analyze people;`);
const ids = (await pglite.query<{ id: string }>('select id from people')).rows.map((r) => r.id);
const kept = new PGliteStatements(pglite);
const shapes = {
  'point read': {
    text: 'select id, email, full_name, role, created_at from people where id = $1',
    params: (i: number) => [ids[i % ids.length]],
  },
  'ten rows': {
    text: 'select id, email, full_name, role, created_at from people where email > $1 order by email limit 10',
    params: (i: number) => [`person${i % 9000}@`],
  },
};
const paths = {
  'PGlite.query': (text: string, params: unknown[]) => pglite.query(text, params),
  'kept statement': (text: string, params: unknown[]) => kept.query(text, params),
};

const results: Record<string, number[]> = {};
for (let round = 0; round < rounds; round++) {
  for (const [shape, { text, params }] of Object.entries(shapes)) {
    const order = round % 2 === 0 ? Object.entries(paths) : Object.entries(paths).reverse();
    for (const [path, run] of order) {
      for (let i = 0; i < 200; i++) await run(text, params(i));
      const start = process.hrtime.bigint();
      for (let i = 0; i < reads; i++) await run(text, params(i));
      const micros = Number(process.hrtime.bigint() - start) / 1000 / reads;
      (results[`${shape}, ${path}`] ??= []).push(micros);
    }
  }
}
console.log(`µs a statement, ${reads} a round, ${rounds} rounds alternating (min / median / max):`);
for (const [name, list] of Object.entries(results)) {
  const sorted = [...list].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `  ${name.padEnd(30)} ${sorted[0]!.toFixed(1)} / ${median.toFixed(1)} / ${sorted.at(-1)!.toFixed(1)}`,
  );
}
await pglite.close();
