import { sql, type Kysely } from 'kysely';

// A source's scanned pages, read by OCR page by page (ADR 056), say how far the reading is: of
// the `ocr_pages` pages without text layer, `ocr_pages_read` are read. Both null for a source
// with no page read by OCR (a text PDF, a DOCX, OCR off), both set or neither; kept once it is
// ready (all of them read), cleared when it is read again.
const statements = [
  sql`alter table brain_sources
    add column ocr_pages integer,
    add column ocr_pages_read integer,
    add constraint brain_sources_ocr_pages check (
      (ocr_pages is null and ocr_pages_read is null)
      or (ocr_pages is not null and ocr_pages_read is not null
        and ocr_pages >= 1 and ocr_pages_read between 0 and ocr_pages)
    )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brain_sources
    drop constraint brain_sources_ocr_pages,
    drop column ocr_pages_read, drop column ocr_pages`.execute(db);
}
