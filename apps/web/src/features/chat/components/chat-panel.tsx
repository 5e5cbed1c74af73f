import type { ChatHistoryMessage } from '@app/contracts';
import { SquarePen, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useLang } from '@/lib/use-lang';
import { ChatRateLimited, loadChatHistory, streamChatMessage } from '../api/stream-chat-message';
import {
  chatSessionId,
  loadMessages,
  newMessage,
  onOtherTabChange,
  saveMessages,
  startNewConversation,
  type ChatMessage,
} from '../chat-store';
import { MessageMarkdown } from '@/components/markdown/message-markdown';

/** Past this long without a word, the spinner says the assistant is still working. */
const STILL_WORKING_MS = 8000;

/**
 * The engine's copy of the conversation, keeping the ids and times this browser already has. A
 * message's time is the engine's when it gives one, else the one this browser saw it written at,
 * else none: the time the history was loaded is not when anything was said.
 */
function fromEngine(engine: ChatHistoryMessage[], local: ChatMessage[]): ChatMessage[] {
  return engine.map((message, index) => {
    const known = local[index];
    const same = known && known.type === message.type && known.content === message.content;
    const timestamp = message.at ?? (same ? known.timestamp : null);
    return same
      ? { ...known, timestamp }
      : { ...newMessage(message.type, message.content), timestamp };
  });
}

/** The open chat: greeting, the conversation (shared by every tab), and the input. */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const { pathname } = useLocation();
  const [sessionId, setSessionId] = useState(chatSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadMessages(sessionId));
  const current = useRef({ sessionId, messages });
  const [draft, setDraft] = useState('');
  const [awaiting, setAwaiting] = useState(false);
  /** The reply as it is being written; null when none is. */
  const [written, setWritten] = useState<string | null>(null);
  const [stillWorking, setStillWorking] = useState(false);
  const [limitedUntil, setLimitedUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  /** A change made here: shown, and saved for the other tabs and the next visit. */
  const update = useCallback((id: string, next: ChatMessage[]) => {
    current.current = { sessionId: id, messages: next };
    setSessionId(id);
    setMessages(next);
    saveMessages(id, next);
  }, []);

  // Another tab wrote the conversation or started a new one: show what it shows.
  useEffect(
    () =>
      onOtherTabChange(() => {
        const id = chatSessionId();
        const next = loadMessages(id);
        current.current = { sessionId: id, messages: next };
        setSessionId(id);
        setMessages(next);
      }),
    [],
  );

  // The engine's memory, when it keeps one, is what the assistant remembers: show exactly that.
  useEffect(() => {
    let live = true;
    loadChatHistory(sessionId)
      .then((history) => {
        if (!live || history.source !== 'engine' || current.current.sessionId !== sessionId) return;
        update(sessionId, fromEngine(history.messages, current.current.messages));
      })
      .catch(() => {
        // No history from the engine: this browser's copy stands.
      });
    return () => {
      live = false;
    };
  }, [sessionId, update]);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages, written, awaiting]);

  // The rate limit's countdown, and the "still working" note while a reply is awaited.
  useEffect(() => {
    if (limitedUntil === null) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= limitedUntil) setLimitedUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [limitedUntil]);
  useEffect(() => {
    if (!awaiting) return;
    const timer = setTimeout(() => setStillWorking(true), STILL_WORKING_MS);
    return () => clearTimeout(timer);
  }, [awaiting, written]);

  const limited = limitedUntil !== null && now < limitedUntil;
  const canSend = draft.trim().length > 0 && !awaiting && !limited;

  const append = (...added: ChatMessage[]) =>
    update(current.current.sessionId, [...current.current.messages, ...added]);

  const send = async (message: string) => {
    const id = current.current.sessionId;
    append(newMessage('user', message));
    setAwaiting(true);
    let text = '';
    setWritten('');
    try {
      const result = await streamChatMessage(
        { message, sessionId: id, locale: lang, path: pathname },
        (delta) => {
          text += delta;
          setWritten(text);
          setStillWorking(false);
        },
      );
      if (current.current.sessionId !== id) return;
      // Cut off half-way: what was written stays, the spec's message follows.
      const partial = result.status !== 'ok' && text.trim() ? [newMessage('bot', text)] : [];
      append(...partial, newMessage('bot', result.reply));
      setAnnouncement(result.reply);
    } catch (error) {
      const limit = error instanceof ChatRateLimited ? error : null;
      const reply = limit ? t('rateLimited') : t('connectionError');
      if (limit) {
        setNow(Date.now());
        setLimitedUntil(Date.now() + limit.retryAfterSeconds * 1000);
      }
      append(newMessage('bot', reply));
      setAnnouncement(reply);
    } finally {
      setAwaiting(false);
      setStillWorking(false);
      setWritten(null);
      input.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || awaiting || limited) return;
    setDraft('');
    void send(message);
  };

  const newConversation = () => {
    update(startNewConversation(), []);
    setAnnouncement(t('newConversationStarted'));
    input.current?.focus();
  };

  const greeting = newMessage('bot', t('greeting'));
  const secondsLeft =
    limitedUntil === null ? 0 : Math.max(1, Math.ceil((limitedUntil - now) / 1000));

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      data-testid="chat-panel"
      className="fixed inset-x-0 bottom-0 z-40 flex h-[min(36rem,85vh)] flex-col border border-line bg-surface shadow-2xl sm:inset-x-auto sm:right-5 sm:bottom-24 sm:w-96 sm:rounded-2xl"
    >
      <header className="flex items-center justify-between gap-3 rounded-t-2xl bg-brand-600 px-4 py-3 text-white">
        <div>
          <h2 id="chat-title" className="font-semibold">
            {t('title')}
          </h2>
          <p className="text-xs text-white/85">{t('subtitle')}</p>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={newConversation}
            disabled={awaiting}
            aria-label={t('newConversation')}
            title={t('newConversation')}
            data-testid="chat-new-conversation"
            className="grid h-9 w-9 place-items-center rounded-lg hover:bg-white/15 disabled:opacity-50"
          >
            <SquarePen className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="grid h-9 w-9 place-items-center rounded-lg hover:bg-white/15"
          >
            <X className="h-5 w-5" />
          </button>
        </div>
      </header>
      <ol
        ref={list}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        aria-label={t('conversation')}
        data-testid="chat-messages"
      >
        {[greeting, ...messages].map((message, index) => (
          <li
            key={index === 0 ? 'greeting' : message.id}
            className={`flex flex-col ${message.type === 'user' ? 'items-end' : 'items-start'}`}
            data-testid={`chat-${message.type}`}
          >
            <span className="sr-only">{message.type === 'user' ? t('you') : t('assistant')}</span>
            <div
              className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm ${message.type === 'user' ? 'rounded-br-sm bg-brand-600 text-white whitespace-pre-line break-words' : 'rounded-bl-sm bg-surface-muted text-ink'}`}
            >
              {message.type === 'user' ? (
                message.content
              ) : (
                <MessageMarkdown text={message.content} />
              )}
            </div>
            {index === 0 ? null : message.timestamp ? (
              <time dateTime={message.timestamp} className="mt-1 text-[11px] text-ink-muted">
                {new Date(message.timestamp).toLocaleTimeString(lang, {
                  hour: '2-digit',
                  minute: '2-digit',
                })}
              </time>
            ) : (
              <span className="mt-1 text-[11px] text-ink-muted" data-testid="chat-earlier">
                {t('earlier')}
              </span>
            )}
          </li>
        ))}
        {written ? (
          <li className="flex flex-col items-start" data-testid="chat-streaming">
            <span className="sr-only">{t('assistant')}</span>
            <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-surface-muted px-3.5 py-2 text-sm text-ink">
              <MessageMarkdown text={written} />
            </div>
          </li>
        ) : null}
        {awaiting ? (
          <li
            className="flex items-center gap-2 text-sm text-ink-muted"
            role="status"
            data-testid="chat-typing"
          >
            <Spinner className="h-4 w-4" />
            {stillWorking ? t('stillWorking') : t('typing')}
          </li>
        ) : null}
      </ol>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {limited ? (
        <p className="px-3 pt-2 text-xs text-ink-muted" role="status" data-testid="chat-retry-in">
          {t('retryIn', { seconds: secondsLeft })}
        </p>
      ) : null}
      <form onSubmit={onSubmit} className="flex gap-2 border-t border-line p-3">
        <label htmlFor="chat-input" className="sr-only">
          {t('inputLabel')}
        </label>
        <input
          ref={input}
          id="chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={4000}
          autoComplete="off"
          placeholder={t('placeholder')}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('send')}
        </button>
      </form>
    </section>
  );
}
