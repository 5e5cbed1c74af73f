// The home page's content in one language, made when the app is built (the content-extracts
// plugin of vite.config.ts) and loaded as the `home` namespace (lib/i18n.ts): a visitor gets
// their language only, and of the case studies and offers only what their cards show. Runs in
// Node at build time: the web app imports its type only.
import { caseStudies, caseStudyHighlights, toCaseStudyCard } from '@app/content/case-studies';
import { home } from '@app/content/home';
import { inLanguage } from '@app/content/in-language';
import { enterpriseOffers, professionalOffers, toOfferCard } from '@app/content/services';
import type { Lang } from '@app/content/types';

export function homeContent(lang: Lang) {
  return {
    page: inLanguage(home, lang),
    /** Three case studies of different categories. */
    caseStudies: caseStudyHighlights(caseStudies).map((study) => toCaseStudyCard(study, lang)),
    offers: {
      enterprise: enterpriseOffers.map((offer) => toOfferCard(offer, lang)),
      professional: professionalOffers.map((offer) => toOfferCard(offer, lang)),
    },
  };
}

export type HomeContent = ReturnType<typeof homeContent>;
