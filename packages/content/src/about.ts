import type { IconName, Localized, Section } from './types.ts';

export const about: {
  title: Localized;
  intro: Localized;
  mission: Section;
  approach: Section;
  values: { icon: IconName; title: Localized; text: Localized }[];
  numbers: { value: string; label: Localized }[];
  cta: { title: Localized; text: Localized };
} = {
  title: { en: 'About Agentia', fr: 'À propos d’Agentia' },
  intro: {
    en: 'We help enterprises and professionals put AI to work on real tasks, with measurable results and people kept in control.',
    fr: 'Nous aidons les entreprises et les professionnels à mettre l’IA au service de tâches bien réelles, avec des résultats mesurables et des humains qui gardent la main.',
  },
  mission: {
    title: { en: 'Our mission', fr: 'Notre mission' },
    paragraphs: {
      en: [
        'AI can take on a large share of the repetitive work that fills a working week: sorting, searching, drafting, following up. Most teams know it, but few have the time to turn that potential into tools they can rely on every day.',
        'Our mission is to close that gap. We build automations that fit the way people already work, prove their value on concrete tasks, and remain understandable and under control.',
      ],
      fr: [
        'L’IA peut prendre en charge une grande partie du travail répétitif qui remplit une semaine : trier, chercher, rédiger, relancer. La plupart des équipes le savent, mais peu ont le temps de transformer ce potentiel en outils fiables au quotidien.',
        'Notre mission est de combler cet écart. Nous construisons des automatisations qui s’adaptent à la façon dont chacun travaille déjà, qui font leurs preuves sur des tâches concrètes et qui restent compréhensibles et maîtrisées.',
      ],
    },
  },
  approach: {
    title: { en: 'Our approach', fr: 'Notre approche' },
    paragraphs: {
      en: [
        'We start small and measure. Each project begins with a precise task, a baseline and a success criterion agreed with you, then grows once the results are there.',
      ],
      fr: [
        'Nous commençons petit et nous mesurons. Chaque projet démarre sur une tâche précise, avec un point de départ chiffré et un critère de réussite fixés avec vous, puis s’étend une fois les résultats au rendez-vous.',
      ],
    },
    points: {
      en: [
        'Human approval on every sensitive action',
        'Your data stays yours, in the cloud or on your own servers',
        'Clear documentation and training for your teams',
        'Regular reviews to adjust what is in production',
      ],
      fr: [
        'Une validation humaine pour chaque action sensible',
        'Vos données restent les vôtres, dans le cloud ou sur vos propres serveurs',
        'Une documentation claire et une formation pour vos équipes',
        'Des revues régulières pour ajuster ce qui est en production',
      ],
    },
  },
  values: [
    {
      icon: 'bolt',
      title: { en: 'Practical results', fr: 'Des résultats concrets' },
      text: {
        en: 'We automate tasks that matter to your day-to-day work and measure the time and quality gained.',
        fr: 'Nous automatisons des tâches qui comptent dans votre quotidien et mesurons le temps et la qualité gagnés.',
      },
    },
    {
      icon: 'users',
      title: { en: 'People in control', fr: 'L’humain aux commandes' },
      text: {
        en: 'AI prepares and suggests; your teams decide and approve wherever it counts.',
        fr: 'L’IA prépare et propose ; vos équipes décident et valident partout où cela compte.',
      },
    },
    {
      icon: 'shield',
      title: { en: 'Security and privacy', fr: 'Sécurité et confidentialité' },
      text: {
        en: 'Least-privilege access, activity logs and self-hosting when your data requires it.',
        fr: 'Des accès limités au strict nécessaire, un journal d’activité et l’auto-hébergement quand vos données l’exigent.',
      },
    },
    {
      icon: 'book',
      title: { en: 'Transparency', fr: 'Transparence' },
      text: {
        en: 'Clear scopes, published prices and documentation that explains how each automation works.',
        fr: 'Des périmètres clairs, des tarifs publiés et une documentation qui explique le fonctionnement de chaque automatisation.',
      },
    },
  ],
  numbers: [
    {
      value: '11',
      label: {
        en: 'Offers for enterprises and professionals',
        fr: 'Offres pour les entreprises et les professionnels',
      },
    },
    {
      value: '3',
      label: {
        en: 'Deployment options: cloud, dedicated or self-hosted',
        fr: 'Modes de déploiement : cloud, dédié ou auto-hébergé',
      },
    },
    {
      value: '2',
      label: {
        en: 'Working languages, English and French',
        fr: 'Langues de travail, le français et l’anglais',
      },
    },
    {
      value: '24/7',
      label: {
        en: 'Priority support on the Professional and Custom plans',
        fr: 'Support prioritaire avec les offres Professionnel et Sur mesure',
      },
    },
  ],
  cta: {
    title: { en: 'Let’s work together', fr: 'Travaillons ensemble' },
    text: {
      en: 'Tell us what takes up your team’s time. We will suggest where to start and what results to expect.',
      fr: 'Dites-nous ce qui occupe le temps de vos équipes. Nous vous proposerons par où commencer et les résultats à en attendre.',
    },
  },
};
