import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { PassagePlace } from '@app/contracts';
import { accessRow, type AccessRow } from '../brains-access.ts';

/**
 * The tables a search reads. The app's own, unless the search warm-up (`warm-up.ts`) runs
 * the same statements over passages of its own.
 */
export interface SearchTables {
  chunks: RawBuilder<unknown>;
  texts: RawBuilder<unknown>;
  sources: RawBuilder<unknown>;
}
export const BRAIN_TABLES: SearchTables = {
  chunks: sql.table('brain_chunks'),
  texts: sql.table('brain_chunk_texts'),
  sources: sql.table('brain_sources'),
};

/** A passage to index: its text and where it is in its file. */
export interface PassageToIndex extends PassagePlace {
  text: string;
}

/**
 * Writes passages of a source, numbered from `start`, with their search vectors in `config`: the
 * passages and their texts (with their places) in one statement, so both are stored or neither.
 * The processing job writes a source's passages this way, and the search warm-up its own. With
 * `hidden`, they are numbered below zero (-1 for `start` 0, then -2…): no search finds them
 * until `revealPassages` turns them into the source's passages (a source read again,
 * ADR 055).
 */
export function insertPassages(
  db: Kysely<DB>,
  passage: {
    brainId: string;
    sourceId: string;
    config: string;
    start: number;
    passages: readonly PassageToIndex[];
    hidden?: boolean;
  },
  tables: SearchTables = BRAIN_TABLES,
) {
  const { brainId, sourceId, config, start, passages, hidden = false } = passage;
  const index = hidden ? sql`-(${start} + ordinality::int)` : sql`${start} + ordinality::int - 1`;
  return sql`
    with input as (
      select ${index} as chunk_index, content, page, page_end, read_by_ocr
      from unnest(${passages.map((item) => item.text)}::text[],
        ${passages.map((item) => item.page)}::int[],
        ${passages.map((item) => item.pageEnd)}::int[],
        ${passages.map((item) => item.readByOcr)}::boolean[])
        with ordinality as t(content, page, page_end, read_by_ocr)
    ), inserted as (
      insert into ${tables.chunks} (brain_id, source_id, chunk_index, config, tsv)
      select ${brainId}::uuid, ${sourceId}::uuid, chunk_index, ${config}::regconfig,
        to_tsvector(${config}::regconfig, ${indexedText(sql`content`)})
      from input
      returning id, chunk_index
    )
    insert into ${tables.texts} (chunk_id, content, page, page_end, read_by_ocr)
    select inserted.id, input.content, input.page, input.page_end, input.read_by_ocr
    from inserted join input using (chunk_index)`.execute(db);
}

/**
 * A source's next reading, written hidden (`insertPassages` with `hidden`), replaces its
 * passages: in one transaction, so a search finds the old passages or the new, never neither
 * nor both.
 */
export async function revealPassages(db: Kysely<DB>, sourceId: string) {
  await db.transaction().execute(async (trx) => {
    await sql`delete from brain_chunks
      where source_id = ${sourceId} and chunk_index >= 0`.execute(trx);
    await sql`update brain_chunks set chunk_index = -chunk_index - 1
      where source_id = ${sourceId} and chunk_index < 0`.execute(trx);
  });
}

export interface SearchQuery {
  q: string;
  page: number;
  pageSize: number;
}

/** A page's passage, as the search statement returns it. */
export interface SearchRow {
  source_id: string;
  source_name: string;
  chunk_index: number;
  rank: number;
  total: number;
  content: string;
  page: number | null;
  page_end: number | null;
  read_by_ocr: boolean;
  config: string;
  tsquery: string;
}

/**
 * The search statement.
 *
 * Each language's query is parsed once per run, in a subquery of its own (an init plan): the
 * statement is kept prepared (ADR 051) and Postgres soon runs it with a generic plan, in which
 * `websearch_to_tsquery('english', $2)` written inline would be parsed again for every passage
 * it is tested against (the search's largest cost by far). A parameter set once per run
 * is also what the GIN index can answer.
 *
 * One scan ranks the matches into narrow rows (id, order, rank), which are counted and sorted;
 * only the page's passages are then read in full (their texts from brain_chunk_texts, ADR 051).
 * Carrying the matched rows whole through a window count (`count(*) over ()`) copied every
 * tsvector, for nothing.
 *
 * With a caller, the brain's access row (`accessRow`) comes first and gates the scan: a caller
 * who may not read the brain gets that row alone (and a brain that does not exist, no row), and
 * no passage is read for them (ADR 051).
 */
export function searchStatement(
  brainId: string,
  query: SearchQuery,
  userId: string | null,
  tables: SearchTables = BRAIN_TABLES,
) {
  const { q, limit, offset } = searchValues(query);
  return searchStatementOf({ brainId, q, limit, offset, userId }, tables);
}

/** The search's values as its statement places them: the words, and the page as limit and offset. */
export function searchValues(query: SearchQuery) {
  return {
    q: searchText(query.q),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

/**
 * A passage's text as the index reads it: angle brackets as spaces, or Postgres's parser takes
 * `<stdio.h>` for a markup tag and indexes nothing of it (the stored text keeps them).
 */
export const indexedText = (text: RawBuilder<string>) =>
  sql<string>`translate(${text}, '<>', '  ')`;

/**
 * The words a person searches, as the query parser should read them: a command-line option
 * (`--repetitive-fast`) is the words it names, not "without repetitive-fast" (a single leading
 * `-` keeps meaning "without"); angle brackets as the index reads them.
 */
export function searchText(q: string): string {
  return q.replace(/(^|\s)-{2,}(?=[\p{L}\p{N}])/gu, '$1').replace(/[<>]/g, ' ');
}

/** Each language's query, parsed once per run (an init plan). */
const parsedIn = (q: string) => (config: 'english' | 'french' | 'simple') =>
  sql`(select websearch_to_tsquery(${sql.lit(config)}::regconfig, ${q}))`;

/**
 * Whether passage `c` matches `q`, in its own language. Passages numbered below zero are a
 * source's next reading, not searched until they replace its passages (`insertPassages`).
 */
export function searchMatches(q: string) {
  const parsed = parsedIn(q);
  return sql<boolean>`c.chunk_index >= 0 and (
    (c.config = 'english'::regconfig and c.tsv @@ ${parsed('english')})
    or (c.config = 'french'::regconfig and c.tsv @@ ${parsed('french')})
    or (c.config = 'simple'::regconfig and c.tsv @@ ${parsed('simple')}))`;
}

export interface SearchValues {
  brainId: string;
  q: string;
  limit: number;
  offset: number;
  userId: string | null;
}

export function searchStatementOf(
  { brainId, q, limit, offset, userId }: SearchValues,
  tables: SearchTables,
) {
  const parsed = parsedIn(q);
  const matches = searchMatches(q);
  const tsquery = sql`(case c.config
      when 'english'::regconfig then ${parsed('english')}
      when 'french'::regconfig then ${parsed('french')}
      else ${parsed('simple')} end)`;
  const ranked = (gate: ReturnType<typeof sql>) => sql`
    matches as materialized (
      select c.id, c.source_id, c.chunk_index, ts_rank(c.tsv, ${tsquery}) as rank
      from ${tables.chunks} c
      where ${gate} c.brain_id = ${brainId} and ${matches}
    ), hits as (
      select id, rank from matches
      order by rank desc, source_id, chunk_index
      limit ${limit} offset ${offset}
    )`;
  const page = sql`
    select c.source_id, s.name as source_name, c.chunk_index, h.rank,
      (select count(*)::int from matches) as total,
      t.content, t.page, t.page_end, t.read_by_ocr, c.config::text as config, ${tsquery}::text as tsquery
    from hits h
      join ${tables.chunks} c on c.id = h.id
      join ${tables.texts} t on t.chunk_id = h.id
      join ${tables.sources} s on s.id = c.source_id`;
  const statement =
    userId === null
      ? sql<SearchRow>`with ${ranked(sql``)}
          ${page} order by h.rank desc, c.source_id, c.chunk_index`
      : // The access row first, then the page's passages (cheaper than a lateral join).
        sql<SearchRow & AccessRow>`
          with access as materialized (${accessRow(brainId, userId)}),
          ${ranked(sql`(select readable from access) and`)}
          select 0 as part, a.owner_id, a.name, a.visibility, a.updated_at, a.share_role,
            a.team_role, null::uuid as source_id, null::text as source_name,
            null::int as chunk_index, null::real as rank, null::int as total,
            null::text as content, null::int as page, null::int as page_end,
            null::boolean as read_by_ocr, null::text as config, null::text as tsquery
          from access a
          union all
          select 1, null, null, null, null, null, null, p.*
          from (${page}) p
          order by part, rank desc, source_id, chunk_index`;
  return { sql: statement };
}
