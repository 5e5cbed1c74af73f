import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AnswerFailure, AnswerQuestion, AnswerWriter, WriteOutcome } from './answer-engine.ts';
import { boundedHistory, systemMessage } from './prompt.ts';

export interface OpenAiWriterOptions {
  /** The provider's base URL, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; a local provider often needs none. Never logged. */
  apiKey: string | undefined;
  model: string;
  /** How long the provider may stay silent: before its first chunk, and between two. */
  silenceMs: number;
  /** The operator's cap on an answer's tokens (`max_tokens`). */
  maxTokens: number;
}

/** The messages a question becomes: instructions, rules and passages; the turns so far; the question. */
export function chatMessages(question: AnswerQuestion): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: systemMessage(question) },
    ...boundedHistory(question.history).map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question.question },
  ];
}

/** What a failed call was, for the asker (the provider's own message is never repeated: it may echo a key). */
function failureOf(error: unknown, silent: boolean, stopped: boolean, begun: boolean) {
  const fail = (failure: AnswerFailure, reason: string) =>
    ({ ok: false, failure, reason }) as const satisfies WriteOutcome;
  if (silent) return fail('timed_out', 'the provider stayed silent too long');
  if (stopped || error instanceof APIUserAbortError) return fail('stopped', 'the asker left');
  if (error instanceof APIConnectionError)
    return fail(begun ? 'broken' : 'unreachable', 'the provider could not be reached');
  if (error instanceof APIError) {
    const status = error.status;
    if (status === undefined) return fail('broken', 'the provider sent an error in its stream');
    if (status === 429) return fail('busy', 'the provider answered 429');
    if (status >= 500) return fail('unreachable', `the provider answered ${status}`);
    return fail('refused', `the provider answered ${status}`);
  }
  return fail('broken', `the provider's stream could not be read (${(error as Error).name})`);
}

/**
 * An OpenAI-compatible provider (OpenAI, Ollama, vLLM, LM Studio, LiteLLM…) through the `openai`
 * SDK: streamed chat completions with the usage at the end. No retries (the asker sees the
 * failure at once); a silence longer than `silenceMs` ends the call; the asker leaving aborts it.
 */
export function createOpenAiWriter(options: OpenAiWriterOptions): AnswerWriter {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // A local provider takes any key; the SDK wants one.
    apiKey: options.apiKey ?? 'none',
    maxRetries: 0,
    timeout: options.silenceMs + 1_000,
    logLevel: 'off',
  });
  const host = new URL(options.baseUrl).host;
  return {
    description: `OpenAI-compatible provider at ${host} (${options.model})`,
    async write(question, { onDelta, signal }) {
      const controller = new AbortController();
      let silent = false;
      let timer: NodeJS.Timeout | undefined;
      const listen = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          silent = true;
          controller.abort();
        }, options.silenceMs);
      };
      const stop = () => controller.abort();
      signal?.addEventListener('abort', stop, { once: true });
      let text = '';
      let usage = { promptTokens: 0, completionTokens: 0, measured: 'provider' as const };
      try {
        listen();
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            messages: chatMessages(question),
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: options.maxTokens,
          },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          // Chunks already read may still come after an abort: stop at once.
          if (controller.signal.aborted) break;
          listen();
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) {
            text += piece;
            onDelta?.(piece);
          }
          if (chunk.usage)
            usage = {
              promptTokens: chunk.usage.prompt_tokens,
              completionTokens: chunk.usage.completion_tokens,
              measured: 'provider',
            };
        }
        if (controller.signal.aborted) return failureOf(null, silent, true, true);
        if (!text.trim()) return { ok: false, failure: 'no_output', reason: 'an empty answer' };
        return { ok: true, text, usage };
      } catch (error) {
        return failureOf(error, silent, signal?.aborted === true, text.length > 0);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
      }
    },
  };
}
