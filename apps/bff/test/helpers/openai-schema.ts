import { z } from 'zod';

/**
 * The part of the OpenAI API the answer engine speaks, as zod schemas written from the published
 * OpenAPI document (github.com/openai/openai-openapi, `openapi.json`, components.schemas:
 * CreateChatCompletionRequest, ChatCompletionRequest*Message, ChatCompletionStreamOptions,
 * CreateChatCompletionStreamResponse, ChatCompletionStreamResponseDelta, CompletionUsage,
 * ErrorResponse). The stand-in provider checks every request it gets and every chunk it sends
 * against them: what we send and what we are tested with are both what the API publishes.
 * Requests are strict: a property the document does not have (a typo) fails.
 */

const TextContent = z.string();

/** ChatCompletionRequestMessage: the roles we send, text content only. */
export const ChatCompletionRequestMessage = z.discriminatedUnion('role', [
  z
    .object({ role: z.literal('developer'), content: TextContent, name: z.string().optional() })
    .strict(),
  z
    .object({ role: z.literal('system'), content: TextContent, name: z.string().optional() })
    .strict(),
  z.object({ role: z.literal('user'), content: TextContent, name: z.string().optional() }).strict(),
  z
    .object({
      role: z.literal('assistant'),
      content: TextContent.nullable().optional(),
      name: z.string().optional(),
      refusal: z.string().nullable().optional(),
    })
    .strict(),
]);

/** CreateChatCompletionRequest: `model` and `messages` required; the streaming options we use. */
export const CreateChatCompletionRequest = z
  .object({
    model: z.string().min(1),
    messages: z.array(ChatCompletionRequestMessage).min(1),
    stream: z.boolean().nullable().optional(),
    stream_options: z
      .object({
        include_usage: z.boolean().optional(),
        include_obfuscation: z.boolean().optional(),
      })
      .strict()
      .nullable()
      .optional(),
    /** Deprecated by OpenAI for `max_completion_tokens`, still read by every compatible server. */
    max_tokens: z.number().int().nullable().optional(),
    max_completion_tokens: z.number().int().nullable().optional(),
    temperature: z.number().min(0).max(2).nullable().optional(),
    user: z.string().optional(),
  })
  .strict();
export type CreateChatCompletionRequest = z.infer<typeof CreateChatCompletionRequest>;

/** CompletionUsage. */
export const CompletionUsage = z.object({
  completion_tokens: z.number().int(),
  prompt_tokens: z.number().int(),
  total_tokens: z.number().int(),
});

/** CreateChatCompletionStreamResponse (a `chat.completion.chunk`). */
export const CreateChatCompletionStreamResponse = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      delta: z.object({
        content: z.string().nullable().optional(),
        role: z.enum(['developer', 'system', 'user', 'assistant', 'tool']).optional(),
        refusal: z.string().nullable().optional(),
      }),
      logprobs: z.null().optional(),
      finish_reason: z
        .enum(['stop', 'length', 'tool_calls', 'content_filter', 'function_call'])
        .nullable(),
    }),
  ),
  usage: CompletionUsage.nullable().optional(),
  system_fingerprint: z.string().optional(),
});
export type CreateChatCompletionStreamResponse = z.infer<typeof CreateChatCompletionStreamResponse>;

/** ErrorResponse. */
export const ErrorResponse = z.object({
  error: z.object({
    code: z.string().nullable(),
    message: z.string(),
    param: z.string().nullable(),
    type: z.string(),
  }),
});
