import type { IconName, Localized } from './types.ts';

export const home: {
  hero: {
    eyebrow: Localized;
    title: Localized;
    text: Localized;
    primaryCta: Localized;
    secondaryCta: Localized;
  };
  audiences: {
    title: Localized;
    items: {
      id: 'enterprise' | 'professional';
      icon: IconName;
      title: Localized;
      text: Localized;
      points: Localized<string[]>;
      cta: Localized;
    }[];
  };
  offersTitle: Localized;
  offersText: Localized;
  /** `value` is language-neutral; the label says how the figure is meant. */
  stats: { value: string; label: Localized }[];
  caseStudiesTitle: Localized;
  caseStudiesText: Localized;
  catalogueTeaser: { title: Localized; text: Localized; cta: Localized };
  finalCta: { title: Localized; text: Localized; primary: Localized; secondary: Localized };
} = {
  hero: {
    eyebrow: {
      en: 'AI automation for enterprises and professionals',
      fr: 'L’automatisation par l’IA pour les entreprises et les professionnels',
    },
    title: {
      en: 'Put AI agents to work on the tasks that slow you down',
      fr: 'Confiez à des agents IA les tâches qui vous ralentissent',
    },
    text: {
      en: 'Agentia designs, deploys and runs AI automations around your processes and tools: ready-to-use packages or custom agents, in the cloud or on your own servers.',
      fr: 'Agentia conçoit, déploie et fait vivre des automatisations IA adaptées à vos processus et à vos outils : packs prêts à l’emploi ou agents sur mesure, dans le cloud ou sur vos propres serveurs.',
    },
    primaryCta: { en: 'Book a discovery call', fr: 'Planifier un premier échange' },
    secondaryCta: { en: 'Explore our services', fr: 'Découvrir nos services' },
  },
  audiences: {
    title: { en: 'Who Agentia is for', fr: 'À qui s’adresse Agentia ?' },
    items: [
      {
        id: 'enterprise',
        icon: 'briefcase',
        title: { en: 'Enterprises', fr: 'Entreprises' },
        text: {
          en: 'Automate support, HR, sales and operations with agents that fit your systems and your security requirements.',
          fr: 'Automatisez le support, les RH, les ventes et les opérations avec des agents adaptés à vos systèmes et à vos exigences de sécurité.',
        },
        points: {
          en: [
            'Custom agents and ready-to-use packages',
            'Cloud, dedicated or self-hosted deployment',
            'Human oversight and complete activity logs',
            'Priority support and a dedicated success manager on higher plans',
          ],
          fr: [
            'Agents sur mesure et packs prêts à l’emploi',
            'Déploiement cloud, dédié ou auto-hébergé',
            'Contrôle humain et journal d’activité complet',
            'Support prioritaire et responsable de compte dédié sur les offres supérieures',
          ],
        },
        cta: { en: 'See enterprise services', fr: 'Voir les offres entreprises' },
      },
      {
        id: 'professional',
        icon: 'pen',
        title: { en: 'Professionals', fr: 'Professionnels' },
        text: {
          en: 'Creators, freelancers and researchers: hand off the repetitive work and keep your time for what you do best.',
          fr: 'Créateurs, freelances et chercheurs : déléguez les tâches répétitives et gardez votre temps pour ce que vous faites le mieux.',
        },
        points: {
          en: [
            'Content creation and optimisation for creators',
            'Prospecting, proposals and invoicing for freelancers',
            'Reading summaries and literature monitoring for researchers',
            'Month-to-month plans, cancel anytime',
          ],
          fr: [
            'Création et optimisation de contenu pour les créateurs',
            'Prospection, propositions et facturation pour les freelances',
            'Synthèses de lecture et veille bibliographique pour les chercheurs',
            'Formules sans engagement, résiliables à tout moment',
          ],
        },
        cta: { en: 'See professional services', fr: 'Voir les offres professionnels' },
      },
    ],
  },
  offersTitle: { en: 'What we automate', fr: 'Ce que nous automatisons' },
  offersText: {
    en: 'Eleven offers, each with a clear scope and concrete deliverables. Start with one and add more as the results come in.',
    fr: 'Onze offres, chacune avec un périmètre clair et des livrables concrets. Commencez par une seule, puis élargissez à mesure que les résultats se confirment.',
  },
  stats: [
    {
      value: '40%',
      label: {
        en: 'Less time spent on repetitive tasks, on average across projects',
        fr: 'De temps en moins sur les tâches répétitives, en moyenne sur nos projets',
      },
    },
    {
      value: '60%',
      label: {
        en: 'Of routine support requests resolved without escalation, on average',
        fr: 'Des demandes de support courantes résolues sans escalade, en moyenne',
      },
    },
    {
      value: '2–6',
      label: {
        en: 'Weeks from the first call to a first automation in production, typically',
        fr: 'Semaines entre le premier échange et la première automatisation en production, en général',
      },
    },
    {
      value: '24/7',
      label: {
        en: 'Availability of support and internal assistants, outside office hours included',
        fr: 'Disponibilité des assistants de support et internes, y compris hors des heures de bureau',
      },
    },
  ],
  caseStudiesTitle: { en: 'Results from recent projects', fr: 'Résultats de projets récents' },
  caseStudiesText: {
    en: 'How enterprises and professionals use Agentia, what was automated and what changed for their teams.',
    fr: 'Comment entreprises et professionnels utilisent Agentia : ce qui a été automatisé et ce qui a changé pour leurs équipes.',
  },
  catalogueTeaser: {
    title: { en: 'AI tools catalogue', fr: 'Catalogue d’outils IA' },
    text: {
      en: 'Compare the AI tools we use and recommend, with practical guides for writing, images, video, audio, code and research.',
      fr: 'Comparez les outils IA que nous utilisons et recommandons, avec des guides pratiques pour l’écriture, l’image, la vidéo, l’audio, le code et la recherche.',
    },
    cta: { en: 'Browse the catalogue', fr: 'Parcourir le catalogue' },
  },
  finalCta: {
    title: {
      en: 'Let’s find what to automate first',
      fr: 'Identifions ensemble ce qu’il faut automatiser en priorité',
    },
    text: {
      en: 'Tell us about your processes and tools. We come back with concrete options, a timeline and an estimate.',
      fr: 'Parlez-nous de vos processus et de vos outils. Nous revenons vers vous avec des pistes concrètes, un calendrier et une estimation.',
    },
    primary: { en: 'Contact us', fr: 'Nous contacter' },
    secondary: { en: 'See pricing', fr: 'Voir les tarifs' },
  },
};
