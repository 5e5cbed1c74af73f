import type { AgentAnswer, AgentCitation, Language } from '@app/contracts';
import { chatFailureMessages, type ChatEngine } from '../../services/chat-engine/chat-engine.ts';

/** What a workflow engine needs to answer for an agent: who, how, and what the brains found. */
export interface AgentQuestion {
  agentId: string;
  userId: string;
  instructions: string;
  question: string;
  locale: Language;
  citations: AgentCitation[];
}

/** Answers a question for an agent. One function: the relay behind it can be swapped whole. */
export type AgentResponder = (question: AgentQuestion) => Promise<AgentAnswer>;

const plain = (citation: AgentCitation) =>
  citation.passage
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

const texts = {
  en: {
    found: (brain: string, source: string) => `From the brain “${brain}” (${source}):`,
    nothing: 'I found nothing about this in the brains this agent uses.',
  },
  fr: {
    found: (brain: string, source: string) => `D’après le cerveau « ${brain} » (${source}) :`,
    nothing: 'Je n’ai rien trouvé à ce sujet dans les cerveaux de cet agent.',
  },
} as const;

/**
 * The local assistant: answers from the passages the brains gave, citing the brain and source of
 * each (two at most), or says it found nothing. No workflow engine is needed.
 */
export const answerLocally: AgentResponder = async ({ citations, locale }) => {
  const t = texts[locale];
  if (citations.length === 0) return { answer: t.nothing, status: 'nothing_found', citations };
  const used = citations.slice(0, 2);
  const answer = used
    .map((citation) => `${t.found(citation.brainName, citation.sourceName)} ${plain(citation)}`)
    .join('\n\n');
  return { answer, status: 'answered', citations: used };
};

/**
 * The chat engine (n8n's Chat Trigger) as an agent's workflow engine: the question, the agent's
 * id and instructions and the passages found, in the message's metadata.
 */
export function webhookResponder(engine: ChatEngine): AgentResponder {
  return async (question) => {
    const message = {
      chatInput: question.question,
      sessionId: `agent-${question.agentId}-${question.userId}`,
      metadata: {
        locale: question.locale,
        agentId: question.agentId,
        instructions: question.instructions,
        passages: question.citations.map((citation) => ({
          brainId: citation.brainId,
          brainName: citation.brainName,
          sourceId: citation.sourceId,
          sourceName: citation.sourceName,
          text: plain(citation),
        })),
      },
    };
    const result = await engine.send(message);
    if (result.status === 'ok')
      return { answer: result.output, status: 'answered', citations: question.citations };
    return {
      answer: chatFailureMessages[result.status][question.locale],
      status: 'unavailable',
      citations: [],
    };
  };
}

/** A question as full-text search words, any of which may match (ranked by how many do). */
export function searchWords(question: string) {
  const words = question.match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, 16).join(' or ');
}
