import type { DevMail } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { UnknownStatusError } from '@/lib/api-client-base';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { api, ApiError } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';
import { dateTimeFormat } from '@/lib/intl';

/** GET /api/dev/mailbox: newest first; null when the BFF has no mailbox (404 in production). */
function useMailbox(to: string) {
  return useQuery({
    queryKey: ['dev', 'mailbox', to],
    queryFn: async ({ signal }): Promise<DevMail[] | null> => {
      try {
        const res = await api.dev.listMailbox({
          query: { to: to || undefined },
          fetchOptions: { signal },
        });
        if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
        return [...res.body].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
      } catch (error) {
        if (error instanceof UnknownStatusError && error.response.status === 404) return null;
        throw error;
      }
    },
    // New mail shows up while a flow is being tried in another tab.
    refetchInterval: (query) => (query.state.data === null ? false : 5000),
    retry: false,
  });
}

/**
 * Web addresses in a mail's text become links (this site's open in the app, keeping its state);
 * everything else stays text.
 */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  const linkClass = 'break-all text-brand-600 underline dark:text-brand-100';
  return (
    <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap text-ink">
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const url = new URL(part);
        return url.origin === window.location.origin ? (
          <Link key={index} to={`${url.pathname}${url.search}${url.hash}`} className={linkClass}>
            {part}
          </Link>
        ) : (
          <a key={index} href={part} className={linkClass}>
            {part}
          </a>
        );
      })}
    </pre>
  );
}

/** /dev/mailbox: the e-mails the BFF sent in development (codes, confirmation links). */
export default function DevMailboxPage() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const [draft, setDraft] = useState(to);
  const mailbox = useMailbox(to);
  const dateTime = dateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  const filter = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setParams(value ? { to: value } : {}, { replace: true });
  };
  const clear = () => {
    setDraft('');
    setParams({}, { replace: true });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageMeta title={t('devMailbox.title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('devMailbox.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('devMailbox.intro')}</p>

      {mailbox.data === null ? (
        <StateMessage title={t('devMailbox.unavailableTitle')} text={t('devMailbox.unavailable')} />
      ) : (
        <>
          <form
            role="search"
            onSubmit={filter}
            className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="flex-1">
              <label htmlFor="mailbox-to" className="mb-1 block text-sm font-medium">
                {t('devMailbox.filter')}
              </label>
              <input
                id="mailbox-to"
                type="search"
                inputMode="email"
                autoComplete="off"
                maxLength={254}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder="ana@example.com"
                className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-base sm:text-sm"
              />
            </div>
            <div className="flex gap-2">
              <Button type="submit">{t('devMailbox.apply')}</Button>
              {to ? (
                <Button variant="secondary" onClick={clear}>
                  {t('devMailbox.clear')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => void mailbox.refetch()}
                disabled={mailbox.isFetching}
              >
                {mailbox.isFetching ? <Spinner className="h-4 w-4" /> : null}
                {t('devMailbox.refresh')}
              </Button>
            </div>
          </form>

          {mailbox.isPending ? (
            <LoadingState />
          ) : mailbox.isError ? (
            <StateMessage tone="error" title={t('devMailbox.error')}>
              <Button onClick={() => void mailbox.refetch()}>{t('devMailbox.refresh')}</Button>
            </StateMessage>
          ) : (
            <section aria-labelledby="mailbox-count" className="mt-8">
              <h2
                id="mailbox-count"
                className="text-sm font-semibold text-ink-muted"
                aria-live="polite"
              >
                {to
                  ? t('devMailbox.countTo', { count: mailbox.data.length, to })
                  : t('devMailbox.count', { count: mailbox.data.length })}
              </h2>
              {mailbox.data.length === 0 ? (
                <p className="mt-4 rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
                  {t('devMailbox.empty')}
                </p>
              ) : (
                <ol className="mt-4 space-y-4">
                  {mailbox.data.map((mail, index) => (
                    <li key={`${mail.sentAt}-${mail.to}-${index}`}>
                      <article className="rounded-xl border border-line p-4 sm:p-5">
                        <h3 className="font-semibold break-words">{mail.subject}</h3>
                        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink-muted">
                          <dt className="font-medium">{t('devMailbox.to')}</dt>
                          <dd className="break-all">{mail.to}</dd>
                          <dt className="font-medium">{t('devMailbox.sentAt')}</dt>
                          <dd>
                            <time dateTime={mail.sentAt}>
                              {dateTime.format(new Date(mail.sentAt))}
                            </time>
                          </dd>
                        </dl>
                        <MailText text={mail.text} />
                      </article>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
