import type { ActivityItem, DashboardOverview, Language } from '@app/contracts';
import { Bot, Brain, ChartLine, Plug, Plus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatRelativeTime } from '@/lib/relative-time';
import { useSession } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { useConnectedToolCount, useOverview } from '../api/get-overview';
import { formatCount } from '@/lib/format';
import { TitledSection } from './titled-section';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

function CountCard({
  icon: Icon,
  title,
  value,
  testId,
  children,
}: {
  icon: typeof Brain;
  title: string;
  value: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-5" data-testid={testId}>
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {title}
      </p>
      <p className="mt-2 text-3xl font-bold" data-testid="count-value">
        {value}
      </p>
      {children}
    </li>
  );
}

/** A count's parts: brains by status, agents by state. */
function Breakdown({ rows }: { rows: { id: string; label: string; value: string }[] }) {
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 text-xs text-ink-muted">
      {rows.map((row) => (
        <div key={row.id} className="flex justify-between" data-testid={row.id}>
          <dt>{row.label}</dt>
          <dd className="font-semibold text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Counts({ overview, lang }: { overview: DashboardOverview; lang: Language }) {
  const { t } = useTranslation('analytics');
  const { user } = useSession();
  const tools = useConnectedToolCount(user?.id ?? '');
  const n = (value: number) => formatCount(value, lang);
  const statuses = ['ready', 'processing', 'pending', 'error'] as const;
  return (
    <TitledSection id="overview-counts" title={t('overview.counts')} className="mt-10">
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <CountCard
          icon={Brain}
          title={t('overview.brains')}
          value={n(overview.brains.total)}
          testId="count-brains"
        >
          <Breakdown
            rows={statuses.map((status) => ({
              id: `brains-${status}`,
              label: t(`overview.statuses.${status}`),
              value: n(overview.brains.byStatus[status]),
            }))}
          />
        </CountCard>
        <CountCard
          icon={Bot}
          title={t('overview.agents')}
          value={n(overview.agents.active + overview.agents.paused)}
          testId="count-agents"
        >
          <Breakdown
            rows={(['active', 'paused'] as const).map((state) => ({
              id: `agents-${state}`,
              label: t(`overview.${state}`),
              value: n(overview.agents[state]),
            }))}
          />
        </CountCard>
        <CountCard
          icon={Users}
          title={t('overview.teams')}
          value={n(overview.teams)}
          testId="count-teams"
        />
        <CountCard
          icon={Plug}
          title={t('overview.tools')}
          value={tools.isSuccess ? n(tools.data) : tools.isError ? t('overview.toolsUnknown') : '…'}
          testId="count-tools"
        />
      </ul>
    </TitledSection>
  );
}

function Recent({ items, lang }: { items: ActivityItem[]; lang: Language }) {
  const { t } = useTranslation('analytics');
  return (
    <section
      aria-labelledby="overview-recent"
      className="rounded-2xl border border-line bg-surface p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="overview-recent" className="text-lg font-semibold">
          {t('overview.recent')}
        </h2>
        <Link
          to="/dashboard/analytics"
          className="text-sm font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {t('overview.seeAnalytics')}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('overview.recentEmpty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line" data-testid="recent-activity">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap justify-between gap-x-3 py-2 text-sm"
              data-testid="recent-item"
              data-kind={item.kind}
            >
              <span>{t(`activity.${item.kind}`, { name: item.subject?.name ?? '' })}</span>
              <time dateTime={item.occurredAt} className="text-ink-muted">
                {formatRelativeTime(item.occurredAt, lang)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const quickActions = [
  { to: '/dashboard/brains/new', icon: Plus, label: 'overview.newBrain', variant: 'primary' },
  { to: '/dashboard/agents', icon: Bot, label: 'overview.newAgent', variant: 'secondary' },
  { to: '/dashboard/tools', icon: Plug, label: 'overview.connectTool', variant: 'secondary' },
  { to: '/dashboard/analytics', icon: ChartLine, label: 'overview.seeAnalytics', variant: 'ghost' },
] as const;

function QuickActions() {
  const { t } = useTranslation('analytics');
  return (
    <section
      aria-labelledby="overview-actions"
      className="rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="overview-actions" className="text-lg font-semibold">
        {t('overview.quickActions')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {quickActions.map(({ to, icon: Icon, label, variant }) => (
          <li key={to}>
            <ButtonLink to={to} variant={variant} className="w-full">
              <Icon aria-hidden="true" className="h-4 w-4" />
              {t(label)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /dashboard: who is signed in, their counts (brains by status, agents, teams, connected tools),
 * their last 10 actions and the quick actions.
 */
export default function OverviewPage() {
  const { t } = useTranslation(['analytics', 'dashboard']);
  const lang = useLang();
  const { user } = useSession();
  const overview = useOverview(user?.id ?? '');
  const name = user ? user.fullName?.trim() || user.email : '';

  return (
    <div className="mx-auto max-w-6xl">
      <PageMeta title={t('pages.dashboard', { ns: 'common' })} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {user ? (
          <UserAvatar
            fullName={user.fullName}
            email={user.email}
            avatarUrl={user.avatarUrl}
            className="h-14 w-14 text-lg"
          />
        ) : null}
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('overview.greeting', { ns: 'dashboard', name })}
          </h1>
          {user ? (
            <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
              <div className="flex items-center gap-1.5">
                <dt>{t('overview.role', { ns: 'dashboard' })}</dt>
                <dd>
                  <span
                    className={`${badge} ${user.role === 'Admin' ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' : 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100'}`}
                    data-testid="role-badge"
                  >
                    {t(`roles.${user.role}`, { ns: 'dashboard' })}
                  </span>
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt>{t('overview.accountType', { ns: 'dashboard' })}</dt>
                <dd className="font-medium text-ink" data-testid="account-type">
                  {t(`accountTypes.${user.accountType ?? 'none'}`, { ns: 'dashboard' })}
                </dd>
              </div>
            </dl>
          ) : null}
        </div>
      </div>

      {overview.isPending ? (
        <p role="status" className="mt-10 text-ink-muted">
          {t('overview.loading')}
        </p>
      ) : overview.isError ? (
        <StateMessage tone="error" title={t('overview.error')}>
          <Button onClick={() => void overview.refetch()}>{t('retry')}</Button>
        </StateMessage>
      ) : (
        <>
          <Counts overview={overview.data} lang={lang} />
          <div className="mt-8 grid gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <Recent items={overview.data.recent} lang={lang} />
            </div>
            <QuickActions />
          </div>
        </>
      )}
    </div>
  );
}
