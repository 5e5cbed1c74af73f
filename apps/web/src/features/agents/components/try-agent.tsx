import {
  AskAgentRequest,
  type AgentConversation,
  type AgentDetail,
  type AnswerCitation,
  type AnswerStatus,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeMarkdown } from '@/components/markdown/complete-markdown';
import { MessageMarkdown } from '@/components/markdown/message-markdown';
import { Button } from '@/components/ui/button';
import { useLang } from '@/lib/use-lang';
import { conversationsKey, fetchConversation } from '../api/conversations';
import { AnswerStreamError, streamAskAgent } from '../api/stream-ask-agent';
import { agentErrorText } from '../lib/agent-errors';

interface Exchange {
  id: string;
  question: string;
  /** The answer as written so far, or whole once it ended. */
  text: string;
  status: AnswerStatus | null;
  citations: AnswerCitation[];
  error: string | null;
  streaming: boolean;
  stopped: boolean;
}

/** Where a cited passage is, and the address that opens its file there (in a new tab). */
function citationPlace(citation: AnswerCitation) {
  const file = `/api/brains/${citation.brainId}/sources/${citation.sourceId}/file`;
  return citation.page === null
    ? { page: null, href: file }
    : { page: citation.page, href: `${file}#page=${citation.page}` };
}

function Citations({ citations }: { citations: AnswerCitation[] }) {
  const { t } = useTranslation('agents');
  if (citations.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold text-ink-muted">{t('try.sources')}</p>
      <ul className="mt-1 flex flex-col gap-1" data-testid="agent-citations">
        {citations.map((citation) => {
          // The passage's place and link: kept in step with the brains feature's passage place
          // (brain, source, "p. N", opening the file at its page).
          const place = citationPlace(citation);
          return (
            <li key={citation.marker} className="text-xs text-ink-muted">
              <span aria-hidden="true">[{citation.marker}] </span>
              <a
                href={place.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium underline underline-offset-2"
                data-testid="agent-citation-link"
              >
                {t('try.citation', { brain: citation.brainName, source: citation.sourceName })}
                {place.page !== null ? ` · ${t('try.page', { page: place.page })}` : ''}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Answer({ item }: { item: Exchange }) {
  const { t } = useTranslation('agents');
  if (item.error)
    return (
      <p role="alert" data-testid="agent-refusal">
        {item.error}
      </p>
    );
  if (item.streaming && item.text === '')
    return <p className="text-ink-muted">{t('try.thinking')}</p>;
  return (
    <>
      <div
        data-testid="agent-answer"
        data-status={item.streaming ? 'streaming' : (item.status ?? 'stopped')}
        className={item.status === 'unavailable' ? 'text-red-700 dark:text-red-300' : undefined}
      >
        <MessageMarkdown text={item.streaming ? completeMarkdown(item.text) : item.text} />
      </div>
      {item.stopped ? (
        <p className="mt-1 text-xs text-ink-muted" data-testid="agent-stopped">
          {t('try.stopped')}
        </p>
      ) : null}
      <Citations citations={item.citations} />
    </>
  );
}

/** The exchanges of a kept conversation, as "Try it" shows them. */
function exchangesOf(conversation: AgentConversation): Exchange[] {
  const exchanges: Exchange[] = [];
  for (const message of conversation.messages) {
    if (message.role === 'user') {
      exchanges.push({
        id: message.id,
        question: message.content,
        text: '',
        status: null,
        citations: [],
        error: null,
        streaming: false,
        stopped: false,
      });
      continue;
    }
    const last = exchanges.at(-1);
    if (last)
      Object.assign(last, {
        text: message.content,
        status: message.status,
        citations: message.citations,
      });
  }
  return exchanges;
}

/**
 * "Try it": a conversation with the agent. Each answer streams in as it is written (Markdown
 * shown only once complete), can be stopped, and lists the passages it cites with their place;
 * a follow-up continues the same conversation. `conversationId` reopens a kept one.
 */
export function TryAgent({
  agent,
  userId,
  conversationId: opened = null,
  onConversation,
}: {
  agent: AgentDetail;
  userId: string;
  conversationId?: string | null;
  onConversation?: (conversationId: string) => void;
}) {
  const { t } = useTranslation('agents');
  const lang = useLang();
  const inputId = useId();
  const client = useQueryClient();
  const [question, setQuestion] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(opened);
  const [reopening, setReopening] = useState<'loading' | 'error' | null>(opened ? 'loading' : null);
  const running = useRef<AbortController | null>(null);
  const streaming = exchanges.some((item) => item.streaming);

  useEffect(() => {
    if (!opened) return;
    let current = true;
    fetchConversation(agent.id, opened).then(
      (conversation) => {
        if (!current) return;
        setExchanges(exchangesOf(conversation));
        setReopening(null);
      },
      () => current && setReopening('error'),
    );
    return () => {
      current = false;
    };
  }, [agent.id, opened]);

  // Leaving the page stops the answer being written.
  useEffect(() => () => running.current?.abort(), []);

  const update = (id: string, change: (item: Exchange) => Partial<Exchange>) =>
    setExchanges((list) =>
      list.map((item) => (item.id === id ? { ...item, ...change(item) } : item)),
    );

  const send = () => {
    const parsed = AskAgentRequest.safeParse({
      question,
      locale: lang,
      ...(conversationId ? { conversationId } : {}),
    });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const id = crypto.randomUUID();
    setExchanges((list) => [
      ...list,
      {
        id,
        question: parsed.data.question,
        text: '',
        status: null,
        citations: [],
        error: null,
        streaming: true,
        stopped: false,
      },
    ]);
    setQuestion('');
    const controller = new AbortController();
    running.current = controller;
    streamAskAgent(agent.id, parsed.data, {
      onDelta: (text) => update(id, (item) => ({ text: item.text + text })),
      onCitations: (citations) => update(id, () => ({ citations })),
      signal: controller.signal,
    })
      .then((end) => {
        update(id, () => ({ text: end.answer, status: end.status, streaming: false }));
        setConversationId(end.conversationId);
        onConversation?.(end.conversationId);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) {
          update(id, () => ({ streaming: false, stopped: true }));
          return;
        }
        const text = error instanceof AnswerStreamError ? error.message : agentErrorText(error, t);
        update(id, () => ({ streaming: false, error: text }));
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
        void client.invalidateQueries({ queryKey: conversationsKey(userId, agent.id) });
      });
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
      data-testid="try-agent"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t('try.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('try.intro')}</p>
      {reopening === 'loading' ? (
        <p role="status" className="mt-4 text-sm text-ink-muted">
          {t('conversations.opening')}
        </p>
      ) : reopening === 'error' ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {t('conversations.openFailed')}
        </p>
      ) : null}
      <ol className="mt-4 flex flex-col gap-4" aria-live="polite" data-testid="agent-conversation">
        {exchanges.map((item) => (
          <li key={item.id} className="flex flex-col gap-2">
            <p className="self-end rounded-2xl bg-brand-600 px-3 py-2 text-sm text-white">
              <span className="sr-only">{t('try.you')} </span>
              {item.question}
            </p>
            <div className="self-start rounded-2xl bg-surface-muted px-3 py-2 text-sm">
              <span className="sr-only">{t('try.agent')} </span>
              <Answer item={item} />
            </div>
          </li>
        ))}
      </ol>
      <form
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!streaming) send();
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('try.question')}
          </label>
          <input
            id={inputId}
            value={question}
            maxLength={2000}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${inputId}-error` : undefined}
            onChange={(event) => setQuestion(event.target.value)}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-base sm:text-sm"
          />
          {invalid ? (
            <p id={`${inputId}-error`} className="text-sm text-red-700 dark:text-red-300">
              {t('validation.required')}
            </p>
          ) : null}
        </div>
        {streaming ? (
          <Button type="button" variant="secondary" onClick={() => running.current?.abort()}>
            {t('try.stop')}
          </Button>
        ) : (
          <Button type="submit">{t('try.ask')}</Button>
        )}
      </form>
    </section>
  );
}
