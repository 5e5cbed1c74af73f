import {
  apiContract,
  AUDIT_REFUSALS_PER_MINUTE,
  AuditQuery,
  authRequiredMessages,
  ConvertInquiryRequest,
  CreateClientRequest,
  CreateInvitationRequest,
  CreateToolRequest,
  GuidePreviewRequest,
  ListAuditQuery,
  ListClientsQuery,
  ListCommentsQuery,
  ListInquiriesQuery,
  ListUsersQuery,
  ModerateCommentRequest,
  ToolFields,
  ToolIdParam,
  ToolTextsEn,
  UpdateClientRequest,
  UpdateInquiryRequest,
  UpdateUserRequest,
  type AdminComment,
  type AdminInquiry,
  type AdminOverview,
  type AdminTool,
  type AdminToolTexts,
  type AdminUser,
  type AuditAction,
  type AuditEntry,
  type Client,
  type ContactInquiry,
  type SessionUser,
  type Language,
  type ToolComment,
  type ToolDetail,
  type ToolSummary,
} from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { Marked } from 'marked';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { MOCK_ADMIN_IP, mockAuditHistory, mockClients, mockInquiries } from './admin-fixtures';
import { storedState } from '@/mocks/stored-state';

/**
 * The mocked BFF's admin area (`pnpm dev:mock` and the component tests), following the BFF's rules
 * (features/admin): every route is for an Admin (401 signed out, 403 otherwise, before anything
 * else is read); users, clients, inquiries, comments and the log are paged by keyset cursors in
 * the BFF's order; the last active Admin cannot be disabled or demoted; an inquiry is converted
 * once; every change appends its audit row. Each answer is checked against the contract's schema
 * for its status before it leaves, so a mock that drifts from the contract fails loudly.
 *
 * The accounts are the accounts mock's (auth/mocks), changed in place. The catalogue starts
 * as the fixtures'; what an Admin adds, changes or deletes, and the comments a moderator hides or
 * deletes, show on the public pages at once (mockPublicTools, mockPublicTool, mockCommentShown).
 * The overview counts what the mocks hold (agents and teams, kept by their own mock, are not
 * counted). In the browser the state is kept in session storage.
 */

const path = (route: { path: string }) => `*${route.path}`;
const { admin } = apiContract;
const DAY_MS = 86_400_000;
const STORAGE_KEY = 'mock-bff-admin';

/** An account of the mocked BFF, as the accounts mock (auth/mocks) keeps it. */
export interface MockAdminAccount {
  user: SessionUser;
  confirmed: boolean;
  createdAt: string;
  disabledAt: string | null;
}

/** The catalogue's tools as its fixtures have them, before any Admin's change. */
export interface MockCatalogueFixtures {
  tools: (lang: Language) => ToolSummary[];
  tool: (id: string, lang: Language) => ToolDetail | null;
}

export interface MockAdminOptions {
  signedInUser: () => SessionUser | null;
  /** The catalogue an Admin starts from. */
  catalogue: MockCatalogueFixtures;
  /** Every account, changed in place by role changes and disabling. */
  accounts: () => MockAdminAccount[];
  /** After an account changed: store it. */
  accountsChanged: () => void;
  /** A disabled user is signed out at once. */
  endSessionsOf: (email: string) => void;
  /** E-mails the invitation's link. */
  invite: (origin: string, email: string) => void;
  /** Every comment of the catalogue, with its tool. */
  comments: () => { toolId: string; comment: ToolComment }[];
  /** What other mocks hold, for the overview. */
  counts: () => { ratings: number; brains: number };
  now?: () => number;
}

interface StoredEntry extends Omit<AuditEntry, 'id'> {
  id: number;
}

interface AdminState {
  tools: AdminTool[];
  clients: Client[];
  inquiries: AdminInquiry[];
  hidden: Record<string, { at: string; reason: string }>;
  deletedComments: string[];
  audit: StoredEntry[];
  /** The tools an Admin created or changed: the public pages show them from here. */
  changed: string[];
  /** Invitations sent from the admin area and not completed yet, listed as "invited". */
  invitations: MockInvitation[];
}

interface MockInvitation {
  id: string;
  email: string;
  role: AdminUser['role'];
  invitedAt: string;
  expiresAt: string;
}

// ---- The seeded state ----

const guideBodies: Record<string, string | null> = {
  chatgpt: '## Getting started\n\n- **Sign up** on the official site.\n- Try it on a real task.',
  whisper: '## Getting started\n\n- **Sign up** on the official site.\n- Try it on a real task.',
  n8n: null,
};

function seedTools({ tools, tool: detail }: MockCatalogueFixtures): AdminTool[] {
  return tools('en').map((tool) => {
    const en = detail(tool.id, 'en')!;
    const fr = detail(tool.id, 'fr')!;
    const enGuide = en.guide ?? { introduction: null, conclusion: null };
    const frGuide = fr.guide ?? { introduction: null, conclusion: null };
    return {
      id: tool.id,
      category: tool.category,
      url: tool.url,
      logoUrl: tool.logoUrl,
      githubUrl: tool.githubUrl,
      en: {
        name: en.name,
        description: en.description,
        tags: en.tags,
        introduction: enGuide.introduction,
        body: guideBodies[tool.id] ?? null,
        conclusion: enGuide.conclusion,
      },
      // The French name and guide fall back to the English ones.
      fr: {
        name: null,
        description: fr.description,
        tags: fr.tags,
        introduction: frGuide.introduction,
        body: null,
        conclusion: frGuide.conclusion === enGuide.conclusion ? null : frGuide.conclusion,
      },
      updatedAt: tool.addedAt,
    };
  });
}

/** The catalogue an Admin starts from, given by createAdminHandlers. */
let catalogueFixtures: MockCatalogueFixtures = { tools: () => [], tool: () => null };

function seed(now: number): AdminState {
  return {
    tools: seedTools(catalogueFixtures),
    clients: mockClients(now),
    inquiries: mockInquiries(now),
    hidden: {},
    deletedComments: [],
    changed: [],
    invitations: [],
    audit: mockAuditHistory(now).map((row, i) => ({
      ...row,
      id: i + 1,
      at: new Date(row.at).toISOString(),
    })),
  };
}

const storage = storedState<AdminState>(STORAGE_KEY);
const save = () => storage.save(state);

let state: AdminState = seed(Date.now());
/** The state kept in the browser, or the seeded one. */
function restoreOrSeed() {
  const stored = storage.load();
  state = stored
    ? { ...stored, changed: stored.changed ?? [], invitations: stored.invitations ?? [] }
    : seed(Date.now());
}

/**
 * Spends the admin area's invitation of `email` as its completion does: the role the account is
 * made with, or null when none was sent from here.
 */
export function takeMockInvitation(email: string): AdminUser['role'] | null {
  const invitation = state.invitations.find((i) => i.email.toLowerCase() === email.toLowerCase());
  if (!invitation) return null;
  state.invitations = state.invitations.filter((i) => i !== invitation);
  save();
  return invitation.role;
}

/** Each actor's minute of refusals, as the BFF counts them (not kept across reloads). */
const refusalWindows = new Map<string, { start: number; count: number }>();

/** Back to the seeded admin data, dated from `now`. */
export function resetMockAdmin(now: number = Date.now()) {
  state = seed(now);
  refusalWindows.clear();
  save();
}

/** Appends one row to the mocked audit log, as the BFF does for sign-ins and admin changes. */
export function recordMockAudit(
  actor: { id: string | null; email: string | null } | null,
  action: AuditAction,
  target?: { type: string; id: string; label: string },
  details: Record<string, unknown> = {},
  now: number = Date.now(),
) {
  state.audit.push({
    id: (state.audit.at(-1)?.id ?? 0) + 1,
    at: new Date(now).toISOString(),
    actor: { id: actor?.id ?? null, email: actor?.email ?? null },
    action,
    target: target ?? { type: null, id: null, label: '' },
    ip: MOCK_ADMIN_IP,
    details,
  });
  save();
}

/** A contact-form inquiry, as the BFF stores it for the admin's list. */
export function addMockInquiry(inquiry: z.output<typeof ContactInquiry>, now: number = Date.now()) {
  const { name, email, inquiryType, message, locale } = inquiry;
  const [company, phone] = [inquiry.company ?? null, inquiry.phone ?? null];
  const createdAt = new Date(now).toISOString();
  const id = crypto.randomUUID();
  state.inquiries.push({
    id,
    name,
    email,
    company,
    phone,
    inquiryType,
    message,
    locale,
    createdAt,
    status: 'new',
    clientId: null,
  });
  save();
}

/** Whether a comment shows on the public page: not hidden, not deleted by a moderator. */
export const mockCommentShown = (id: string) =>
  !state.hidden[id] && !state.deletedComments.includes(id);

// ---- Answers checked against the contract ----

/** The route's answer for `status`, once the contract's schema for that status accepts it. */
function respond(route: AppRoute, status: number, body: unknown) {
  const schema = route.responses[status] as z.ZodType | undefined;
  if (!schema || typeof schema.safeParse !== 'function')
    throw new Error(`${route.method} ${route.path} declares no JSON answer for ${status}`);
  const checked = schema.safeParse(body);
  if (!checked.success)
    throw new Error(
      `The mocked ${route.method} ${route.path} answered ${status} outside its contract: ${checked.error.message}`,
    );
  return HttpResponse.json(body as Record<string, unknown>, { status });
}
const fail = (route: AppRoute, status: number, error: string, code: string) =>
  respond(route, status, { error, code });
const invalid = (route: AppRoute, error: z.ZodError | null = null) =>
  respond(route, 400, {
    error: 'Invalid request',
    code: 'invalid_request',
    ...(error
      ? {
          issues: error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        }
      : {}),
  });
const notFound = (route: AppRoute, what: string) =>
  fail(route, 404, `${what} not found`, 'not_found');

const Uuid = z.object({ id: z.uuid() });

// ---- Keyset pages, as lib/keyset-cursor.ts makes them ----

function encodeCursor(values: string[]) {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function decodeCursor(cursor: string): [string, string] | null {
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const values: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    if (Array.isArray(values) && values.length === 2 && values.every((v) => typeof v === 'string'))
      return values as [string, string];
  } catch {
    // not one of ours
  }
  return null;
}

const compare = (a: [string, string], b: [string, string]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;

/**
 * One page in the order of (key, id), strictly after the cursor's row, and the cursor of the
 * next page when there is one; null for a cursor that is not one of ours (the BFF answers 400).
 */
function keysetPage<T>(
  items: T[],
  keyOf: (item: T) => [string, string],
  direction: 'asc' | 'desc',
  query: { cursor?: string | undefined; limit: number },
) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after) return null;
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = items
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => sign * compare(a.key, b.key))
    .filter(({ key }) => !after || sign * compare(key, after) > 0);
  const page = sorted.slice(0, query.limit);
  return {
    items: page.map(({ item }) => item),
    nextCursor:
      sorted.length > query.limit && page.length > 0 ? encodeCursor(page.at(-1)!.key) : null,
  };
}
const invalidCursor = (route: AppRoute) =>
  respond(route, 400, {
    error: 'Invalid request: query.cursor: Invalid cursor',
    code: 'invalid_request',
  });

// ---- The guide's Markdown, rendered as the public page's sanitiser leaves it ----

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Raw HTML and images are shown as text, links only to http(s) and mailto, headings from h2. */
const guideMarkdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens);
      return /^(https?:|mailto:)/i.test(href)
        ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${label}</a>`
        : label;
    },
    heading({ tokens, depth }) {
      const level = Math.min(4, Math.max(2, depth));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

export const renderMockGuide = (markdown: string) =>
  markdown.trim() ? (guideMarkdown.parse(markdown, { async: false }) as string) : '';

// ---- The public pages' view of the catalogue ----

/** A tool's texts in `lang`: French falls back to English field by field, as the BFF serves them. */
function publicTexts(tool: AdminTool, lang: Language) {
  const french = lang === 'fr' && hasTexts(tool.fr);
  const text = (field: Exclude<keyof AdminToolTexts, 'tags'>) =>
    (french ? tool.fr[field] : null) ?? tool.en[field];
  return {
    lang: french ? ('fr' as const) : ('en' as const),
    name: text('name') ?? tool.id,
    description: text('description') ?? '',
    tags: french && tool.fr.tags.length > 0 ? tool.fr.tags : tool.en.tags,
    introduction: text('introduction'),
    body: text('body'),
    conclusion: text('conclusion'),
  };
}

/**
 * The catalogue as the public pages show it: the fixtures' tools that are not deleted, as they are
 * until an Admin changes one, then as the Admin left it; the tools an Admin added after them.
 */
export function mockPublicTools(lang: Language, fixtures: ToolSummary[]): ToolSummary[] {
  return state.tools.map((tool) => {
    const fixture = fixtures.find((t) => t.id === tool.id);
    if (fixture && !state.changed.includes(tool.id)) return fixture;
    const texts = publicTexts(tool, lang);
    return {
      id: tool.id,
      name: texts.name,
      description: texts.description,
      category: tool.category,
      tags: texts.tags,
      logoUrl: tool.logoUrl,
      url: tool.url,
      githubUrl: tool.githubUrl,
      rating: fixture?.rating ?? { average: null, count: 0 },
      commentCount: fixture?.commentCount ?? 0,
      addedAt: fixture?.addedAt ?? tool.updatedAt,
      lang: texts.lang,
    };
  });
}

/** One tool's public page (null when there is no such tool), with its guide rendered. */
export function mockPublicTool(id: string, lang: Language, fixture: ToolDetail | null) {
  const tool = state.tools.find((t) => t.id === id);
  if (!tool) return null;
  if (fixture && !state.changed.includes(id)) return fixture;
  const summary = mockPublicTools(lang, fixture ? [fixture] : []).find((t) => t.id === id)!;
  const texts = publicTexts(tool, lang);
  const image = fixture?.guide?.headerImage ?? `/images/guides/${tool.category}.svg`;
  const detail: ToolDetail = {
    ...summary,
    guide: texts.introduction
      ? {
          headerImage: image,
          introduction: texts.introduction,
          bodyHtml: texts.body ? renderMockGuide(texts.body) : null,
          conclusion: texts.conclusion,
          seoTitle: texts.name,
          seoDescription: texts.description,
          seoImage: image,
        }
      : null,
    comments: fixture?.comments ?? [],
  };
  return detail;
}

// ---- The handlers ----

type Texts = z.output<typeof ToolFields>['en'] | z.output<typeof ToolFields>['fr'];
/** A language's texts as stored: a field left empty is null. */
const storedTexts = (texts: Texts) =>
  Object.fromEntries(
    Object.keys(ToolTextsEn.shape).map((key) => [key, texts[key as keyof Texts] ?? null]),
  ) as AdminToolTexts;

/** French with nothing in it is no translation: the public pages show English. */
const hasTexts = (texts: AdminToolTexts) =>
  Object.values(texts).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));

/** A CSV field, quoted when it must be, a leading formula character defused for spreadsheets. */
const csvCell = (value: string | null) => {
  if (value === null) return '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The export's columns, as the BFF writes them. */
const csvColumns: [string, (row: StoredEntry) => string | null][] = [
  ['time', (row) => row.at],
  ['actor_email', (row) => row.actor.email],
  ['actor_id', (row) => row.actor.id],
  ['action', (row) => row.action],
  ['target_type', (row) => row.target.type],
  ['target_id', (row) => row.target.id],
  ['target', (row) => row.target.label],
  ['address', (row) => row.ip],
  ['details', (row) => JSON.stringify(row.details)],
];
const csvLine = (cells: string[]) => `${cells.join(',')}\r\n`;

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

export function createAdminHandlers(options: MockAdminOptions) {
  const { signedInUser, accounts } = options;
  catalogueFixtures = options.catalogue;
  restoreOrSeed();
  const now = () => options.now?.() ?? Date.now();
  const iso = () => new Date(now()).toISOString();
  const people = () => accounts().filter((account) => account.confirmed);

  /**
   * A route's handler as the BFF runs it: the Admin guard first (401 signed out, 403 otherwise),
   * then the contract's schemas for the path, the query and the body (400), then `run`.
   */
  function adminRoute<
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
  >(
    route: AppRoute,
    schemas: { params?: P; query?: Q; body?: B },
    run: (input: {
      me: SessionUser;
      params: Out<P>;
      query: Out<Q>;
      body: Out<B>;
      request: Request;
    }) => Response | Promise<Response>,
  ) {
    const handler = methods[route.method] as typeof http.get;
    return handler(path(route), async ({ params, request }) => {
      const me = signedInUser();
      if (!me) return fail(route, 401, authRequiredMessages.session, 'unauthenticated');
      if (me.role !== 'Admin') {
        refused(me, 'admin.refused', routeTarget(route), { status: 403 });
        return fail(route, 403, 'Admin role required', 'forbidden');
      }
      const parts = {
        params: () => params,
        query: () => Object.fromEntries(new URL(request.url).searchParams),
        body: () => request.json().catch(() => undefined),
      };
      const parsed: Record<string, unknown> = {};
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = schemas[part];
        if (!schema) continue;
        const result = schema.safeParse(await parts[part]());
        if (!result.success) return invalid(route, result.error);
        parsed[part] = result.data;
      }
      return run({ me, request, ...(parsed as { params: Out<P>; query: Out<Q>; body: Out<B> }) });
    });
  }

  const audit = (
    me: SessionUser,
    action: AuditAction,
    target: { type: string; id: string; label: string },
    details: Record<string, unknown> = {},
  ) => recordMockAudit(me, action, target, details, now());

  const routeTarget = (route: AppRoute) => {
    const id = `${route.method} ${route.path}`;
    return { type: 'route', id, label: id };
  };
  /** As the BFF keeps refusals: a quota per actor a minute, then one row saying so. */
  const refused = (
    me: SessionUser,
    action: AuditAction,
    target: { type: string; id: string; label: string },
    details: { status: number } & Record<string, unknown>,
  ) => {
    let window = refusalWindows.get(me.id);
    if (!window || now() - window.start >= 60_000) {
      window = { start: now(), count: 0 };
      refusalWindows.set(me.id, window);
    }
    window.count++;
    if (window.count <= AUDIT_REFUSALS_PER_MINUTE) audit(me, action, target, details);
    else if (window.count === AUDIT_REFUSALS_PER_MINUTE + 1)
      recordMockAudit(
        me,
        'admin.refusals_muted',
        undefined,
        {
          perMinute: AUDIT_REFUSALS_PER_MINUTE,
          until: new Date(window.start + 60_000).toISOString(),
        },
        now(),
      );
  };

  const adminUser = (account: MockAdminAccount): AdminUser => ({
    id: account.user.id,
    email: account.user.email,
    fullName: account.user.fullName,
    role: account.user.role,
    status: account.disabledAt ? 'disabled' : 'active',
    createdAt: account.createdAt,
    disabledAt: account.disabledAt,
  });

  /** The comments of the catalogue's tools that a moderator has not deleted. */
  const liveComments = () =>
    options
      .comments()
      .filter(
        ({ toolId, comment }) =>
          !state.deletedComments.includes(comment.id) && state.tools.some((t) => t.id === toolId),
      );

  function adminComment({
    toolId,
    comment,
  }: {
    toolId: string;
    comment: ToolComment;
  }): AdminComment {
    const author = accounts().find((account) => account.user.id === comment.author.id);
    return {
      id: comment.id,
      toolId,
      toolName: state.tools.find((t) => t.id === toolId)?.en.name ?? toolId,
      content: comment.content,
      createdAt: comment.createdAt,
      author: { id: comment.author.id, email: author?.user.email ?? null },
      hidden: state.hidden[comment.id] ?? null,
    };
  }

  const targetOf = {
    tool: (tool: AdminTool) => ({ type: 'tool', id: tool.id, label: tool.en.name ?? tool.id }),
    client: (client: Client) => ({ type: 'client', id: client.id, label: client.name }),
    inquiry: (inquiry: AdminInquiry) => ({ type: 'inquiry', id: inquiry.id, label: inquiry.email }),
  };

  function auditRows(filter: z.output<typeof AuditQuery>) {
    const actor = filter.actor?.toLowerCase();
    return state.audit.filter(
      (row) =>
        (!actor || row.actor.email?.toLowerCase() === actor) &&
        (!filter.action || row.action === filter.action) &&
        (!filter.from || Date.parse(row.at) >= Date.parse(filter.from)) &&
        (!filter.to || Date.parse(row.at) <= Date.parse(filter.to)),
    );
  }
  // Ids as digits of one width, so that they sort as numbers do.
  const auditKey = (row: StoredEntry): [string, string] => [
    row.at,
    String(row.id).padStart(12, '0'),
  ];

  /** An inquiry that can still change, or the answer: 404 unknown, 409 already converted. */
  function openInquiry(route: AppRoute, id: string): AdminInquiry | Response {
    const inquiry = state.inquiries.find((i) => i.id === id);
    if (!inquiry) return notFound(route, 'Inquiry');
    if (inquiry.status !== 'converted') return inquiry;
    return fail(route, 409, 'This inquiry was already converted to a client', 'converted');
  }
  const findTool = (id: string) => state.tools.find((tool) => tool.id === id);
  const pageOr400 = <T>(route: AppRoute, page: { items: T[]; nextCursor: string | null } | null) =>
    page ? respond(route, 200, page) : invalidCursor(route);

  return [
    adminRoute(
      admin.createInvitation,
      { body: CreateInvitationRequest },
      ({ me, body, request }) => {
        const route = admin.createInvitation;
        const { email, role, locale } = body;
        if (accounts().some((account) => account.user.email === email))
          return fail(route, 409, 'This e-mail address already has an account', 'email_taken');
        options.invite(new URL(request.url).origin, email);
        const expiresAt = new Date(now() + 7 * DAY_MS).toISOString();
        state.invitations = [
          ...state.invitations.filter((i) => i.email.toLowerCase() !== email.toLowerCase()),
          { id: crypto.randomUUID(), email, role, invitedAt: iso(), expiresAt },
        ];
        audit(
          me,
          'user.invited',
          { type: 'invitation', id: email, label: email },
          { role, locale },
        );
        return respond(route, 201, { email, role, expiresAt });
      },
    ),

    adminRoute(admin.getOverview, {}, () => {
      const users = people();
      const byRole = { Free: 0, Pro: 0, Admin: 0 };
      for (const account of users) byRole[account.user.role]++;
      const today = Math.floor(now() / DAY_MS);
      const signUps = Array.from({ length: 30 }, (_, i) => {
        const date = new Date((today - 29 + i) * DAY_MS).toISOString().slice(0, 10);
        return { date, count: users.filter((a) => a.createdAt.startsWith(date)).length };
      });
      const comments = liveComments();
      const { ratings, brains } = options.counts();
      const count = (key: string, n: number) => ({ key, count: n });
      const body: AdminOverview = {
        users: { total: users.length, disabled: users.filter((a) => a.disabledAt).length, byRole },
        signUps,
        counts: [
          count('inquiries', state.inquiries.length),
          count('newInquiries', state.inquiries.filter((i) => i.status === 'new').length),
          count('clients', state.clients.filter((c) => c.status === 'active').length),
          count('tools', state.tools.length),
          count('ratings', ratings),
          count('comments', comments.length),
          count('hiddenComments', comments.filter((c) => state.hidden[c.comment.id]).length),
          count('brains', brains),
        ],
      };
      return respond(admin.getOverview, 200, body);
    }),

    adminRoute(admin.listUsers, { query: ListUsersQuery }, ({ query }) => {
      const { q, role, status, sort } = query;
      const prefix = q?.toLowerCase();
      const accountsListed = people().map(adminUser);
      const taken = new Set(accounts().map((account) => account.user.email.toLowerCase()));
      // As the BFF lists them: the invitations still pending, beside the accounts.
      const invited = state.invitations
        .filter((i) => i.expiresAt > iso() && !taken.has(i.email.toLowerCase()))
        .map((i): AdminUser => ({
          id: i.id,
          email: i.email,
          fullName: null,
          role: i.role,
          status: 'invited',
          createdAt: i.invitedAt,
          disabledAt: null,
        }));
      const matching = [...accountsListed, ...invited].filter(
        (user) =>
          (!prefix ||
            user.email.toLowerCase().startsWith(prefix) ||
            (user.fullName ?? '').toLowerCase().startsWith(prefix)) &&
          (!role || user.role === role) &&
          (!status || user.status === status),
      );
      const byEmail = sort === 'email' || sort === 'email_desc';
      const page = keysetPage(
        matching,
        (user) => [byEmail ? user.email : user.createdAt, user.id],
        sort === 'newest' || sort === 'email_desc' ? 'desc' : 'asc',
        query,
      );
      return pageOr400(admin.listUsers, page);
    }),

    adminRoute(
      admin.updateUser,
      { params: Uuid, body: UpdateUserRequest },
      ({ me, params, body: change }) => {
        const route = admin.updateUser;
        const account = people().find((a) => a.user.id === params.id);
        if (!account) return notFound(route, 'User');
        const activeAdmins = people().filter((a) => a.user.role === 'Admin' && !a.disabledAt);
        const losesAdmin =
          (change.role !== undefined && change.role !== 'Admin') || change.status === 'disabled';
        if (activeAdmins.includes(account) && losesAdmin && activeAdmins.length <= 1) {
          refused(
            me,
            'user.change_refused',
            { type: 'user', id: account.user.id, label: account.user.email },
            { status: 409, code: 'last_admin', route: routeTarget(route).id, change },
          );
          return fail(
            route,
            409,
            'The last active Admin cannot be disabled or lose the Admin role',
            'last_admin',
          );
        }
        const target = { type: 'user', id: account.user.id, label: account.user.email };
        if (change.role !== undefined && change.role !== account.user.role) {
          audit(me, 'user.role_changed', target, { from: account.user.role, to: change.role });
          account.user = { ...account.user, role: change.role };
        }
        if (change.status === 'disabled' && !account.disabledAt) {
          account.disabledAt = iso();
          options.endSessionsOf(account.user.email);
          audit(me, 'user.disabled', target);
        }
        if (change.status === 'active' && account.disabledAt) {
          account.disabledAt = null;
          audit(me, 'user.enabled', target);
        }
        options.accountsChanged();
        return respond(route, 200, adminUser(account));
      },
    ),

    adminRoute(admin.listClients, { query: ListClientsQuery }, ({ query }) => {
      const prefix = query.q?.toLowerCase();
      const matching = state.clients.filter(
        (client) =>
          (!prefix ||
            client.name.toLowerCase().startsWith(prefix) ||
            client.contactEmail.toLowerCase().startsWith(prefix)) &&
          (!query.status || client.status === query.status),
      );
      return pageOr400(
        admin.listClients,
        keysetPage(matching, (c) => [c.createdAt, c.id], 'desc', query),
      );
    }),

    adminRoute(admin.createClient, { body: CreateClientRequest }, ({ me, body }) => {
      const client: Client = {
        id: crypto.randomUUID(),
        ...body,
        status: 'active',
        inquiryId: null,
        createdAt: iso(),
        updatedAt: iso(),
      };
      state.clients.push(client);
      audit(me, 'client.created', targetOf.client(client), {
        plan: client.plan,
        seats: client.seats,
      });
      return respond(admin.createClient, 201, client);
    }),

    adminRoute(
      admin.updateClient,
      { params: Uuid, body: UpdateClientRequest },
      ({ me, params, body }) => {
        const client = state.clients.find((c) => c.id === params.id);
        if (!client) return notFound(admin.updateClient, 'Client');
        const fields = Object.entries(body).filter(([, value]) => value !== undefined);
        Object.assign(client, Object.fromEntries(fields), { updatedAt: iso() });
        audit(
          me,
          body.status === 'archived' ? 'client.archived' : 'client.updated',
          targetOf.client(client),
          { fields: fields.map(([key]) => key) },
        );
        return respond(admin.updateClient, 200, client);
      },
    ),

    adminRoute(admin.listInquiries, { query: ListInquiriesQuery }, ({ query }) =>
      pageOr400(
        admin.listInquiries,
        keysetPage(
          state.inquiries.filter((inquiry) => !query.status || inquiry.status === query.status),
          (i) => [i.createdAt, i.id],
          'desc',
          query,
        ),
      ),
    ),

    adminRoute(
      admin.updateInquiry,
      { params: Uuid, body: UpdateInquiryRequest },
      ({ me, params, body }) => {
        const inquiry = openInquiry(admin.updateInquiry, params.id);
        if (inquiry instanceof Response) return inquiry;
        const from = inquiry.status;
        inquiry.status = body.status;
        audit(me, 'inquiry.updated', targetOf.inquiry(inquiry), { from, to: body.status });
        return respond(admin.updateInquiry, 200, inquiry);
      },
    ),

    adminRoute(
      admin.convertInquiry,
      { params: Uuid, body: ConvertInquiryRequest },
      ({ me, params, body }) => {
        const inquiry = openInquiry(admin.convertInquiry, params.id);
        if (inquiry instanceof Response) return inquiry;
        const client: Client = {
          id: crypto.randomUUID(),
          name: body.name ?? inquiry.company ?? inquiry.name,
          plan: body.plan,
          seats: body.seats,
          contactName: inquiry.name,
          contactEmail: inquiry.email,
          status: 'active',
          notes: inquiry.message.slice(0, 5000),
          inquiryId: inquiry.id,
          createdAt: iso(),
          updatedAt: iso(),
        };
        state.clients.push(client);
        inquiry.status = 'converted';
        inquiry.clientId = client.id;
        audit(me, 'client.created', targetOf.client(client), {
          plan: client.plan,
          seats: client.seats,
          inquiryId: inquiry.id,
        });
        audit(me, 'inquiry.converted', targetOf.inquiry(inquiry), { clientId: client.id });
        return respond(admin.convertInquiry, 201, client);
      },
    ),

    adminRoute(admin.listTools, {}, () => {
      const comments = liveComments();
      const rows = state.tools
        .map((tool) => ({
          id: tool.id,
          name: tool.en.name ?? tool.id,
          category: tool.category,
          hasFrench: hasTexts(tool.fr),
          commentCount: comments.filter((c) => c.toolId === tool.id).length,
          updatedAt: tool.updatedAt,
        }))
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
      return respond(admin.listTools, 200, rows);
    }),

    adminRoute(admin.previewGuide, { body: GuidePreviewRequest }, ({ body }) =>
      respond(admin.previewGuide, 200, { html: renderMockGuide(body.markdown) }),
    ),

    adminRoute(admin.getTool, { params: ToolIdParam }, ({ params }) => {
      const tool = findTool(params.id);
      return tool ? respond(admin.getTool, 200, tool) : notFound(admin.getTool, 'Tool');
    }),

    adminRoute(admin.createTool, { body: CreateToolRequest }, ({ me, body }) => {
      const { id, category, url, logoUrl, githubUrl, en, fr } = body;
      if (findTool(id))
        return fail(admin.createTool, 409, 'A tool with this id already exists', 'tool_exists');
      const tool: AdminTool = {
        id,
        category,
        url,
        logoUrl,
        githubUrl,
        en: storedTexts(en),
        fr: storedTexts(fr),
        updatedAt: iso(),
      };
      state.tools.push(tool);
      state.changed.push(tool.id);
      audit(me, 'tool.created', targetOf.tool(tool));
      return respond(admin.createTool, 201, tool);
    }),

    adminRoute(
      admin.updateTool,
      { params: ToolIdParam, body: ToolFields },
      ({ me, params, body }) => {
        const tool = findTool(params.id);
        if (!tool) return notFound(admin.updateTool, 'Tool');
        Object.assign(tool, {
          ...body,
          en: storedTexts(body.en),
          fr: storedTexts(body.fr),
          updatedAt: iso(),
        });
        if (!state.changed.includes(tool.id)) state.changed.push(tool.id);
        audit(me, 'tool.updated', targetOf.tool(tool));
        return respond(admin.updateTool, 200, tool);
      },
    ),

    adminRoute(admin.deleteTool, { params: ToolIdParam }, ({ me, params }) => {
      const tool = findTool(params.id);
      if (!tool) return notFound(admin.deleteTool, 'Tool');
      // Its comments go with it.
      for (const { toolId, comment } of options.comments())
        if (toolId === tool.id) state.deletedComments.push(comment.id);
      state.tools = state.tools.filter((t) => t !== tool);
      audit(me, 'tool.deleted', targetOf.tool(tool));
      return new HttpResponse(null, { status: 204 });
    }),

    adminRoute(admin.listComments, { query: ListCommentsQuery }, ({ query }) => {
      const matching = liveComments()
        .map(adminComment)
        .filter((c) => !query.status || (query.status === 'hidden') === (c.hidden !== null));
      return pageOr400(
        admin.listComments,
        keysetPage(matching, (c) => [c.createdAt, c.id], 'desc', query),
      );
    }),

    adminRoute(
      admin.moderateComment,
      { params: Uuid, body: ModerateCommentRequest },
      ({ me, params, body }) => {
        const route = admin.moderateComment;
        const found = liveComments().find(({ comment }) => comment.id === params.id);
        if (!found) return notFound(route, 'Comment');
        const before = adminComment(found);
        const { action, reason } = body;
        const target = { type: 'comment', id: before.id, label: before.toolName };
        const details = { reason, toolId: before.toolId, authorEmail: before.author.email };
        if (action === 'delete') {
          state.deletedComments.push(before.id);
          delete state.hidden[before.id];
          audit(me, 'comment.deleted', target, { ...details, content: before.content });
          return respond(route, 200, { id: before.id, action, comment: null });
        }
        if (action === 'hide') state.hidden[before.id] = { at: iso(), reason };
        else delete state.hidden[before.id];
        audit(me, action === 'hide' ? 'comment.hidden' : 'comment.restored', target, details);
        return respond(route, 200, { id: before.id, action, comment: adminComment(found) });
      },
    ),

    adminRoute(admin.exportAuditLog, { query: AuditQuery }, ({ query }) => {
      const rows = auditRows(query).sort((a, b) => compare(auditKey(b), auditKey(a)));
      const csv =
        csvLine(csvColumns.map(([name]) => name)) +
        rows.map((row) => csvLine(csvColumns.map(([, read]) => csvCell(read(row))))).join('');
      return new HttpResponse(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="audit-log-${iso().slice(0, 10)}.csv"`,
          'cache-control': 'no-store',
        },
      });
    }),

    adminRoute(admin.listAuditLog, { query: ListAuditQuery }, ({ query }) => {
      const page = keysetPage(auditRows(query), auditKey, 'desc', query);
      return pageOr400(
        admin.listAuditLog,
        page && { ...page, items: page.items.map((row) => ({ ...row, id: String(row.id) })) },
      );
    }),
  ];
}
