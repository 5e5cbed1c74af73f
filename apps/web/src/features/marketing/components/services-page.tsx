import {
  enterpriseOffers,
  professionalOffers,
  servicesPage,
  toOfferCard,
} from '@app/content/services';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { useLang } from '@/lib/use-lang';
import { OfferCards } from './offers';
import { Band, CtaBanner } from './shared';

export default function ServicesPage() {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  const page = servicesPage;
  return (
    <>
      <PageMeta title={page.title[lang]} description={page.intro[lang]} />
      <PageHeader title={page.title[lang]} intro={page.intro[lang]}>
        <ButtonLink to="/services/enterprise">{t('services.seeEnterprise')}</ButtonLink>
        <ButtonLink to="/services/professional" variant="secondary">
          {t('services.seeProfessional')}
        </ButtonLink>
      </PageHeader>
      <Band id="enterprise" title={page.enterprise.title[lang]} intro={page.enterprise.text[lang]}>
        <OfferCards
          offers={enterpriseOffers.map((offer) => toOfferCard(offer, lang))}
          basePath="/services/enterprise"
        />
      </Band>
      <Band
        id="professional"
        title={page.professional.title[lang]}
        intro={page.professional.text[lang]}
        muted
      >
        <OfferCards
          offers={professionalOffers.map((offer) => toOfferCard(offer, lang))}
          basePath="/services/professional"
        />
      </Band>
      <Band id="process" title={page.process.title[lang]}>
        <ol className="grid gap-5 md:grid-cols-4">
          {page.process.steps.map((step, index) => (
            <li key={step.title.en} className="rounded-2xl border border-line p-6">
              <span className="text-sm font-bold text-brand-600 dark:text-brand-100">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 text-lg font-semibold">{step.title[lang]}</h3>
              <p className="mt-2 text-sm text-ink-muted">{step.text[lang]}</p>
            </li>
          ))}
        </ol>
      </Band>
      <CtaBanner title={t('cta.title')} text={t('cta.text')} />
    </>
  );
}
