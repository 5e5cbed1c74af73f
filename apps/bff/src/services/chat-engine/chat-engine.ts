import type { ChatHistoryMessage, ChatWebhookRequest, Language } from '@app/contracts';

/** The spec's two failure texts, in both languages. */
export const chatFailureMessages = {
  no_output: {
    en: "I'm here to help! However, I'm currently experiencing some issues. Please try again later.",
    fr: 'Je suis là pour vous aider ! Je rencontre cependant quelques difficultés en ce moment. Veuillez réessayer plus tard.',
  },
  unreachable: {
    en: "I'm having trouble connecting. Please try again later.",
    fr: "J'ai du mal à me connecter. Veuillez réessayer plus tard.",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** One message to the engine: the visitor's text, the conversation and harmless metadata. */
export type ChatEngineMessage = Omit<ChatWebhookRequest, 'action'>;

/**
 * How a message ended. `no_output`: the engine answered without a reply (a failed workflow, an
 * inactive one, an empty output); `unreachable`: no answer at all (refused, timed out, cut off).
 * `reason` is for the log only, never for the visitor.
 */
export type ChatOutcome =
  { status: 'ok'; output: string } | { status: 'no_output' | 'unreachable'; reason: string };

/**
 * What asking for a conversation gave: its messages, or `none` with the reason (for the log only:
 * the engine keeps no history, refused the call with its HTTP status, or could not be reached).
 */
export type ChatHistoryOutcome =
  { status: 'ok'; messages: ChatHistoryMessage[] } | { status: 'none'; reason: string };

export interface ChatSendOptions {
  /** Receives the reply's text as the engine writes it (streaming engines call it many times). */
  onDelta?: (text: string) => void;
  /** Aborted when the visitor goes away: the engine stops reading. */
  signal?: AbortSignal;
}

/**
 * The port every conversation with an assistant goes through: the support chat, and any feature
 * that relays to the same workflow engine. Adapters: the n8n Chat Trigger webhook, and the local
 * support assistant in this process.
 */
export interface ChatEngine {
  send(message: ChatEngineMessage, options?: ChatSendOptions): Promise<ChatOutcome>;
  /** The conversation the engine remembers, oldest first, or why it gave none. */
  history(sessionId: string): Promise<ChatHistoryOutcome>;
  /** Where the engine is, for the logs (no credentials). */
  readonly description: string;
}
