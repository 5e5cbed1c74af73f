// Modules made by the content-extracts plugin of vite.config.ts at build time.
declare module 'virtual:content/case-study-highlights' {
  import type { CaseStudySummary } from '@app/content/case-studies';
  const cards: CaseStudySummary[];
  export default cards;
}

declare module 'virtual:content/offer-cards' {
  import type { EnterpriseOfferId, OfferSummary, ProfessionalOfferId } from '@app/content/services';
  const cards: {
    enterprise: OfferSummary<EnterpriseOfferId>[];
    professional: OfferSummary<ProfessionalOfferId>[];
  };
  export default cards;
}
