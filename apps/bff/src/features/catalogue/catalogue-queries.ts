import type {
  Language,
  ListToolsParams,
  ToolCategory,
  ToolDetail,
  ToolPage,
  ToolSummary,
  ToolFacets,
} from '@app/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, ToolTranslationsTable } from '../../db/schema.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { renderGuideMarkdown } from './render-guide-markdown.ts';

type ListQuery = ListToolsParams;

/**
 * Tools in one language: each text column is the requested translation, or English where the
 * translation leaves it empty (field by field), with rating and comment aggregates.
 */
function localizedTools(db: Kysely<DB>, lang: Language) {
  const text = (column: 'name' | 'description' | 'tags') =>
    sql<string>`coalesce(${sql.ref(`tr.${column}`)}, ${sql.ref(`en.${column}`)})`;
  return db
    .selectFrom('tools as t')
    .innerJoin('tool_translations as en', (join) =>
      join.onRef('en.tool_id', '=', 't.id').on('en.locale', '=', 'en'),
    )
    .leftJoin('tool_translations as tr', (join) =>
      join.onRef('tr.tool_id', '=', 't.id').on('tr.locale', '=', lang),
    )
    .select([
      't.id',
      't.category',
      't.logo_url',
      't.url',
      't.github_url',
      't.created_at',
      text('name').as('name'),
      text('description').as('description'),
      sql<string[]>`case when cardinality(tr.tags) > 0 then tr.tags else en.tags end`.as('tags'),
      sql<Language>`case when tr.tool_id is null then 'en' else ${lang} end`.as('lang'),
      sql<
        number | null
      >`(select round(avg(r.rating)::numeric, 1)::float8 from ratings r where r.tool_id = t.id)`.as(
        'rating_average',
      ),
      sql<number>`(select count(*)::int from ratings r where r.tool_id = t.id)`.as('rating_count'),
      sql<number>`(select count(*)::int from comments c where c.tool_id = t.id and c.hidden_at is null)`.as(
        'comment_count',
      ),
    ]);
}

type LocalizedRow = {
  id: string;
  category: string;
  logo_url: string | null;
  url: string;
  github_url: string | null;
  created_at: Date;
  name: string;
  description: string;
  tags: string[];
  lang: Language;
  rating_average: number | null;
  rating_count: number;
  comment_count: number;
};

function toSummary(row: LocalizedRow): ToolSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as ToolCategory,
    tags: row.tags,
    logoUrl: row.logo_url,
    url: row.url,
    githubUrl: row.github_url,
    rating: { average: row.rating_average, count: row.rating_count },
    commentCount: row.comment_count,
    addedAt: new Date(row.created_at).toISOString(),
    lang: row.lang,
  };
}

type GuideColumns = Pick<
  Selectable<ToolTranslationsTable>,
  | 'header_image'
  | 'introduction'
  | 'body'
  | 'conclusion'
  | 'seo_title'
  | 'seo_description'
  | 'seo_image'
>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The catalogue's statements: its reads, kept in memory for `cacheSeconds` (ADR 004), and the
 * ratings and comments of signed-in users, which clear what is kept.
 */
export function createCatalogueQueries(db: Kysely<DB>, options: { cacheSeconds: number }) {
  const cache = new TtlCache<unknown>({ ttlSeconds: options.cacheSeconds });
  const cached = <T>(key: string, load: () => Promise<T>) =>
    cache.getOrLoad(key, load) as Promise<T>;

  async function listTools(query: ListQuery): Promise<ToolPage> {
    const q = query.q?.trim() || undefined;
    const key = JSON.stringify([
      'list',
      query.lang,
      q,
      query.tag,
      query.category,
      query.sort,
      query.page,
      query.pageSize,
    ]);
    return cached(key, async () => {
      const filtered = db.selectFrom(localizedTools(db, query.lang).as('x')).where((eb) => {
        const conditions = [];
        if (q) {
          const pattern = `%${escapeLike(q)}%`;
          conditions.push(
            eb.or([
              eb('x.name', 'ilike', pattern),
              eb('x.description', 'ilike', pattern),
              eb(sql`array_to_string(x.tags, ' ')`, 'ilike', pattern),
            ]),
          );
        }
        if (query.tag) conditions.push(eb(sql`${query.tag}`, '=', sql`any(x.tags)`));
        if (query.category) conditions.push(eb('x.category', '=', query.category));
        return eb.and(conditions);
      });
      const { total } = await filtered
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const ordered =
        query.sort === 'rating'
          ? filtered
              .orderBy(sql`x.rating_average desc nulls last`)
              .orderBy('x.rating_count', 'desc')
              .orderBy(sql`lower(x.name)`)
          : query.sort === 'newest'
            ? filtered.orderBy('x.created_at', 'desc').orderBy('x.id')
            : filtered.orderBy(sql`lower(x.name)`).orderBy('x.id');
      const rows = (await ordered
        .selectAll('x')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute()) as LocalizedRow[];
      const count = Number(total);
      return {
        items: rows.map(toSummary),
        total: count,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(count / query.pageSize),
      };
    });
  }

  async function getFacets(lang: Language): Promise<ToolFacets> {
    return cached(JSON.stringify(['facets', lang]), async () => {
      const rows = await db
        .selectFrom(localizedTools(db, lang).as('x'))
        .select(['x.category', 'x.tags'])
        .execute();
      const tags = new Map<string, number>();
      const categories = new Map<ToolCategory, number>();
      for (const row of rows) {
        categories.set(
          row.category as ToolCategory,
          (categories.get(row.category as ToolCategory) ?? 0) + 1,
        );
        for (const tag of row.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
      }
      const byCount = <K extends string>(entries: Map<K, number>) =>
        [...entries].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], lang));
      return {
        lang,
        tags: byCount(tags).map(([tag, count]) => ({ tag, count })),
        categories: byCount(categories).map(([category, count]) => ({ category, count })),
      };
    });
  }

  async function getTool(id: string, lang: Language): Promise<ToolDetail | null> {
    return cached(JSON.stringify(['tool', id, lang]), async () => {
      const row = (await localizedTools(db, lang)
        .where('t.id', '=', id)
        .select([
          sql<string | null>`coalesce(tr.header_image, en.header_image)`.as('header_image'),
          sql<string | null>`coalesce(tr.introduction, en.introduction)`.as('introduction'),
          sql<string | null>`coalesce(tr.body, en.body)`.as('body'),
          sql<string | null>`coalesce(tr.conclusion, en.conclusion)`.as('conclusion'),
          sql<string | null>`coalesce(tr.seo_title, en.seo_title)`.as('seo_title'),
          sql<string | null>`coalesce(tr.seo_description, en.seo_description)`.as(
            'seo_description',
          ),
          sql<string | null>`coalesce(tr.seo_image, en.seo_image)`.as('seo_image'),
        ])
        .executeTakeFirst()) as (LocalizedRow & GuideColumns) | undefined;
      if (!row) return null;

      const comments = await db
        .selectFrom('comments as c')
        .leftJoin('profiles as p', 'p.id', 'c.user_id')
        .where('c.tool_id', '=', id)
        // Hidden by a moderator: kept, with its reason, for the admin area only.
        .where('c.hidden_at', 'is', null)
        .select(['c.id', 'c.content', 'c.created_at', 'c.user_id', 'p.full_name', 'p.avatar_url'])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id')
        .limit(200)
        .execute();

      const summary = toSummary(row);
      return {
        ...summary,
        guide: row.introduction
          ? {
              headerImage: row.header_image,
              introduction: row.introduction,
              bodyHtml: row.body?.trim() ? renderGuideMarkdown(row.body) : null,
              conclusion: row.conclusion?.trim() ? row.conclusion : null,
              seoTitle: row.seo_title ?? summary.name,
              seoDescription: row.seo_description ?? summary.description,
              seoImage: row.seo_image,
            }
          : null,
        comments: comments.map((c) => ({
          id: c.id,
          content: c.content,
          createdAt: new Date(c.created_at).toISOString(),
          author: {
            // A deleted account leaves its comment behind, without an author.
            id: c.user_id,
            fullName: c.full_name,
            avatarUrl: c.avatar_url,
          },
        })),
      };
    });
  }

  /** The tool's name in English (or the first language it has), or its id. */
  async function toolName(id: string) {
    const row = await db
      .selectFrom('tool_translations')
      .select('name')
      .where('tool_id', '=', id)
      .orderBy('locale')
      .executeTakeFirst();
    return row?.name ?? id;
  }

  async function toolExists(id: string) {
    return Boolean(
      await db.selectFrom('tools').select('id').where('id', '=', id).executeTakeFirst(),
    );
  }

  /** A person's rating of a tool, or null. */
  async function ratingOf(toolId: string, userId: string) {
    const row = await db
      .selectFrom('ratings')
      .select('rating')
      .where('tool_id', '=', toolId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.rating ?? null;
  }

  /** Keeps a person's rating (one per tool and person) and answers the tool's new summary. */
  async function rate(toolId: string, userId: string, rating: number) {
    await db
      .insertInto('ratings')
      .values({ tool_id: toolId, user_id: userId, rating })
      .onConflict((oc) =>
        oc.columns(['tool_id', 'user_id']).doUpdateSet({ rating, updated_at: new Date() }),
      )
      .execute();
    cache.clear();
    const summary = await db
      .selectFrom('ratings')
      .select((eb) => [
        eb.fn.avg<string>('rating').as('average'),
        eb.fn.countAll<string>().as('count'),
      ])
      .where('tool_id', '=', toolId)
      .executeTakeFirstOrThrow();
    return {
      average: Math.round(Number(summary.average) * 10) / 10,
      count: Number(summary.count),
    };
  }

  /** Keeps a person's comment on a tool. */
  async function comment(toolId: string, userId: string, content: string) {
    const row = await db
      .insertInto('comments')
      .values({ tool_id: toolId, user_id: userId, content })
      .returning(['id', 'content', 'created_at'])
      .executeTakeFirstOrThrow();
    cache.clear();
    return row;
  }

  return {
    listTools,
    getFacets,
    getTool,
    toolName,
    toolExists,
    ratingOf,
    rate,
    comment,
    /** Forgets what is kept: the next reads are made afresh. */
    invalidate: () => cache.clear(),
  };
}

export type CatalogueQueries = ReturnType<typeof createCatalogueQueries>;
