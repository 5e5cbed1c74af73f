import { enterpriseOffers, professionalOffers } from '@app/content/services';
import { useTranslation } from 'react-i18next';
import { OfferCards } from './offers';

/** The home page's offers, loaded after the first paint with the services' data. */
export default function HomeOffers() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <h3 className="mb-4 text-lg font-semibold">{t('home.forEnterprises')}</h3>
      <OfferCards offers={enterpriseOffers} basePath="/services/enterprise" />
      <h3 className="mt-10 mb-4 text-lg font-semibold">{t('home.forProfessionals')}</h3>
      <OfferCards offers={professionalOffers} basePath="/services/professional" />
    </>
  );
}
