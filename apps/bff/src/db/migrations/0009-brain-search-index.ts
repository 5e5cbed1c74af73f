import { sql, type Kysely } from 'kysely';

// A brain's search reads its own brain's entries of the search index, not every brain's
// (ADR 051). The index on the tsvector alone answered "which passages hold this word" for all
// brains at once: a search in one brain read, and then filtered out, the matching passages of
// every other brain, so its time grew with everything stored, not with the brain searched. A GIN
// index on (brain, configuration, tsvector) answers the whole condition: btree_gin gives GIN the
// equality of plain values. It is a trusted extension (a database owner may create it); it goes
// in a schema of its own, `extensions` as on Supabase, out of the `public` schema that Supabase's
// REST API serves.
const statements = [
  sql`create schema if not exists extensions`,
  sql`create extension if not exists btree_gin with schema extensions`,
  sql`create index brain_chunks_search_idx on brain_chunks
    using gin (brain_id, (config::oid), tsv) with (fastupdate = off)`,
  sql`drop index brain_chunks_tsv_idx`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index brain_chunks_tsv_idx on brain_chunks using gin (tsv)
    with (fastupdate = off)`.execute(db);
  await sql`drop index brain_chunks_search_idx`.execute(db);
}
