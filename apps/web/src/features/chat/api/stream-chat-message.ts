import { apiRoutes } from 'virtual:api-routes';
import {
  ChatStreamEvent,
  type ChatHistory,
  type ChatReply,
  type ChatRequest,
} from '@app/contracts';
import { api, ApiError } from '@/lib/api-client';

/** The chat's own limit: how many seconds until the visitor may send again. */
export class ChatRateLimited extends Error {
  override name = 'ChatRateLimited';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('rate limited');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Sends a message and reads the reply as it is written (server-sent events over a streamed
 * fetch): `onDelta` gets each piece of text, the promise the whole reply (or the spec's text).
 */
export async function streamChatMessage(
  request: ChatRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatReply> {
  const response = await fetch(apiRoutes.chat.streamMessage.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-requested-with': 'agentia-web',
    },
    credentials: 'same-origin',
    body: JSON.stringify(request),
    ...(signal ? { signal } : {}),
  });
  if (response.status === 429)
    throw new ChatRateLimited(Math.max(1, Number(response.headers.get('retry-after')) || 5));
  if (!response.ok || !response.body)
    throw new ApiError(
      response.status,
      await response.json().catch(() => undefined),
      response.headers,
    );

  const decoder = new TextDecoder();
  let pending = '';
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let end = pending.indexOf('\n\n');
    while (end >= 0) {
      const data = /^data: (.*)$/m.exec(pending.slice(0, end))?.[1];
      pending = pending.slice(end + 2);
      end = pending.indexOf('\n\n');
      if (!data) continue;
      const event = ChatStreamEvent.parse(JSON.parse(data));
      if (event.type === 'delta') onDelta(event.text);
      else return { reply: event.reply, status: event.status };
    }
  }
  throw new Error('the reply ended before its end event');
}

/** The conversation the chat engine remembers for this session (n8n's loadPreviousSession). */
export async function loadChatHistory(sessionId: string): Promise<ChatHistory> {
  const res = await api.chat.history({ body: { sessionId } });
  if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
  return res.body;
}
