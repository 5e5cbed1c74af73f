import { useTranslation } from 'react-i18next';
import type { HomeContent } from '../content/home-content';
import { OfferCards } from './offers';

/** The home page's offers: their cards only. */
export default function HomeOffers({ offers }: { offers: HomeContent['offers'] }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <h3 className="mb-4 text-lg font-semibold">{t('home.forEnterprises')}</h3>
      <OfferCards offers={offers.enterprise} basePath="/services/enterprise" />
      <h3 className="mt-10 mb-4 text-lg font-semibold">{t('home.forProfessionals')}</h3>
      <OfferCards offers={offers.professional} basePath="/services/professional" />
    </>
  );
}
