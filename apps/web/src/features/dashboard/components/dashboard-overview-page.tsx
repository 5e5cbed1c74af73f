import { UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-title';
import { UserAvatar } from '@/components/ui/user-avatar';
import { sectionHref, type DashboardSection } from '@/lib/dashboard-section';
import { useSession } from '@/lib/session';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

function SectionCard({
  to,
  icon: SectionIcon,
  title,
  description,
  comingSoon = false,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  comingSoon?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand-500 hover:bg-surface-muted"
        data-testid="section-card"
      >
        <span className="grid h-10 w-10 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-700/30 dark:text-brand-100">
          <SectionIcon className="h-5 w-5" />
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-base font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-100">
            {title}
          </span>
          {comingSoon ? (
            <span className={`${badge} border border-line bg-surface-muted text-ink-muted`}>
              {t('comingSoon')}
            </span>
          ) : null}
        </span>
        <span className="text-sm text-ink-muted">{description}</span>
      </Link>
    </li>
  );
}

/** The dashboard's index: who is signed in (name, role, account type) and a card per section. */
export default function DashboardOverviewPage({
  sections,
}: {
  sections: readonly DashboardSection[];
}) {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
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
            {t('overview.greeting', { name })}
          </h1>
          {user ? (
            <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
              <div className="flex items-center gap-1.5">
                <dt>{t('overview.role')}</dt>
                <dd>
                  <span
                    className={`${badge} ${user.role === 'Admin' ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' : 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100'}`}
                    data-testid="role-badge"
                  >
                    {t(`roles.${user.role}`)}
                  </span>
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt>{t('overview.accountType')}</dt>
                <dd className="font-medium text-ink" data-testid="account-type">
                  {t(`accountTypes.${user.accountType ?? 'none'}`)}
                </dd>
              </div>
            </dl>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="dashboard-sections" className="mt-10">
        <h2 id="dashboard-sections" className="text-lg font-semibold">
          {t('overview.sectionsTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sections.map((section) => (
            <SectionCard
              key={section.path}
              to={sectionHref(section)}
              icon={section.icon}
              title={t(section.titleKey, { ns: 'common' })}
              description={t(section.descriptionKey)}
              comingSoon={!section.built}
            />
          ))}
          <SectionCard
            to="/user/profile/edit"
            icon={UserRound}
            title={t('pages.profileEdit', { ns: 'common' })}
            description={t('sections.profile')}
          />
        </ul>
      </section>
    </div>
  );
}
