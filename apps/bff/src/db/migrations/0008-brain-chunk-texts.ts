import { sql, type Kysely } from 'kysely';

// A passage's text leaves the table a search scans (ADR 051). Finding and ranking the matches
// read each matching row of brain_chunks: with the text inline (about 700 bytes) a page held
// six or seven passages, so a common word read most of the table's pages. brain_chunks keeps
// what a search reads for every match (brain, source, order, configuration, tsvector) and
// brain_chunk_texts the text, read for the page of results only.
const statements = [
  sql`create table brain_chunk_texts (
    chunk_id bigint primary key references brain_chunks (id) on delete cascade,
    content text not null
  )`,
  sql`insert into brain_chunk_texts (chunk_id, content) select id, content from brain_chunks`,
  sql`alter table brain_chunks drop column content`,
  // A dropped column stays in each row until the row is written again: the table is rewritten
  // (a change of type whose expression is not the column itself rewrites every row; the value
  // is the same tsvector, through its text form).
  sql`alter table brain_chunks alter column tsv type tsvector using tsv::text::tsvector`,
  // New passages go straight into the search index rather than into its pending list, which
  // every search of every brain read through until it was merged (ADR 051).
  sql`alter index brain_chunks_tsv_idx set (fastupdate = off)`,
  sql`select gin_clean_pending_list('brain_chunks_tsv_idx'::regclass)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter index brain_chunks_tsv_idx reset (fastupdate)`.execute(db);
  await sql`alter table brain_chunks add column content text`.execute(db);
  await sql`update brain_chunks c set content = t.content
    from brain_chunk_texts t where t.chunk_id = c.id`.execute(db);
  await sql`alter table brain_chunks alter column content set not null`.execute(db);
  await sql`drop table brain_chunk_texts`.execute(db);
}
