import {
  agentMessages,
  apiContract,
  AskAgentRequest,
  type AgentAnswer,
  type AgentConversation,
  type AgentDetail,
  type AgentStreamEvent,
  type AnswerCitation,
  type SessionUser,
} from '@app/contracts';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';

/**
 * The mocked BFF's agent answers (`pnpm dev:mock` and the component tests): asking, streamed or
 * as one JSON answer, and the asker's conversations, following the BFF's rules (features/agents):
 * a paused agent refuses (409), a conversation is its asker's only (404 for anyone else). The
 * answer imitates the extractive one: a quote from the agent's first brain, cited [1] with a page;
 * an agent without brains finds nothing. State lives in memory.
 */
const path = (route: { path: string }) => `*${route.path}`;
const { agents: agentsApi } = apiContract;
const fail = (status: 400 | 404 | 409, error: string, code: string) =>
  HttpResponse.json({ error, code }, { status });
const Id = z.uuid();

type Found =
  | { refused: Response; me?: undefined; agent?: undefined }
  | {
      refused: null;
      me: SessionUser;
      agent: Pick<AgentDetail, 'id' | 'status'> & { brainIds: string[] };
    };

export interface MockAgentsAnswerOptions {
  /** The caller and the agent they may use, or the answer that ends the request. */
  agentFor: (params: { id?: unknown }) => Found;
}

interface MockConversation extends AgentConversation {
  userId: string;
  agentId: string;
}

const texts = {
  en: {
    lead: 'From your documents:',
    quote: '> “Refunds are paid within **fourteen days** of the return.” [1]',
    nothing: 'I found nothing about this in the brains this agent uses.',
  },
  fr: {
    lead: 'D’après vos documents :',
    quote: '> « Les remboursements sont versés sous **quatorze jours** après le retour. » [1]',
    nothing: 'Je n’ai rien trouvé à ce sujet dans les cerveaux de cet agent.',
  },
};

export function createAgentsAnswerHandlers({ agentFor }: MockAgentsAnswerOptions) {
  const conversations = new Map<string, MockConversation>();

  function answerFor(brainIds: string[], locale: 'en' | 'fr') {
    const t = texts[locale];
    const [brainId] = brainIds;
    if (!brainId) return { status: 'nothing_found' as const, answer: t.nothing, citations: [] };
    const citation: AnswerCitation = {
      marker: 1,
      brainId,
      brainName: brainId.slice(0, 8),
      sourceId: '00000000-0000-4000-8000-00000000f11e',
      sourceName: 'refunds.pdf',
      passage: [{ text: 'Refunds are paid within fourteen days of the return.', highlight: false }],
      page: 3,
      pageEnd: null,
      readByOcr: false,
    };
    return {
      status: 'answered' as const,
      answer: `${t.lead}\n\n${t.quote}`,
      citations: [citation],
    };
  }

  /** Checks the request, answers and keeps the exchange; or the answer that ends the request. */
  async function ask(params: { id?: unknown }, request: Request) {
    const found = agentFor(params);
    if (found.refused) return { refused: found.refused };
    const body = AskAgentRequest.safeParse(await request.json().catch(() => undefined));
    if (!body.success) return { refused: fail(400, 'Invalid request', 'invalid_request') };
    if (found.agent.status === 'paused')
      return { refused: fail(409, agentMessages.paused, 'agent_paused') };
    const { question, locale, conversationId } = body.data;
    const existing = conversationId ? conversations.get(conversationId) : undefined;
    if (conversationId && (existing?.userId !== found.me.id || existing.agentId !== found.agent.id))
      return {
        refused: fail(404, agentMessages.conversationNotFound, 'conversation_not_found'),
      };
    const now = new Date().toISOString();
    const conversation: MockConversation = existing ?? {
      id: crypto.randomUUID(),
      userId: found.me.id,
      agentId: found.agent.id,
      title: question.slice(0, 100),
      messageCount: 0,
      createdAt: now,
      updatedAt: now,
      messages: [],
    };
    const result = answerFor(found.agent.brainIds, locale ?? 'en');
    conversation.messages.push(
      {
        id: crypto.randomUUID(),
        role: 'user',
        content: question,
        status: null,
        citations: [],
        createdAt: now,
      },
      {
        id: crypto.randomUUID(),
        role: 'assistant',
        content: result.answer,
        status: result.status,
        citations: result.citations,
        createdAt: now,
      },
    );
    conversation.messageCount = conversation.messages.length;
    conversation.updatedAt = now;
    conversations.set(conversation.id, conversation);
    const answer: AgentAnswer = {
      ...result,
      conversationId: conversation.id,
      usage: { promptTokens: 0, completionTokens: 0, measured: 'none' },
    };
    return { refused: null, answer };
  }

  /** The caller's own conversation with the agent, or the answer that ends the request. */
  function conversationFor(params: { id?: unknown; conversationId?: unknown }) {
    const found = agentFor(params);
    if (found.refused) return { refused: found.refused };
    if (!Id.safeParse(params.conversationId).success)
      return { refused: fail(400, 'Conversation not found', 'invalid_request') };
    const conversation = conversations.get(String(params.conversationId));
    if (conversation?.userId !== found.me.id || conversation.agentId !== found.agent.id)
      return { refused: fail(404, agentMessages.conversationNotFound, 'conversation_not_found') };
    return { refused: null, conversation };
  }

  const view = ({ userId: _u, agentId: _a, ...conversation }: MockConversation) => conversation;

  return [
    http.post(path(agentsApi.askAgent), async ({ params, request }) => {
      const asked = await ask(params, request);
      return asked.refused ?? HttpResponse.json(asked.answer);
    }),
    http.post(path(agentsApi.streamAskAgent), async ({ params, request }) => {
      const asked = await ask(params, request);
      if (asked.refused) return asked.refused;
      const { answer, citations, status, conversationId, usage } = asked.answer;
      const encoder = new TextEncoder();
      const event = (data: AgentStreamEvent) =>
        encoder.encode(`event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const word of answer.split(/(?<= )/)) {
            controller.enqueue(event({ type: 'delta', text: word }));
            await delay(20);
          }
          controller.enqueue(event({ type: 'citations', citations }));
          controller.enqueue(event({ type: 'done', conversationId, status, answer, usage }));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
    http.get(path(agentsApi.listConversations), ({ params }) => {
      const found = agentFor(params);
      if (found.refused) return found.refused;
      const items = [...conversations.values()]
        .filter((item) => item.userId === found.me.id && item.agentId === found.agent.id)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map(({ messages: _m, userId: _u, agentId: _a, ...summary }) => summary);
      return HttpResponse.json({ items });
    }),
    http.get(path(agentsApi.getConversation), ({ params }) => {
      const found = conversationFor(params);
      return found.refused ?? HttpResponse.json(view(found.conversation));
    }),
    http.delete(path(agentsApi.deleteConversation), ({ params }) => {
      const found = conversationFor(params);
      if (found.refused) return found.refused;
      conversations.delete(found.conversation.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
