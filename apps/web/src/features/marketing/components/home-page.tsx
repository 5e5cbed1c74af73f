import { home } from '@app/content/home';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import { LoadingState } from '@/components/ui/spinner';
import { useLang } from '@/lib/use-lang';
import { Band, CheckList, Container, IconBadge } from './shared';
import { lazy } from '@/lib/lazy';

// Below the fold, with the case studies' data: loaded after the first paint.
const CaseStudyHighlights = lazy(() => import('./case-study-highlights'));
const HomeOffers = lazy(() => import('./home-offers'));

export default function HomePage() {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  const { hero } = home;
  return (
    <>
      <PageMeta
        title={t('home.metaTitle')}
        description={hero.text[lang]}
        image="/images/marketing/hero.svg"
      />
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-surface dark:from-brand-700/15">
        <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
              {hero.eyebrow[lang]}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              {hero.title[lang]}
            </h1>
            <p className="mt-6 text-lg leading-8 text-ink-muted">{hero.text[lang]}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/contact">{hero.primaryCta[lang]}</ButtonLink>
              <ButtonLink to="/services" variant="secondary">
                {hero.secondaryCta[lang]}
              </ButtonLink>
            </div>
          </div>
          <img
            src="/images/marketing/hero.svg"
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
            className="w-full"
          />
        </Container>
      </section>

      <Band id="audiences" title={home.audiences.title[lang]}>
        <ul className="grid gap-6 md:grid-cols-2">
          {home.audiences.items.map((audience) => (
            <li key={audience.id} className="flex flex-col rounded-3xl border border-line p-8">
              <IconBadge name={audience.icon} />
              <h3 className="mt-4 text-2xl font-semibold">{audience.title[lang]}</h3>
              <p className="mt-2 text-ink-muted">{audience.text[lang]}</p>
              <div className="mt-5 flex-1">
                <CheckList items={audience.points[lang]} />
              </div>
              <ButtonLink
                to={`/services/${audience.id}`}
                variant="secondary"
                className="mt-6 self-start"
              >
                {audience.cta[lang]}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="offers" title={home.offersTitle[lang]} intro={home.offersText[lang]} muted>
        <Suspense fallback={<LoadingState />}>
          <HomeOffers />
        </Suspense>
      </Band>

      <section aria-label={t('home.statsLabel')} className="py-14">
        <Container>
          <ul className="grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
            {home.stats.map((stat) => (
              <li key={stat.label.en} className="rounded-2xl border border-line p-6">
                <p className="text-4xl font-bold text-brand-600 dark:text-brand-100">
                  {stat.value}
                </p>
                <p className="mt-2 text-sm text-ink-muted">{stat.label[lang]}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Band
        id="case-studies"
        title={home.caseStudiesTitle[lang]}
        intro={home.caseStudiesText[lang]}
        muted
      >
        <Suspense fallback={<LoadingState />}>
          <CaseStudyHighlights />
        </Suspense>
      </Band>

      <Band
        id="catalogue"
        title={home.catalogueTeaser.title[lang]}
        intro={home.catalogueTeaser.text[lang]}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/tools">{home.catalogueTeaser.cta[lang]}</ButtonLink>
          <ButtonLink to="/resources/tools" variant="secondary">
            {t('home.toolsGuide')}
          </ButtonLink>
        </div>
      </Band>

      <section className="py-16">
        <Container>
          <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-accent-500 p-10 text-white sm:p-14">
            <h2 className="text-3xl font-bold tracking-tight">{home.finalCta.title[lang]}</h2>
            <p className="mt-3 max-w-2xl text-lg text-white/90">{home.finalCta.text[lang]}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/contact" variant="inverse">
                {home.finalCta.primary[lang]}
              </ButtonLink>
              <ButtonLink to="/pricing" variant="inverse-outline">
                {home.finalCta.secondary[lang]}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
