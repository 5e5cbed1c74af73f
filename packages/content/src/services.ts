import type { IconName, Lang, Localized } from './types.ts';

export type EnterpriseOfferId =
  | 'custom-ai-agents'
  | 'pre-made-packages'
  | 'self-hosted'
  | 'automation-modules'
  | 'client-support-hr'
  | 'virtual-assistants'
  | 'market-research-leads';
export type ProfessionalOfferId =
  'content-creation-suite' | 'personal-assistant' | 'content-optimisation' | 'freelancer-toolkit';
export type OfferId = EnterpriseOfferId | ProfessionalOfferId;

export interface Offer<Id extends OfferId = OfferId> {
  id: Id;
  icon: IconName;
  title: Localized;
  /** One sentence for cards. */
  summary: Localized;
  /** Two or three sentences for the offer's section. */
  description: Localized;
  benefits: Localized<string[]>;
  deliverables: Localized<string[]>;
}

/** What an offer's card shows, in one language. */
export interface OfferCardData<Id extends OfferId = OfferId> {
  id: Id;
  icon: IconName;
  title: string;
  summary: string;
}

/** An offer's card in `lang`. */
export function toOfferCard<Id extends OfferId>(
  { id, icon, title, summary }: Offer<Id>,
  lang: Lang,
): OfferCardData<Id> {
  return { id, icon, title: title[lang], summary: summary[lang] };
}

// The data is written below by content authors.

export const enterpriseOffers: Offer<EnterpriseOfferId>[] = [
  {
    id: 'custom-ai-agents',
    icon: 'agent',
    title: { en: 'Custom AI agents', fr: 'Agents IA sur mesure' },
    summary: {
      en: 'Agents built around your processes, data and tools, handling multi-step work from start to finish.',
      fr: 'Des agents conçus autour de vos processus, de vos données et de vos outils, qui prennent en charge des tâches complexes de bout en bout.',
    },
    description: {
      en: 'We design, build and deploy AI agents that work inside your existing systems: they read your documents, use your tools and follow your business rules. Each agent has a clear scope, human checkpoints where they matter and an activity log you can audit at any time.',
      fr: 'Nous concevons, développons et déployons des agents IA qui s’intègrent à vos systèmes existants : ils lisent vos documents, utilisent vos outils et appliquent vos règles métier. Chaque agent a un périmètre clairement défini, des points de validation humaine là où c’est nécessaire et un journal d’activité consultable à tout moment.',
    },
    benefits: {
      en: [
        'Hours of repetitive work taken off your teams every week',
        'Consistent output that follows your rules and your tone',
        'Human approval before any sensitive action',
        'A complete activity log for review and compliance',
        'Peaks in volume absorbed without extra hires',
      ],
      fr: [
        'Des heures de tâches répétitives en moins chaque semaine pour vos équipes',
        'Des résultats homogènes, fidèles à vos règles et à votre ton',
        'Une validation humaine avant toute action sensible',
        'Un historique complet des actions, pour le contrôle et la conformité',
        'Des pics d’activité absorbés sans recrutement supplémentaire',
      ],
    },
    deliverables: {
      en: [
        'Process map and agent specification',
        'Agent connected to your tools (CRM, ERP, messaging, document storage)',
        'Test set and acceptance report',
        'Administration guide and team training session',
        'Monitoring dashboard',
      ],
      fr: [
        'Cartographie du processus et cahier des charges de l’agent',
        'Agent connecté à vos outils (CRM, ERP, messagerie, GED)',
        'Jeu de tests et procès-verbal de recette',
        'Guide d’administration et session de formation des équipes',
        'Tableau de bord de suivi',
      ],
    },
  },
  {
    id: 'pre-made-packages',
    icon: 'package',
    title: { en: 'Pre-made packages', fr: 'Packs prêts à l’emploi' },
    summary: {
      en: 'Ready-to-deploy automations for common needs, live in days rather than months.',
      fr: 'Des automatisations éprouvées pour les besoins courants, opérationnelles en quelques jours plutôt qu’en quelques mois.',
    },
    description: {
      en: 'Our packages cover frequent needs such as invoice processing, meeting summaries, inbox triage and reporting. They have been refined over many deployments, are configured to your tools and vocabulary, and can later grow into custom agents.',
      fr: 'Nos packs couvrent des besoins fréquents : traitement des factures, comptes rendus de réunion, tri des e-mails, reporting. Affinés au fil de nombreux déploiements, ils sont paramétrés selon vos outils et votre vocabulaire, et peuvent évoluer plus tard vers des agents sur mesure.',
    },
    benefits: {
      en: [
        'Live in days, with a predictable scope and budget',
        'Proven workflows, already refined on other deployments',
        'Configured to your tools, vocabulary and approval rules',
        'Easy to extend later with custom steps',
      ],
      fr: [
        'Une mise en service en quelques jours, avec un périmètre et un budget maîtrisés',
        'Des workflows éprouvés, déjà affinés lors d’autres déploiements',
        'Un paramétrage adapté à vos outils, à votre vocabulaire et à vos circuits de validation',
        'Des étapes sur mesure faciles à ajouter par la suite',
      ],
    },
    deliverables: {
      en: [
        'Package configured and connected to your accounts',
        'Settings sheet documenting every rule',
        'Quick-start training for users',
        'Fine-tuning period after go-live',
        'Usage report at the end of the first month',
      ],
      fr: [
        'Pack paramétré et connecté à vos comptes',
        'Fiche de paramétrage décrivant chaque règle',
        'Prise en main rapide pour les utilisateurs',
        'Période d’ajustement après la mise en service',
        'Rapport d’utilisation à la fin du premier mois',
      ],
    },
  },
  {
    id: 'self-hosted',
    icon: 'server',
    title: { en: 'Self-hosted solutions', fr: 'Solutions auto-hébergées' },
    summary: {
      en: 'AI that runs on your own servers or private cloud, so your data never leaves your infrastructure.',
      fr: 'Une IA qui tourne sur vos propres serveurs ou dans votre cloud privé : vos données ne quittent jamais votre infrastructure.',
    },
    description: {
      en: 'For regulated sectors and sensitive data, we deploy models and agents on your infrastructure, on premises or in your private cloud. You keep full control over data, access and updates, and we provide the tooling and documentation to run it.',
      fr: 'Pour les secteurs réglementés et les données sensibles, nous déployons modèles et agents sur votre infrastructure, sur site ou dans votre cloud privé. Vous gardez la maîtrise complète des données, des accès et des mises à jour ; nous fournissons l’outillage et la documentation pour l’exploiter.',
    },
    benefits: {
      en: [
        'Data stays within your infrastructure and your jurisdiction',
        'Meets strict security, privacy and industry requirements',
        'Open models sized to your hardware',
        'No reliance on third-party AI services for sensitive workloads',
        'Access managed through your existing identity provider',
      ],
      fr: [
        'Des données qui restent dans votre infrastructure et sous votre juridiction',
        'Le respect d’exigences strictes de sécurité, de confidentialité et de conformité sectorielle',
        'Des modèles ouverts dimensionnés selon votre matériel',
        'Aucune dépendance à un service d’IA tiers pour les traitements sensibles',
        'Des accès gérés par votre annuaire d’entreprise',
      ],
    },
    deliverables: {
      en: [
        'Architecture and sizing study',
        'Installation on your servers or private cloud',
        'Single sign-on and role-based access',
        'Runbooks for operations, updates and backups',
        'Security review and handover to your IT team',
      ],
      fr: [
        'Étude d’architecture et de dimensionnement',
        'Installation sur vos serveurs ou dans votre cloud privé',
        'Authentification unique (SSO) et gestion des droits par rôle',
        'Procédures d’exploitation, de mise à jour et de sauvegarde',
        'Revue de sécurité et transfert de compétences à votre DSI',
      ],
    },
  },
  {
    id: 'automation-modules',
    icon: 'puzzle',
    title: { en: 'Automation modules', fr: 'Modules d’automatisation' },
    summary: {
      en: 'Building blocks that bring AI to one step of a process: extraction, classification, drafting or routing.',
      fr: 'Des briques qui apportent l’IA à une étape précise d’un processus : extraction, classement, rédaction ou routage.',
    },
    description: {
      en: 'Modules plug into the software you already use and automate a single, well-defined step. Start with one, measure the result, then combine several into a complete workflow.',
      fr: 'Les modules se branchent sur les logiciels que vous utilisez déjà et automatisent une étape unique et bien définie. Commencez par un module, mesurez le résultat, puis combinez-en plusieurs pour couvrir un processus complet.',
    },
    benefits: {
      en: [
        'A low-risk start on a single step of a process',
        'Measurable results before any wider rollout',
        'Works with your existing software, no migration needed',
        'Modules combine into complete workflows over time',
      ],
      fr: [
        'Un démarrage sans risque, sur une seule étape d’un processus',
        'Des résultats mesurables avant tout déploiement plus large',
        'Compatible avec vos logiciels actuels, sans migration',
        'Des modules qui se combinent au fil du temps en processus complets',
      ],
    },
    deliverables: {
      en: [
        'Module configured for your documents and data',
        'Connectors for your tools (email, spreadsheets, CRM, ticketing)',
        'Accuracy report on a sample of your real cases',
        'Short user guide',
      ],
      fr: [
        'Module paramétré pour vos documents et vos données',
        'Connecteurs vers vos outils (messagerie, tableurs, CRM, ticketing)',
        'Rapport de fiabilité sur un échantillon de vos cas réels',
        'Guide utilisateur synthétique',
      ],
    },
  },
  {
    id: 'client-support-hr',
    icon: 'support',
    title: {
      en: 'Client support & HR automation',
      fr: 'Automatisation du support client et des RH',
    },
    summary: {
      en: 'Faster answers for customers and employees, while your teams focus on the cases that need them.',
      fr: 'Des réponses plus rapides pour vos clients et vos collaborateurs, pendant que vos équipes se concentrent sur les cas qui le méritent.',
    },
    description: {
      en: 'We automate first-level support and routine HR requests: answering common questions from your knowledge base, sorting and routing tickets, drafting replies, and handling onboarding steps or leave requests. Complex or sensitive cases always go to a person, with the full context.',
      fr: 'Nous automatisons le support de premier niveau et les demandes RH courantes : réponses aux questions fréquentes à partir de votre base de connaissances, tri et routage des tickets, rédaction de réponses, étapes d’intégration ou demandes de congés. Les cas complexes ou sensibles sont toujours confiés à une personne, avec tout le contexte.',
    },
    benefits: {
      en: [
        'Shorter response times, including outside office hours',
        'Support and HR staff freed up for complex cases',
        'Consistent answers based on your approved documentation',
        'Smooth handover to a person, with the whole conversation',
        'Clear reporting on volumes, topics and resolution',
      ],
      fr: [
        'Des délais de réponse raccourcis, y compris en dehors des heures de bureau',
        'Des équipes support et RH disponibles pour les cas complexes',
        'Des réponses cohérentes, fondées sur votre documentation validée',
        'Un passage de relais fluide vers un interlocuteur, avec l’historique complet',
        'Un reporting clair sur les volumes, les sujets et les résolutions',
      ],
    },
    deliverables: {
      en: [
        'Support or HR assistant trained on your knowledge base',
        'Integration with your help desk or HR software',
        'Routing and escalation rules',
        'Reply templates reviewed with your teams',
        'Monthly quality report',
      ],
      fr: [
        'Assistant support ou RH alimenté par votre base de connaissances',
        'Intégration à votre outil de helpdesk ou à votre SIRH',
        'Règles de routage et d’escalade',
        'Modèles de réponse relus avec vos équipes',
        'Rapport qualité mensuel',
      ],
    },
  },
  {
    id: 'virtual-assistants',
    icon: 'assistant',
    title: {
      en: 'Virtual assistants for remote teams',
      fr: 'Assistants virtuels pour équipes à distance',
    },
    summary: {
      en: 'Assistants that keep distributed teams aligned: meeting notes, follow-ups, status updates and shared knowledge.',
      fr: 'Des assistants qui gardent les équipes distribuées sur la même longueur d’onde : comptes rendus, relances, points d’avancement et savoir partagé.',
    },
    description: {
      en: 'Our assistants work inside your team’s chat and collaboration tools. They summarise meetings, track action items, prepare status updates and answer questions from your internal documentation, whatever the time zone.',
      fr: 'Nos assistants s’intègrent aux outils de messagerie et de collaboration de vos équipes. Ils résument les réunions, suivent les actions à mener, préparent les points d’avancement et répondent aux questions à partir de votre documentation interne, quel que soit le fuseau horaire.',
    },
    benefits: {
      en: [
        'Fewer status meetings and follow-up emails',
        'Decisions and action items recorded automatically',
        'Answers from internal documentation at any hour',
        'Smoother collaboration across time zones',
        'Faster onboarding for new team members',
      ],
      fr: [
        'Moins de réunions de suivi et d’e-mails de relance',
        'Des décisions et des actions consignées automatiquement',
        'Des réponses tirées de la documentation interne, à toute heure',
        'Une collaboration plus fluide entre fuseaux horaires',
        'Une intégration plus rapide des nouveaux arrivants',
      ],
    },
    deliverables: {
      en: [
        'Assistant set up in your chat and video-conferencing tools',
        'Connection to your documentation and project tools',
        'Meeting summary and follow-up templates',
        'Usage guidelines and a team training session',
      ],
      fr: [
        'Assistant déployé dans vos outils de messagerie et de visioconférence',
        'Connexion à votre documentation et à vos outils de gestion de projet',
        'Modèles de compte rendu et de relance',
        'Charte d’utilisation et session de formation des équipes',
      ],
    },
  },
  {
    id: 'market-research-leads',
    icon: 'chart',
    title: { en: 'Market research & lead automation', fr: 'Veille marché et génération de leads' },
    summary: {
      en: 'Continuous market monitoring and qualified leads, delivered to your sales team ready to act on.',
      fr: 'Une veille de marché continue et des leads qualifiés, transmis à vos commerciaux prêts à être exploités.',
    },
    description: {
      en: 'Agents track competitors, prices, tenders and industry news, and turn them into clear briefings. On the sales side, they find and enrich prospects that match your ideal customer profile, score them and draft personalised first messages for your team to review.',
      fr: 'Des agents suivent vos concurrents, les prix, les appels d’offres et l’actualité de votre secteur, puis en tirent des synthèses claires. Côté commercial, ils identifient et enrichissent les prospects qui correspondent à votre profil client idéal, les notent et rédigent des premiers messages personnalisés que votre équipe relit avant envoi.',
    },
    benefits: {
      en: [
        'Regular market briefings without manual monitoring',
        'More qualified prospects in your pipeline',
        'Sales time spent on conversations, not research',
        'Personalised outreach drafts, approved by your team before sending',
        'Sources and collection methods that respect data protection rules',
      ],
      fr: [
        'Des synthèses de marché régulières, sans veille manuelle',
        'Davantage de prospects qualifiés dans votre pipeline',
        'Des commerciaux qui passent leur temps à échanger, pas à chercher',
        'Des messages de prospection personnalisés, validés par votre équipe avant envoi',
        'Des sources et des méthodes de collecte conformes au RGPD',
      ],
    },
    deliverables: {
      en: [
        'Definition of your watch topics and ideal customer profile',
        'Monitoring agent with a weekly briefing',
        'Lead enrichment and scoring connected to your CRM',
        'Outreach message templates',
        'Pipeline dashboard',
      ],
      fr: [
        'Définition de vos axes de veille et de votre profil client idéal',
        'Agent de veille avec synthèse hebdomadaire',
        'Enrichissement et scoring des leads, connectés à votre CRM',
        'Modèles de messages de prospection',
        'Tableau de bord du pipeline commercial',
      ],
    },
  },
];

export const professionalOffers: Offer<ProfessionalOfferId>[] = [
  {
    id: 'content-creation-suite',
    icon: 'pen',
    title: { en: 'Content creation suite', fr: 'Suite de création de contenu' },
    summary: {
      en: 'From idea to published piece: scripts, articles, posts and visuals produced in your own voice.',
      fr: 'De l’idée à la publication : scripts, articles, posts et visuels produits avec votre propre style.',
    },
    description: {
      en: 'The suite helps creators and freelancers plan, write and repurpose content across channels. It learns your style from your past work, drafts and adapts each piece for every platform, and always leaves the final say to you.',
      fr: 'La suite aide les créateurs et les indépendants à planifier, rédiger et décliner leurs contenus sur tous leurs canaux. Elle s’inspire de vos travaux passés pour reprendre votre style, prépare des brouillons adaptés à chaque plateforme et vous laisse toujours le dernier mot.',
    },
    benefits: {
      en: [
        'More content published without longer hours',
        'A consistent voice across all your channels',
        'One piece turned into many formats: video, article, posts, newsletter',
        'An editorial calendar that stays up to date',
        'Nothing goes live without your approval',
      ],
      fr: [
        'Plus de contenus publiés, sans allonger vos journées',
        'Un ton cohérent sur tous vos canaux',
        'Un contenu décliné en plusieurs formats : vidéo, article, posts, newsletter',
        'Un calendrier éditorial toujours à jour',
        'Rien n’est publié sans votre accord',
      ],
    },
    deliverables: {
      en: [
        'Style profile built from your existing content',
        'Templates for scripts, articles and social posts',
        'Repurposing workflow for each of your channels',
        'Content calendar connected to your tools',
      ],
      fr: [
        'Profil de style établi à partir de vos contenus existants',
        'Modèles de scripts, d’articles et de posts',
        'Processus de déclinaison pour chacun de vos canaux',
        'Calendrier éditorial connecté à vos outils',
      ],
    },
  },
  {
    id: 'personal-assistant',
    icon: 'assistant',
    title: { en: 'Personal assistant', fr: 'Assistant personnel' },
    summary: {
      en: 'An AI assistant that looks after your inbox, calendar and admin so you can focus on your work.',
      fr: 'Un assistant IA qui gère votre boîte mail, votre agenda et votre administratif pour que vous puissiez vous concentrer sur votre métier.',
    },
    description: {
      en: 'Your assistant sorts email, drafts replies, schedules meetings, prepares quotes and invoices, reminds you of deadlines and summarises articles or reports on request. It works with the tools you already use and asks before doing anything important.',
      fr: 'Votre assistant trie vos e-mails, prépare vos réponses, organise vos rendez-vous, établit devis et factures, vous rappelle vos échéances et résume articles ou rapports à la demande. Il fonctionne avec les outils que vous utilisez déjà et vous consulte avant toute action importante.',
    },
    benefits: {
      en: [
        'Less time spent on email and scheduling',
        'No more missed deadlines or forgotten follow-ups',
        'Admin tasks done in minutes',
        'Reading and literature summaries for researchers',
        'Your data handled privately',
      ],
      fr: [
        'Moins de temps passé sur les e-mails et l’agenda',
        'Plus d’échéance manquée ni de relance oubliée',
        'Des tâches administratives bouclées en quelques minutes',
        'Des synthèses de lectures et de publications pour les chercheurs',
        'Des données traitées en toute confidentialité',
      ],
    },
    deliverables: {
      en: [
        'Assistant connected to your email, calendar and files',
        'Rules for sorting, replies and reminders',
        'Templates for quotes, invoices and common messages',
        'Quick-start session',
      ],
      fr: [
        'Assistant connecté à votre messagerie, à votre agenda et à vos fichiers',
        'Règles de tri, de réponse et de rappel',
        'Modèles de devis, de factures et de messages courants',
        'Séance de prise en main',
      ],
    },
  },
  {
    id: 'content-optimisation',
    icon: 'sparkles',
    title: { en: 'Content optimisation', fr: 'Optimisation de contenu' },
    summary: {
      en: 'Get more from existing content: better search visibility, clearer titles and refreshed articles.',
      fr: 'Tirez davantage de vos contenus existants : meilleure visibilité dans les moteurs de recherche, titres plus clairs, articles remis à jour.',
    },
    description: {
      en: 'We analyse your articles, videos and pages, then improve what matters: titles, descriptions, structure, keywords and readability. Regular reports show what performs and what to update next.',
      fr: 'Nous analysons vos articles, vidéos et pages, puis améliorons ce qui compte : titres, descriptions, structure, mots-clés et lisibilité. Des rapports réguliers montrent ce qui fonctionne et ce qu’il faut mettre à jour ensuite.',
    },
    benefits: {
      en: [
        'Better visibility in search engines and on platforms',
        'Older content refreshed instead of rewritten from scratch',
        'Clear priorities based on your own audience data',
        'Titles and descriptions adapted to each platform',
      ],
      fr: [
        'Une meilleure visibilité dans les moteurs de recherche et sur les plateformes',
        'Des contenus anciens remis au goût du jour plutôt que réécrits',
        'Des priorités claires, fondées sur les données de votre audience',
        'Des titres et des descriptions adaptés à chaque plateforme',
      ],
    },
    deliverables: {
      en: [
        'Audit of your existing content',
        'Optimised titles, descriptions and tags',
        'Update plan for your best-performing pieces',
        'Monthly performance report',
      ],
      fr: [
        'Audit de vos contenus existants',
        'Titres, descriptions et tags optimisés',
        'Plan de mise à jour de vos contenus les plus performants',
        'Rapport de performance mensuel',
      ],
    },
  },
  {
    id: 'freelancer-toolkit',
    icon: 'briefcase',
    title: { en: 'Freelancer toolkit', fr: 'Boîte à outils du freelance' },
    summary: {
      en: 'Automations for the business side of freelancing: prospecting, proposals, invoicing and client follow-up.',
      fr: 'Des automatisations pour la partie gestion de votre activité : prospection, propositions commerciales, facturation et suivi client.',
    },
    description: {
      en: 'The toolkit covers the tasks that take time away from paid work. It spots and qualifies opportunities, drafts proposals from your past projects, keeps client follow-ups on schedule and prepares invoices and payment reminders.',
      fr: 'La boîte à outils prend en charge les tâches qui empiètent sur votre temps facturable. Elle repère et qualifie les opportunités, rédige des propositions à partir de vos projets passés, planifie le suivi de vos clients et prépare factures et relances de paiement.',
    },
    benefits: {
      en: [
        'More time for billable work',
        'Proposals ready in minutes, tailored to each client',
        'Regular follow-ups that keep clients and leads engaged',
        'Invoices and payment reminders sent on time',
        'A clear view of your pipeline and income',
      ],
      fr: [
        'Plus de temps pour les missions facturables',
        'Des propositions prêtes en quelques minutes, adaptées à chaque client',
        'Un suivi régulier qui entretient la relation avec clients et prospects',
        'Des factures et des relances envoyées à temps',
        'Une vision claire de vos opportunités et de vos revenus',
      ],
    },
    deliverables: {
      en: [
        'Opportunity watch on your chosen platforms and sectors',
        'Proposal templates built from your past projects',
        'Client follow-up and invoicing workflows',
        'Simple dashboard for pipeline and revenue',
      ],
      fr: [
        'Veille des opportunités sur les plateformes et secteurs de votre choix',
        'Modèles de propositions construits à partir de vos projets passés',
        'Processus de suivi client et de facturation',
        'Tableau de bord simple pour vos opportunités et votre chiffre d’affaires',
      ],
    },
  },
];

export const servicesPage: {
  title: Localized;
  intro: Localized;
  enterprise: { title: Localized; text: Localized };
  professional: { title: Localized; text: Localized };
  process: { title: Localized; steps: { title: Localized; text: Localized }[] };
} = {
  title: { en: 'Services', fr: 'Nos services' },
  intro: {
    en: 'AI automation for enterprises and professionals, from ready-to-use packages to agents built around your processes.',
    fr: 'L’automatisation par l’IA pour les entreprises et les professionnels, des packs prêts à l’emploi aux agents conçus autour de vos processus.',
  },
  enterprise: {
    title: { en: 'For enterprises', fr: 'Pour les entreprises' },
    text: {
      en: 'Seven offers to automate support, HR, sales and operations, deployed in the cloud or on your own infrastructure, with human oversight where it counts.',
      fr: 'Sept offres pour automatiser le support, les RH, les ventes et les opérations, déployées dans le cloud ou sur votre propre infrastructure, avec un contrôle humain là où il compte.',
    },
  },
  professional: {
    title: { en: 'For professionals', fr: 'Pour les professionnels' },
    text: {
      en: 'Creators, freelancers and researchers: tools that take care of the repetitive work so you can spend your time on the work that matters to you.',
      fr: 'Créateurs, freelances et chercheurs : des outils qui se chargent des tâches répétitives pour que vous consacriez votre temps à l’essentiel.',
    },
  },
  process: {
    title: { en: 'How we work', fr: 'Notre méthode' },
    steps: [
      {
        title: { en: 'Discovery', fr: 'Cadrage' },
        text: {
          en: 'We map your processes, data and tools with your teams, and pick the tasks where automation brings the clearest gain.',
          fr: 'Nous analysons avec vos équipes vos processus, vos données et vos outils, puis retenons les tâches où l’automatisation apporte le gain le plus net.',
        },
      },
      {
        title: { en: 'Design', fr: 'Conception' },
        text: {
          en: 'We specify each automation, its rules and its human checkpoints, and agree on the measures of success before building anything.',
          fr: 'Nous définissons chaque automatisation, ses règles et ses points de validation humaine, et fixons ensemble les indicateurs de réussite avant tout développement.',
        },
      },
      {
        title: { en: 'Deployment', fr: 'Déploiement' },
        text: {
          en: 'We build, test on your real cases and go live step by step, with training so your teams are comfortable from day one.',
          fr: 'Nous développons, testons sur vos cas réels et mettons en service par étapes, avec une formation pour que vos équipes soient à l’aise dès le premier jour.',
        },
      },
      {
        title: { en: 'Continuous improvement', fr: 'Amélioration continue' },
        text: {
          en: 'We monitor results, review them with you regularly and adjust the automations as your needs and volumes change.',
          fr: 'Nous suivons les résultats, les passons en revue avec vous à intervalles réguliers et ajustons les automatisations à mesure que vos besoins et vos volumes évoluent.',
        },
      },
    ],
  },
};
