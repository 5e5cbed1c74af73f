import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { toolCategories, toolSorts } from './catalogue-values.ts';
import { access, ErrorBody, Language, Text } from './common.ts';

export { toolCategories, toolSorts };

const c = initContract();

export const ToolCategory = z.enum(toolCategories);
export type ToolCategory = z.infer<typeof ToolCategory>;

export const ToolSort = z.enum(toolSorts);
export type ToolSort = z.infer<typeof ToolSort>;

export const TOOLS_PAGE_SIZE_MAX = 48;

export const RatingSummary = z.object({
  /** Mean of the rating rows, one decimal; null when nobody has rated yet. */
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

export const ToolSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: ToolCategory,
  tags: z.array(z.string()),
  logoUrl: z.string().nullable(),
  url: z.url(),
  githubUrl: z.url().nullable(),
  rating: RatingSummary,
  commentCount: z.number().int().nonnegative(),
  addedAt: z.iso.datetime({ offset: true }),
  /** The language the texts are in: the requested one, or English when no translation exists. */
  lang: Language,
});
export type ToolSummary = z.infer<typeof ToolSummary>;

export const ToolGuide = z.object({
  headerImage: z.string().nullable(),
  introduction: z.string(),
  /** The Markdown body rendered to HTML and sanitised by the BFF; null when the guide has none. */
  bodyHtml: z.string().nullable(),
  conclusion: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoImage: z.string().nullable(),
});
export type ToolGuide = z.infer<typeof ToolGuide>;

export const CommentAuthor = z.object({
  /** null when the author's account was deleted. */
  id: z.uuid().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const ToolComment = z.object({
  id: z.uuid(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  author: CommentAuthor,
});
export type ToolComment = z.infer<typeof ToolComment>;

export const ToolDetail = ToolSummary.extend({
  guide: ToolGuide.nullable(),
  /** Newest first. */
  comments: z.array(ToolComment),
});
export type ToolDetail = z.infer<typeof ToolDetail>;

export const ListToolsQuery = z.object({
  lang: Language.default('en'),
  q: Text.trim().max(100).optional(),
  tag: Text.trim().min(1).max(60).optional(),
  category: ToolCategory.optional(),
  sort: ToolSort.default('rating'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TOOLS_PAGE_SIZE_MAX).default(12),
});
export type ListToolsQuery = z.input<typeof ListToolsQuery>;
export type ListToolsParams = z.output<typeof ListToolsQuery>;

export const ToolPage = z.object({
  items: z.array(ToolSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
});
export type ToolPage = z.infer<typeof ToolPage>;

export const TagCount = z.object({ tag: z.string(), count: z.number().int().positive() });
export const CategoryCount = z.object({
  category: ToolCategory,
  count: z.number().int().positive(),
});
/** What the explorer can filter by, with how many tools each choice holds. */
export const ToolFacets = z.object({
  lang: Language,
  tags: z.array(TagCount),
  categories: z.array(CategoryCount),
});
export type ToolFacets = z.infer<typeof ToolFacets>;

export const LangQuery = z.object({ lang: Language.default('en') });

export const ToolIdParam = z.object({
  // `facets` names the list of filters (/tools/facets), never a tool.
  id: Text.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Invalid tool id').refine(
    (id) => id !== 'facets',
    'Invalid tool id',
  ),
});

export const RateToolRequest = z.object({ rating: z.number().int().min(1).max(5) });
export const MyRating = z.object({ rating: z.number().int().min(1).max(5).nullable() });
export const RatingSaved = z.object({
  rating: z.number().int().min(1).max(5),
  summary: RatingSummary,
});

export const COMMENT_MAX_LENGTH = 2000;
export const CreateCommentRequest = z.object({
  content: Text.trim()
    .min(1, 'This field is required')
    .max(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters`),
});

/** The catalogue of AI tools with their guides, ratings and comments (spec §1). */
export const catalogueContract = c.router({
  listTools: {
    method: 'GET',
    metadata: access.public,
    path: '/tools',
    query: ListToolsQuery,
    responses: { 200: ToolPage, 400: ErrorBody },
    summary: 'Search, filter by tag, sort and page the AI-tool catalogue in one language',
  },
  getToolFacets: {
    method: 'GET',
    metadata: access.public,
    path: '/tools/facets',
    query: LangQuery,
    responses: { 200: ToolFacets, 400: ErrorBody },
    summary:
      'Every tag and category of the catalogue in one language, with how many tools each holds',
  },
  getTool: {
    method: 'GET',
    metadata: access.public,
    path: '/tools/:id',
    pathParams: ToolIdParam,
    query: LangQuery,
    responses: { 200: ToolDetail, 400: ErrorBody, 404: ErrorBody },
    summary: 'One tool with its guide, rating summary and comments (newest first)',
  },
  getMyRating: {
    method: 'GET',
    metadata: access.user,
    path: '/tools/:id/my-rating',
    pathParams: ToolIdParam,
    responses: { 200: MyRating, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    summary: 'The signed-in user’s own rating of a tool, or null',
  },
  rateTool: {
    method: 'PUT',
    metadata: access.user,
    path: '/tools/:id/rating',
    pathParams: ToolIdParam,
    body: RateToolRequest,
    responses: { 200: RatingSaved, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    summary: 'Rate a tool 1-5: updates the user’s rating, or inserts the first one',
  },
  createComment: {
    method: 'POST',
    metadata: access.user,
    path: '/tools/:id/comments',
    pathParams: ToolIdParam,
    body: CreateCommentRequest,
    responses: {
      201: ToolComment,
      400: ErrorBody,
      401: ErrorBody,
      404: ErrorBody,
      429: ErrorBody,
    },
    summary: 'Post a comment (trimmed, 1-2000 characters) on a tool',
  },
});
