import type { AdminOverview } from '@app/contracts';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { DayChart } from '@/components/charts/day-chart';
import { DayTable } from '@/components/charts/day-table';
import { LoadingState } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { useOverview } from '../api/get-overview';
import { AdminPage, QueryError } from './admin-page';

/**
 * Sign-ups per day: the same chart and table as the user's analytics (uPlot on a canvas, and the
 * numbers as a table for assistive technologies).
 */
function SignUpsChart({ days }: { days: AdminOverview['signUps'] }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const name = t('overview.signUpsPerDay');
  return (
    <figure className="rounded-2xl border border-line p-4" data-testid="overview-sign-ups">
      <figcaption className="text-sm font-semibold">
        {t('overview.signUps', { count: total })}
      </figcaption>
      <div className="mt-3">
        <DayChart days={days} label={name} lang={lang} />
      </div>
      <DayTable
        days={days}
        lang={lang}
        labels={{
          show: t('overview.signUpsTable'),
          caption: name,
          day: t('overview.day'),
          count: t('overview.signUpsCount'),
        }}
      />
    </figure>
  );
}

function RolesChart({ users }: { users: AdminOverview['users'] }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const roles = ['Free', 'Pro', 'Admin'] as const;
  return (
    <figure className="rounded-2xl border border-line p-4">
      <figcaption className="text-sm font-semibold">
        {t('overview.users', { count: users.total })}
      </figcaption>
      <ul className="mt-3 space-y-2">
        {roles.map((role) => {
          const share = users.total ? (users.byRole[role] / users.total) * 100 : 0;
          return (
            <li key={role} className="text-sm">
              <div className="flex justify-between">
                <span>{t(`roles.${role}`)}</span>
                <span data-testid={`overview-role-${role}`}>
                  {formatNumber(users.byRole[role], lang)}
                </span>
              </div>
              <progress
                className="h-2 w-full accent-brand-600"
                max={100}
                value={share}
                aria-label={t(`roles.${role}`)}
              />
            </li>
          );
        })}
        <li className="text-sm text-ink-muted">
          {t('overview.disabled', { count: users.disabled })}
        </li>
      </ul>
    </figure>
  );
}

const links = [
  { to: '/admin/users', key: 'users' },
  { to: '/admin/clients', key: 'clients' },
  { to: '/admin/tools', key: 'tools' },
  { to: '/admin/logs', key: 'logs' },
] as const;

/** /admin: the platform's totals, sign-ups of the last 30 days, and a way into each section. */
function AdminOverviewScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  // Its charts and counts render as a transition, in slices, once the answer is in (AdminTable).
  const query = useDeferredValue(useOverview());
  return (
    <>
      {query.data ? (
        <div className="space-y-6" data-testid="admin-overview">
          <div className="grid gap-4 lg:grid-cols-2">
            <RolesChart users={query.data.users} />
            <SignUpsChart days={query.data.signUps} />
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {query.data.counts.map((count) => (
              <div key={count.key} className="rounded-2xl border border-line p-4">
                <dt className="text-sm text-ink-muted">
                  {t(`overview.counts.${count.key}`, { defaultValue: count.key })}
                </dt>
                <dd className="mt-1 text-2xl font-bold" data-testid={`overview-count-${count.key}`}>
                  {formatNumber(count.count, lang)}
                </dd>
              </div>
            ))}
          </dl>
          <nav aria-label={t('overview.sections')}>
            <ul className="grid gap-3 sm:grid-cols-4">
              {links.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    className="block rounded-xl border border-line p-4 font-semibold hover:bg-surface-muted"
                  >
                    {t(`nav.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState />
      )}
    </>
  );
}

/** The screen's reads start only once AdminPage knows the caller is an Admin. */
export default function AdminOverviewPage() {
  return (
    <AdminPage titleKey="pages.admin">
      <AdminOverviewScreen />
    </AdminPage>
  );
}
