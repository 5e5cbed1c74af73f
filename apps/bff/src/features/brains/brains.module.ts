import {
  apiContract,
  BRAIN_FILE_MAX_BYTES,
  BRAIN_FILES_PER_UPLOAD,
  BRAIN_MAX_BYTES,
  brainMessages,
  type BrainRole,
  type ErrorBody,
  type ShareRole,
} from '@app/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { JobQueue } from '../../services/jobs/job-queue.ts';
import { can, roleOn } from './brains-access.ts';
import type { InvitationsForBrains } from './brains-ports.ts';
import { createBrainQueries } from './brains-queries.ts';
import type { BrainSearch } from './search/index.ts';
import { sourceFileHeaders } from './source-file.ts';
import { createSourceQueries } from './sources-queries.ts';
import { readUpload } from './upload.ts';

export interface BrainsModuleDeps {
  db: Kysely<DB>;
  jobs: Pick<JobQueue, 'send'>;
  search: Pick<BrainSearch, 'searchAs'>;
  /** Says what people did (a brain made, a search), for whoever listens (analytics). */
  events: EventBus;
  /** The sender's side of invitations (the invited person answers in the invitations feature). */
  invitations: InvitationsForBrains;
  /** The limits of invitations sent, shared with the teams' invitations. */
  invitationLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  routing: ContractRouting;
}

const fail = <S extends 400 | 403 | 404 | 409 | 413>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});
const notFound = () => fail(404, brainMessages.notFound, 'brain_not_found');
const refuseChanges = (role: BrainRole | null) =>
  !can.read(role) ? notFound() : fail(403, brainMessages.readOnly, 'read_only');
const refuseManage = (role: BrainRole | null) =>
  !can.read(role) ? notFound() : fail(403, brainMessages.ownerOnly, 'owner_only');

/**
 * Brains: knowledge bases their owner fills with files or pasted text, read by durable jobs
 * (brain-processing-job.ts) and searched in each source's language (search/). Who may do what is
 * decided in brains-access.ts; the guard has already checked the caller is signed in.
 */
export function createBrainsModule(deps: BrainsModuleDeps) {
  const { db, events, invitations } = deps;
  const queries = createBrainQueries(db);
  const sourceQueries = createSourceQueries(db, { jobs: deps.jobs });
  const roleFor = (request: FastifyRequest, brainId: string) =>
    roleOn(db, brainId, signedInUser(request).id);
  const brainTarget = (id: string) => ({ kind: 'brain' as const, id });
  /** The type of the file a request is answered with (the contract says only "bytes"). */
  const fileTypes = new WeakMap<FastifyRequest, string>();

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
          // A brain becomes a team brain by being added to a team (the teams feature).
          if (body.type === 'team') return fail(400, brainMessages.teamType, 'team_required');
          const me = signedInUser(request);
          const id = await queries.create(me.id, body);
          events.emit('brain.created', { userId: me.id, brain: { id, name: body.name } });
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
          await queries.update(params.id, body, (trx) =>
            invitations.withdrawAll(brainTarget(params.id), trx),
          );
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
          await queries.remove(params.id);
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
          if ((await sourceQueries.sizeOf(params.id)) + adding > BRAIN_MAX_BYTES)
            return fail(413, brainMessages.brainTooLarge, 'brain_too_large');
          const sources = await sourceQueries.addSources(
            params.id,
            signedInUser(request).id,
            upload.files,
          );
          return { status: 201, body: { sources } };
        },
      },

      pasteSource: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!can.changeSources(role)) return refuseChanges(role);
          const bytes = Buffer.from(body.content, 'utf8');
          if ((await sourceQueries.sizeOf(params.id)) + bytes.length > BRAIN_MAX_BYTES)
            return fail(413, brainMessages.brainTooLarge, 'brain_too_large');
          const sources = await sourceQueries.addSources(params.id, signedInUser(request).id, [
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
          if (!(await sourceQueries.deleteSource(params.id, params.sourceId)))
            return fail(404, brainMessages.sourceNotFound, 'source_not_found');
          return { status: 204, body: undefined };
        },
      },

      retrySource: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!can.changeSources(role)) return refuseChanges(role);
          const status = await sourceQueries.sourceStatus(params.id, params.sourceId);
          if (!status) return fail(404, brainMessages.sourceNotFound, 'source_not_found');
          if (status !== 'error') return fail(409, brainMessages.notRetriable, 'not_retriable');
          return {
            status: 202,
            body: { sources: await sourceQueries.retry(params.id, [params.sourceId]) },
          };
        },
      },

      retryFailedSources: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const role = await roleFor(request, params.id);
          if (!can.changeSources(role)) return refuseChanges(role);
          const failed = await sourceQueries.failedSources(params.id);
          return { status: 202, body: { sources: await sourceQueries.retry(params.id, failed) } };
        },
      },

      getSourceFile: {
        hooks: {
          preHandler: searchLimit,
          // ts-rest answers the contract's one type; the file's own is set last.
          onSend: async (request, reply, payload) => {
            const type = fileTypes.get(request);
            if (type) reply.header('content-type', type);
            return payload;
          },
        },
        handler: async ({ request, params, reply }) => {
          // One answer for a brain the caller may not see and for a source it does not hold.
          if (!can.read(await roleFor(request, params.id))) return notFound();
          const file = await sourceQueries.file(params.id, params.sourceId);
          if (!file) return notFound();
          const headers = sourceFileHeaders({ ...file, sizeBytes: file.content.length });
          fileTypes.set(request, headers['content-type']);
          void reply.headers(headers);
          return { status: 200, body: file.content };
        },
      },

      searchBrain: {
        hooks: { preHandler: searchLimit },
        handler: async ({ request, params, query, reply }) => {
          reply.header('cache-control', 'no-store');
          const userId = signedInUser(request).id;
          const found = await deps.search.searchAs(params.id, userId, query);
          if (!found) return notFound();
          // A search is counted once, not once per page of its results.
          if (query.page === 1) events.emit('brain.searched', { userId, brain: found.brain });
          return { status: 200, body: found.results };
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
          const brain = await queries.sharing(params.id, body.email);
          if (brain.type !== 'shared') return fail(409, brainMessages.shareType, 'not_shared_type');
          if (body.email === me.email.toLowerCase())
            return fail(409, brainMessages.shareSelf, 'share_self');
          if (brain.shared) return fail(409, brainMessages.alreadyShared, 'already_shared');
          const invitation = await invitations.send({
            target: brainTarget(params.id),
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
        const pending = await invitations.pending(brainTarget(params.id));
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
          if (!(await invitations.withdraw(brainTarget(params.id), body.email)))
            return fail(404, brainMessages.invitationNotFound, 'invitation_not_found');
          return { status: 204, body: undefined };
        },
      },

      updateShare: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const role = await roleFor(request, params.id);
          if (!can.manage(role)) return refuseManage(role);
          if (!(await queries.updateShare(params.id, params.userId, body.role)))
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
          await queries.removeShare(params.id, params.userId);
          return { status: 204, body: undefined };
        },
      },
    });
    await serveContract(app, apiContract.brains, router, deps.routing);
  };
}
