import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { EmailField } from './auth.ts';
import { access, ErrorBody, Language, Text } from './common.ts';
import { invitationSent, pendingInvitation } from './invitations.ts';
import { brainStatuses, brainTypes, brainVisibilities } from './brain-values.ts';

const c = initContract();

/** Spec §3: a brain's types, visibility and statuses. */
export { brainStatuses, brainTypes, brainVisibilities };
export const BrainType = z.enum(brainTypes);
export type BrainType = z.infer<typeof BrainType>;
export const BrainVisibility = z.enum(brainVisibilities);
export type BrainVisibility = z.infer<typeof BrainVisibility>;
export const BrainStatus = z.enum(brainStatuses);
export type BrainStatus = z.infer<typeof BrainStatus>;

/** What the caller may do with a brain: its owner, a person it is shared with, anyone (public). */
export const brainRoles = ['owner', 'editor', 'viewer', 'public'] as const;
export const BrainRole = z.enum(brainRoles);
export type BrainRole = z.infer<typeof BrainRole>;
export const shareRoles = ['viewer', 'editor'] as const;
export const ShareRole = z.enum(shareRoles);
export type ShareRole = z.infer<typeof ShareRole>;

export const sourceKinds = ['text', 'markdown', 'pdf', 'docx'] as const;
export const SourceKind = z.enum(sourceKinds);
export type SourceKind = z.infer<typeof SourceKind>;

/** Limits of what a brain holds (the upload screen says them). */
export const BRAIN_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const BRAIN_MAX_BYTES = 50 * 1024 * 1024;
export const BRAIN_FILES_PER_UPLOAD = 10;
export const BRAIN_PASTE_MAX_CHARS = 200_000;

/**
 * Why a source could not be read, said so a person understands (English here; the web app has
 * both languages by code). A source in error can be retried once its cause is gone.
 */
export const sourceErrorCodes = [
  'pdf_no_text',
  'pdf_invalid',
  'pdf_encrypted',
  'pdf_too_many_pages',
  'docx_invalid',
  'docx_too_large',
  'text_not_utf8',
  'empty',
  'too_much_text',
  'unsupported_type',
  'too_slow',
  'too_complex',
  'ocr_too_many_pages',
  'ocr_too_slow',
  'ocr_too_complex',
  'ocr_unreadable',
  'failed',
] as const;
export const SourceErrorCode = z.enum(sourceErrorCodes);
export type SourceErrorCode = z.infer<typeof SourceErrorCode>;
export const sourceErrorMessages: Record<SourceErrorCode, string> = {
  pdf_no_text: 'This PDF has no text to read: no text layer, and none found by OCR',
  pdf_invalid: 'The file is not a valid PDF',
  pdf_encrypted: 'This PDF is protected by a password',
  pdf_too_many_pages: 'This PDF has more than 2,000 pages',
  docx_invalid: 'The file is not a valid DOCX',
  docx_too_large: 'This DOCX expands to more than we can read safely',
  text_not_utf8: 'The text is not in UTF-8',
  empty: 'The file has no text to search',
  too_much_text: 'The file holds more than 10 MB of text',
  unsupported_type: 'Only text, Markdown, PDF and DOCX files can be added',
  too_slow: 'Reading the file took too long',
  too_complex: 'Reading the file needed more memory than a file may use',
  ocr_too_many_pages: 'This scanned PDF has more pages to read by OCR than a file may have',
  ocr_too_slow: 'Reading a scanned page of this PDF by OCR took too long',
  ocr_too_complex:
    'Reading a scanned page of this PDF by OCR needed more memory than a file may use',
  ocr_unreadable: 'The scanned pages of this PDF could not be read by OCR',
  failed: 'The file could not be processed',
};

/** The type a source's original file is served with, from what its bytes were found to be. */
export const sourceFileTypes: Record<SourceKind, string> = {
  pdf: 'application/pdf',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const Timestamp = z.iso.datetime({ offset: true });

export const BrainSource = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: SourceKind,
  status: BrainStatus,
  /** 0-100 while it is read, chunked and indexed. */
  progress: z.number().int().min(0).max(100),
  /**
   * Its pages without text layer (scanned), read by OCR one by one: how many are read, of how
   * many. Moves with the progress while they are read; all of them once the source is ready.
   * Null for a source with no page read by OCR (a text PDF, another format, OCR off), and while
   * it waits or when it failed.
   */
  ocr: z
    .object({
      pagesRead: z.number().int().nonnegative(),
      pages: z.number().int().min(1),
    })
    .nullable(),
  error: z.object({ code: SourceErrorCode, message: z.string() }).nullable(),
  sizeBytes: z.number().int().nonnegative(),
  /** The language its text is indexed in; null until it is read. */
  language: z.enum(['en', 'fr', 'other']).nullable(),
  chunkCount: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type BrainSource = z.infer<typeof BrainSource>;

export const BrainPerson = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.email().nullable(),
});

export const BrainSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: BrainType,
  visibility: BrainVisibility,
  /**
   * Follows its sources: `pending` with none, `processing` while any is read, `error` only when
   * every source failed, else `ready` (searchable), with `failedSources` saying how many failed.
   */
  status: BrainStatus,
  failedSources: z.number().int().nonnegative(),
  owner: BrainPerson,
  myRole: BrainRole,
  sourceCount: z.number().int().nonnegative(),
  sizeBytes: z.number().int().nonnegative(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type BrainSummary = z.infer<typeof BrainSummary>;

export const BrainShare = z.object({
  user: BrainPerson,
  role: ShareRole,
  createdAt: Timestamp,
});
export type BrainShare = z.infer<typeof BrainShare>;

export const BrainDetail = BrainSummary.extend({
  sources: z.array(BrainSource),
  limits: z.object({
    fileMaxBytes: z.number().int(),
    brainMaxBytes: z.number().int(),
    filesPerUpload: z.number().int(),
  }),
});
export type BrainDetail = z.infer<typeof BrainDetail>;

export const BrainName = Text.trim().min(1, 'This field is required').max(100);
export const BrainDescription = Text.trim().max(1000);

export const CreateBrainRequest = z.object({
  name: BrainName,
  description: BrainDescription.default(''),
  type: BrainType.default('personal'),
  visibility: BrainVisibility.default('private'),
});
export type CreateBrainRequest = z.input<typeof CreateBrainRequest>;

export const UpdateBrainRequest = z
  .object({
    name: BrainName.optional(),
    description: BrainDescription.optional(),
    type: BrainType.optional(),
    visibility: BrainVisibility.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateBrainRequest = z.input<typeof UpdateBrainRequest>;

export const ListBrainsQuery = z.object({
  /** `mine`: the caller's brains and those shared with them; `public`: other people's public ones. */
  scope: z.enum(['mine', 'public']).default('mine'),
  type: BrainType.optional(),
  visibility: BrainVisibility.optional(),
  status: BrainStatus.optional(),
  q: Text.trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
});
export type ListBrainsQuery = z.input<typeof ListBrainsQuery>;
export type ListBrainsParams = z.output<typeof ListBrainsQuery>;

export const BrainPage = z.object({
  items: z.array(BrainSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
});
export type BrainPage = z.infer<typeof BrainPage>;

/**
 * The name a source is kept under, from the name a file was uploaded with: each run of control
 * characters (a tab, a line break, an escape sequence's ESC…) as one space, NFC, at most 200
 * characters; `untitled` when nothing is left. Null for a name with a NUL, which no file system
 * gives a file: the upload is refused (`badFileName`).
 */
export function sourceNameOf(filename: string): string | null {
  if (filename.includes('\u0000')) return null;
  const name = filename
    .replace(/\p{Cc}+/gu, ' ')
    .normalize('NFC')
    .trim()
    .slice(0, 200);
  // A cut between the two halves of a character would leave half of it.
  return (/[\uD800-\uDBFF]$/.test(name) ? name.slice(0, -1) : name).trimEnd() || 'untitled';
}

export const PasteSourceRequest = z.object({
  // The pasted name's tabs and line breaks (the only control characters `Text` lets through)
  // become spaces, as in an uploaded file's name.
  name: Text.overwrite((name) => name.replace(/[\t\n\r]+/g, ' '))
    .trim()
    .min(1, 'This field is required')
    .max(200),
  content: Text.trim().min(1, 'This field is required').max(BRAIN_PASTE_MAX_CHARS),
  format: z.enum(['text', 'markdown']).default('text'),
});
export type PasteSourceRequest = z.input<typeof PasteSourceRequest>;

export const SourcesAdded = z.object({ sources: z.array(BrainSource) });

export const SearchBrainQuery = z.object({
  q: Text.trim().min(1, 'This field is required').max(200),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(20).default(10),
});
export type SearchBrainQuery = z.input<typeof SearchBrainQuery>;

/** A passage, split into plain and highlighted runs: the client never renders HTML from it. */
export const Passage = z.array(z.object({ text: z.string(), highlight: z.boolean() }));
export type Passage = z.infer<typeof Passage>;

/**
 * Where a passage is in its file: the 1-based physical page it starts on (what `#page=N` opens)
 * and the page it ends on when it spans two; `null` for a format without pages. `readByOcr`: the
 * page's text was read from its image, not from the file's text.
 */
export const PassagePlace = z.object({
  page: z.number().int().min(1).nullable(),
  pageEnd: z.number().int().min(1).nullable(),
  readByOcr: z.boolean(),
});
export type PassagePlace = z.infer<typeof PassagePlace>;

export const SearchHit = z.object({
  sourceId: z.uuid(),
  sourceName: z.string(),
  chunkIndex: z.number().int().nonnegative(),
  passage: Passage,
  rank: z.number(),
  ...PassagePlace.shape,
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResults = z.object({
  query: z.string(),
  items: z.array(SearchHit),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** An invitation to a brain: `locale` is the language of its e-mail (the inviter's). */
export const ShareBrainRequest = z.object({
  email: EmailField,
  role: ShareRole.default('viewer'),
  locale: Language.default('en'),
});
export type ShareBrainRequest = z.input<typeof ShareBrainRequest>;
export const UpdateShareRequest = z.object({ role: ShareRole });

/** A brain's invitation while it waits for its answer: listed to the owner by address. */
export const BrainInvitation = pendingInvitation(ShareRole);
export type BrainInvitation = z.infer<typeof BrainInvitation>;
export const BrainInvitationSent = invitationSent(ShareRole);
export type BrainInvitationSent = z.infer<typeof BrainInvitationSent>;
/** The address of a pending invitation to withdraw (in the body: addresses stay out of URLs). */
export const CancelBrainInvitationRequest = z.object({ email: EmailField });
export type CancelBrainInvitationRequest = z.input<typeof CancelBrainInvitationRequest>;

const BrainIdParam = z.object({ id: z.uuid('Brain not found') });
const SourceParams = BrainIdParam.extend({ sourceId: z.uuid('Source not found') });
const ShareParams = BrainIdParam.extend({ userId: z.uuid('Person not found') });

/** The texts of a brain's refusals (404 for a brain the caller may not see at all). */
export const brainMessages = {
  notFound: 'This brain does not exist, or it is not shared with you.',
  sourceNotFound: 'This source does not exist.',
  readOnly: 'You can search this brain, but not change it.',
  ownerOnly: 'Only the brain’s owner can do this.',
  teamType: 'A brain becomes a team brain when it is added to a team, from the team’s page.',
  shareType: 'Only a shared brain can be shared: change its type to Shared first.',
  shareNotFound: 'This brain is not shared with this person.',
  shareSelf: 'You own this brain already.',
  alreadyShared: 'This brain is shared with this person already: change their role in the list.',
  invitationNotFound: 'There is no pending invitation for this address.',
  fileTooLarge: 'Each file can be at most 10 MB.',
  brainTooLarge: 'A brain can hold at most 50 MB of files.',
  tooManyFiles: 'At most 10 files at a time.',
  noFiles: 'Choose at least one file.',
  emptyFile: 'This file is empty.',
  unsupportedType: 'Only text, Markdown, PDF and DOCX files can be added.',
  badFileName: 'A file name cannot contain a NUL character. Rename the file and try again.',
  malformedUpload:
    'The upload could not be read: it was cut short or is not a valid form. Try again.',
  notRetriable: 'Only a source in error can be retried.',
} as const;

const guarded = { 401: ErrorBody, 404: ErrorBody };

export const brainsContract = c.router({
  listBrains: {
    method: 'GET',
    path: '/brains',
    metadata: access.user,
    query: ListBrainsQuery,
    responses: { 200: BrainPage, 400: ErrorBody, 401: ErrorBody },
    summary: 'The caller’s brains and those shared with them, or other people’s public brains',
  },
  createBrain: {
    method: 'POST',
    path: '/brains',
    metadata: access.user,
    body: CreateBrainRequest,
    responses: { 201: BrainDetail, 400: ErrorBody, 401: ErrorBody },
    summary: 'Create a brain (personal or shared; team brains need a team)',
  },
  getBrain: {
    method: 'GET',
    path: '/brains/:id',
    metadata: access.user,
    pathParams: BrainIdParam,
    responses: { 200: BrainDetail, 400: ErrorBody, ...guarded },
    summary: 'A brain with its sources, their status and progress',
  },
  updateBrain: {
    method: 'PATCH',
    path: '/brains/:id',
    metadata: access.user,
    pathParams: BrainIdParam,
    body: UpdateBrainRequest,
    responses: { 200: BrainDetail, 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner only: rename, describe, change the type or the visibility',
  },
  deleteBrain: {
    method: 'DELETE',
    path: '/brains/:id',
    metadata: access.user,
    pathParams: BrainIdParam,
    body: c.noBody(),
    responses: { 204: c.noBody(), 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner only: delete the brain, its sources and their index',
  },
  uploadSources: {
    method: 'POST',
    path: '/brains/:id/sources',
    metadata: access.user,
    pathParams: BrainIdParam,
    contentType: 'multipart/form-data',
    body: c.type<FormData>(),
    responses: { 201: SourcesAdded, 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, ...guarded },
    summary:
      'Owner or editor: add text, Markdown, PDF or DOCX files (field `files`, up to 10, 10 MB each, 50 MB a brain)',
  },
  pasteSource: {
    method: 'POST',
    path: '/brains/:id/sources/text',
    metadata: access.user,
    pathParams: BrainIdParam,
    body: PasteSourceRequest,
    responses: { 201: SourcesAdded, 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, ...guarded },
    summary: 'Owner or editor: add pasted text or Markdown',
  },
  deleteSource: {
    method: 'DELETE',
    path: '/brains/:id/sources/:sourceId',
    metadata: access.user,
    pathParams: SourceParams,
    body: c.noBody(),
    responses: { 204: c.noBody(), 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner or editor: delete a source and its index',
  },
  retrySource: {
    method: 'POST',
    path: '/brains/:id/sources/:sourceId/retry',
    metadata: access.user,
    pathParams: SourceParams,
    body: c.noBody(),
    responses: { 202: SourcesAdded, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, ...guarded },
    summary: 'Owner or editor: process a source in error again',
  },
  retryFailedSources: {
    method: 'POST',
    path: '/brains/:id/sources/retry-failed',
    metadata: access.user,
    pathParams: BrainIdParam,
    body: c.noBody(),
    responses: { 202: SourcesAdded, 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner or editor: process every source in error again',
  },
  getSourceFile: {
    method: 'GET',
    path: '/brains/:id/sources/:sourceId/file',
    metadata: access.user,
    pathParams: SourceParams,
    responses: {
      // The type is the file's own (sourceFileTypes); the route sets it.
      200: c.otherResponse({ contentType: 'application/octet-stream', body: c.type<Uint8Array>() }),
      400: ErrorBody,
      ...guarded,
    },
    summary:
      'The source’s original file as it was added (anyone who can see the brain): PDF and text shown in the browser (`#page=N` opens a PDF at a page), DOCX downloaded; sandboxed, never run as a page of the site',
  },
  searchBrain: {
    method: 'GET',
    path: '/brains/:id/search',
    metadata: access.user,
    pathParams: BrainIdParam,
    query: SearchBrainQuery,
    responses: { 200: SearchResults, 400: ErrorBody, ...guarded },
    summary:
      'Full-text search in each source’s language, ranked, with highlighted passages (anyone who can see the brain)',
  },
  listShares: {
    method: 'GET',
    path: '/brains/:id/shares',
    metadata: access.user,
    pathParams: BrainIdParam,
    responses: { 200: z.array(BrainShare), 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner only: the people the brain is shared with',
  },
  shareBrain: {
    method: 'POST',
    path: '/brains/:id/shares',
    metadata: access.user,
    pathParams: BrainIdParam,
    body: ShareBrainRequest,
    responses: {
      201: BrainInvitationSent,
      400: ErrorBody,
      403: ErrorBody,
      409: ErrorBody,
      ...guarded,
    },
    summary:
      'Owner only: invite an address by e-mail, as Viewer (search) or Editor (add sources); the same answer whether or not it has an account, and the brain is shared once the person accepts (inviting again renews the invitation)',
  },
  listBrainInvitations: {
    method: 'GET',
    path: '/brains/:id/invitations',
    metadata: access.user,
    pathParams: BrainIdParam,
    responses: { 200: z.array(BrainInvitation), 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner only: the invitations waiting for an answer, by address (expired ones too)',
  },
  cancelBrainInvitation: {
    method: 'POST',
    path: '/brains/:id/invitations/cancel',
    metadata: access.user,
    pathParams: BrainIdParam,
    body: CancelBrainInvitationRequest,
    responses: { 204: c.noBody(), 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner only: withdraw the invitation of an address (its link stops working)',
  },
  updateShare: {
    method: 'PATCH',
    path: '/brains/:id/shares/:userId',
    metadata: access.user,
    pathParams: ShareParams,
    body: UpdateShareRequest,
    responses: { 200: BrainShare, 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner only: change a person’s role',
  },
  removeShare: {
    method: 'DELETE',
    path: '/brains/:id/shares/:userId',
    metadata: access.user,
    pathParams: ShareParams,
    body: c.noBody(),
    responses: { 204: c.noBody(), 400: ErrorBody, 403: ErrorBody, ...guarded },
    summary: 'Owner only: stop sharing with a person',
  },
});
