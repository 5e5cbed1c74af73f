import { enterpriseOffers, professionalOffers } from '@app/content/services';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-title';
import { OfferDetails } from './offers';
import { Container, CtaBanner } from './shared';

/** /services/enterprise (the seven enterprise offers) and /services/professional (the four). */
function ServicesAudiencePage({ audience }: { audience: 'enterprise' | 'professional' }) {
  const { t } = useTranslation('marketing');
  const offers = audience === 'enterprise' ? enterpriseOffers : professionalOffers;
  return (
    <>
      <PageMeta
        title={t(`services.${audience}.title`)}
        description={t(`services.${audience}.intro`)}
      />
      <PageHeader
        eyebrow={t(`services.${audience}.eyebrow`)}
        title={t(`services.${audience}.title`)}
        intro={t(`services.${audience}.intro`)}
        image={`/images/marketing/${audience}.svg`}
      >
        <ButtonLink to="/pricing">{t('cta.pricing')}</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {t('cta.contact')}
        </ButtonLink>
      </PageHeader>
      <Container className="py-16">
        <OfferDetails offers={offers} />
      </Container>
      <CtaBanner title={t('cta.title')} text={t('cta.text')} />
    </>
  );
}

export function EnterpriseServicesPage() {
  return <ServicesAudiencePage audience="enterprise" />;
}

export function ProfessionalServicesPage() {
  return <ServicesAudiencePage audience="professional" />;
}
