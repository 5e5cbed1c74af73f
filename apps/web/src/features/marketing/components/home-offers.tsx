import offers from 'virtual:content/offer-cards';
import { useTranslation } from 'react-i18next';
import { OfferCards } from './offers';

/** The home page's offers, loaded after the first paint with their cards' data only. */
export default function HomeOffers() {
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
