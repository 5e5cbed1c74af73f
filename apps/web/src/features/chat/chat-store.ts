/** A message of the support chat (spec: id, type bot or user, content, timestamp). */
export interface ChatMessage {
  id: string;
  type: 'bot' | 'user';
  content: string;
  timestamp: string;
}

export const CHAT_SESSION_KEY = 'chatSessionId';
const MESSAGES_KEY = 'chat-messages';

/** The conversation's id, kept in localStorage under `chatSessionId` (spec). */
export function chatSessionId(): string {
  try {
    const existing = localStorage.getItem(CHAT_SESSION_KEY);
    if (existing && /^[A-Za-z0-9_-]{8,100}$/.test(existing)) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(CHAT_SESSION_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

/** The conversation survives navigation and reloads of this tab. */
export function loadMessages(): ChatMessage[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(MESSAGES_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (m): m is ChatMessage =>
            typeof m === 'object' &&
            m !== null &&
            (m.type === 'bot' || m.type === 'user') &&
            typeof m.content === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function saveMessages(messages: ChatMessage[]) {
  try {
    sessionStorage.setItem(MESSAGES_KEY, JSON.stringify(messages.slice(-100)));
  } catch {
    // Storage full or disabled: the conversation lasts for this page only.
  }
}

export function newMessage(type: ChatMessage['type'], content: string): ChatMessage {
  return { id: crypto.randomUUID(), type, content, timestamp: new Date().toISOString() };
}
