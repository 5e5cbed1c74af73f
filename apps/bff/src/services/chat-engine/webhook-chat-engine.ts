import {
  ChatWebhookHistoryResponse,
  ChatWebhookResponse,
  ChatWebhookStreamLine,
  type ChatHistoryMessage,
  type ChatWebhookHistoryRequest,
  type ChatWebhookRequest,
} from '@app/contracts';
import type {
  ChatEngine,
  ChatEngineMessage,
  ChatHistoryOutcome,
  ChatOutcome,
  ChatSendOptions,
} from './chat-engine.ts';

export interface WebhookChatEngineOptions {
  /** The Chat Trigger's production URL, `…/webhook/{id}/chat` (never with credentials in it). */
  url: string;
  /** Sent on every call: the trigger's Basic Auth, or a header a proxy in front of n8n checks. */
  auth?: { name: string; value: string } | undefined;
  /** Silence allowed before the first byte of the answer. */
  firstByteMs: number;
  /** Silence allowed between two chunks of a streamed answer. */
  idleMs: number;
  /** The longest one answer may take, however it streams. */
  totalMs: number;
  fetch?: typeof fetch;
}

class Silence extends Error {
  override name = 'Silence';
}

/**
 * A watchdog over one call: no first byte within `firstByteMs`, silence longer than `idleMs`
 * once bytes flow, or `totalMs` in all, and the call is aborted with the reason.
 */
function watchdog(options: WebhookChatEngineOptions, outer?: AbortSignal) {
  const controller = new AbortController();
  const abort = (message: string) => controller.abort(new Silence(message));
  const total = setTimeout(() => abort(`no end within ${options.totalMs} ms`), options.totalMs);
  let silence = setTimeout(
    () => abort(`no first byte within ${options.firstByteMs} ms`),
    options.firstByteMs,
  );
  const onOuter = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuter, { once: true });
  return {
    signal: controller.signal,
    /** Bytes arrived: the idle time-out starts again. */
    heard() {
      clearTimeout(silence);
      silence = setTimeout(() => abort(`silent for ${options.idleMs} ms`), options.idleMs);
    },
    stop() {
      clearTimeout(total);
      clearTimeout(silence);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}

/** Why a call failed, in one line for the log. */
function failure(error: unknown, signal: AbortSignal): string {
  const cause = signal.aborted ? (signal.reason as unknown) : error;
  if (cause instanceof Error) {
    const inner = (cause as Error & { cause?: unknown }).cause;
    const detail = inner instanceof Error ? ` (${inner.message})` : '';
    return `${cause.name}: ${cause.message}${detail}`;
  }
  return String(cause);
}

/** An HTTP error from n8n, in one line: its message and, for an inactive workflow, its hint. */
function httpFailure(status: number, text: string): string {
  let detail = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { message?: unknown; hint?: unknown };
    if (typeof body.message === 'string')
      detail = body.message + (typeof body.hint === 'string' ? ` Hint: ${body.hint}` : '');
  } catch {
    // Not JSON: the start of the text says enough.
  }
  const auth = status === 401 || status === 403 ? ' (check CHAT_WEBHOOK_AUTH)' : '';
  return `HTTP ${status}${auth}${detail ? `: ${detail}` : ''}`;
}

/** `output` of a "When Last Node Finishes" answer: `{output}` or `[{output}]`. */
function readOutput(text: string): ChatOutcome {
  if (text.trim() === '') return { status: 'no_output', reason: 'empty answer' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 'no_output', reason: 'the answer is neither JSON nor a stream of JSON lines' };
  }
  const parsed = ChatWebhookResponse.safeParse(body);
  const first = parsed.success ? (Array.isArray(parsed.data) ? parsed.data[0] : parsed.data) : null;
  if (first?.output === undefined)
    return { status: 'no_output', reason: 'missing output (no `output` field in the answer)' };
  const output = first.output.trim();
  return output ? { status: 'ok', output } : { status: 'no_output', reason: 'empty output' };
}

/**
 * Reads the answer as it arrives. n8n's "Streaming" mode sends one JSON object a line (`begin`,
 * `item` with `content`, `end`), under `content-type: application/json`; the other modes send
 * one JSON document. The first complete line tells which: a stream line, or not.
 */
async function readAnswer(
  body: ReadableStream<Uint8Array>,
  heard: () => void,
  onDelta: ((text: string) => void) | undefined,
): Promise<ChatOutcome> {
  const decoder = new TextDecoder();
  let raw = '';
  let pending = '';
  let streaming: boolean | null = null;
  let output = '';
  let items = 0;
  let streamError: string | null = null;

  const line = (text: string) => {
    if (text.trim() === '') return;
    let parsed: ReturnType<typeof ChatWebhookStreamLine.safeParse> | null;
    try {
      parsed = ChatWebhookStreamLine.safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (streaming === null) streaming = parsed?.success === true;
    if (!streaming || !parsed?.success) return;
    const { type, content } = parsed.data;
    if (type === 'item' && typeof content === 'string') {
      items++;
      output += content;
      if (content) onDelta?.(content);
    }
    if (type === 'error')
      streamError = typeof content === 'string' ? content : 'the workflow reported an error';
  };

  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    heard();
    const text = decoder.decode(value, { stream: true });
    raw += text;
    pending += text;
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      line(pending.slice(0, newline));
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
  }
  raw += decoder.decode();
  // A single document without a line break, or the last line of a stream.
  if (streaming !== false) line(pending);
  if (!streaming) return readOutput(raw);
  if (streamError) return { status: 'no_output', reason: `workflow error: ${streamError}` };
  if (items === 0)
    return { status: 'no_output', reason: 'stream without item (no node streams its output)' };
  return output.trim()
    ? { status: 'ok', output: output.trim() }
    : { status: 'no_output', reason: 'empty output' };
}

const TIME_FIELDS = ['timestamp', 'created_at', 'createdAt'] as const;

/**
 * When a remembered message was written, if the engine kept it. n8n's memory nodes keep no time
 * (they serialise LangChain messages with empty `additional_kwargs` and `response_metadata`), but
 * a workflow answering "Load Previous Session" itself, or a memory of its own, may put one in the
 * message (`timestamp`, `created_at` or `createdAt`: ISO text, or seconds or milliseconds since
 * 1970). Anything else is no time, never the time it was read.
 */
function engineTime(entry: ChatWebhookHistoryResponse['data'][number]): string | null {
  const { kwargs } = entry;
  const places = [entry, kwargs, kwargs.additional_kwargs, kwargs.response_metadata];
  for (const place of places) {
    if (typeof place !== 'object' || place === null) continue;
    for (const field of TIME_FIELDS) {
      const value = (place as Record<string, unknown>)[field];
      const ms =
        typeof value === 'number'
          ? value < 1e12
            ? value * 1000
            : value
          : typeof value === 'string'
            ? Date.parse(value)
            : Number.NaN;
      // Within the years a conversation can date from, or it is not a time.
      if (Number.isFinite(ms) && ms > Date.UTC(2000, 0) && ms < Date.now() + 86_400_000)
        return new Date(ms).toISOString();
    }
  }
  return null;
}

/** LangChain's message classes, as the chat trigger's memory serialises them. */
function historyMessage(
  entry: ChatWebhookHistoryResponse['data'][number],
): ChatHistoryMessage | null {
  const kind = entry.id.at(-1);
  const type: ChatHistoryMessage['type'] | null =
    kind === 'HumanMessage' ? 'user' : kind === 'AIMessage' ? 'bot' : null;
  const { content } = entry.kwargs;
  const text =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content
            .map((part: unknown) =>
              typeof part === 'object' && part !== null && 'text' in part
                ? String((part as { text: unknown }).text)
                : '',
            )
            .join('')
        : '';
  return type && text.trim() ? { type, content: text, at: engineTime(entry) } : null;
}

/**
 * The n8n Chat Trigger (or anything speaking its protocol). Only the message, the session id
 * and metadata leave; the configured credentials go in a header, never in a log line.
 */
export function createWebhookChatEngine(options: WebhookChatEngineOptions): ChatEngine {
  const doFetch = options.fetch ?? fetch;
  const secret = options.auth?.value;
  const redact = (text: string) => (secret ? text.split(secret).join('[redacted]') : text);
  const url = new URL(options.url);

  async function post(
    payload: ChatWebhookRequest | ChatWebhookHistoryRequest,
    guard: ReturnType<typeof watchdog>,
  ) {
    return doFetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.auth ? { [options.auth.name]: options.auth.value } : {}),
      },
      body: JSON.stringify(payload),
      signal: guard.signal,
      redirect: 'error',
    });
  }

  return {
    description: `${url.origin}${url.pathname}`,

    async send(message: ChatEngineMessage, sendOptions: ChatSendOptions = {}) {
      const guard = watchdog(options, sendOptions.signal);
      try {
        const response = await post({ ...message, action: 'sendMessage' }, guard);
        if (!response.ok) {
          const text = await response.text().catch(() => '');
          return { status: 'no_output', reason: redact(httpFailure(response.status, text)) };
        }
        if (!response.body) return { status: 'no_output', reason: 'empty answer' };
        return await readAnswer(response.body, guard.heard, sendOptions.onDelta);
      } catch (error) {
        return { status: 'unreachable', reason: redact(failure(error, guard.signal)) };
      } finally {
        guard.stop();
      }
    },

    async history(sessionId: string): Promise<ChatHistoryOutcome> {
      const guard = watchdog({ ...options, idleMs: options.firstByteMs }, undefined);
      try {
        const response = await post({ action: 'loadPreviousSession', sessionId }, guard);
        if (!response.ok) {
          // Refused (a 401 or 403 is the trigger's auth), missing, failing: the log says which.
          const text = await response.text().catch(() => '');
          return { status: 'none', reason: redact(httpFailure(response.status, text)) };
        }
        const parsed = ChatWebhookHistoryResponse.safeParse(await response.json());
        if (!parsed.success)
          return { status: 'none', reason: 'the answer is not a loadPreviousSession answer' };
        return {
          status: 'ok',
          messages: parsed.data.data.flatMap((entry) => historyMessage(entry) ?? []),
        };
      } catch (error) {
        return { status: 'none', reason: redact(failure(error, guard.signal)) };
      } finally {
        guard.stop();
      }
    },
  };
}
