/** A message of the support chat (spec: id, type bot or user, content, timestamp). */
export interface ChatMessage {
  id: string;
  type: 'bot' | 'user';
  content: string;
  /** When it was written; null when nobody knows (the engine remembered it without a time). */
  timestamp: string | null;
}

export const CHAT_SESSION_KEY = 'chatSessionId';
/** The visible conversation of the current session id, shared by every tab like the id. */
export const CHAT_HISTORY_KEY = 'chat-history';
const SESSION_ID = /^[A-Za-z0-9_-]{8,100}$/;
const KEPT_MESSAGES = 100;

/** The conversation's id, kept in localStorage under `chatSessionId` (spec). */
export function chatSessionId(): string {
  try {
    const existing = localStorage.getItem(CHAT_SESSION_KEY);
    if (existing && SESSION_ID.test(existing)) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(CHAT_SESSION_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

/** "New conversation": a new session id, and the visible history cleared (in every tab). */
export function startNewConversation(): string {
  const created = crypto.randomUUID();
  try {
    localStorage.setItem(CHAT_SESSION_KEY, created);
    localStorage.removeItem(CHAT_HISTORY_KEY);
  } catch {
    // Storage disabled: the new conversation lasts for this page only.
  }
  return created;
}

const isMessage = (m: unknown): m is ChatMessage =>
  typeof m === 'object' &&
  m !== null &&
  ((m as ChatMessage).type === 'bot' || (m as ChatMessage).type === 'user') &&
  typeof (m as ChatMessage).content === 'string' &&
  typeof (m as ChatMessage).id === 'string' &&
  (typeof (m as ChatMessage).timestamp === 'string' || (m as ChatMessage).timestamp === null);

/** The visible conversation of `sessionId` as this browser last saw it. */
export function loadMessages(sessionId: string): ChatMessage[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(CHAT_HISTORY_KEY) ?? 'null') as {
      sessionId?: unknown;
      messages?: unknown;
    } | null;
    if (parsed?.sessionId !== sessionId || !Array.isArray(parsed.messages)) return [];
    return parsed.messages.filter(isMessage);
  } catch {
    return [];
  }
}

export function saveMessages(sessionId: string, messages: ChatMessage[]) {
  try {
    localStorage.setItem(
      CHAT_HISTORY_KEY,
      JSON.stringify({ sessionId, messages: messages.slice(-KEPT_MESSAGES) }),
    );
  } catch {
    // Storage full or disabled: the conversation lasts for this page only.
  }
}

/** Calls `onChange` when another tab changes the conversation or starts a new one. */
export function onOtherTabChange(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === CHAT_HISTORY_KEY || event.key === CHAT_SESSION_KEY)
      onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export function newMessage(type: ChatMessage['type'], content: string): ChatMessage {
  return { id: crypto.randomUUID(), type, content, timestamp: new Date().toISOString() };
}
