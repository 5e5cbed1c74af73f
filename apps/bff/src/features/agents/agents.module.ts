import {
  AGENT_BRAINS_MAX,
  agentMessages,
  apiContract,
  type AgentDetail,
  type AgentToolId,
  type ErrorBody,
} from '@app/contracts';
import { findTemplates, templatesIn } from '@app/content/agent-templates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventBus } from '../../services/events/event-bus.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import { agentAccessOf, agentCan } from './agents-access.ts';
import type { AnswerEngine } from '../../services/answer-engine/answer-engine.ts';
import { createAsking, searchWords } from './agents-ask.ts';
import type { BrainsForAgents } from './agents-ports.ts';
import { createAgentQueries } from './agents-queries.ts';
import { createConversationQueries } from './conversations-queries.ts';

export interface AgentsModuleDeps {
  db: Kysely<DB>;
  /** The brains an agent searches, and who may search them (the brains feature answers). */
  brains: BrainsForAgents;
  /**
   * Writes the answers: an OpenAI-compatible model, the chat webhook, or quotes of the passages
   * (services/answer-engine; the composition root picks one).
   */
  answers: AnswerEngine;
  events: EventBus;
  routing: ContractRouting;
}

const fail = <S extends 400 | 403 | 404 | 409>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});
const notFound = () => fail(404, agentMessages.notFound, 'agent_not_found');
const conversationNotFound = () =>
  fail(404, agentMessages.conversationNotFound, 'conversation_not_found');

/**
 * Agents: built on brains (searched for each question) and connected tools (which the web app
 * checks against /api/connections), used by their owner and by the team they are added to. Who
 * may do what is decided in agents-access.ts; which brains a question searches, in brains-access.ts.
 */
export function createAgentsModule(deps: AgentsModuleDeps) {
  const { db, events, brains } = deps;
  const queries = createAgentQueries(db, brains);
  const conversations = createConversationQueries(db);
  const accessFor = (request: FastifyRequest, agentId: string) =>
    agentAccessOf(db, agentId, signedInUser(request).id);
  const detail = async (request: FastifyRequest, agentId: string) =>
    (await queries.detail(agentId, signedInUser(request).id))!;

  /** Brains may be attached only when the caller may search them; null when one may not. */
  async function checkBrains(userId: string, brainIds: string[]) {
    const unique = [...new Set(brainIds)];
    const visible = await brains.visibleTo(userId, unique);
    return visible.length === unique.length && visible.every((brain) => brain.readable)
      ? unique
      : null;
  }

  /** The brains of an agent that this user may not search, in their order. */
  async function hiddenBrains(agentId: string, userId: string) {
    return (await queries.brains(agentId, userId))
      .filter((brain) => !brain.readable)
      .map((brain) => brain.id);
  }

  /** The best passages of the brains the asker may search, for the question. */
  async function passagesFor(agent: AgentDetail, userId: string, question: string) {
    const q = searchWords(question);
    if (!q) return [];
    // The search checks each brain's access again, in its own statement.
    const readable = agent.brains.flatMap((brain) => (brain.readable ? [brain.id] : []));
    if (readable.length === 0) return [];
    const found = await brains.search(userId, readable, { q, perBrain: 3 });
    return found
      .sort((a, b) => b.rank - a.rank)
      .slice(0, 5)
      .map(({ rank: _rank, ...citation }) => citation);
  }

  return async function agentsModule(app: FastifyInstance) {
    const writeLimit = perUserLimiter(app, {
      name: 'agents-write',
      max: 60,
      timeWindow: '1 minute',
    });
    // One limit for both ways of asking (JSON and streamed): 30 questions a minute a person.
    const askLimit = perUserLimiter(app, { name: 'agents-ask', max: 30, timeWindow: '1 minute' });
    const asking = createAsking({
      engine: deps.answers,
      conversations,
      events,
      agentFor: (agentId, userId) => queries.detail(agentId, userId),
      passagesFor,
    });

    const router = s.router(apiContract.agents, {
      listTemplates: async ({ query, reply }) => {
        reply.header('cache-control', 'private, max-age=300');
        const items = findTemplates(query.lang, query);
        return { status: 200, body: { items } };
      },

      listAgents: async ({ request, query, reply }) => {
        reply.header('cache-control', 'no-store');
        const items = await queries.list(signedInUser(request).id, query);
        return { status: 200, body: { items } };
      },

      createAgent: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, body }) => {
          const me = signedInUser(request);
          const template = body.templateId
            ? templatesIn(body.language).find((item) => item.id === body.templateId)
            : undefined;
          if (body.templateId && !template)
            return fail(400, agentMessages.templateNotFound, 'template_not_found');
          const name = body.name ?? template?.name;
          if (!name) return fail(400, agentMessages.nameRequired, 'name_required');
          const brainIds = await checkBrains(me.id, body.brainIds);
          if (!brainIds) return fail(400, agentMessages.brainNotAvailable, 'brain_not_available');
          const id = await queries.create(
            me.id,
            {
              templateId: template?.id ?? null,
              name,
              description: body.description ?? template?.description ?? '',
              category: body.category ?? template?.category ?? 'assistant',
              instructions: body.instructions ?? template?.instructions ?? '',
              language: body.language,
              tools: body.tools ?? template?.tools ?? [],
            },
            brainIds.slice(0, AGENT_BRAINS_MAX),
          );
          events.emit('agent.created', {
            agentId: id,
            userId: me.id,
            templateId: template?.id ?? null,
          });
          return { status: 201, body: await detail(request, id) };
        },
      },

      getAgent: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        const agent = await queries.detail(params.id, signedInUser(request).id);
        return agent ? { status: 200, body: agent } : notFound();
      },

      updateAgent: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params, body }) => {
          const access = await accessFor(request, params.id);
          if (!agentCan.change(access))
            return access === null ? notFound() : fail(403, agentMessages.readOnly, 'read_only');
          const { brainIds: requested, tools, ...fields } = body;
          const me = signedInUser(request).id;
          const chosen = requested ? await checkBrains(me, requested) : undefined;
          if (chosen === null)
            return fail(400, agentMessages.brainNotAvailable, 'brain_not_available');
          // The brains this editor may not search are not shown to them, so they are not theirs
          // to take off: they stay attached, after the ones chosen.
          const brainIds = chosen && [...chosen, ...(await hiddenBrains(params.id, me))];
          await queries.update(
            params.id,
            { ...fields, ...(tools ? { tools: tools as AgentToolId[] } : {}) },
            brainIds,
          );
          return { status: 200, body: await detail(request, params.id) };
        },
      },

      deleteAgent: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const access = await accessFor(request, params.id);
          if (!agentCan.delete(access))
            return access === null ? notFound() : fail(403, agentMessages.ownerOnly, 'owner_only');
          await queries.remove(params.id);
          return { status: 204, body: undefined };
        },
      },

      pauseAgent: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => setStatus(request, params.id, 'paused'),
      },

      resumeAgent: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => setStatus(request, params.id, 'active'),
      },

      askAgent: {
        hooks: { preHandler: askLimit },
        handler: async ({ request, params, body }) =>
          asking.json(request, params.id, signedInUser(request).id, body),
      },

      streamAskAgent: {
        hooks: {
          // Events go out as they come: compression would hold them back until the end.
          onRequest: async (request: FastifyRequest) => {
            delete request.headers['accept-encoding'];
          },
          preHandler: askLimit,
        },
        handler: async ({ request, reply, params, body }) =>
          asking.stream(request, reply, params.id, signedInUser(request).id, body),
      },

      listConversations: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        const me = signedInUser(request).id;
        if (!agentCan.use(await accessFor(request, params.id))) return notFound();
        return { status: 200, body: { items: await conversations.list(params.id, me) } };
      },

      getConversation: async ({ request, params, reply }) => {
        reply.header('cache-control', 'no-store');
        const me = signedInUser(request).id;
        if (!agentCan.use(await accessFor(request, params.id))) return notFound();
        const found = await conversations.get(params.id, me, params.conversationId);
        return found ? { status: 200, body: found } : conversationNotFound();
      },

      deleteConversation: {
        hooks: { preHandler: writeLimit },
        handler: async ({ request, params }) => {
          const me = signedInUser(request).id;
          if (!agentCan.use(await accessFor(request, params.id))) return notFound();
          const removed = await conversations.remove(params.id, me, params.conversationId);
          return removed ? { status: 204, body: undefined } : conversationNotFound();
        },
      },
    });

    async function setStatus(
      request: FastifyRequest,
      agentId: string,
      status: 'active' | 'paused',
    ) {
      const access = await accessFor(request, agentId);
      if (!agentCan.change(access))
        return access === null ? notFound() : fail(403, agentMessages.readOnly, 'read_only');
      await queries.setStatus(agentId, status);
      events.emit('agent.paused', {
        agentId,
        userId: signedInUser(request).id,
        paused: status === 'paused',
      });
      return { status: 200 as const, body: await detail(request, agentId) };
    }

    await serveContract(app, apiContract.agents, router, deps.routing);
  };
}
