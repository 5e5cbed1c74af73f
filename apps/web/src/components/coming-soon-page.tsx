import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';

/** A route whose page is not built yet: its real title, inside the real layout, never a blank screen. */
export default function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center"
      data-testid="coming-soon"
    >
      <PageMeta title={title} />
      <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
        {t('comingSoon.badge')}
      </span>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="text-ink-muted">{t('comingSoon.text')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/tools">{t('comingSoon.explore')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('comingSoon.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
