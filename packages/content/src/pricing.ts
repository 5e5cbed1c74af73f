import type { Localized } from './types.ts';

export interface EnterpriseTier {
  id: 'starter' | 'professional' | 'custom';
  name: Localized;
  /** Per month, the same figure in USD and EUR; null = priced on quote. */
  price: number | null;
  /** null = unlimited. */
  maxMembers: number | null;
  support: Localized;
  description: Localized;
  features: Localized<string[]>;
  highlighted: boolean;
}

export interface ProfessionalPlan {
  id: 'youtube-automation' | 'social-media' | 'blog-writing' | 'ai-assistant' | 'lead-generation';
  name: Localized;
  monthlyPrice: number;
  description: Localized;
  features: Localized<string[]>;
}

export interface Bundle {
  id: 'creator' | 'business';
  name: Localized;
  price: number;
  /** What the included plans cost apart, minus the bundle's price (ADR 024). */
  savings: number;
  includes: ProfessionalPlan['id'][];
  description: Localized;
}

export const enterpriseTiers: EnterpriseTier[] = [
  {
    id: 'starter',
    name: { en: 'Starter', fr: 'Essentiel' },
    price: 2999,
    maxMembers: 5,
    support: { en: '8/5 support', fr: 'Support 8 h/5 j' },
    description: {
      en: 'For a first team putting AI to work on a few well-defined processes.',
      fr: 'Pour une première équipe qui met l’IA au service de quelques processus bien identifiés.',
    },
    features: {
      en: [
        'Two automation modules of your choice',
        'Cloud hosting managed by Agentia',
        'Standard integrations: email, CRM, spreadsheets',
        'Onboarding and training for your team',
        'Monthly usage and results report',
      ],
      fr: [
        'Deux modules d’automatisation au choix',
        'Hébergement cloud géré par Agentia',
        'Intégrations standard : messagerie, CRM, tableurs',
        'Mise en route et formation de votre équipe',
        'Rapport mensuel d’utilisation et de résultats',
      ],
    },
    highlighted: false,
  },
  {
    id: 'professional',
    name: { en: 'Professional', fr: 'Professionnel' },
    price: 5999,
    maxMembers: 20,
    support: { en: '24/7 priority support', fr: 'Support prioritaire 24 h/24, 7 j/7' },
    description: {
      en: 'For organisations running AI across several teams and processes.',
      fr: 'Pour les organisations qui déploient l’IA dans plusieurs équipes et sur plusieurs processus.',
    },
    features: {
      en: [
        'Four automation modules of your choice',
        'Custom AI agents for your key processes',
        'Cloud or dedicated hosting',
        'Advanced integrations and single sign-on',
        'Quarterly review of results and roadmap',
      ],
      fr: [
        'Quatre modules d’automatisation au choix',
        'Agents IA sur mesure pour vos processus clés',
        'Hébergement cloud ou dédié',
        'Intégrations avancées et authentification unique (SSO)',
        'Revue trimestrielle des résultats et de la feuille de route',
      ],
    },
    highlighted: true,
  },
  {
    id: 'custom',
    name: { en: 'Custom', fr: 'Sur mesure' },
    price: null,
    maxMembers: null,
    support: { en: 'Dedicated success manager', fr: 'Responsable de compte dédié' },
    description: {
      en: 'For large organisations, regulated sectors and self-hosted deployments.',
      fr: 'Pour les grandes organisations, les secteurs réglementés et les déploiements auto-hébergés.',
    },
    features: {
      en: [
        'All seven enterprise offers available',
        'Cloud, dedicated or self-hosted deployment',
        'Unlimited members',
        'Security review and compliance support',
        'Contract and service levels tailored to your organisation',
      ],
      fr: [
        'Les sept offres entreprises disponibles',
        'Déploiement cloud, dédié ou auto-hébergé',
        'Nombre de membres illimité',
        'Revue de sécurité et accompagnement à la conformité',
        'Contrat et niveaux de service adaptés à votre organisation',
      ],
    },
    highlighted: false,
  },
];

export const professionalPlans: ProfessionalPlan[] = [
  {
    id: 'youtube-automation',
    name: { en: 'YouTube automation', fr: 'Automatisation YouTube' },
    monthlyPrice: 49,
    description: {
      en: 'Ideas, scripts and publishing details for your channel, prepared in your style.',
      fr: 'Idées, scripts et éléments de publication pour votre chaîne, préparés dans votre style.',
    },
    features: {
      en: [
        'Video ideas drawn from trends and your analytics',
        'Script drafts in your voice',
        'Titles, descriptions, tags and chapters',
        'Thumbnail concepts',
        'Publishing schedule',
      ],
      fr: [
        'Idées de vidéos tirées des tendances et de vos statistiques',
        'Brouillons de scripts dans votre style',
        'Titres, descriptions, tags et chapitres',
        'Pistes de miniatures',
        'Planning de publication',
      ],
    },
  },
  {
    id: 'social-media',
    name: { en: 'Social media', fr: 'Réseaux sociaux' },
    monthlyPrice: 29,
    description: {
      en: 'Posts planned, written and adapted for each network.',
      fr: 'Des publications planifiées, rédigées et adaptées à chaque réseau.',
    },
    features: {
      en: [
        'Monthly content calendar',
        'Posts adapted to each network’s format',
        'Scheduled publishing',
        'Reply suggestions for comments and messages',
        'Monthly performance summary',
      ],
      fr: [
        'Calendrier éditorial mensuel',
        'Publications adaptées au format de chaque réseau',
        'Publication programmée',
        'Suggestions de réponses aux commentaires et messages',
        'Bilan de performance mensuel',
      ],
    },
  },
  {
    id: 'blog-writing',
    name: { en: 'Blog writing', fr: 'Rédaction de blog' },
    monthlyPrice: 39,
    description: {
      en: 'Well-researched, search-friendly articles that you review before publishing.',
      fr: 'Des articles documentés et optimisés pour le référencement, que vous relisez avant publication.',
    },
    features: {
      en: [
        'Topic and keyword research',
        'Article outlines and full drafts',
        'Search optimisation of titles and structure',
        'Updates to your existing articles',
        'Export to your blogging platform',
      ],
      fr: [
        'Recherche de sujets et de mots-clés',
        'Plans d’articles et rédaction complète',
        'Optimisation SEO des titres et de la structure',
        'Mise à jour de vos articles existants',
        'Export vers votre plateforme de blog',
      ],
    },
  },
  {
    id: 'ai-assistant',
    name: { en: 'AI assistant', fr: 'Assistant IA' },
    monthlyPrice: 19,
    description: {
      en: 'A personal assistant for email, calendar, admin and research summaries.',
      fr: 'Un assistant personnel pour vos e-mails, votre agenda, votre administratif et vos synthèses de recherche.',
    },
    features: {
      en: [
        'Inbox sorting and reply drafts',
        'Meeting scheduling',
        'Deadline and follow-up reminders',
        'Summaries of articles, reports and papers',
      ],
      fr: [
        'Tri des e-mails et brouillons de réponse',
        'Organisation des rendez-vous',
        'Rappels d’échéances et de relances',
        'Synthèses d’articles, de rapports et de publications',
      ],
    },
  },
  {
    id: 'lead-generation',
    name: { en: 'Lead generation', fr: 'Génération de leads' },
    monthlyPrice: 59,
    description: {
      en: 'Qualified prospects and personalised first messages for freelancers and small businesses.',
      fr: 'Des prospects qualifiés et des premiers messages personnalisés pour les indépendants et les petites entreprises.',
    },
    features: {
      en: [
        'Prospect search matched to your ideal client',
        'Contact enrichment and scoring',
        'Personalised outreach drafts',
        'Follow-up sequences',
        'Simple pipeline tracking',
      ],
      fr: [
        'Recherche de prospects selon votre client idéal',
        'Enrichissement et scoring des contacts',
        'Brouillons de messages de prospection personnalisés',
        'Séquences de relance',
        'Suivi simple de votre pipeline',
      ],
    },
  },
];

const bundleDefinitions: Omit<Bundle, 'savings'>[] = [
  {
    id: 'creator',
    name: { en: 'Creator bundle', fr: 'Pack Créateur' },
    price: 89,
    includes: ['youtube-automation', 'social-media', 'blog-writing'],
    description: {
      en: 'Video, social posts and articles from a single workflow, for creators who publish on several channels.',
      fr: 'Vidéos, publications et articles réunis dans un même flux de travail, pour les créateurs présents sur plusieurs canaux.',
    },
  },
  {
    id: 'business',
    name: { en: 'Business bundle', fr: 'Pack Business' },
    price: 149,
    includes: [
      'youtube-automation',
      'social-media',
      'blog-writing',
      'ai-assistant',
      'lead-generation',
    ],
    description: {
      en: 'Every professional plan in one subscription, for freelancers and small businesses growing both their audience and their client base.',
      fr: 'Toutes les formules professionnelles en un seul abonnement, pour les indépendants et les petites entreprises qui développent à la fois leur audience et leur clientèle.',
    },
  },
];

/** A bundle's saving is never typed in: it is what its plans cost apart minus its price. */
export const bundles: Bundle[] = bundleDefinitions.map((bundle) => ({
  ...bundle,
  savings:
    bundle.includes.reduce(
      (sum, id) => sum + professionalPlans.find((plan) => plan.id === id)!.monthlyPrice,
      0,
    ) - bundle.price,
}));

export const pricingFacts = {
  agentTokenMaxDiscount: 0.3,
  professionalRefundDays: 30,
  enterpriseMinimumTermMonths: 12,
} as const;

export const pricingPage: {
  title: Localized;
  intro: Localized;
  enterpriseTitle: Localized;
  professionalTitle: Localized;
  bundlesTitle: Localized;
  agentTokens: { title: Localized; text: Localized };
  terms: Localized<string[]>;
} = {
  title: { en: 'Pricing', fr: 'Tarifs' },
  intro: {
    en: 'Clear monthly prices for enterprises and professionals, with the same figures in dollars and euros.',
    fr: 'Des tarifs mensuels clairs pour les entreprises comme pour les professionnels, avec les mêmes montants en dollars et en euros.',
  },
  enterpriseTitle: { en: 'Enterprise plans', fr: 'Offres entreprises' },
  professionalTitle: { en: 'Professional plans', fr: 'Formules professionnelles' },
  bundlesTitle: { en: 'Bundles', fr: 'Packs' },
  agentTokens: {
    title: { en: 'Pay with AGENT tokens', fr: 'Payer en jetons AGENT' },
    text: {
      en: 'You can pay for any Agentia plan with AGENT tokens and get up to 30% off. The exact discount depends on the plan and is shown on your quote or at checkout.',
      fr: 'Toutes les offres Agentia peuvent être réglées en jetons AGENT, avec une remise pouvant atteindre 30 %. Le montant exact de la remise dépend de l’offre et figure sur votre devis ou au moment du paiement.',
    },
  },
  terms: {
    en: [
      'Professional plans: 30-day money-back guarantee.',
      'Professional plans are month-to-month: cancel anytime.',
      'Enterprise plans: minimum term of about 12 months.',
      'Up to 30% off when you pay with AGENT tokens.',
    ],
    fr: [
      'Formules professionnelles : satisfait ou remboursé pendant 30 jours.',
      'Formules professionnelles sans engagement, résiliables à tout moment.',
      'Offres entreprises : engagement minimum d’environ 12 mois.',
      'Jusqu’à 30 % de réduction en payant en jetons AGENT.',
    ],
  },
};
