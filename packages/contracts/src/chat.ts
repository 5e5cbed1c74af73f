import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, ErrorBody, Language, Text } from './common.ts';

const c = initContract();

export const CHAT_MESSAGE_MAX = 4000;

export const ChatRequest = z.object({
  message: Text.trim().min(1, 'This field is required').max(CHAT_MESSAGE_MAX),
  /** Kept by the browser in localStorage under `chatSessionId`. */
  sessionId: Text.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Invalid session id'),
  locale: Language.default('en'),
  /** The page the visitor is on, for context. */
  path: Text.max(300).startsWith('/').optional(),
});
export type ChatRequest = z.input<typeof ChatRequest>;

export const ChatReply = z.object({
  reply: z.string(),
  /** `ok`: the assistant answered; `no_output`: it answered without output; `unreachable`: it could not be reached. */
  status: z.enum(['ok', 'no_output', 'unreachable']),
});
export type ChatReply = z.infer<typeof ChatReply>;

/** One event of a streamed reply (`POST /api/chat/stream`), sent as server-sent events. */
export const ChatStreamEvent = z.discriminatedUnion('type', [
  /** Text as the assistant writes it, to append to what came before. */
  z.object({ type: z.literal('delta'), text: z.string() }),
  /** The end: the whole reply, or the spec's text when there is none (`status` says which). */
  z.object({ type: z.literal('done'), ...ChatReply.shape }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEvent>;

export const ChatHistoryRequest = z.object({
  sessionId: ChatRequest.shape.sessionId,
});
export type ChatHistoryRequest = z.input<typeof ChatHistoryRequest>;

export const ChatHistoryMessage = z.object({
  type: z.enum(['user', 'bot']),
  content: z.string(),
  /**
   * When the message was written, as the engine keeps it; null when the engine keeps no time
   * (n8n's memory nodes keep none), and then nobody knows: the web app shows none either.
   */
  at: z.iso.datetime({ offset: true }).nullable(),
});
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessage>;

export const ChatHistory = z.object({
  /** `engine`: the assistant remembers this conversation (oldest first); `none`: it keeps no history. */
  source: z.enum(['engine', 'none']),
  messages: z.array(ChatHistoryMessage),
});
export type ChatHistory = z.infer<typeof ChatHistory>;

export const chatContract = c.router({
  sendMessage: {
    method: 'POST',
    metadata: access.public,
    path: '/chat',
    body: ChatRequest,
    responses: { 200: ChatReply, 400: ErrorBody, 429: ErrorBody },
    summary: 'Relay a support-chat message to the chat webhook and return its reply',
  },
  streamMessage: {
    method: 'POST',
    metadata: access.public,
    path: '/chat/stream',
    body: ChatRequest,
    responses: {
      200: c.otherResponse({
        contentType: 'text/event-stream',
        body: z
          .unknown()
          .describe(
            'Server-sent events, each `data:` one JSON ChatStreamEvent: `delta` events as the assistant writes, then one `done`.',
          ),
      }),
      400: ErrorBody,
      429: ErrorBody,
    },
    summary: 'Relay a support-chat message and stream the reply as it is written',
  },
  history: {
    method: 'POST',
    metadata: access.public,
    path: '/chat/history',
    body: ChatHistoryRequest,
    responses: { 200: ChatHistory, 400: ErrorBody, 429: ErrorBody },
    summary: 'The conversation the chat engine remembers for a session id (loadPreviousSession)',
  },
});

/**
 * The chat webhook protocol (n8n's chat trigger): what the BFF posts and what it reads back.
 * n8n answers `{output}` or `[{output}]`; `output` may be missing when the workflow fails.
 */
export const ChatWebhookRequest = z.object({
  chatInput: z.string(),
  sessionId: z.string(),
  action: z.literal('sendMessage'),
  metadata: z
    .object({
      locale: Language,
      path: z.string().optional(),
      userId: z.string().optional(),
      /** An agent's "Try it": which agent, its instructions, and what its brains found. */
      agentId: z.string().optional(),
      instructions: z.string().optional(),
      /** An agent's conversation (the session id follows it too). */
      conversationId: z.string().optional(),
      passages: z
        .array(
          z.object({
            brainId: z.string(),
            brainName: z.string(),
            sourceId: z.string(),
            sourceName: z.string(),
            /** The page the passage starts on; null for a format without pages. */
            page: z.number().int().nullable().optional(),
            text: z.string(),
          }),
        )
        .optional(),
    })
    .optional(),
});
export type ChatWebhookRequest = z.infer<typeof ChatWebhookRequest>;

/** Asks the chat trigger for the conversation its memory holds ("Load Previous Session"). */
export const ChatWebhookHistoryRequest = z.object({
  action: z.literal('loadPreviousSession'),
  sessionId: z.string(),
});
export type ChatWebhookHistoryRequest = z.infer<typeof ChatWebhookHistoryRequest>;

const WebhookAnswer = z.object({ output: z.string().optional() }).loose();
export const ChatWebhookResponse = z.union([WebhookAnswer, z.array(WebhookAnswer)]);
export type ChatWebhookResponse = z.infer<typeof ChatWebhookResponse>;

/** n8n's "Streaming" response mode: one JSON object a line (begin, item…, end; error on failure). */
export const ChatWebhookStreamLine = z
  .object({
    type: z.enum(['begin', 'item', 'end', 'error']),
    content: z.unknown().optional(),
  })
  .loose();
export type ChatWebhookStreamLine = z.infer<typeof ChatWebhookStreamLine>;

/** LangChain's serialised messages, as loadPreviousSession answers them (`{data: [...]}`). */
const LangChainMessage = z
  .object({
    id: z.array(z.string()),
    kwargs: z.object({ content: z.unknown() }).loose(),
  })
  .loose();
export const ChatWebhookHistoryResponse = z.object({ data: z.array(LangChainMessage) }).loose();
export type ChatWebhookHistoryResponse = z.infer<typeof ChatWebhookHistoryResponse>;
