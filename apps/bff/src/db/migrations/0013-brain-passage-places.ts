import { sql, type Kysely } from 'kysely';

// Passages know where they are in their file (ADR 055): the 1-based physical page they start on
// and the page they end on when it is another (null for a format without pages), and whether any
// of their text was read by OCR (ADR 056). They go beside the passage's text, which a search
// reads for its page of results only: brain_chunks, which a search scans for every match, stays
// as narrow as it was. `reading_version` says which reading of the file a source's passages come
// from (0: before passages kept their page and their exact text); sources read by an older
// reading are read again by the re-index job, their old passages searchable until then.
const statements = [
  sql`alter table brain_chunk_texts
    add column page integer check (page >= 1),
    add column page_end integer check (page_end > page),
    add column read_by_ocr boolean not null default false`,
  sql`alter table brain_sources add column reading_version integer not null default 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brain_sources drop column reading_version`.execute(db);
  await sql`alter table brain_chunk_texts
    drop column page, drop column page_end, drop column read_by_ocr`.execute(db);
}
