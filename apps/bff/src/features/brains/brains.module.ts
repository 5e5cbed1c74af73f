import {
  apiContract,
  BRAIN_FILE_MAX_BYTES,
  BRAIN_FILES_PER_UPLOAD,
  BRAIN_MAX_BYTES,
  brainMessages,
  type BrainRole,
  type ErrorBody,
  type SearchResults,
  type ShareRole,
  type SourceKind,
  sourceNameOf,
} from '@app/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { JobQueue } from '../../services/jobs/job-queue.ts';
import type { EventRecorder } from '../analytics/event-writer.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import type { Invitations } from '../invitations/invitations.ts';
import { accessTo, can, refreshBrainStatus, roleOn } from './brains-access.ts';
import { createBrainQueries } from './brains-queries.ts';

export interface BrainsModuleDeps {
  db: Kysely<DB>;
  jobs: Pick<JobQueue, 'send'>;
  analytics: EventRecorder;
  /** The sender's side of invitations (the invited person answers in the invitations module). */
  invitations: Pick<Invitations, 'send' | 'pending' | 'withdraw'>;
  /** The limits of invitations sent, shared with the teams' invitations. */
  invitationLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  routing: ContractRouting;
}

const fail = <S extends 400 | 403 | 404 | 409 | 413>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});
const notFound = () => fail(404, brainMessages.notFound, 'brain_not_found');

/** A file of an upload, checked and kept in memory until every file of the request passed. */
interface IncomingFile {
  name: string;
  kind: SourceKind;
  bytes: Buffer;
}

type Refusal = { status: 400 | 413; error: string; code: string };
const refusal = (
  status: 400 | 413,
  message: keyof typeof brainMessages,
  code: string,
): Refusal => ({ status, error: brainMessages[message], code });

/**
 * Why reading an upload failed: a limit, or a body that is not the multipart form it says it is
 * (no boundary, cut short, a broken part header: the parser's errors carry no code). Nothing in
 * reading a request's own body is the server's fault.
 */
function uploadRefusal(error: unknown): Refusal {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refusal(413, 'fileTooLarge', 'file_too_large');
    case 'FST_FILES_LIMIT':
      return refusal(413, 'tooManyFiles', 'too_many_files');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refusal(400, 'noFiles', 'no_files');
    default:
      return refusal(400, 'malformedUpload', 'malformed_upload');
  }
}

/**
 * What a file is, from its bytes: a PDF or a DOCX by their signatures; otherwise UTF-8 text
 * (Markdown when its name says so); anything else is refused.
 */
async function kindOf(name: string, bytes: Buffer): Promise<SourceKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return 'pdf';
  if (detected?.ext === 'docx') return 'docx';
  if (detected) return null;
  // Text has no signature: no NUL byte, and valid UTF-8 is checked when it is read.
  if (bytes.includes(0)) return null;
  return /\.(md|markdown|mdown)$/i.test(name) ? 'markdown' : 'text';
}

/**
 * Brains: knowledge bases their owner fills with files or pasted text, read by durable jobs
 * (brain-processing-job.ts) and searched in each source's language. Who may do what is decided
 * in brains-access.ts; the guard has already checked the caller is signed in.
 */
export function createBrainsModule(deps: BrainsModuleDeps) {
  const { db, jobs, analytics } = deps;
  const queries = createBrainQueries(db);
  // The same search of the same brain (an agent asking again, a page back) is answered from
  // memory while the brain is at the version the answer was made at (any change to the brain
  // changes its version).
  const searches = new TtlCache<{ version: number; body: SearchResults }>({
    ttlSeconds: 60,
    maxEntries: 500,
  });

  /** The caller's role on the brain, or the answer that ends the request. */
  async function roleFor(request: FastifyRequest, brainId: string) {
    return roleOn(db, brainId, signedInUser(request).id);
  }

  /**
   * Stores sources and queues their reading: each file in a transaction of its own, its row and
   * its job or neither (bad input was refused before any of them). On PGlite a transaction holds
   * the engine to the end: three 9 MB files in one held every other request for 1.5 s.
   */
  async function addSources(
    brainId: string,
    userId: string,
    files: { name: string; kind: SourceKind; bytes: Buffer }[],
  ) {
    const ids: string[] = [];
    for (const file of files)
      ids.push(
        await db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('brain_sources')
            .values({
              brain_id: brainId,
              name: file.name,
              kind: file.kind,
              size_bytes: file.bytes.length,
              content: file.bytes,
              added_by: userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await jobs.send('brain-source', { sourceId: id }, { db: trx, singletonKey: id });
          await refreshBrainStatus(trx, brainId);
          return id;
        }),
      );
    return queries.sources(brainId, ids);
  }

  /** Sources in error go back to the queue. */
  async function retry(brainId: string, sourceIds: string[]) {
    if (sourceIds.length === 0) return [];
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('brain_sources')
        .set({ status: 'pending', progress: 0, error_code: null, updated_at: new Date() })
        .where('brain_id', '=', brainId)
        .where('id', 'in', sourceIds)
        .execute();
      for (const id of sourceIds)
        await jobs.send('brain-source', { sourceId: id }, { db: trx, singletonKey: id });
      await refreshBrainStatus(trx, brainId);
    });
    return queries.sources(brainId, sourceIds);
  }

  /** Reads every file of a multipart request, or says what is wrong with it (nothing is kept). */
  async function readUpload(request: FastifyRequest): Promise<{ files: IncomingFile[] } | Refusal> {
    const parts: { name: string; bytes: Buffer }[] = [];
    try {
      for await (const part of request.files()) {
        const bytes = await part.toBuffer();
        const name = sourceNameOf(part.filename || 'untitled');
        if (name === null) return refusal(400, 'badFileName', 'bad_file_name');
        if (bytes.length === 0) return refusal(400, 'emptyFile', 'empty_file');
        parts.push({ name, bytes });
      }
    } catch (error) {
      return uploadRefusal(error);
    }
    if (parts.length === 0) return refusal(400, 'noFiles', 'no_files');
    const files: IncomingFile[] = [];
    for (const { name, bytes } of parts) {
      const kind = await kindOf(name, bytes);
      if (!kind) return refusal(400, 'unsupportedType', 'unsupported_type');
      files.push({ name, kind, bytes });
    }
    return { files };
  }

  const refuseChanges = (role: BrainRole | null) =>
    !can.read(role) ? notFound() : fail(403, brainMessages.readOnly, 'read_only');
  const refuseManage = (role: BrainRole | null) =>
    !can.read(role) ? notFound() : fail(403, brainMessages.ownerOnly, 'owner_only');

  return async function brainsModule(app: FastifyInstance) {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: BRAIN_FILE_MAX_BYTES,
        files: BRAIN_FILES_PER_UPLOAD,
        fields: 10,
        fieldSize: 1024,
        parts: BRAIN_FILES_PER_UPLOAD + 10,
      },
    });
    const writeLimit = perUserLimiter(app, {
      name: 'brains-write',
      max: 60,
      timeWindow: '1 minute',
    });
    const searchLimit = perUserLimiter(app, {
      name: 'brains-search',
      max: 120,
      timeWindow: '1 minute',
    });

    const router = s.router(apiContract.brains, {
      listBrains: async ({ request, query, reply }) => {
        reply.header('cache-control', 'no-store');
        return { status: 200, body: await queries.list(signedInUser(request).id, query) };
      },

      createBrain: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, body }) => {
          // A brain becomes a team brain by being added to a team (the teams module).
          if (body.type === 'team') return fail(400, brainMessages.teamType, 'team_required');
          const me = signedInUser(request);
          const { id } = await db
            .insertInto('brains')
            .values({
              owner_id: me.id,
              name: body.name,
              description: body.description,
              type: body.type,
              visibility: body.visibility,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          analytics.record({
            userId: me.id,
            kind: 'brain_created',
            subject: { id, name: body.name },
          });
          return { status: 201, body: (await queries.detail(id, me.id))! };
        },
      },

      getBrain: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        if (!can.read(await roleFor(request, params.id))) return notFound();
        const brain = await queries.detail(params.id, signedInUser(request).id);
        return brain ? { status: 200, body: brain } : notFound();
      },

      updateBrain: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!can.manage(role)) return refuseManage(role);
          if (body.type === 'team') return fail(400, brainMessages.teamType, 'team_required');
          await db.transaction().execute(async (trx) => {
            // A team brain given another type leaves its team.
            await trx
              .updateTable('brains')
              .set({ ...body, ...(body.type ? { team_id: null } : {}), updated_at: new Date() })
              .where('id', '=', params.id)
              .execute();
            // A brain made personal is no longer shared: its viewers and editors lose it at once,
            // and its invitations are withdrawn.
            if (body.type === 'personal') {
              await trx.deleteFrom('brain_shares').where('brain_id', '=', params.id).execute();
              await trx.deleteFrom('invitations').where('brain_id', '=', params.id).execute();
            }
          });
          return {
            status: 200,
            body: (await queries.detail(params.id, signedInUser(request).id))!,
          };
        },
      },

      deleteBrain: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!can.manage(role)) return refuseManage(role);
          // Sources, chunks and shares go with it (on delete cascade); a job left in the queue
          // finds no source and ends.
          await db.deleteFrom('brains').where('id', '=', params.id).execute();
          return { status: 204, body: undefined };
        },
      },

      uploadSources: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!can.changeSources(role)) return refuseChanges(role);
          const upload = await readUpload(request);
          if ('status' in upload) return fail(upload.status, upload.error, upload.code);
          const adding = upload.files.reduce((sum, file) => sum + file.bytes.length, 0);
          if ((await queries.sizeOf(params.id)) + adding > BRAIN_MAX_BYTES)
            return fail(413, brainMessages.brainTooLarge, 'brain_too_large');
          const sources = await addSources(params.id, signedInUser(request).id, upload.files);
          return { status: 201, body: { sources } };
        },
      },

      pasteSource: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!can.changeSources(role)) return refuseChanges(role);
          const bytes = Buffer.from(body.content, 'utf8');
          if ((await queries.sizeOf(params.id)) + bytes.length > BRAIN_MAX_BYTES)
            return fail(413, brainMessages.brainTooLarge, 'brain_too_large');
          const sources = await addSources(params.id, signedInUser(request).id, [
            { name: body.name, kind: body.format, bytes },
          ]);
          return { status: 201, body: { sources } };
        },
      },

      deleteSource: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!can.changeSources(role)) return refuseChanges(role);
          const deleted = await db
            .deleteFrom('brain_sources')
            .where('id', '=', params.sourceId)
            .where('brain_id', '=', params.id)
            .executeTakeFirst();
          if (Number(deleted.numDeletedRows) === 0)
            return fail(404, brainMessages.sourceNotFound, 'source_not_found');
          await refreshBrainStatus(db, params.id);
          return { status: 204, body: undefined };
        },
      },

      retrySource: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!can.changeSources(role)) return refuseChanges(role);
          const source = await db
            .selectFrom('brain_sources')
            .select('status')
            .where('id', '=', params.sourceId)
            .where('brain_id', '=', params.id)
            .executeTakeFirst();
          if (!source) return fail(404, brainMessages.sourceNotFound, 'source_not_found');
          if (source.status !== 'error')
            return fail(409, brainMessages.notRetriable, 'not_retriable');
          return { status: 202, body: { sources: await retry(params.id, [params.sourceId]) } };
        },
      },

      retryFailedSources: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!can.changeSources(role)) return refuseChanges(role);
          const failed = await db
            .selectFrom('brain_sources')
            .select('id')
            .where('brain_id', '=', params.id)
            .where('status', '=', 'error')
            .execute();
          return {
            status: 202,
            body: {
              sources: await retry(
                params.id,
                failed.map((row) => row.id),
              ),
            },
          };
        },
      },

      searchBrain: {
        hooks: { preHandler: searchLimit },
        handler: async ({ request, params, query, reply }) => {
          reply.header('cache-control', 'no-store');
          const userId = signedInUser(request).id;
          // A cached answer is given only to a caller who may read the brain, and only while
          // the brain is at the version it was made at: both come from the access row. Without
          // one, access and search are a single statement.
          const key = JSON.stringify([params.id, query.q, query.page, query.pageSize]);
          const cached = searches.peek(key);
          let access: { role: BrainRole | null; version: number; name: string };
          let body: SearchResults;
          if (cached) {
            access = await accessTo(db, params.id, userId);
            if (!can.read(access.role)) return notFound();
            const kept = await cached.catch(() => null);
            if (kept?.version === access.version) body = kept.body;
            else {
              body = await queries.search(params.id, query);
              searches.set(key, Promise.resolve({ version: access.version, body }));
            }
          } else {
            const found = await queries.searchAs(params.id, userId, query);
            access = found.access;
            if (!found.results) return notFound();
            body = found.results;
            searches.set(key, Promise.resolve({ version: access.version, body }));
          }
          // A search is counted once, not once per page of its results.
          if (query.page === 1)
            analytics.record({
              userId,
              kind: 'brain_searched',
              subject: { id: params.id, name: access.name },
            });
          return { status: 200, body };
        },
      },

      listShares: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        const role = await roleFor(request, params.id);
        if (!can.manage(role)) return refuseManage(role);
        return { status: 200, body: await queries.shares(params.id) };
      },

      shareBrain: {
        hooks: { preHandler: deps.invitationLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!can.manage(role)) return refuseManage(role);
          const me = signedInUser(request);
          // The owner sees the addresses the brain is shared with already: saying an address is
          // one of them (or their own) tells nothing new (ADR 048). Anyone else is invited
          // alike, with or without an account, and gets the brain once they accept.
          const { rows } = await sql<{ type: string; shared: boolean }>`select b.type, exists (
              select 1 from brain_shares s join profiles p on p.id = s.user_id
              where s.brain_id = b.id and lower(p.email) = ${body.email}) as shared
            from brains b where b.id = ${params.id}`.execute(db);
          const brain = rows[0]!;
          if (brain.type !== 'shared') return fail(409, brainMessages.shareType, 'not_shared_type');
          if (body.email === me.email.toLowerCase())
            return fail(409, brainMessages.shareSelf, 'share_self');
          if (brain.shared) return fail(409, brainMessages.alreadyShared, 'already_shared');
          const invitation = await deps.invitations.send({
            target: { kind: 'brain', id: params.id },
            email: body.email,
            role: body.role,
            inviter: me,
            locale: body.locale,
          });
          return {
            status: 201,
            body: { status: 'invited', invitation: { ...invitation, role: body.role } },
          };
        },
      },

      listBrainInvitations: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        const role = await roleFor(request, params.id);
        if (!can.manage(role)) return refuseManage(role);
        const pending = await deps.invitations.pending({ kind: 'brain', id: params.id });
        // A brain's invitations are for the viewer and editor roles only (the table says so).
        return {
          status: 200,
          body: pending.map((item) => ({ ...item, role: item.role as ShareRole })),
        };
      },

      cancelBrainInvitation: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!can.manage(role)) return refuseManage(role);
          if (!(await deps.invitations.withdraw({ kind: 'brain', id: params.id }, body.email)))
            return fail(404, brainMessages.invitationNotFound, 'invitation_not_found');
          return { status: 204, body: undefined };
        },
      },

      updateShare: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!can.manage(role)) return refuseManage(role);
          const updated = await db
            .updateTable('brain_shares')
            .set({ role: body.role })
            .where('brain_id', '=', params.id)
            .where('user_id', '=', params.userId)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0)
            return fail(404, brainMessages.shareNotFound, 'share_not_found');
          const share = (await queries.shares(params.id)).find(
            (item) => item.user.id === params.userId,
          )!;
          return { status: 200, body: share };
        },
      },

      removeShare: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!can.manage(role)) return refuseManage(role);
          await db
            .deleteFrom('brain_shares')
            .where('brain_id', '=', params.id)
            .where('user_id', '=', params.userId)
            .execute();
          return { status: 204, body: undefined };
        },
      },
    });
    await serveContract(app, apiContract.brains, router, deps.routing);
  };
}
