import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import {
  agentMessages,
  type AgentAnswer,
  type AgentCitation,
  type AgentDetail,
  type AskAgentRequest,
  type ErrorBody,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EventBus } from '../../services/events/event-bus.ts';
import type { AnswerEngine, AnswerOptions } from '../../services/answer-engine/answer-engine.ts';
import { answerEventWriter } from './answer-stream.ts';
import type { ConversationQueries } from './conversations-queries.ts';

type AskBody = z.output<typeof AskAgentRequest>;

/**
 * A question as full-text search words, any of which may match (ranked by how many do). A dotted
 * or hyphenated name (`read.table`, `stdio.h`, `6.3.1`, `fc-cache`) stays one word, as the index
 * keeps it.
 */
export function searchWords(question: string) {
  const words =
    question.match(/[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/gu)?.filter((word) => word.length >= 2) ??
    [];
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, 16).join(' or ');
}

const refusal = <S extends 404 | 409>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});

const streamFailure = {
  en: 'An error occurred while answering. Please try again.',
  fr: 'Une erreur est survenue pendant la réponse. Veuillez réessayer.',
} as const;

export interface AskDeps {
  engine: AnswerEngine;
  conversations: ConversationQueries;
  events: EventBus;
  /** The agent as this person sees it, or null when they may not use it. */
  agentFor(agentId: string, userId: string): Promise<AgentDetail | null>;
  /**
   * The best passages, for the question, of the agent's brains this person may search (the
   * agent as `agentFor` gave it, its brains' access already worked out).
   */
  passagesFor(agent: AgentDetail, userId: string, question: string): Promise<AgentCitation[]>;
}

/**
 * Asking an agent, for both routes (one JSON answer, or streamed): the agent and the
 * conversation checked first (a 404 or 409 before anything is written), then the brains
 * searched, the engine asked with the turns so far, the exchange kept (unless the asker left
 * before the end) and `agent.asked` said with the tokens used.
 */
export function createAsking(deps: AskDeps) {
  async function prepare(agentId: string, userId: string, body: AskBody) {
    const agent = await deps.agentFor(agentId, userId);
    if (!agent) return refusal(404, agentMessages.notFound, 'agent_not_found');
    if (agent.status === 'paused') return refusal(409, agentMessages.paused, 'agent_paused');
    if (
      body.conversationId &&
      !(await deps.conversations.exists(agent.id, userId, body.conversationId))
    )
      return refusal(404, agentMessages.conversationNotFound, 'conversation_not_found');
    return { agent, conversationId: body.conversationId ?? randomUUID() };
  }

  async function answer(
    prepared: { agent: AgentDetail; conversationId: string },
    userId: string,
    body: AskBody,
    options: AnswerOptions,
  ): Promise<AgentAnswer & { stopped: boolean; reason?: string }> {
    const { agent, conversationId } = prepared;
    const [passages, turns] = await Promise.all([
      deps.passagesFor(agent, userId, body.question),
      body.conversationId ? deps.conversations.turns(conversationId) : Promise.resolve([]),
    ]);
    const result = await deps.engine.answer(
      {
        agentId: agent.id,
        conversationId,
        instructions: agent.instructions,
        question: body.question,
        locale: body.locale,
        passages,
        history: turns,
      },
      options,
    );
    const { stopped = false, reason, ...kept } = result;
    if (!stopped)
      await deps.conversations.append(agent.id, userId, conversationId, {
        question: body.question,
        ...kept,
      });
    deps.events.emit('agent.asked', {
      agent: { id: agent.id, name: agent.name },
      userId,
      status: result.status,
      usage: result.usage,
    });
    return { ...kept, conversationId, stopped, ...(reason ? { reason } : {}) };
  }

  return {
    prepare,

    /** One JSON answer. */
    async json(request: FastifyRequest, agentId: string, userId: string, body: AskBody) {
      const prepared = await prepare(agentId, userId, body);
      if ('status' in prepared) return prepared;
      const { stopped: _stopped, reason, ...result } = await answer(prepared, userId, body, {});
      if (reason)
        request.log.warn(
          { answerEngine: deps.engine.description, reason },
          'agent answer unavailable',
        );
      return { status: 200 as const, body: result };
    },

    /**
     * The answer as server-sent events: `delta`s as it is written (answer-stream.ts), `citations`, `done`; an
     * `error` if this server fails once the stream began. The asker closing the request aborts
     * the engine's call.
     */
    async stream(
      request: FastifyRequest,
      reply: { raw: unknown; header(name: string, value: string): unknown },
      agentId: string,
      userId: string,
      body: AskBody,
    ) {
      const prepared = await prepare(agentId, userId, body);
      if ('status' in prepared) return prepared;
      const stream = new PassThrough();
      const events = answerEventWriter(stream);
      const askerGone = new AbortController();
      const response = reply.raw as ServerResponse;
      response.once('close', () => {
        if (!response.writableFinished) askerGone.abort();
      });
      void (async () => {
        try {
          const result = await answer(prepared, userId, body, {
            onDelta: (text) => events.delta(text),
            signal: askerGone.signal,
          });
          if (result.reason)
            request.log.warn(
              { answerEngine: deps.engine.description, reason: result.reason },
              'agent answer unavailable',
            );
          events.send({ type: 'citations', citations: result.citations });
          events.send({
            type: 'done',
            conversationId: result.conversationId,
            status: result.status,
            answer: result.answer,
            usage: result.usage,
          });
        } catch (error) {
          request.log.error({ err: error }, 'agent answer stream failed');
          events.send({ type: 'error', error: streamFailure[body.locale], code: 'answer_failed' });
        } finally {
          events.end();
        }
      })();
      reply.header('cache-control', 'no-store');
      reply.header('x-accel-buffering', 'no');
      return { status: 200 as const, body: stream };
    },
  };
}
