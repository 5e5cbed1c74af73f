import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { userSorts, userStatuses } from './admin-values.ts';
import { EmailField } from './auth.ts';
import { ToolCategory, ToolIdParam } from './catalogue.ts';
import { access, ErrorBody, Language, LINK_MESSAGE, Role, Text, WebLink } from './common.ts';

const c = initContract();

const Timestamp = z.iso.datetime({ offset: true });

export const CreateInvitationRequest = z.object({
  email: EmailField,
  role: Role.default('Free'),
  locale: Language.default('en'),
});
export const Invitation = z.object({
  email: z.email(),
  role: Role,
  expiresAt: z.iso.datetime({ offset: true }),
});

// ---- Paging: keyset cursors (opaque to clients), never an offset ----

export const ADMIN_PAGE_SIZE_MAX = 100;
const PageQuery = {
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor: Text.trim().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(25),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

const UuidParam = z.object({ id: z.uuid('Invalid id') });
const optionalText = (max: number) =>
  Text.trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

// ---- Overview ----

/** A count shown on the overview, by a key the web app names in both languages. */
export const OverviewCount = z.object({ key: z.string(), count: z.number().int().nonnegative() });
export const SignUpsDay = z.object({
  date: z.iso.date(),
  count: z.number().int().nonnegative(),
});
export const AdminOverview = z.object({
  users: z.object({
    total: z.number().int().nonnegative(),
    disabled: z.number().int().nonnegative(),
    byRole: z.object({
      Free: z.number().int().nonnegative(),
      Pro: z.number().int().nonnegative(),
      Admin: z.number().int().nonnegative(),
    }),
  }),
  /** One entry per day, oldest first, the last 30 days (today included). */
  signUps: z.array(SignUpsDay),
  /** Inquiries, tools, ratings, comments, brains (and every feature that adds its count). */
  counts: z.array(OverviewCount),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

// ---- Users ----

export { userSorts, userStatuses };
/** `invited`: an invitation not completed yet (admin-values.ts). */
export const UserStatus = z.enum(userStatuses);
export type UserStatus = z.infer<typeof UserStatus>;
/** What an Admin may set: an account is enabled or disabled, never made "invited". */
export const AccountStatus = z.enum(['active', 'disabled']);
export const UserSort = z.enum(userSorts);
export type UserSort = z.infer<typeof UserSort>;

export const ListUsersQuery = z.object({
  /** Matches the start of the e-mail address or of the name, case-insensitively. */
  q: Text.trim().max(100).optional(),
  role: Role.optional(),
  status: UserStatus.optional(),
  sort: UserSort.default('newest'),
  ...PageQuery,
});
export type ListUsersQuery = z.input<typeof ListUsersQuery>;

export const AdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: Role,
  status: UserStatus,
  createdAt: Timestamp,
  disabledAt: Timestamp.nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserPage = pageOf(AdminUser);
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const UpdateUserRequest = z
  .object({ role: Role.optional(), status: AccountStatus.optional() })
  .refine((body) => body.role !== undefined || body.status !== undefined, {
    message: 'Give a role or a status',
  });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

// ---- Clients and inquiries ----

export const clientPlans = ['starter', 'professional', 'custom'] as const;
export const ClientPlan = z.enum(clientPlans);
export type ClientPlan = z.infer<typeof ClientPlan>;
export const clientStatuses = ['active', 'archived'] as const;
export const ClientStatus = z.enum(clientStatuses);
export type ClientStatus = z.infer<typeof ClientStatus>;

const ClientFields = {
  name: Text.trim().min(1, 'This field is required').max(160),
  plan: ClientPlan,
  seats: z.coerce.number().int().min(1).max(100_000),
  contactName: Text.trim().min(1, 'This field is required').max(120),
  contactEmail: EmailField,
  notes: Text.trim().max(5000).default(''),
};
export const CreateClientRequest = z.object(ClientFields);
export type CreateClientRequest = z.input<typeof CreateClientRequest>;
export const UpdateClientRequest = z
  .object({
    name: ClientFields.name.optional(),
    plan: ClientPlan.optional(),
    seats: ClientFields.seats.optional(),
    contactName: ClientFields.contactName.optional(),
    contactEmail: EmailField.optional(),
    notes: Text.trim().max(5000).optional(),
    status: ClientStatus.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateClientRequest = z.input<typeof UpdateClientRequest>;

export const Client = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: ClientPlan,
  seats: z.number().int(),
  contactName: z.string(),
  contactEmail: z.string(),
  status: ClientStatus,
  notes: z.string(),
  /** The inquiry it was converted from, if any. */
  inquiryId: z.uuid().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Client = z.infer<typeof Client>;
export const ClientPage = pageOf(Client);

export const ListClientsQuery = z.object({
  /** Matches the start of the name or of the contact's e-mail. */
  q: Text.trim().max(100).optional(),
  status: ClientStatus.optional(),
  ...PageQuery,
});
export type ListClientsQuery = z.input<typeof ListClientsQuery>;

export const inquiryStatuses = ['new', 'contacted', 'converted', 'closed'] as const;
export const InquiryStatus = z.enum(inquiryStatuses);
export type InquiryStatus = z.infer<typeof InquiryStatus>;

export const AdminInquiry = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  inquiryType: z.enum(['general', 'enterprise']),
  message: z.string(),
  locale: Language,
  status: InquiryStatus,
  clientId: z.uuid().nullable(),
  createdAt: Timestamp,
});
export type AdminInquiry = z.infer<typeof AdminInquiry>;
export const InquiryPage = pageOf(AdminInquiry);
export const ListInquiriesQuery = z.object({ status: InquiryStatus.optional(), ...PageQuery });
/** `converted` is reached only by converting the inquiry to a client. */
export const UpdateInquiryRequest = z.object({
  status: z.enum(['new', 'contacted', 'closed']),
});
export const ConvertInquiryRequest = z.object({
  name: optionalText(160),
  plan: ClientPlan,
  seats: ClientFields.seats,
});
export type ConvertInquiryRequest = z.input<typeof ConvertInquiryRequest>;

// ---- The tool catalogue ----

/** An optional link: empty is none. */
const optionalLink = z
  .union([z.literal(''), WebLink])
  .optional()
  .transform((value) => value || null);
/** A picture on this site (the seeded logos are `/images/tools/…`), never `//` another host. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
/** A tool's logo: a web link, or a picture of the site's own. */
const optionalLogo = Text.trim()
  .max(500)
  .refine(
    (value) => value === '' || SITE_PATH.test(value) || WebLink.safeParse(value).success,
    LINK_MESSAGE,
  )
  .describe('A link (http:// or https:// only), a path on this site, or empty for none')
  .optional()
  .transform((value) => value || null);
const Tags = z
  .array(Text.trim().min(1).max(60))
  .max(20)
  .transform((tags) => [...new Set(tags)]);

/** English is complete; every French field may be left empty and falls back to English. */
export const ToolTextsEn = z.object({
  name: Text.trim().min(1, 'This field is required').max(120),
  description: Text.trim().min(1, 'This field is required').max(500),
  tags: Tags.default([]),
  introduction: optionalText(2000),
  body: optionalText(50_000),
  conclusion: optionalText(5000),
});
export const ToolTextsFr = z.object({
  name: optionalText(120),
  description: optionalText(500),
  tags: Tags.default([]),
  introduction: optionalText(2000),
  body: optionalText(50_000),
  conclusion: optionalText(5000),
});
export const ToolFields = z.object({
  category: ToolCategory,
  url: WebLink,
  logoUrl: optionalLogo,
  githubUrl: optionalLink,
  en: ToolTextsEn,
  fr: ToolTextsFr,
});
export const CreateToolRequest = ToolFields.extend({ id: ToolIdParam.shape.id });
export type CreateToolRequest = z.input<typeof CreateToolRequest>;
export type UpdateToolRequest = z.input<typeof ToolFields>;

const StoredTexts = z.object({
  name: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  introduction: z.string().nullable(),
  body: z.string().nullable(),
  conclusion: z.string().nullable(),
});
export type AdminToolTexts = z.infer<typeof StoredTexts>;
export const AdminTool = z.object({
  id: z.string(),
  category: ToolCategory,
  url: z.string(),
  logoUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  en: StoredTexts,
  fr: StoredTexts,
  updatedAt: Timestamp,
});
export type AdminTool = z.infer<typeof AdminTool>;
export const AdminToolSummary = z.object({
  id: z.string(),
  name: z.string(),
  category: ToolCategory,
  hasFrench: z.boolean(),
  commentCount: z.number().int().nonnegative(),
  updatedAt: Timestamp,
});
export const GuidePreviewRequest = z.object({ markdown: Text.max(50_000) });
export const GuidePreview = z.object({ html: z.string() });

// ---- Comment moderation ----

export const commentStatuses = ['visible', 'hidden'] as const;
export const ListCommentsQuery = z.object({
  status: z.enum(commentStatuses).optional(),
  ...PageQuery,
});
export const AdminComment = z.object({
  id: z.uuid(),
  toolId: z.string(),
  toolName: z.string(),
  content: z.string(),
  createdAt: Timestamp,
  author: z.object({ id: z.uuid().nullable(), email: z.string().nullable() }),
  hidden: z.object({ at: Timestamp, reason: z.string() }).nullable(),
});
export type AdminComment = z.infer<typeof AdminComment>;
export const CommentPage = pageOf(AdminComment);
export const moderationActions = ['hide', 'restore', 'delete'] as const;
export const ModerateCommentRequest = z.object({
  action: z.enum(moderationActions),
  reason: Text.trim().min(1, 'This field is required').max(500),
});
export type ModerateCommentRequest = z.input<typeof ModerateCommentRequest>;
export const CommentModerated = z.object({
  id: z.uuid(),
  action: z.enum(moderationActions),
  comment: AdminComment.nullable(),
});

// ---- The audit log ----

export const auditActions = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.registration',
  'user.role_changed',
  'user.disabled',
  'user.enabled',
  'user.invited',
  'client.created',
  'client.updated',
  'client.archived',
  'inquiry.updated',
  'inquiry.converted',
  'tool.created',
  'tool.updated',
  'tool.deleted',
  'comment.hidden',
  'comment.restored',
  'comment.deleted',
  /** A signed-in user without the Admin role called an admin route (403). */
  'admin.refused',
  /** A change an Admin asked for was refused (409: the last active Admin). */
  'user.change_refused',
  /** This actor's refusals passed the minute's quota: the next ones of that minute are not kept. */
  'admin.refusals_muted',
] as const;
/**
 * Refusals (`admin.refused`, `user.change_refused`) the log keeps per actor in a minute; the next
 * one is `admin.refusals_muted`, and the rest of that minute are not kept.
 */
export const AUDIT_REFUSALS_PER_MINUTE = 20;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;

const AuditFilters = {
  /** The actor's e-mail address, exactly (case-insensitive). */
  actor: Text.trim().max(254).optional(),
  action: AuditAction.optional(),
  /** Inclusive bounds, ISO date-times. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};
const datesInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || new Date(query.from) <= new Date(query.to);
const datesMessage = { message: '`from` must not be after `to`', path: ['to'] };
export const AuditQuery = z.object(AuditFilters).refine(datesInOrder, datesMessage);
export const ListAuditQuery = z
  .object({ ...AuditFilters, ...PageQuery })
  .refine(datesInOrder, datesMessage);
export type ListAuditQuery = z.input<typeof ListAuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: Timestamp,
  actor: z.object({ id: z.uuid().nullable(), email: z.string().nullable() }),
  action: AuditAction,
  target: z.object({ type: z.string().nullable(), id: z.string().nullable(), label: z.string() }),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = pageOf(AuditEntry);

/** The admin area: every route is for the Admin role only (401 signed out, 403 otherwise). */
export const adminContract = c.router({
  createInvitation: {
    method: 'POST',
    metadata: access.admin,
    path: '/admin/invitations',
    body: CreateInvitationRequest,
    responses: { 201: Invitation, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
    summary: 'Admin only: invite someone by e-mail to create an account',
  },
  getOverview: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/overview',
    responses: { 200: AdminOverview, 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: platform totals and sign-ups of the last 30 days',
  },
  listUsers: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/users',
    query: ListUsersQuery,
    responses: { 200: AdminUserPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: search, filter, sort and page the users (keyset paging)',
  },
  updateUser: {
    method: 'PATCH',
    metadata: access.admin,
    path: '/admin/users/:id',
    pathParams: UuidParam,
    body: UpdateUserRequest,
    responses: {
      200: AdminUser,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
    summary:
      'Admin only: change a role or disable / re-enable a user (409 `last_admin` for the last active Admin)',
  },
  listClients: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/clients',
    query: ListClientsQuery,
    responses: { 200: ClientPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: enterprise accounts, searched and paged',
  },
  createClient: {
    method: 'POST',
    metadata: access.admin,
    path: '/admin/clients',
    body: CreateClientRequest,
    responses: { 201: Client, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: create an enterprise account',
  },
  updateClient: {
    method: 'PATCH',
    metadata: access.admin,
    path: '/admin/clients/:id',
    pathParams: UuidParam,
    body: UpdateClientRequest,
    responses: { 200: Client, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    summary: 'Admin only: edit or archive an enterprise account',
  },
  listInquiries: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/inquiries',
    query: ListInquiriesQuery,
    responses: { 200: InquiryPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: contact-form inquiries with their status, newest first',
  },
  updateInquiry: {
    method: 'PATCH',
    metadata: access.admin,
    path: '/admin/inquiries/:id',
    pathParams: UuidParam,
    body: UpdateInquiryRequest,
    responses: {
      200: AdminInquiry,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
    summary: 'Admin only: set an inquiry’s status (409 once converted)',
  },
  convertInquiry: {
    method: 'POST',
    metadata: access.admin,
    path: '/admin/inquiries/:id/convert',
    pathParams: UuidParam,
    body: ConvertInquiryRequest,
    responses: {
      201: Client,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
    summary: 'Admin only: make a client of an inquiry (409 when already converted)',
  },
  listTools: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/tools',
    responses: { 200: z.array(AdminToolSummary), 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: every tool of the catalogue, by name',
  },
  getTool: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/tools/:id',
    pathParams: ToolIdParam,
    responses: { 200: AdminTool, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    summary: 'Admin only: one tool with its English and French texts as stored',
  },
  createTool: {
    method: 'POST',
    metadata: access.admin,
    path: '/admin/tools',
    body: CreateToolRequest,
    responses: { 201: AdminTool, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
    summary: 'Admin only: add a tool in both languages (409 when the id is taken)',
  },
  updateTool: {
    method: 'PUT',
    metadata: access.admin,
    path: '/admin/tools/:id',
    pathParams: ToolIdParam,
    body: ToolFields,
    responses: { 200: AdminTool, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    summary: 'Admin only: replace a tool’s links and texts; the public pages show it at once',
  },
  deleteTool: {
    method: 'DELETE',
    metadata: access.admin,
    path: '/admin/tools/:id',
    pathParams: ToolIdParam,
    body: c.noBody(),
    responses: { 204: c.noBody(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    summary: 'Admin only: remove a tool with its ratings and comments',
  },
  previewGuide: {
    method: 'POST',
    metadata: access.admin,
    path: '/admin/tools/preview',
    body: GuidePreviewRequest,
    responses: { 200: GuidePreview, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: a guide’s Markdown rendered by the public page’s sanitiser',
  },
  listComments: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/comments',
    query: ListCommentsQuery,
    responses: { 200: CommentPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: comments of every tool, newest first, visible or hidden',
  },
  moderateComment: {
    method: 'POST',
    metadata: access.admin,
    path: '/admin/comments/:id/moderation',
    pathParams: UuidParam,
    body: ModerateCommentRequest,
    responses: {
      200: CommentModerated,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
    },
    summary: 'Admin only: hide, restore or delete a comment; the reason is kept in the audit log',
  },
  listAuditLog: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/audit-log',
    query: ListAuditQuery,
    responses: { 200: AuditPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    summary: 'Admin only: the audit log, newest first, filtered by actor, action and dates',
  },
  exportAuditLog: {
    method: 'GET',
    metadata: access.admin,
    path: '/admin/audit-log/export',
    query: AuditQuery,
    responses: {
      200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }),
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
    },
    summary: 'Admin only: the filtered audit log as CSV, streamed',
  },
});
