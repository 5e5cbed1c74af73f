import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-title';
import type { HomeContent } from '../content/home-content';
import { useLang } from '@/lib/use-lang';
import { Band, CheckList, Container, IconBadge } from './shared';
import CaseStudyHighlights from './case-study-highlights';
import HomeOffers from './home-offers';

export default function HomePage() {
  const { t, i18n } = useTranslation(['marketing', 'home']);
  const lang = useLang();
  // The `home` namespace is the page's content in this language (content/home-content.ts).
  const { page: home, caseStudies, offers } = i18n.getResourceBundle(lang, 'home') as HomeContent;
  const { hero } = home;
  return (
    <>
      <PageMeta
        title={t('home.metaTitle')}
        description={hero.text}
        image="/images/marketing/hero.svg"
      />
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-surface dark:from-brand-700/15">
        <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
              {hero.eyebrow}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              {hero.title}
            </h1>
            <p className="mt-6 text-lg leading-8 text-ink-muted">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/contact">{hero.primaryCta}</ButtonLink>
              <ButtonLink to="/services" variant="secondary">
                {hero.secondaryCta}
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

      <Band id="audiences" title={home.audiences.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {home.audiences.items.map((audience) => (
            <li key={audience.id} className="flex flex-col rounded-3xl border border-line p-8">
              <IconBadge name={audience.icon} />
              <h3 className="mt-4 text-2xl font-semibold">{audience.title}</h3>
              <p className="mt-2 text-ink-muted">{audience.text}</p>
              <div className="mt-5 flex-1">
                <CheckList items={audience.points} />
              </div>
              <ButtonLink
                to={`/services/${audience.id}`}
                variant="secondary"
                className="mt-6 self-start"
              >
                {audience.cta}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="offers" title={home.offersTitle} intro={home.offersText} muted>
        <HomeOffers offers={offers} />
      </Band>

      <section aria-label={t('home.statsLabel')} className="py-14">
        <Container>
          <ul className="grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
            {home.stats.map((stat) => (
              <li key={stat.value} className="rounded-2xl border border-line p-6">
                <p className="text-4xl font-bold text-brand-600 dark:text-brand-100">
                  {stat.value}
                </p>
                <p className="mt-2 text-sm text-ink-muted">{stat.label}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Band id="case-studies" title={home.caseStudiesTitle} intro={home.caseStudiesText} muted>
        <CaseStudyHighlights studies={caseStudies} />
      </Band>

      <Band id="catalogue" title={home.catalogueTeaser.title} intro={home.catalogueTeaser.text}>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/tools">{home.catalogueTeaser.cta}</ButtonLink>
          <ButtonLink to="/resources/tools" variant="secondary">
            {t('home.toolsGuide')}
          </ButtonLink>
        </div>
      </Band>

      <section className="py-16">
        <Container>
          <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-accent-500 p-10 text-white sm:p-14">
            <h2 className="text-3xl font-bold tracking-tight">{home.finalCta.title}</h2>
            <p className="mt-3 max-w-2xl text-lg text-white/90">{home.finalCta.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/contact" variant="inverse">
                {home.finalCta.primary}
              </ButtonLink>
              <ButtonLink to="/pricing" variant="inverse-outline">
                {home.finalCta.secondary}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
