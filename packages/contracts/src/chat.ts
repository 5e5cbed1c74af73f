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

export const chatContract = c.router({
  sendMessage: {
    method: 'POST',
    metadata: access.public,
    path: '/chat',
    body: ChatRequest,
    responses: { 200: ChatReply, 400: ErrorBody, 429: ErrorBody },
    summary: 'Relay a support-chat message to the chat webhook and return its reply',
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
    .object({ locale: Language, path: z.string().optional(), userId: z.string().optional() })
    .optional(),
});
export type ChatWebhookRequest = z.infer<typeof ChatWebhookRequest>;

const WebhookAnswer = z.object({ output: z.string().optional() }).loose();
export const ChatWebhookResponse = z.union([WebhookAnswer, z.array(WebhookAnswer)]);
export type ChatWebhookResponse = z.infer<typeof ChatWebhookResponse>;
