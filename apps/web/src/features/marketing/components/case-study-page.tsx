import {
  caseStudies,
  categoryLabels,
  industryLabels,
  toCaseStudyCard,
} from '@app/content/case-studies';
import { enterpriseOffers, professionalOffers } from '@app/content/services';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { useLang } from '@/lib/use-lang';
import { CaseStudyCard } from './case-study-card';
import { CheckList, Container, CtaBanner } from './shared';

const offers = [...enterpriseOffers, ...professionalOffers];

function BackLink() {
  const { t } = useTranslation('case-studies');
  return (
    <Link
      to="/case-studies"
      className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
    >
      <span aria-hidden="true">←</span> {t('back')}
    </Link>
  );
}

export default function CaseStudyPage() {
  const { t } = useTranslation(['case-studies', 'marketing']);
  const lang = useLang();
  const { id } = useParams();
  const study = caseStudies.find((candidate) => candidate.id === id);

  if (!study) {
    return (
      <Container className="py-16">
        <PageMeta title={t('notFoundTitle')} />
        <StateMessage headingLevel={1} title={t('notFoundTitle')} text={t('notFoundText')}>
          <BackLink />
        </StateMessage>
      </Container>
    );
  }

  const service = offers.find((offer) => offer.id === study.service);
  const related = study.related
    .map((rid) => caseStudies.find((s) => s.id === rid))
    .filter((s) => s !== undefined);
  const client = [
    { label: t('client'), value: study.client[lang] },
    { label: t('industry'), value: industryLabels[study.industry][lang] },
    { label: t('service'), value: service?.title[lang] ?? study.service },
    ...(lang === 'fr' ? [{ label: t('duration'), value: study.french.duration }] : []),
  ];

  return (
    <article>
      <PageMeta
        title={study.title[lang]}
        description={study.summary[lang]}
        image={study.gallery[0]?.src}
      />
      <header className="border-b border-line bg-gradient-to-b from-brand-50/70 to-surface dark:from-brand-700/10">
        <Container className="py-12">
          <BackLink />
          <p className="mt-6 text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
            {categoryLabels[study.category][lang]}
          </p>
          <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-balance">
            {study.title[lang]}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-ink-muted">{study.summary[lang]}</p>
        </Container>
      </header>
      <Container className="grid gap-12 py-12 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-10">
          {lang === 'fr' ? (
            <ul className="grid gap-4 sm:grid-cols-3" aria-label={t('metrics')}>
              {study.french.metrics.map((metric) => (
                <li key={metric.label} className="rounded-2xl border border-line p-5">
                  <p className="text-3xl font-bold text-brand-600 dark:text-brand-100">
                    {metric.value}
                  </p>
                  <p className="text-sm text-ink-muted">{metric.label}</p>
                </li>
              ))}
            </ul>
          ) : null}
          <section aria-labelledby="challenge-title">
            <h2 id="challenge-title" className="text-2xl font-bold">
              {t('challenge')}
            </h2>
            {study.challenge[lang].map((p) => (
              <p key={p} className="mt-3 leading-7 text-ink-muted">
                {p}
              </p>
            ))}
          </section>
          <section aria-labelledby="solution-title">
            <h2 id="solution-title" className="text-2xl font-bold">
              {t('solution')}
            </h2>
            {study.solution[lang].map((p) => (
              <p key={p} className="mt-3 leading-7 text-ink-muted">
                {p}
              </p>
            ))}
          </section>
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="text-2xl font-bold">
              {t('results')}
            </h2>
            <div className="mt-4">
              <CheckList items={study.results[lang]} />
            </div>
          </section>
          {lang === 'fr' ? (
            <figure className="rounded-2xl bg-surface-muted p-6">
              <blockquote className="text-lg italic">
                « {study.french.testimonial.quote} »
              </blockquote>
              <figcaption className="mt-3 text-sm text-ink-muted">
                {study.french.testimonial.role},{' '}
                {study.client.fr.charAt(0).toLowerCase() + study.client.fr.slice(1)}
              </figcaption>
            </figure>
          ) : null}
          <section aria-labelledby="gallery-title">
            <h2 id="gallery-title" className="text-2xl font-bold">
              {t('gallery')}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {study.gallery.map((image) => (
                <li key={image.src}>
                  <img
                    src={image.src}
                    alt={image.alt[lang]}
                    width={1200}
                    height={750}
                    loading="lazy"
                    className="w-full rounded-xl border border-line"
                  />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside
          aria-labelledby="client-title"
          className="h-fit rounded-2xl border border-line p-6 lg:sticky lg:top-24"
        >
          <h2 id="client-title" className="font-semibold">
            {t('clientInfo')}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            {client.map((row) => (
              <div key={row.label}>
                <dt className="text-ink-muted">{row.label}</dt>
                <dd className="font-medium">{row.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </Container>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-surface-muted py-12">
          <Container>
            <h2 id="related-title" className="text-2xl font-bold">
              {t('related')}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <CaseStudyCard study={toCaseStudyCard(other, lang)} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
      <CtaBanner
        title={t('cta.title', { ns: 'marketing' })}
        text={t('cta.text', { ns: 'marketing' })}
      />
    </article>
  );
}
