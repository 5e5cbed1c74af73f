import { AskAgentRequest, type AgentAnswer, type AgentDetail } from '@app/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PassageSource } from '@/components/passage-source';
import { Button } from '@/components/ui/button';
import { useLang } from '@/lib/use-lang';
import { useAskAgent } from '../api/ask-agent';
import { agentErrorText } from '../lib/agent-errors';

interface Exchange {
  id: number;
  question: string;
  answer: AgentAnswer | null;
  error: string | null;
}

function Citations({ answer }: { answer: AgentAnswer }) {
  const { t } = useTranslation('agents');
  if (answer.citations.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold text-ink-muted">{t('try.sources')}</p>
      <ul className="mt-1 flex flex-col gap-1" data-testid="agent-citations">
        {answer.citations.map((citation) => (
          <li
            key={`${citation.sourceId}-${citation.passage
              .map((run) => run.text)
              .join('')
              .slice(0, 40)}`}
            className="text-xs text-ink-muted"
          >
            {citation.brainName} — <PassageSource namespace="agents" {...citation} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Try it": a conversation with the agent. Each question is answered by the BFF from the brains
 * (or by the workflow engine); a paused agent's refusal shows as its answer.
 */
export function TryAgent({ agent }: { agent: AgentDetail }) {
  const { t } = useTranslation('agents');
  const lang = useLang();
  const inputId = useId();
  const ask = useAskAgent(agent.id);
  const [question, setQuestion] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);

  const send = () => {
    const parsed = AskAgentRequest.safeParse({ question, locale: lang });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const id = exchanges.length + 1;
    const asked = parsed.data.question;
    setExchanges((list) => [...list, { id, question: asked, answer: null, error: null }]);
    setQuestion('');
    ask.mutate(parsed.data, {
      onSuccess: (answer) =>
        setExchanges((list) => list.map((item) => (item.id === id ? { ...item, answer } : item))),
      onError: (error) =>
        setExchanges((list) =>
          list.map((item) =>
            item.id === id ? { ...item, error: agentErrorText(error, t) } : item,
          ),
        ),
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
      <ol className="mt-4 flex flex-col gap-4" aria-live="polite" data-testid="agent-conversation">
        {exchanges.map((item) => (
          <li key={item.id} className="flex flex-col gap-2">
            <p className="self-end rounded-2xl bg-brand-600 px-3 py-2 text-sm text-white">
              <span className="sr-only">{t('try.you')} </span>
              {item.question}
            </p>
            <div className="self-start rounded-2xl bg-surface-muted px-3 py-2 text-sm">
              <span className="sr-only">{t('try.agent')} </span>
              {item.error ? (
                <p role="alert" data-testid="agent-refusal">
                  {item.error}
                </p>
              ) : item.answer ? (
                <>
                  <p className="whitespace-pre-line" data-testid="agent-answer">
                    {item.answer.answer}
                  </p>
                  <Citations answer={item.answer} />
                </>
              ) : (
                <p className="text-ink-muted">{t('try.thinking')}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
      <form
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
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
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? t('try.asking') : t('try.ask')}
        </Button>
      </form>
    </section>
  );
}
