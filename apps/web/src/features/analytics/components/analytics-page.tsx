import {
  analyticsPeriods,
  type AnalyticsEventKind,
  type AnalyticsReport,
  type Language,
  type TopSubject,
  type AgentTokenUse,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { useAnalytics } from '../api/get-analytics';
import { DayChart } from '@/components/charts/day-chart';
import { DayTable } from '@/components/charts/day-table';
import { formatCount, formatDayWithYear } from '@/lib/format';
import { changeOf } from '../lib/format';
import { hasActivity, kindOrder } from '../lib/kinds';
import { usePeriod } from '../lib/period';
import { TitledSection } from './titled-section';

function PeriodSwitcher({ current }: { current: string }) {
  const { t } = useTranslation('analytics');
  return (
    <nav aria-label={t('periods.label')}>
      <ul className="inline-flex rounded-lg border border-line bg-surface p-1">
        {analyticsPeriods.map((period) => (
          <li key={period}>
            <Link
              to={{ search: `?period=${period}` }}
              aria-current={current === period ? 'page' : undefined}
              className={`inline-flex rounded-md px-3 py-1.5 text-sm font-semibold ${current === period ? 'bg-brand-600 text-white' : 'text-ink-muted hover:bg-surface-muted hover:text-ink'}`}
              data-testid={`period-${period}`}
            >
              {t(`periods.${period}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Change({ count, previous, lang }: { count: number; previous: number; lang: Language }) {
  const { t } = useTranslation('analytics');
  const change = changeOf(count, previous);
  const text =
    change.kind === 'up' || change.kind === 'down'
      ? t(`change.${change.kind}`, { value: formatCount(change.value, lang) })
      : t(`change.${change.kind}`);
  const tone =
    change.kind === 'up'
      ? 'text-emerald-700 dark:text-emerald-300'
      : change.kind === 'down'
        ? 'text-red-700 dark:text-red-300'
        : 'text-ink-muted';
  return (
    <p className={`text-xs ${tone}`} data-testid="total-change">
      {text}
    </p>
  );
}

function Totals({ report, lang }: { report: AnalyticsReport; lang: Language }) {
  const { t } = useTranslation('analytics');
  return (
    <TitledSection id="analytics-totals" title={t('totals')} className="mt-8">
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {report.totals.map((total) => (
          <li
            key={total.kind}
            className="rounded-xl border border-line bg-surface p-4"
            data-testid={`total-${total.kind}`}
          >
            <p className="text-sm text-ink-muted">{t(`kinds.${total.kind}`)}</p>
            <p className="mt-1 text-2xl font-bold" data-testid="total-count">
              {formatCount(total.count, lang)}
            </p>
            <Change count={total.count} previous={total.previous} lang={lang} />
            <p className="sr-only">{t('change.previous', { count: total.previous })}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function KindChart({
  kind,
  report,
  lang,
}: {
  kind: AnalyticsEventKind;
  report: AnalyticsReport;
  lang: Language;
}) {
  const { t } = useTranslation('analytics');
  const days = report.days.map((day) => ({ date: day.date, count: day.counts[kind] }));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const name = t(`kinds.${kind}`);
  const headingId = `chart-${kind}`;
  return (
    <li
      className="rounded-xl border border-line bg-surface p-4"
      data-testid={`chart-${kind}`}
      aria-labelledby={headingId}
    >
      <figure>
        <figcaption id={headingId} className="font-semibold">
          {t('chartLabel', { kind: name, total: formatCount(total, lang) })}
        </figcaption>
        <div className="mt-3">
          <DayChart days={days} label={name} lang={lang} />
        </div>
      </figure>
      <DayTable
        days={days}
        lang={lang}
        labels={{
          show: t('showTable', { kind: name }),
          caption: t('tableCaption', { kind: name }),
          day: t('day'),
          count: t('count'),
        }}
      />
    </li>
  );
}

function TopList({
  type,
  items,
  lang,
}: {
  type: 'agents' | 'brains' | 'tools';
  items: TopSubject[];
  lang: Language;
}) {
  const { t } = useTranslation('analytics');
  const href = (id: string) =>
    type === 'tools' ? `/tools/${id}` : type === 'brains' ? `/dashboard/brains/${id}` : null;
  return (
    <section
      aria-labelledby={`top-${type}`}
      className="rounded-xl border border-line bg-surface p-4"
      data-testid={`top-${type}`}
    >
      <h2 id={`top-${type}`} className="font-semibold">
        {t(`top.${type}`)}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('top.none')}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm">
          {items.map((item) => {
            const to = href(item.id);
            return (
              <li key={item.id} className="flex justify-between gap-3" data-testid="top-item">
                {to ? (
                  <Link to={to} className="truncate text-brand-700 underline dark:text-brand-100">
                    {item.name}
                  </Link>
                ) : (
                  <span className="truncate">{item.name}</span>
                )}
                <span className="shrink-0 text-ink-muted tabular-nums">
                  {t('top.uses', { count: item.count, formatted: formatCount(item.count, lang) })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Tokens the user's answers used, per agent, as a table (the most first). */
function AgentTokens({ items, lang }: { items: AgentTokenUse[]; lang: Language }) {
  const { t } = useTranslation('analytics');
  return (
    <TitledSection id="analytics-tokens" title={t('tokens.title')} className="mt-10">
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('tokens.none')}</p>
      ) : (
        <table className="mt-4 w-full text-sm" data-testid="agent-tokens">
          <caption className="sr-only">{t('tokens.title')}</caption>
          <thead>
            <tr className="text-left text-ink-muted">
              <th scope="col" className="py-1 font-medium">
                {t('tokens.agent')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('tokens.answers')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('tokens.prompt')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('tokens.completion')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t border-line">
                <th scope="row" className="py-1 text-left font-normal">
                  {item.name}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(item.answers, lang)}</td>
                <td className="py-1 text-right tabular-nums">
                  {formatCount(item.promptTokens, lang)}
                </td>
                <td className="py-1 text-right tabular-nums">
                  {formatCount(item.completionTokens, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-2 text-xs text-ink-muted">{t('tokens.note')}</p>
    </TitledSection>
  );
}

function Report({ report, lang }: { report: AnalyticsReport; lang: Language }) {
  const { t } = useTranslation('analytics');
  const active = kindOrder.filter((kind) => report.days.some((day) => day.counts[kind] > 0));
  return (
    <>
      <p className="mt-3 text-sm text-ink-muted" data-testid="analytics-range">
        {t('range', {
          from: formatDayWithYear(report.from, lang),
          to: formatDayWithYear(report.to, lang),
          previousFrom: formatDayWithYear(report.previousFrom, lang),
          previousTo: formatDayWithYear(report.previousTo, lang),
        })}
      </p>
      <Totals report={report} lang={lang} />
      <TitledSection id="analytics-per-day" title={t('perDay')} className="mt-10">
        {active.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t('perDayNone')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {active.map((kind) => (
              <KindChart key={kind} kind={kind} report={report} lang={lang} />
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="analytics-top" title={t('mostUsed')} className="mt-10">
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <TopList type="agents" items={report.top.agents} lang={lang} />
          <TopList type="brains" items={report.top.brains} lang={lang} />
          <TopList type="tools" items={report.top.tools} lang={lang} />
        </div>
      </TitledSection>
      <AgentTokens items={report.agentTokens} lang={lang} />
    </>
  );
}

/** /dashboard/analytics: the signed-in user's own activity over 7, 30 or 90 days. */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const lang = useLang();
  const period = usePeriod();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const query = useAnalytics(user?.id ?? '', period);

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="mt-8 text-ink-muted" data-testid="analytics-loading">
        {t('loading')}
      </p>
    );
  } else if (query.isError && query.error instanceof ApiError && query.error.status === 401) {
    body = (
      <StateMessage tone="error" title={t('signedOut')} text={t('signedOutText')}>
        <ButtonLink to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
          {t('signIn')}
        </ButtonLink>
      </StateMessage>
    );
  } else if (query.isError) {
    body = (
      <StateMessage tone="error" title={t('error')}>
        <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
      </StateMessage>
    );
  } else if (!hasActivity(query.data.totals)) {
    body = (
      <div data-testid="analytics-empty">
        <StateMessage title={t('empty.title')} text={t('empty.text')}>
          <ButtonLink to="/tools">{t('empty.exploreTools')}</ButtonLink>
          <ButtonLink to="/dashboard/brains/new" variant="secondary">
            {t('empty.newBrain')}
          </ButtonLink>
        </StateMessage>
      </div>
    );
  } else {
    body = <Report report={query.data} lang={lang} />;
  }

  return (
    <div className="mx-auto max-w-6xl" data-testid="analytics-page">
      <PageMeta title={t('title')} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-ink-muted">{t('intro')}</p>
        </div>
        <PeriodSwitcher current={period} />
      </div>
      {body}
    </div>
  );
}
