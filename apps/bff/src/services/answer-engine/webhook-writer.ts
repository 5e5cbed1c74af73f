import type { ChatEngine, ChatEngineMessage } from '../chat-engine/chat-engine.ts';
import type { AnswerQuestion, AnswerWriter } from './answer-engine.ts';
import { contextualQuestion, estimatedTokens, passageText } from './prompt.ts';

/**
 * The message an agent's question becomes for the chat webhook. n8n's AI Agent node reads
 * `chatInput` only (its default system message knows nothing of `metadata`), so the passages go
 * there, numbered, before the question; `metadata` keeps them too, for a workflow that wants
 * them apart. The session id follows the conversation: n8n's memory holds that conversation's
 * turns, so the earlier turns are not sent again.
 */
export function webhookMessage(question: AnswerQuestion): ChatEngineMessage {
  return {
    chatInput: contextualQuestion(question),
    sessionId: `agent-conversation-${question.conversationId}`,
    metadata: {
      locale: question.locale,
      agentId: question.agentId,
      conversationId: question.conversationId,
      instructions: question.instructions,
      passages: question.passages.map((citation) => ({
        brainId: citation.brainId,
        brainName: citation.brainName,
        sourceId: citation.sourceId,
        sourceName: citation.sourceName,
        page: citation.page,
        text: passageText(citation),
      })),
    },
  };
}

/**
 * The chat webhook (n8n's Chat Trigger) as an answer engine, through the chat-engine service:
 * streamed when the webhook streams, one piece when it answers at the end. n8n says nothing of
 * tokens, so they are estimated (about four characters a token).
 */
export function createWebhookWriter(engine: ChatEngine): AnswerWriter {
  return {
    description: `chat webhook ${engine.description}`,
    async write(question, { onDelta, signal }) {
      const message = webhookMessage(question);
      let streamed = false;
      const outcome = await engine.send(message, {
        onDelta: (text) => {
          streamed = true;
          onDelta?.(text);
        },
        ...(signal ? { signal } : {}),
      });
      if (signal?.aborted) return { ok: false, failure: 'stopped', reason: 'the asker left' };
      if (outcome.status !== 'ok')
        return { ok: false, failure: outcome.status, reason: outcome.reason };
      // "When Last Node Finishes": the whole answer at once, as one piece.
      if (!streamed) onDelta?.(outcome.output);
      return {
        ok: true,
        text: outcome.output,
        usage: {
          promptTokens: estimatedTokens(message.chatInput),
          completionTokens: estimatedTokens(outcome.output),
          measured: 'estimated',
        },
      };
    },
  };
}
