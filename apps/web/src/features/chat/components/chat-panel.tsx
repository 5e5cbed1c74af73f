import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useLang } from '@/lib/use-lang';
import { useSendChatMessage } from '../api/send-chat-message';
import {
  chatSessionId,
  loadMessages,
  newMessage,
  saveMessages,
  type ChatMessage,
} from '../chat-store';
import { MessageText } from './message-text';

/** The open chat: greeting on first open, the conversation, and the input. */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const [messages, setMessages] = useState<ChatMessage[]>(() => {
    const stored = loadMessages();
    return stored.length > 0 ? stored : [newMessage('bot', t('chat.greeting'))];
  });
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const send = useSendChatMessage();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => saveMessages(messages), [messages]);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages, send.isPending]);

  const awaiting = send.isPending;
  const canSend = draft.trim().length > 0 && !awaiting;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || awaiting) return;
    setDraft('');
    setMessages((current) => [...current, newMessage('user', message)]);
    send.mutate(
      { message, sessionId: chatSessionId(), locale: lang, path: pathname },
      {
        onSuccess: ({ reply }) => {
          setMessages((current) => [...current, newMessage('bot', reply)]);
          setAnnouncement(reply);
        },
        onError: () => {
          const reply = t('chat.connectionError');
          setMessages((current) => [...current, newMessage('bot', reply)]);
          setAnnouncement(reply);
        },
        onSettled: () => input.current?.focus(),
      },
    );
  };

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
            {t('chat.title')}
          </h2>
          <p className="text-xs text-white/85">{t('chat.subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('chat.close')}
          className="grid h-9 w-9 place-items-center rounded-lg hover:bg-white/15"
        >
          <X className="h-5 w-5" />
        </button>
      </header>
      <ol
        ref={list}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        aria-label={t('chat.conversation')}
        data-testid="chat-messages"
      >
        {messages.map((message) => (
          <li
            key={message.id}
            className={`flex flex-col ${message.type === 'user' ? 'items-end' : 'items-start'}`}
            data-testid={`chat-${message.type}`}
          >
            <span className="sr-only">
              {message.type === 'user' ? t('chat.you') : t('chat.assistant')}
            </span>
            <div
              className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm ${message.type === 'user' ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-surface-muted text-ink'}`}
            >
              <MessageText text={message.content} />
            </div>
            <time dateTime={message.timestamp} className="mt-1 text-[11px] text-ink-muted">
              {new Date(message.timestamp).toLocaleTimeString(lang, {
                hour: '2-digit',
                minute: '2-digit',
              })}
            </time>
          </li>
        ))}
        {awaiting ? (
          <li
            className="flex items-center gap-2 text-sm text-ink-muted"
            role="status"
            data-testid="chat-typing"
          >
            <Spinner className="h-4 w-4" />
            {t('chat.typing')}
          </li>
        ) : null}
      </ol>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <form onSubmit={onSubmit} className="flex gap-2 border-t border-line p-3">
        <label htmlFor="chat-input" className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <input
          ref={input}
          id="chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={4000}
          autoComplete="off"
          placeholder={t('chat.placeholder')}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}
