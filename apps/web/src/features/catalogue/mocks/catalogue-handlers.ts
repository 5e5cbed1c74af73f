import {
  apiContract,
  CreateCommentRequest,
  Language,
  ListToolsQuery,
  RateToolRequest,
  ToolIdParam,
  type RatingSummary,
  type SessionUser,
  type ToolComment,
  type ToolDetail,
  type ToolFacets,
  type ToolPage,
  type ToolSummary,
} from '@app/contracts';
import { http, HttpResponse } from 'msw';
import { fail, invalid, mockPath, parseBody, savingAfter } from '@/mocks/http';
import { storedState } from '@/mocks/stored-state';
import { mockToolDetail, mockTools } from './catalogue-fixtures';

const { catalogue } = apiContract;
const lang = (url: URL) => Language.catch('en').parse(url.searchParams.get('lang') ?? 'en');
const noUser = () => fail(401, 'No user logged in', 'unauthenticated');
const toolNotFound = () =>
  fail(404, "The tool you're looking for doesn't exist.", 'tool_not_found');
const toolId = (params: Record<string, unknown>) => ToolIdParam.safeParse(params).data?.id;

/** What an Admin changed in the catalogue (the admin area's mock keeps it). */
export interface MockCatalogueChanges {
  /** The tools as the public pages show them, from the fixtures'. */
  tools(lang: Language, fixtures: ToolSummary[]): ToolSummary[];
  /** One tool's page, or null when there is no such tool (any more). */
  tool(id: string, lang: Language, fixture: ToolDetail | null): ToolDetail | null;
  /** Whether a comment shows: not hidden, not deleted by a moderator. */
  commentShown(id: string): boolean;
}

interface CatalogueState {
  /** The signed-in person's ratings, by tool. */
  ratings: [string, number][];
  /** Comments written in the mock, by tool, newest first. */
  comments: [string, ToolComment[]][];
}

/**
 * The mocked BFF's catalogue (`catalogue-fixtures.ts`, as an Admin left it): the explorer's
 * search, filters, sorts and pages, the facets, a tool's page, and the signed-in person's rating
 * and comments. Kept across reloads in the browser.
 */
export function createCatalogueMock({
  signedInUser,
  changes,
}: {
  signedInUser: () => SessionUser | null;
  changes: MockCatalogueChanges;
}) {
  const storage = storedState<CatalogueState>('mock-bff-catalogue');
  const stored = storage.load();
  let ratings = new Map(stored?.ratings ?? []);
  let comments = new Map(stored?.comments ?? []);
  const save = () => storage.save({ ratings: [...ratings], comments: [...comments] });
  const saved = savingAfter(save);

  const publicTools = (language: Language) => changes.tools(language, mockTools(language));
  const publicTool = (id: string, language: Language = 'en') =>
    changes.tool(id, language, mockToolDetail(id, language));

  function ratingSummary(id: string, base: RatingSummary): RatingSummary {
    const mine = ratings.get(id);
    if (mine === undefined) return base;
    const total = (base.average ?? 0) * base.count + mine;
    const count = base.count + 1;
    return { average: Math.round((total / count) * 10) / 10, count };
  }

  const handlers = [
    http.get(mockPath(catalogue.getToolFacets), ({ request }) => {
      const language = lang(new URL(request.url));
      const tools = publicTools(language);
      const count = <K extends string>(keys: K[]) => [
        ...keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<K, number>()),
      ];
      const body: ToolFacets = {
        lang: language,
        tags: count(tools.flatMap((t) => t.tags)).map(([tag, n]) => ({ tag, count: n })),
        categories: count(tools.map((t) => t.category)).map(([category, n]) => ({
          category,
          count: n,
        })),
      };
      return HttpResponse.json(body);
    }),

    http.get(mockPath(catalogue.listTools), ({ request }) => {
      const url = new URL(request.url);
      const parsed = ListToolsQuery.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return invalid();
      const { q, tag, category, sort, page, pageSize } = parsed.data;
      const tools = publicTools(parsed.data.lang)
        .filter(
          (tool) =>
            (!q ||
              `${tool.name} ${tool.description} ${tool.tags.join(' ')}`
                .toLowerCase()
                .includes(q.toLowerCase())) &&
            (!tag || tool.tags.includes(tag)) &&
            (!category || tool.category === category),
        )
        .sort((a, b) =>
          sort === 'name'
            ? a.name.localeCompare(b.name)
            : sort === 'newest'
              ? b.addedAt.localeCompare(a.addedAt)
              : (b.rating.average ?? 0) - (a.rating.average ?? 0),
        );
      const body: ToolPage = {
        items: tools.slice((page - 1) * pageSize, page * pageSize),
        total: tools.length,
        page,
        pageSize,
        pageCount: Math.ceil(tools.length / pageSize),
      };
      return HttpResponse.json(body);
    }),

    http.get(mockPath(catalogue.getTool), ({ params, request }) => {
      const tool = publicTool(String(params.id), lang(new URL(request.url)));
      if (!tool) return toolNotFound();
      const body: ToolDetail = {
        ...tool,
        rating: ratingSummary(tool.id, tool.rating),
        comments: [...(comments.get(tool.id) ?? []), ...tool.comments].filter((comment) =>
          changes.commentShown(comment.id),
        ),
      };
      body.commentCount = body.comments.length;
      return HttpResponse.json(body);
    }),

    http.get(
      mockPath(catalogue.getMyRating),
      saved(({ params }) => {
        if (!signedInUser()) return noUser();
        const id = toolId(params);
        if (!id) return fail(400, 'Invalid tool id', 'invalid_request');
        if (!publicTool(id)) return toolNotFound();
        return HttpResponse.json({ rating: ratings.get(id) ?? null });
      }),
    ),

    http.put(
      mockPath(catalogue.rateTool),
      saved(async ({ params, request }) => {
        if (!signedInUser()) return noUser();
        const id = toolId(params);
        if (!id) return fail(400, 'Invalid tool id', 'invalid_request');
        const tool = publicTool(id);
        if (!tool) return toolNotFound();
        const body = await parseBody(request, RateToolRequest);
        if (!body) return invalid();
        ratings.set(id, body.rating);
        return HttpResponse.json({ rating: body.rating, summary: ratingSummary(id, tool.rating) });
      }),
    ),

    http.post(
      mockPath(catalogue.createComment),
      saved(async ({ params, request }) => {
        const user = signedInUser();
        if (!user) return noUser();
        const id = toolId(params);
        if (!id) return fail(400, 'Invalid tool id', 'invalid_request');
        if (!publicTool(id)) return toolNotFound();
        const body = await parseBody(request, CreateCommentRequest);
        if (!body) return invalid();
        const comment: ToolComment = {
          id: crypto.randomUUID(),
          content: body.content,
          createdAt: new Date().toISOString(),
          author: { id: user.id, fullName: user.fullName, avatarUrl: user.avatarUrl },
        };
        comments.set(id, [comment, ...(comments.get(id) ?? [])]);
        return HttpResponse.json(comment, { status: 201 });
      }),
    ),
  ];

  return {
    handlers,
    /** Every comment of the catalogue with its tool, for the admin area's moderation. */
    allComments: () =>
      publicTools('en').flatMap((tool) =>
        [...(comments.get(tool.id) ?? []), ...(mockToolDetail(tool.id, 'en')?.comments ?? [])].map(
          (comment) => ({ toolId: tool.id, comment }),
        ),
      ),
    /** Every rating: the fixtures' and the mock's. */
    ratingCount: () =>
      publicTools('en').reduce((sum, tool) => sum + tool.rating.count, 0) + ratings.size,
    /** No rating, no comment written in the mock. */
    reset() {
      ratings = new Map();
      comments = new Map();
      save();
    },
  };
}
