import type { SearchResults } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once.ts';
import type { DB } from '../../../db/schema.ts';
import { accessFrom, can, type AccessRow } from '../brains-access.ts';
import { createHighlighter, queryLexemes } from './highlight.ts';
import {
  BRAIN_TABLES,
  searchMatches,
  searchStatementOf,
  searchText,
  searchValues,
  type SearchQuery,
  type SearchRow,
  type SearchTables,
  type SearchValues,
} from './statement.ts';

/**
 * Full-text search over one set of passage tables (the app's own, or the warm-up's): the
 * statement compiled once, the highlighter with what it learnt of words, and the count of a page
 * past the last one.
 */
export function createSearcher(db: Kysely<DB>, tables: SearchTables = BRAIN_TABLES) {
  // What a passage's words reduce to, asked of Postgres with the passage's own configuration.
  const highlight = createHighlighter(async (words) => {
    const { rows } = await sql<{ lexemes: string[] }>`
      select tsvector_to_array(to_tsvector(w.config::regconfig, w.word)) as lexemes
      from rows from (json_to_recordset(${JSON.stringify(words)}::json) as (config text, word text))
        with ordinality as w(config, word, n)
      order by w.n`.execute(db);
    return rows.map((row) => row.lexemes);
  });
  // The search statement, compiled once for a caller whose access is known and once for one
  // whose access it reads (the statement's text is the same from search to search).
  const searchValueNames = ['brainId', 'q', 'limit', 'offset'] as const;
  const searchAnyone = compiledOnce(searchValueNames, (values: SearchValues) =>
    searchStatementOf({ ...values, userId: null }, tables).sql.compile(db),
  );
  const searchAsCaller = compiledOnce([...searchValueNames, 'userId'], (values: SearchValues) =>
    searchStatementOf(values, tables).sql.compile(db),
  );

  async function results(
    brainId: string,
    query: SearchQuery,
    rows: SearchRow[],
  ): Promise<SearchResults> {
    const passages = await highlight(
      rows.map((row) => ({
        text: row.content,
        config: row.config,
        lexemes: queryLexemes(row.tsquery),
      })),
    );
    // A page past the last one has no rows to carry the count: counted apart, only then.
    const total =
      rows[0]?.total ??
      (query.page === 1
        ? 0
        : Number(
            (
              await sql<{ total: number }>`select count(*)::int as total from ${tables.chunks} c
                where c.brain_id = ${brainId}
                  and ${searchMatches(searchText(query.q))}`.execute(db)
            ).rows[0]?.total ?? 0,
          ));
    return {
      query: query.q,
      items: rows.map((row, index) => ({
        sourceId: row.source_id,
        sourceName: row.source_name,
        chunkIndex: row.chunk_index,
        passage: passages[index]!,
        rank: Number(row.rank),
        page: row.page,
        pageEnd: row.page_end,
        readByOcr: row.read_by_ocr,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.ceil(total / query.pageSize),
    };
  }

  return {
    /**
     * Full-text search in each passage's own language (English and French stemming, else
     * `simple`), ranked, with the matching words marked. For a caller whose access is already
     * known.
     */
    async search(brainId: string, query: SearchQuery): Promise<SearchResults> {
      const { rows } = await db.executeQuery(
        searchAnyone({ brainId, ...searchValues(query), userId: null }),
      );
      return results(brainId, query, rows as SearchRow[]);
    },

    /**
     * The caller's access to the brain and, when it lets them read it, the search: one statement
     * for both. Passages are scanned only when the caller may read them.
     */
    async searchAs(
      brainId: string,
      userId: string,
      query: SearchQuery,
    ): Promise<{ access: ReturnType<typeof accessFrom>; results: SearchResults | null }> {
      // The access row (none for a brain that does not exist), then the page's passages.
      const rows = (
        await db.executeQuery(searchAsCaller({ brainId, ...searchValues(query), userId }))
      ).rows as (AccessRow & (SearchRow | { [key in keyof SearchRow]: null }))[];
      const access = accessFrom(rows[0], userId);
      if (!can.read(access.role)) return { access, results: null };
      const hits = rows.slice(1) as SearchRow[];
      return { access, results: await results(brainId, query, hits) };
    },
  };
}
