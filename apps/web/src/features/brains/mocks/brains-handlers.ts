import {
  apiContract,
  BRAIN_FILE_MAX_BYTES,
  BRAIN_FILES_PER_UPLOAD,
  BRAIN_MAX_BYTES,
  brainMessages,
  CancelBrainInvitationRequest,
  CreateBrainRequest,
  ListBrainsQuery,
  PasteSourceRequest,
  SearchBrainQuery,
  ShareBrainRequest,
  sourceErrorMessages,
  sourceNameOf,
  UpdateBrainRequest,
  UpdateShareRequest,
  type BrainDetail,
  type BrainPage,
  type BrainRole,
  type BrainShare,
  type BrainSource,
  type BrainStatus,
  type BrainSummary,
  type BrainType,
  type BrainVisibility,
  type ErrorBody,
  type Passage,
  type SearchResults,
  type SessionUser,
  type ShareRole,
  type SourceErrorCode,
  type SourceKind,
} from '@app/contracts';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { mockAccountIds } from '@/mocks/demo-accounts';
import type { MockInvitationsPort } from '@/mocks/invitations-port';

/**
 * The mocked BFF's brains (`pnpm dev:mock` and the component tests), following the BFF's rules
 * (features/brains): the owner does everything, an editor adds, retries and deletes sources, a
 * viewer and anyone on a public brain read and search, anybody else gets 404.
 *
 * Sources are "read" by the clock: pending for 0.8 s, then processing with a progress that moves
 * for 3 s, then ready, or in error when the file cannot be read here: a PDF without its `%%EOF`
 * end (`%PDF-1.7` and garbage) is `pdf_invalid`, a name containing `scan` is `pdf_no_text`, a
 * name containing `broken` fails by its kind. A PDF whose name contains `ocr` has three scanned
 * pages, read by OCR one after the other while it is processed. Retrying starts the clock again (and fails again,
 * as the BFF would for the same bytes). Search matches the words of ready sources' text.
 *
 * The demo user starts with two brains of their own, one shared with them as Viewer, and sees
 * one public brain of someone else. In the browser the state is kept in session storage.
 */

const path = (route: { path: string }) => `*${route.path}`;
const { brains } = apiContract;

const PENDING_MS = 800;
const PROCESSING_MS = 3000;
const STORAGE_KEY = 'mock-bff-brains';

interface MockSource {
  id: string;
  name: string;
  kind: SourceKind;
  sizeBytes: number;
  /** The text search reads (what the BFF would have extracted). */
  text: string;
  /** Why it cannot be read, found when the clock says it has been read. */
  fails: SourceErrorCode | null;
  /** Its first pages, scanned: read by OCR (none when absent). */
  scannedPages?: number;
  createdAt: number;
  /** When it was (re)queued: its status follows from the time since. */
  queuedAt: number;
  /** Attempts before the current one. */
  attempts: number;
}

interface MockBrain {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  type: BrainType;
  visibility: BrainVisibility;
  createdAt: number;
  updatedAt: number;
  sources: MockSource[];
  shares: { userId: string; role: ShareRole; createdAt: number }[];
}

export interface MockBrainsOptions {
  /** Who is signed in to the mocked BFF, or null. */
  signedInUser: () => SessionUser | null;
  /** Every account, to name owners and the people a brain is shared with. */
  people: () => SessionUser[];
  /** Invitations to brains, accepted by the person invited (features/invitations/mocks). */
  invitations: MockInvitationsPort;
  now?: () => number;
}

/** The mock's demo accounts (mocks/demo-accounts.ts): the Pro demo user and the admin. */
const DEMO_ID = mockAccountIds.pro;
const ADMIN_ID = mockAccountIds.admin;

/** The seeded brains' ids, for tests. */
export const mockBrainIds = {
  handbook: '6f1d2c3b-4a59-4e8f-9d7c-0a1b2c3d4e01',
  research: '6f1d2c3b-4a59-4e8f-9d7c-0a1b2c3d4e02',
  leave: '6f1d2c3b-4a59-4e8f-9d7c-0a1b2c3d4e03',
  glossary: '6f1d2c3b-4a59-4e8f-9d7c-0a1b2c3d4e04',
  /** The admin's private brain, shared with nobody: 404 for the demo user. */
  secret: '6f1d2c3b-4a59-4e8f-9d7c-0a1b2c3d4e05',
} as const;

function seed(now: number): MockBrain[] {
  const day = 24 * 3600_000;
  let n = 0;
  const source = (
    name: string,
    kind: SourceKind,
    text: string,
    fails: SourceErrorCode | null = null,
  ): MockSource => ({
    id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c${String(++n).padStart(2, '0')}`,
    name,
    kind,
    sizeBytes: kind === 'pdf' ? 48_213 + n * 1000 : new TextEncoder().encode(text).length,
    text,
    fails,
    createdAt: now - 3 * day,
    queuedAt: now - 3 * day,
    attempts: 0,
  });
  return [
    {
      id: mockBrainIds.handbook,
      ownerId: DEMO_ID,
      name: 'Product handbook',
      description: 'How we build, ship and support the product.',
      type: 'shared',
      visibility: 'private',
      createdAt: now - 10 * day,
      updatedAt: now - 3 * day,
      sources: [
        source(
          'onboarding.pdf',
          'pdf',
          'Every new colleague receives a laptop on the first morning. Holidays are booked through the people team two weeks ahead. The parking is behind building B.',
        ),
        source(
          'release-notes.md',
          'markdown',
          '# Release notes\n\nThe dashboard now loads faster. Brains can be shared with Viewer and Editor roles.',
        ),
        source('scan-2019.pdf', 'pdf', '', 'pdf_no_text'),
      ],
      shares: [{ userId: ADMIN_ID, role: 'editor', createdAt: now - 5 * day }],
    },
    {
      id: mockBrainIds.research,
      ownerId: DEMO_ID,
      name: 'Research notes',
      description: 'Interviews and notes from customer research.',
      type: 'personal',
      visibility: 'public',
      createdAt: now - 20 * day,
      updatedAt: now - 8 * day,
      sources: [
        source(
          'interviews.txt',
          'text',
          'Customers ask for faster search and for a way to retry documents that failed.',
        ),
      ],
      shares: [],
    },
    {
      id: mockBrainIds.leave,
      ownerId: ADMIN_ID,
      name: 'Guide des congés',
      description: 'Les règles de congés et de télétravail.',
      type: 'shared',
      visibility: 'private',
      createdAt: now - 30 * day,
      updatedAt: now - 2 * day,
      sources: [
        source(
          'politique.docx',
          'docx',
          'Les nouveaux collaborateurs reçoivent leurs ordinateurs le premier jour. Les congés se réservent auprès de l’équipe des ressources humaines.',
        ),
      ],
      shares: [{ userId: DEMO_ID, role: 'viewer', createdAt: now - 2 * day }],
    },
    {
      id: mockBrainIds.glossary,
      ownerId: ADMIN_ID,
      name: 'AI glossary',
      description: 'Short definitions of the words of our trade.',
      type: 'personal',
      visibility: 'public',
      createdAt: now - 40 * day,
      updatedAt: now - 12 * day,
      sources: [
        source(
          'glossary.md',
          'markdown',
          '# Glossary\n\nAn agent is a program that acts for you. A brain is a knowledge base an agent searches.',
        ),
      ],
      shares: [],
    },
    {
      id: mockBrainIds.secret,
      ownerId: ADMIN_ID,
      name: 'Board minutes',
      description: '',
      type: 'personal',
      visibility: 'private',
      createdAt: now - 40 * day,
      updatedAt: now - 40 * day,
      sources: [],
      shares: [],
    },
  ];
}

let state: MockBrain[] = load() ?? seed(Date.now());

function load(): MockBrain[] | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as MockBrain[]) : null;
  } catch {
    return null;
  }
}
function save() {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // No session storage (Node): the state lives in memory.
  }
}

/** Back to the seeded brains, timed from `now`. */
export function resetMockBrains(now: number = Date.now()) {
  state = seed(now);
  save();
}

const iso = (ms: number) => new Date(ms).toISOString();
const fail = (status: 400 | 401 | 403 | 404 | 409 | 413, error: string, code: string) =>
  HttpResponse.json({ error, code } satisfies ErrorBody, { status });
const invalid = () => fail(400, 'Invalid request', 'invalid_request');
const notFound = () => fail(404, brainMessages.notFound, 'brain_not_found');
const sourceNotFound = () => fail(404, brainMessages.sourceNotFound, 'source_not_found');

/** A source as the clock has it at `now`. */
function sourceAt(source: MockSource, now: number): BrainSource {
  const elapsed = now - source.queuedAt;
  const started = elapsed >= PENDING_MS;
  const done = elapsed >= PENDING_MS + PROCESSING_MS;
  const pages = source.scannedPages ?? 0;
  let status: BrainStatus = 'pending';
  let progress = 0;
  let ocr: BrainSource['ocr'] = null;
  if (done) {
    status = source.fails ? 'error' : 'ready';
    progress = source.fails ? 0 : 100;
    if (!source.fails && pages > 0) ocr = { pagesRead: pages, pages };
  } else if (started) {
    status = 'processing';
    const part = (elapsed - PENDING_MS) / PROCESSING_MS;
    progress = Math.min(99, 10 + Math.floor(90 * part));
    // The scanned pages are read one after the other in the first three quarters of the time.
    if (pages > 0) ocr = { pagesRead: Math.min(pages, Math.floor((part * pages * 4) / 3)), pages };
  }
  const ready = status === 'ready';
  return {
    id: source.id,
    name: source.name,
    kind: source.kind,
    status,
    progress,
    ocr,
    error:
      status === 'error' && source.fails
        ? { code: source.fails, message: sourceErrorMessages[source.fails] }
        : null,
    sizeBytes: source.sizeBytes,
    language: ready ? languageOf(source.text) : null,
    chunkCount: ready ? Math.max(1, Math.ceil(source.text.length / 1000)) : 0,
    attempts: source.attempts + (started ? 1 : 0),
    createdAt: iso(source.createdAt),
    updatedAt: iso(done ? source.queuedAt + PENDING_MS + PROCESSING_MS : source.queuedAt),
  };
}

function languageOf(text: string): 'en' | 'fr' | 'other' {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const french = words.filter((w) => ['le', 'la', 'les', 'des', 'est', 'et', 'du'].includes(w));
  const english = words.filter((w) => ['the', 'and', 'is', 'of', 'to', 'a'].includes(w));
  if (french.length === 0 && english.length === 0) return 'other';
  return french.length > english.length ? 'fr' : 'en';
}

/** The brain's status follows its sources (as refreshBrainStatus does). */
function statusOf(sources: BrainSource[]): BrainStatus {
  if (sources.length === 0) return 'pending';
  if (sources.some((s) => s.status === 'pending' || s.status === 'processing')) return 'processing';
  return sources.every((s) => s.status === 'error') ? 'error' : 'ready';
}

/** The statuses of the brains a user owns, now (the mocked overview counts them). */
export function mockOwnedBrainStatuses(userId: string, now: number = Date.now()): BrainStatus[] {
  return state
    .filter((brain) => brain.ownerId === userId)
    .map((brain) => statusOf(brain.sources.map((source) => sourceAt(source, now))));
}

/** What a file is from its bytes (a PDF, a DOCX, else UTF-8 text), as the BFF decides it. */
function kindOf(name: string, bytes: Uint8Array): SourceKind | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'docx';
  // PNG, JPEG, GIF, or anything with a NUL byte is not text.
  if (starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff) || starts(0x47, 0x49, 0x46))
    return null;
  if (bytes.includes(0)) return null;
  return /\.(md|markdown|mdown)$/i.test(name) ? 'markdown' : 'text';
}

/** Why a file cannot be read, decided at upload and shown once its reading is "done". */
function failureOf(name: string, kind: SourceKind, bytes: Uint8Array): SourceErrorCode | null {
  const lower = name.toLowerCase();
  if (kind === 'pdf' && lower.includes('scan')) return 'pdf_no_text';
  if (lower.includes('broken'))
    return kind === 'pdf' ? 'pdf_invalid' : kind === 'docx' ? 'docx_invalid' : 'failed';
  if (kind === 'pdf' && !new TextDecoder('latin1').decode(bytes.slice(-1024)).includes('%%EOF'))
    return 'pdf_invalid';
  return null;
}

/** The words of a query that search looks for (two letters or more). */
const termsOf = (q: string) =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length >= 2);

/** A sentence as plain and highlighted runs: any word starting with a term is highlighted. */
function toPassage(text: string, terms: string[]): Passage {
  const runs: Passage = [];
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!part) continue;
    const highlight = terms.some((term) => part.toLowerCase().startsWith(term));
    const last = runs.at(-1);
    if (last && last.highlight === highlight && !highlight) last.text += part;
    else runs.push({ text: part, highlight });
  }
  return runs;
}

async function jsonOf<S extends z.ZodType>(request: Request, schema: S) {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  return result.success ? (result.data as z.output<S>) : null;
}

const BrainId = z.object({ id: z.uuid() });
const SourceIds = BrainId.extend({ sourceId: z.uuid() });
const ShareIds = BrainId.extend({ userId: z.uuid() });

export function createBrainsHandlers({
  signedInUser,
  people,
  invitations,
  // Read at each call, so that a test faking the clock moves the sources along.
  now = () => Date.now(),
}: MockBrainsOptions) {
  const personOf = (id: string) => {
    const person = people().find((p) => p.id === id);
    return { id, fullName: person?.fullName ?? null, email: person?.email ?? null };
  };

  invitations.register('brain', {
    name: (id) => state.find((b) => b.id === id)?.name ?? null,
    join: (id, userId, role) => {
      const brain = state.find((b) => b.id === id);
      if (!brain || brain.type === 'personal' || brain.shares.some((s) => s.userId === userId))
        return;
      brain.shares.push({
        userId,
        role: role === 'editor' ? 'editor' : 'viewer',
        createdAt: now(),
      });
      save();
    },
  });

  function roleOf(brain: MockBrain, userId: string): BrainRole | null {
    if (brain.ownerId === userId) return 'owner';
    const share = brain.shares.find((s) => s.userId === userId);
    if (share) return share.role;
    return brain.visibility === 'public' ? 'public' : null;
  }

  function summaryOf(brain: MockBrain, role: BrainRole, at: number): BrainSummary {
    const sources = brain.sources.map((s) => sourceAt(s, at));
    const owner = personOf(brain.ownerId);
    return {
      id: brain.id,
      name: brain.name,
      description: brain.description,
      type: brain.type,
      visibility: brain.visibility,
      status: statusOf(sources),
      failedSources: sources.filter((s) => s.status === 'error').length,
      owner: role === 'public' ? { ...owner, email: null } : owner,
      myRole: role,
      sourceCount: sources.length,
      sizeBytes: sources.reduce((sum, s) => sum + s.sizeBytes, 0),
      createdAt: iso(brain.createdAt),
      updatedAt: iso(brain.updatedAt),
    };
  }

  function detailOf(brain: MockBrain, role: BrainRole, at: number): BrainDetail {
    return {
      ...summaryOf(brain, role, at),
      sources: brain.sources.map((s) => sourceAt(s, at)),
      limits: {
        fileMaxBytes: BRAIN_FILE_MAX_BYTES,
        brainMaxBytes: BRAIN_MAX_BYTES,
        filesPerUpload: BRAIN_FILES_PER_UPLOAD,
      },
    };
  }

  const shareOf = (share: MockBrain['shares'][number]): BrainShare => ({
    user: personOf(share.userId),
    role: share.role,
    createdAt: iso(share.createdAt),
  });

  type Access =
    { refused: Response } | { refused: null; me: SessionUser; brain: MockBrain; role: BrainRole };

  /**
   * The caller, the brain and their role on it; or the answer that ends the request: 401 signed
   * out, 400 a malformed id, 404 a brain they may not see, 403 an action their role does not allow.
   */
  function access(params: unknown, allowed: 'read' | 'changeSources' | 'manage'): Access {
    const me = signedInUser();
    if (!me) return { refused: fail(401, 'No active session', 'unauthenticated') };
    const ids = BrainId.safeParse(params);
    if (!ids.success) return { refused: fail(400, 'Brain not found', 'invalid_request') };
    const brain = state.find((b) => b.id === ids.data.id);
    const role = brain ? roleOf(brain, me.id) : null;
    if (!brain || !role) return { refused: notFound() };
    if (allowed === 'changeSources' && role !== 'owner' && role !== 'editor')
      return { refused: fail(403, brainMessages.readOnly, 'read_only') };
    if (allowed === 'manage' && role !== 'owner')
      return { refused: fail(403, brainMessages.ownerOnly, 'owner_only') };
    return { refused: null, me, brain, role };
  }

  function addSources(
    brain: MockBrain,
    files: Omit<MockSource, 'id' | 'createdAt' | 'queuedAt' | 'attempts'>[],
  ) {
    const at = now();
    const added = files.map((file, index) => ({
      ...file,
      id: crypto.randomUUID(),
      // A millisecond apart, so their order is the order they were sent in.
      createdAt: at + index,
      queuedAt: at,
      attempts: 0,
    }));
    brain.sources.push(...added);
    brain.updatedAt = at;
    save();
    return added.map((s) => sourceAt(s, at));
  }

  function retry(brain: MockBrain, sources: MockSource[]) {
    const at = now();
    for (const source of sources) {
      source.attempts += 1;
      source.queuedAt = at;
    }
    brain.updatedAt = at;
    save();
    return sources.map((s) => sourceAt(s, at));
  }

  return [
    http.get(path(brains.listBrains), ({ request }) => {
      const me = signedInUser();
      if (!me) return fail(401, 'No active session', 'unauthenticated');
      const query = ListBrainsQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return invalid();
      const { scope, type, visibility, status, q, page, pageSize } = query.data;
      const at = now();
      const matching = state
        .map((brain) => ({ brain, role: roleOf(brain, me.id) }))
        .filter(({ brain, role }) =>
          scope === 'mine'
            ? role === 'owner' || role === 'editor' || role === 'viewer'
            : role === 'public' && brain.ownerId !== me.id,
        )
        .map(({ brain, role }) => summaryOf(brain, role!, at))
        .filter(
          (brain) =>
            (!type || brain.type === type) &&
            (!visibility || brain.visibility === visibility) &&
            (!status || brain.status === status) &&
            (!q || brain.name.toLowerCase().includes(q.toLowerCase())),
        )
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
      const body: BrainPage = {
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
        pageCount: Math.ceil(matching.length / pageSize),
      };
      return HttpResponse.json(body);
    }),

    http.post(path(brains.createBrain), async ({ request }) => {
      const me = signedInUser();
      if (!me) return fail(401, 'No active session', 'unauthenticated');
      const body = await jsonOf(request, CreateBrainRequest);
      if (!body) return invalid();
      if (body.type === 'team') return fail(400, brainMessages.teamType, 'team_required');
      const at = now();
      const brain: MockBrain = {
        id: crypto.randomUUID(),
        ownerId: me.id,
        name: body.name,
        description: body.description,
        type: body.type,
        visibility: body.visibility,
        createdAt: at,
        updatedAt: at,
        sources: [],
        shares: [],
      };
      state.push(brain);
      save();
      return HttpResponse.json(detailOf(brain, 'owner', at), { status: 201 });
    }),

    http.get(path(brains.getBrain), ({ params }) => {
      const found = access(params, 'read');
      if (found.refused) return found.refused;
      return HttpResponse.json(detailOf(found.brain, found.role, now()));
    }),

    http.patch(path(brains.updateBrain), async ({ params, request }) => {
      const found = access(params, 'manage');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, UpdateBrainRequest);
      if (!body) return invalid();
      if (body.type === 'team') return fail(400, brainMessages.teamType, 'team_required');
      const { brain } = found;
      if (body.name !== undefined) brain.name = body.name;
      if (body.description !== undefined) brain.description = body.description;
      if (body.type !== undefined) brain.type = body.type;
      if (body.visibility !== undefined) brain.visibility = body.visibility;
      // As the BFF: made personal, it is shared with nobody and invites nobody.
      if (body.type === 'personal') {
        brain.shares = [];
        invitations.withdraw('brain', brain.id);
      }
      brain.updatedAt = now();
      save();
      return HttpResponse.json(detailOf(brain, 'owner', now()));
    }),

    http.delete(path(brains.deleteBrain), ({ params }) => {
      const found = access(params, 'manage');
      if (found.refused) return found.refused;
      state = state.filter((b) => b !== found.brain);
      save();
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(path(brains.uploadSources), async ({ params, request }) => {
      const found = access(params, 'changeSources');
      if (found.refused) return found.refused;
      const form = await request.formData().catch(() => null);
      const files = (form?.getAll('files') ?? []).filter(
        (part): part is File => typeof part !== 'string',
      );
      if (files.length === 0) return fail(400, brainMessages.noFiles, 'no_files');
      if (files.length > BRAIN_FILES_PER_UPLOAD)
        return fail(413, brainMessages.tooManyFiles, 'too_many_files');
      const incoming = [];
      for (const file of files) {
        const name = sourceNameOf(file.name || 'untitled');
        if (name === null) return fail(400, brainMessages.badFileName, 'bad_file_name');
        const bytes = new Uint8Array(await file.arrayBuffer());
        if (bytes.length === 0) return fail(400, brainMessages.emptyFile, 'empty_file');
        if (bytes.length > BRAIN_FILE_MAX_BYTES)
          return fail(413, brainMessages.fileTooLarge, 'file_too_large');
        const kind = kindOf(name, bytes);
        if (!kind) return fail(400, brainMessages.unsupportedType, 'unsupported_type');
        const textual = kind === 'text' || kind === 'markdown';
        incoming.push({
          name,
          kind,
          sizeBytes: bytes.length,
          text: textual
            ? new TextDecoder().decode(bytes)
            : `${name}: the mocked BFF does not read ${kind.toUpperCase()} files, so this stands in for its text.`,
          fails: failureOf(name, kind, bytes),
          scannedPages: kind === 'pdf' && /ocr/i.test(name) ? 3 : 0,
        });
      }
      const used = found.brain.sources.reduce((sum, s) => sum + s.sizeBytes, 0);
      const adding = incoming.reduce((sum, file) => sum + file.sizeBytes, 0);
      if (used + adding > BRAIN_MAX_BYTES)
        return fail(413, brainMessages.brainTooLarge, 'brain_too_large');
      return HttpResponse.json({ sources: addSources(found.brain, incoming) }, { status: 201 });
    }),

    http.post(path(brains.pasteSource), async ({ params, request }) => {
      const found = access(params, 'changeSources');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, PasteSourceRequest);
      if (!body) return invalid();
      const size = new TextEncoder().encode(body.content).length;
      const used = found.brain.sources.reduce((sum, s) => sum + s.sizeBytes, 0);
      if (used + size > BRAIN_MAX_BYTES)
        return fail(413, brainMessages.brainTooLarge, 'brain_too_large');
      const sources = addSources(found.brain, [
        { name: body.name, kind: body.format, sizeBytes: size, text: body.content, fails: null },
      ]);
      return HttpResponse.json({ sources }, { status: 201 });
    }),

    http.delete(path(brains.deleteSource), ({ params }) => {
      const found = access(params, 'changeSources');
      if (found.refused) return found.refused;
      const ids = SourceIds.safeParse(params);
      if (!ids.success) return fail(400, 'Source not found', 'invalid_request');
      const { brain } = found;
      if (!brain.sources.some((s) => s.id === ids.data.sourceId)) return sourceNotFound();
      brain.sources = brain.sources.filter((s) => s.id !== ids.data.sourceId);
      brain.updatedAt = now();
      save();
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(path(brains.retryFailedSources), ({ params }) => {
      const found = access(params, 'changeSources');
      if (found.refused) return found.refused;
      const at = now();
      const failed = found.brain.sources.filter((s) => sourceAt(s, at).status === 'error');
      return HttpResponse.json({ sources: retry(found.brain, failed) }, { status: 202 });
    }),

    http.post(path(brains.retrySource), ({ params }) => {
      const found = access(params, 'changeSources');
      if (found.refused) return found.refused;
      const ids = SourceIds.safeParse(params);
      if (!ids.success) return fail(400, 'Source not found', 'invalid_request');
      const source = found.brain.sources.find((s) => s.id === ids.data.sourceId);
      if (!source) return sourceNotFound();
      if (sourceAt(source, now()).status !== 'error')
        return fail(409, brainMessages.notRetriable, 'not_retriable');
      return HttpResponse.json({ sources: retry(found.brain, [source]) }, { status: 202 });
    }),

    // The mocked BFF keeps the text it read, not the file: it serves that text.
    http.get(path(brains.getSourceFile), ({ params }) => {
      const found = access(params, 'read');
      if (found.refused) return found.refused;
      const ids = SourceIds.safeParse(params);
      if (!ids.success) return fail(400, 'Source not found', 'invalid_request');
      const source = found.brain.sources.find((s) => s.id === ids.data.sourceId);
      if (!source) return notFound();
      return new HttpResponse(source.text, {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'x-content-type-options': 'nosniff',
        },
      });
    }),

    http.get(path(brains.searchBrain), ({ params, request }) => {
      const found = access(params, 'read');
      if (found.refused) return found.refused;
      const query = SearchBrainQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return invalid();
      const { q, page, pageSize } = query.data;
      const terms = termsOf(q);
      const at = now();
      const hits = found.brain.sources
        .filter((s) => sourceAt(s, at).status === 'ready')
        .flatMap((source) =>
          source.text
            .split(/(?<=[.!?])\s+|\n+/)
            .map((sentence, chunkIndex) => ({ source, sentence: sentence.trim(), chunkIndex })),
        )
        .map((hit) => ({
          ...hit,
          rank: termsOf(hit.sentence).filter((word) => terms.some((t) => word.startsWith(t)))
            .length,
        }))
        .filter((hit) => hit.sentence && hit.rank > 0)
        .sort((a, b) => b.rank - a.rank);
      const body: SearchResults = {
        query: q,
        items: hits.slice((page - 1) * pageSize, page * pageSize).map((hit) => ({
          sourceId: hit.source.id,
          sourceName: hit.source.name,
          chunkIndex: hit.chunkIndex,
          passage: toPassage(hit.sentence, terms),
          rank: hit.rank / 10,
          // A mocked PDF holds one sentence a page; its first pages may be scanned.
          page: hit.source.kind === 'pdf' ? hit.chunkIndex + 1 : null,
          pageEnd: null,
          readByOcr: hit.source.kind === 'pdf' && hit.chunkIndex < (hit.source.scannedPages ?? 0),
        })),
        total: hits.length,
        page,
        pageSize,
        pageCount: Math.ceil(hits.length / pageSize),
      };
      return HttpResponse.json(body);
    }),

    http.get(path(brains.listShares), ({ params }) => {
      const found = access(params, 'manage');
      if (found.refused) return found.refused;
      return HttpResponse.json(found.brain.shares.map(shareOf));
    }),

    http.post(path(brains.shareBrain), async ({ params, request }) => {
      const found = access(params, 'manage');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, ShareBrainRequest);
      if (!body) return invalid();
      const { brain, me } = found;
      if (brain.type !== 'shared') return fail(409, brainMessages.shareType, 'not_shared_type');
      if (body.email === me.email.toLowerCase())
        return fail(409, brainMessages.shareSelf, 'share_self');
      // As the BFF: an address the owner sees in the list already is said to be there; any
      // other is invited alike, with or without an account.
      const person = people().find((p) => p.email.toLowerCase() === body.email);
      if (person && brain.shares.some((s) => s.userId === person.id))
        return fail(409, brainMessages.alreadyShared, 'already_shared');
      const invitation = invitations.send({
        kind: 'brain',
        targetId: brain.id,
        email: body.email,
        role: body.role,
        inviter: me,
      });
      return HttpResponse.json(
        { status: 'invited', invitation: { ...invitation, role: body.role } },
        { status: 201 },
      );
    }),

    http.get(path(brains.listBrainInvitations), ({ params }) => {
      const found = access(params, 'manage');
      if (found.refused) return found.refused;
      return HttpResponse.json(invitations.pending('brain', found.brain.id));
    }),

    http.post(path(brains.cancelBrainInvitation), async ({ params, request }) => {
      const found = access(params, 'manage');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, CancelBrainInvitationRequest);
      if (!body) return invalid();
      if (!invitations.withdraw('brain', found.brain.id, body.email))
        return fail(404, brainMessages.invitationNotFound, 'invitation_not_found');
      return new HttpResponse(null, { status: 204 });
    }),

    http.patch(path(brains.updateShare), async ({ params, request }) => {
      const found = access(params, 'manage');
      if (found.refused) return found.refused;
      const ids = ShareIds.safeParse(params);
      if (!ids.success) return fail(400, 'Person not found', 'invalid_request');
      const body = await jsonOf(request, UpdateShareRequest);
      if (!body) return invalid();
      const share = found.brain.shares.find((s) => s.userId === ids.data.userId);
      if (!share) return fail(404, brainMessages.shareNotFound, 'share_not_found');
      share.role = body.role;
      save();
      return HttpResponse.json(shareOf(share));
    }),

    http.delete(path(brains.removeShare), ({ params }) => {
      const found = access(params, 'manage');
      if (found.refused) return found.refused;
      const ids = ShareIds.safeParse(params);
      if (!ids.success) return fail(400, 'Person not found', 'invalid_request');
      found.brain.shares = found.brain.shares.filter((s) => s.userId !== ids.data.userId);
      save();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
