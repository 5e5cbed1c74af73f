import type {
  BrainDetail,
  BrainRole,
  BrainShare,
  BrainSource,
  BrainSummary,
  ListBrainsParams,
  SearchResults,
  SourceErrorCode,
} from '@app/contracts';
import {
  BRAIN_FILE_MAX_BYTES,
  BRAIN_FILES_PER_UPLOAD,
  BRAIN_MAX_BYTES,
  sourceErrorMessages,
} from '@app/contracts';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { BrainSourcesTable, DB } from '../../db/schema.ts';
import { accessFrom, accessRow, can, type AccessRow } from './brains-access.ts';
import { createHighlighter, queryLexemes } from './search/highlight.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The columns of a source the API shows: never its content. */
const sourceColumns = [
  'id',
  'name',
  'kind',
  'status',
  'progress',
  'error_code',
  'size_bytes',
  'language',
  'chunk_count',
  'attempts',
  'created_at',
  'updated_at',
] as const;

export function toSource(
  row: Pick<Selectable<BrainSourcesTable>, (typeof sourceColumns)[number]>,
): BrainSource {
  const code = row.error_code as SourceErrorCode | null;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    error: code ? { code, message: sourceErrorMessages[code] } : null,
    sizeBytes: row.size_bytes,
    language: row.language,
    chunkCount: row.chunk_count,
    attempts: row.attempts,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * The tables a search reads. The app's own, unless the search warm-up (`search/warm-up.ts`) runs
 * the same statements over passages of its own.
 */
export interface SearchTables {
  chunks: RawBuilder<unknown>;
  texts: RawBuilder<unknown>;
  sources: RawBuilder<unknown>;
}
const BRAIN_TABLES: SearchTables = {
  chunks: sql.table('brain_chunks'),
  texts: sql.table('brain_chunk_texts'),
  sources: sql.table('brain_sources'),
};

/**
 * Writes passages of a source, numbered from `start`, with their search vectors in `config`: the
 * passages and their texts in one statement, so both are stored or neither. The processing job
 * writes a source's passages this way, and the search warm-up its own.
 */
export function insertPassages(
  db: Kysely<DB>,
  passage: {
    brainId: string;
    sourceId: string;
    config: string;
    start: number;
    texts: readonly string[];
  },
  tables: SearchTables = BRAIN_TABLES,
) {
  const { brainId, sourceId, config, start, texts } = passage;
  return sql`
    with input as (
      select ${start} + ordinality::int - 1 as chunk_index, content
      from unnest(${texts}::text[]) with ordinality as t(content)
    ), inserted as (
      insert into ${tables.chunks} (brain_id, source_id, chunk_index, config, tsv)
      select ${brainId}::uuid, ${sourceId}::uuid, chunk_index, ${config}::regconfig,
        to_tsvector(${config}::regconfig, content)
      from input
      returning id, chunk_index
    )
    insert into ${tables.texts} (chunk_id, content)
    select inserted.id, input.content from inserted join input using (chunk_index)`.execute(db);
}

export function createBrainQueries(
  db: Kysely<DB>,
  { tables = BRAIN_TABLES }: { tables?: SearchTables } = {},
) {
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
  /** Brains with their owner, size and source count, and the caller's role on each. */
  const summaries = (userId: string) =>
    db
      .selectFrom('brains')
      .innerJoin('profiles as owner', 'owner.id', 'brains.owner_id')
      .leftJoin('brain_shares as mine', (join) =>
        join.onRef('mine.brain_id', '=', 'brains.id').on('mine.user_id', '=', userId),
      )
      // A team brain is every member's to search (as a viewer).
      .leftJoin('team_members as my_team', (join) =>
        join.onRef('my_team.team_id', '=', 'brains.team_id').on('my_team.user_id', '=', userId),
      )
      .select([
        'brains.id',
        'brains.name',
        'brains.description',
        'brains.type',
        'brains.visibility',
        'brains.status',
        'brains.owner_id',
        'brains.created_at',
        'brains.updated_at',
        'owner.full_name as owner_name',
        'owner.email as owner_email',
        'mine.role as share_role',
        'my_team.role as team_role',
        (eb) =>
          eb
            .selectFrom('brain_sources')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('brain_sources.brain_id', '=', 'brains.id')
            .as('source_count'),
        (eb) =>
          eb
            .selectFrom('brain_sources')
            .select(sql<number>`coalesce(sum(size_bytes), 0)::int`.as('n'))
            .whereRef('brain_sources.brain_id', '=', 'brains.id')
            .as('size_bytes'),
      ]);
  type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

  const toSummary = (row: SummaryRow, userId: string): BrainSummary => {
    const myRole: BrainRole =
      row.owner_id === userId ? 'owner' : (row.share_role ?? (row.team_role ? 'viewer' : 'public'));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      type: row.type,
      visibility: row.visibility,
      status: row.status,
      // Another person's address is shown only to those the brain is shared with.
      owner: {
        id: row.owner_id,
        fullName: row.owner_name,
        email: myRole === 'public' ? null : row.owner_email,
      },
      myRole,
      sourceCount: Number(row.source_count ?? 0),
      sizeBytes: Number(row.size_bytes ?? 0),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  };

  return {
    async list(userId: string, query: ListBrainsParams) {
      let base = summaries(userId);
      base =
        query.scope === 'mine'
          ? base.where((eb) =>
              eb.or([
                eb('brains.owner_id', '=', userId),
                eb('mine.role', 'is not', null),
                eb('my_team.role', 'is not', null),
              ]),
            )
          : base
              .where('brains.visibility', '=', 'public')
              .where('brains.owner_id', '!=', userId)
              .where('mine.role', 'is', null)
              .where('my_team.role', 'is', null);
      if (query.type) base = base.where('brains.type', '=', query.type);
      if (query.visibility) base = base.where('brains.visibility', '=', query.visibility);
      if (query.status) base = base.where('brains.status', '=', query.status);
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where(sql<boolean>`lower(brains.name) like ${pattern} escape '\\'`);
      }
      const { total } = await db
        .selectFrom(base.as('matching'))
        .select(db.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .orderBy('brains.updated_at', 'desc')
        .orderBy('brains.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const count = Number(total);
      return {
        items: rows.map((row) => toSummary(row, userId)),
        total: count,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(count / query.pageSize),
      };
    },

    async detail(brainId: string, userId: string): Promise<BrainDetail | null> {
      const row = await summaries(userId).where('brains.id', '=', brainId).executeTakeFirst();
      if (!row) return null;
      const sources = await db
        .selectFrom('brain_sources')
        .select(sourceColumns)
        .where('brain_id', '=', brainId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return {
        ...toSummary(row, userId),
        sources: sources.map(toSource),
        limits: {
          fileMaxBytes: BRAIN_FILE_MAX_BYTES,
          brainMaxBytes: BRAIN_MAX_BYTES,
          filesPerUpload: BRAIN_FILES_PER_UPLOAD,
        },
      };
    },

    async sources(brainId: string, ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('brain_sources')
        .select(sourceColumns)
        .where('brain_id', '=', brainId)
        .where('id', 'in', ids)
        .orderBy('created_at')
        .execute();
      return rows.map(toSource);
    },

    async sizeOf(brainId: string) {
      const { n } = await db
        .selectFrom('brain_sources')
        .select(sql<number>`coalesce(sum(size_bytes), 0)::int`.as('n'))
        .where('brain_id', '=', brainId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async shares(brainId: string): Promise<BrainShare[]> {
      const rows = await db
        .selectFrom('brain_shares')
        .innerJoin('profiles', 'profiles.id', 'brain_shares.user_id')
        .select([
          'profiles.id',
          'profiles.full_name',
          'profiles.email',
          'brain_shares.role',
          'brain_shares.created_at',
        ])
        .where('brain_shares.brain_id', '=', brainId)
        .orderBy('brain_shares.created_at')
        .execute();
      return rows.map((row) => ({
        user: { id: row.id, fullName: row.full_name, email: row.email },
        role: row.role,
        createdAt: iso(row.created_at),
      }));
    },

    /**
     * Full-text search in each passage's own language (English and French stemming, else
     * `simple`), ranked, with the matching words marked. For a caller whose access is already
     * known (or for an agent's own brains).
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
                  and ${searchMatches(query.q)}`.execute(db)
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
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.ceil(total / query.pageSize),
    };
  }
}

export interface SearchQuery {
  q: string;
  page: number;
  pageSize: number;
}

/** A page's passage, as the search statement returns it. */
interface SearchRow {
  source_id: string;
  source_name: string;
  chunk_index: number;
  rank: number;
  total: number;
  content: string;
  config: string;
  tsquery: string;
}

/**
 * The search statement.
 *
 * Each language's query is parsed once per run, in a subquery of its own (an init plan): the
 * statement is kept prepared (ADR 033) and Postgres soon runs it with a generic plan, in which
 * `websearch_to_tsquery('english', $2)` written inline would be parsed again for every passage
 * it is tested against (three times the time of the whole search). A parameter set once per run
 * is also what the GIN index can answer.
 *
 * One scan ranks the matches into narrow rows (id, order, rank), which are counted and sorted;
 * only the page's passages are then read in full (their texts from brain_chunk_texts, ADR 039).
 * Carrying the matched rows whole through a window count (`count(*) over ()`) copied every
 * tsvector: twice the time.
 *
 * With a caller, the brain's access row (`accessRow`) comes first and gates the scan: a caller
 * who may not read the brain gets that row alone (and a brain that does not exist, no row), and
 * no passage is read for them (ADR 040).
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
function searchValues(query: SearchQuery) {
  return { q: query.q, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** Each language's query, parsed once per run (an init plan). */
const parsedIn = (q: string) => (config: 'english' | 'french' | 'simple') =>
  sql`(select websearch_to_tsquery(${sql.lit(config)}::regconfig, ${q}))`;

/** Whether passage `c` matches `q`, in its own language. */
function searchMatches(q: string) {
  const parsed = parsedIn(q);
  return sql<boolean>`(
    (c.config = 'english'::regconfig and c.tsv @@ ${parsed('english')})
    or (c.config = 'french'::regconfig and c.tsv @@ ${parsed('french')})
    or (c.config = 'simple'::regconfig and c.tsv @@ ${parsed('simple')}))`;
}

interface SearchValues {
  brainId: string;
  q: string;
  limit: number;
  offset: number;
  userId: string | null;
}

function searchStatementOf(
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
      t.content, c.config::text as config, ${tsquery}::text as tsquery
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
            null::text as content, null::text as config, null::text as tsquery
          from access a
          union all
          select 1, null, null, null, null, null, null, p.*
          from (${page}) p
          order by part, rank desc, source_id, chunk_index`;
  return { sql: statement };
}

export type BrainQueries = ReturnType<typeof createBrainQueries>;
