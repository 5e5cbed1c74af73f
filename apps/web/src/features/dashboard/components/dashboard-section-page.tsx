import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';

/** A dashboard section whose screens are not built yet: its title and a way back, in the shell. */
export default function DashboardSectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('dashboard');
  const title = t(titleKey, { ns: 'common' });
  return (
    <div className="mx-auto max-w-3xl" data-testid="dashboard-section">
      <PageMeta title={title} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-14 text-center">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
          {t('comingSoon')}
        </span>
        <p className="text-lg font-medium">{t('section.notBuilt')}</p>
        <p className="max-w-md text-ink-muted">{t('section.text')}</p>
        <ButtonLink to="/dashboard" variant="secondary">
          <span aria-hidden="true">←</span> {t('section.backToOverview')}
        </ButtonLink>
      </div>
    </div>
  );
}
