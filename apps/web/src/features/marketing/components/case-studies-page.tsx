import {
  caseStudies,
  caseStudyCategories,
  categoryLabels,
  industries,
  industryLabels,
  toCaseStudyCard,
} from '@app/content/case-studies';
import { enterpriseOffers, professionalOffers, type OfferId } from '@app/content/services';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { useLang } from '@/lib/use-lang';
import { CaseStudyCard } from './case-study-card';
import { FilterSelect, pickParam } from './filter-select';
import { Container } from './shared';

const offers = [...enterpriseOffers, ...professionalOffers];
const serviceIds = offers.map((offer) => offer.id);

/** Filters combine and live in the URL, so a filtered view can be shared. */
export default function CaseStudiesPage() {
  const { t } = useTranslation('case-studies');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const filters = {
    category: pickParam(params, 'category', caseStudyCategories),
    service: pickParam<OfferId>(params, 'service', serviceIds),
    industry: pickParam(params, 'industry', industries),
  };
  const set = (name: keyof typeof filters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const usedServices = new Set(caseStudies.map((study) => study.service));
  const shown = caseStudies.filter(
    (study) =>
      (!filters.category || study.category === filters.category) &&
      (!filters.service || study.service === filters.service) &&
      (!filters.industry || study.industry === filters.industry),
  );
  const filtered = Boolean(filters.category || filters.service || filters.industry);

  return (
    <>
      <PageMeta title={t('title')} description={t('intro')} />
      <PageHeader title={t('title')} intro={t('intro')} />
      <Container className="py-12">
        <search className="grid gap-3 rounded-2xl border border-line bg-surface-muted p-4 md:grid-cols-3">
          <FilterSelect
            label={t('category')}
            allLabel={t('allCategories')}
            value={filters.category}
            options={caseStudyCategories.map((value) => ({
              value,
              label: categoryLabels[value][lang],
            }))}
            onChange={(value) => set('category', value)}
          />
          <FilterSelect
            label={t('service')}
            allLabel={t('allServices')}
            value={filters.service}
            options={offers
              .filter((offer) => usedServices.has(offer.id))
              .map((offer) => ({ value: offer.id, label: offer.title[lang] }))}
            onChange={(value) => set('service', value)}
          />
          <FilterSelect
            label={t('industry')}
            allLabel={t('allIndustries')}
            value={filters.industry}
            options={industries.map((value) => ({ value, label: industryLabels[value][lang] }))}
            onChange={(value) => set('industry', value)}
          />
        </search>
        <div className="mt-4 flex min-h-8 items-center justify-between">
          <p role="status" className="text-sm text-ink-muted" data-testid="case-study-count">
            {t('count', { count: shown.length })}
          </p>
          {filtered ? (
            <Button
              variant="ghost"
              onClick={() => setParams(new URLSearchParams(), { replace: true })}
            >
              {t('clear')}
            </Button>
          ) : null}
        </div>
        {shown.length === 0 ? (
          <StateMessage title={t('empty')}>
            <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t('clear')}
            </Button>
          </StateMessage>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={toCaseStudyCard(study, lang)} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
