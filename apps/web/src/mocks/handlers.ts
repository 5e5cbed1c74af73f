import {
  apiContract,
  ChatRequest,
  ContactInquiry,
  type ChatReply,
  Language,
  ListToolsQuery,
  type ErrorBody,
  type Health,
  type Session,
  type ToolDetail,
  type ToolFacets,
  type ToolPage,
} from '@app/contracts';
import { http, HttpResponse } from 'msw';
import { mockToolDetail, mockTools } from './fixtures';

/**
 * ts-rest paths use `:param`, as MSW does, so the contract is the single source of each path.
 * `*` matches any origin: the page's own in the browser, any base URL in Node tests.
 */
const path = (route: { path: string }) => `*${route.path}`;
const lang = (url: URL) => Language.catch('en').parse(url.searchParams.get('lang') ?? 'en');
const { catalogue, chat, contact, health, session } = apiContract;

export const handlers = [
  http.get(path(health.getHealth), () => {
    const body: Health = { status: 'ok', version: 'mock', uptimeSeconds: 1, database: 'ok' };
    return HttpResponse.json(body);
  }),

  http.get(path(session.getSession), () => {
    const body: Session = { user: null };
    return HttpResponse.json(body);
  }),

  http.get(path(catalogue.getToolFacets), ({ request }) => {
    const language = lang(new URL(request.url));
    const tools = mockTools(language);
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

  http.get(path(catalogue.listTools), ({ request }) => {
    const url = new URL(request.url);
    const parsed = ListToolsQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      const body: ErrorBody = { error: 'Invalid request', code: 'invalid_request' };
      return HttpResponse.json(body, { status: 400 });
    }
    const { q, tag, category, sort, page, pageSize } = parsed.data;
    let tools = mockTools(parsed.data.lang).filter(
      (tool) =>
        (!q ||
          `${tool.name} ${tool.description} ${tool.tags.join(' ')}`
            .toLowerCase()
            .includes(q.toLowerCase())) &&
        (!tag || tool.tags.includes(tag)) &&
        (!category || tool.category === category),
    );
    tools = tools.sort((a, b) =>
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

  http.get(path(catalogue.getTool), ({ params, request }) => {
    const tool = mockToolDetail(String(params.id), lang(new URL(request.url)));
    if (!tool) {
      const body: ErrorBody = {
        error: "The tool you're looking for doesn't exist.",
        code: 'tool_not_found',
      };
      return HttpResponse.json(body, { status: 404 });
    }
    const body: ToolDetail = tool;
    return HttpResponse.json(body);
  }),

  http.post(path(contact.sendInquiry), async ({ request }) => {
    const parsed = ContactInquiry.safeParse(await request.json());
    if (!parsed.success) {
      const body: ErrorBody = { error: 'Invalid request', code: 'invalid_request' };
      return HttpResponse.json(body, { status: 400 });
    }
    return HttpResponse.json({ status: 'received' as const }, { status: 201 });
  }),

  http.post(path(chat.sendMessage), async ({ request }) => {
    const parsed = ChatRequest.safeParse(await request.json());
    if (!parsed.success) {
      const body: ErrorBody = { error: 'Invalid request', code: 'invalid_request' };
      return HttpResponse.json(body, { status: 400 });
    }
    const french = parsed.data.locale === 'fr';
    const body: ChatReply = {
      status: 'ok',
      reply: french
        ? `Réponse de démonstration (BFF simulé) à : « ${parsed.data.message} ». Voir la [FAQ](/faq).`
        : `Demo answer (mocked BFF) to: "${parsed.data.message}". See the [FAQ](/faq).`,
    };
    return HttpResponse.json(body);
  }),
];
