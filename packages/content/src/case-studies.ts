import type { OfferId } from './services.ts';
import type { Localized } from './types.ts';

export const caseStudyCategories = ['automation', 'ai-agents', 'content', 'data-insights'] as const;
export type CaseStudyCategory = (typeof caseStudyCategories)[number];
export const industries = [
  'retail',
  'finance',
  'healthcare',
  'logistics',
  'education',
  'media',
  'professional-services',
  'manufacturing',
] as const;
export type Industry = (typeof industries)[number];

export const categoryLabels: Record<CaseStudyCategory, Localized> = {
  automation: { en: 'Automation', fr: 'Automatisation' },
  'ai-agents': { en: 'AI agents', fr: 'Agents IA' },
  content: { en: 'Content', fr: 'Contenus' },
  'data-insights': { en: 'Data & insights', fr: 'Données et veille' },
};

export const industryLabels: Record<Industry, Localized> = {
  retail: { en: 'Retail', fr: 'Commerce' },
  finance: { en: 'Finance', fr: 'Finance' },
  healthcare: { en: 'Healthcare', fr: 'Santé' },
  logistics: { en: 'Logistics', fr: 'Logistique' },
  education: { en: 'Education', fr: 'Éducation' },
  media: { en: 'Media', fr: 'Médias' },
  'professional-services': { en: 'Professional services', fr: 'Services professionnels' },
  manufacturing: { en: 'Manufacturing', fr: 'Industrie' },
};

export interface CaseStudy {
  id: string;
  category: CaseStudyCategory;
  service: OfferId;
  industry: Industry;
  /** Anonymised: clients are described, not named. */
  client: Localized;
  title: Localized;
  summary: Localized;
  challenge: Localized<string[]>;
  solution: Localized<string[]>;
  results: Localized<string[]>;
  gallery: { src: string; alt: Localized }[];
  related: string[];
  /** The French version adds these. */
  french: {
    duration: string;
    testimonial: { quote: string; role: string };
    metrics: { value: string; label: string }[];
  };
}

const gallery = (id: string, alts: [Localized, Localized]) =>
  alts.map((alt, i) => ({ src: `/images/case-studies/${id}-${i + 1}.svg`, alt }));

export const caseStudies: CaseStudy[] = [
  {
    id: 'logistics-support-agent',
    category: 'ai-agents',
    service: 'client-support-hr',
    industry: 'logistics',
    client: {
      en: 'A mid-sized European logistics group',
      fr: 'Un groupe logistique européen de taille moyenne',
    },
    title: {
      en: 'A support agent that answers delivery questions in two languages',
      fr: 'Un agent de support qui répond aux questions de livraison en deux langues',
    },
    summary: {
      en: 'An AI agent now handles the first answer to most delivery enquiries, with a human taking over when needed.',
      fr: 'Un agent IA apporte désormais la première réponse à la plupart des demandes de livraison, avec un relais humain si nécessaire.',
    },
    challenge: {
      en: [
        'The customer service team received around 4,000 e-mails a week, most of them asking where a parcel was or how to change a delivery slot.',
        'Answers took up to two days during peaks, and agents spent their time copying tracking data instead of solving real problems.',
      ],
      fr: [
        'Le service client recevait environ 4 000 e-mails par semaine, pour la plupart des questions sur l’emplacement d’un colis ou le changement d’un créneau de livraison.',
        'Les réponses pouvaient prendre deux jours en période de pointe, et les conseillers passaient leur temps à recopier des données de suivi au lieu de résoudre de vrais problèmes.',
      ],
    },
    solution: {
      en: [
        'We built an agent connected to the tracking system and the help-desk tool. It reads each enquiry, looks up the parcel, drafts a reply in the customer’s language and sends it when the case is simple.',
        'Complex or sensitive cases go to a person with a summary and the relevant data already gathered.',
      ],
      fr: [
        'Nous avons construit un agent relié au système de suivi et à l’outil de support. Il lit chaque demande, consulte le colis, rédige une réponse dans la langue du client et l’envoie lorsque le cas est simple.',
        'Les cas complexes ou sensibles sont transmis à un conseiller, avec un résumé et les données utiles déjà rassemblées.',
      ],
    },
    results: {
      en: [
        '62% of enquiries answered without a handover',
        'First reply time down from 19 hours to 6 minutes',
        'Customer satisfaction up 11 points',
      ],
      fr: [
        '62 % des demandes traitées sans relais humain',
        'Délai de première réponse passé de 19 heures à 6 minutes',
        'Satisfaction client en hausse de 11 points',
      ],
    },
    gallery: gallery('logistics-support-agent', [
      {
        en: 'The support dashboard with handled and escalated enquiries',
        fr: 'Le tableau de bord du support avec les demandes traitées et transmises',
      },
      {
        en: 'An enquiry with the agent’s drafted reply',
        fr: 'Une demande avec la réponse rédigée par l’agent',
      },
    ]),
    related: ['retail-returns-automation', 'hr-onboarding-assistant'],
    french: {
      duration: '10 semaines',
      testimonial: {
        quote:
          'Nos conseillers ne recopient plus de numéros de suivi : ils s’occupent enfin des clients qui en ont besoin.',
        role: 'Directrice du service client',
      },
      metrics: [
        { value: '62 %', label: 'de demandes traitées sans relais' },
        { value: '6 min', label: 'pour la première réponse' },
        { value: '+11 pts', label: 'de satisfaction client' },
      ],
    },
  },
  {
    id: 'retail-returns-automation',
    category: 'automation',
    service: 'automation-modules',
    industry: 'retail',
    client: { en: 'An online fashion retailer', fr: 'Un distributeur de mode en ligne' },
    title: {
      en: 'Returns processed in minutes instead of days',
      fr: 'Des retours traités en quelques minutes au lieu de plusieurs jours',
    },
    summary: {
      en: 'Automation modules connect the shop, the warehouse and accounting so that returns and refunds flow without manual steps.',
      fr: 'Des modules d’automatisation relient la boutique, l’entrepôt et la comptabilité pour que retours et remboursements s’enchaînent sans saisie manuelle.',
    },
    challenge: {
      en: [
        'Each return required four manual steps across three tools.',
        'Refunds were delayed, and errors in stock levels led to overselling.',
      ],
      fr: [
        'Chaque retour demandait quatre étapes manuelles dans trois outils.',
        'Les remboursements prenaient du retard et les erreurs de stock entraînaient des ventes de produits indisponibles.',
      ],
    },
    solution: {
      en: [
        'We deployed three automation modules: return registration, warehouse check-in and refund approval.',
        'An agent flags unusual returns, such as repeated returns from one account, for a person to review.',
      ],
      fr: [
        'Nous avons déployé trois modules d’automatisation : enregistrement du retour, réception en entrepôt et validation du remboursement.',
        'Un agent signale les retours inhabituels, comme des retours répétés sur un même compte, pour vérification humaine.',
      ],
    },
    results: {
      en: [
        'Average refund time down from 5 days to 1 day',
        'Stock errors on returned items down 80%',
        'Two people freed for customer-facing work',
      ],
      fr: [
        'Délai moyen de remboursement passé de 5 jours à 1 jour',
        'Erreurs de stock sur les articles retournés réduites de 80 %',
        'Deux personnes réaffectées à la relation client',
      ],
    },
    gallery: gallery('retail-returns-automation', [
      {
        en: 'The returns workflow from shop to refund',
        fr: 'Le circuit des retours, de la boutique au remboursement',
      },
      {
        en: 'Returns processed per day before and after',
        fr: 'Retours traités par jour, avant et après',
      },
    ]),
    related: ['logistics-support-agent', 'manufacturing-quality-reports'],
    french: {
      duration: '6 semaines',
      testimonial: {
        quote: 'Nos clients sont remboursés le lendemain, et nous n’avons plus de stock fantôme.',
        role: 'Responsable des opérations e-commerce',
      },
      metrics: [
        { value: '1 jour', label: 'de délai de remboursement' },
        { value: '-80 %', label: 'd’erreurs de stock' },
        { value: '2', label: 'postes réaffectés' },
      ],
    },
  },
  {
    id: 'finance-market-research',
    category: 'data-insights',
    service: 'market-research-leads',
    industry: 'finance',
    client: {
      en: 'A regional wealth-management firm',
      fr: 'Un cabinet régional de gestion de patrimoine',
    },
    title: {
      en: 'A weekly market brief prepared overnight',
      fr: 'Une note de marché hebdomadaire préparée pendant la nuit',
    },
    summary: {
      en: 'A research agent gathers public sources and drafts a weekly brief that advisers review each Monday morning.',
      fr: 'Un agent de veille rassemble des sources publiques et rédige une note hebdomadaire que les conseillers relisent chaque lundi matin.',
    },
    challenge: {
      en: [
        'Two analysts spent most of Friday compiling news, rates and regulatory updates.',
        'The brief was often incomplete and arrived too late to be used in client meetings.',
      ],
      fr: [
        'Deux analystes passaient l’essentiel du vendredi à compiler actualités, taux et évolutions réglementaires.',
        'La note était souvent incomplète et arrivait trop tard pour servir en rendez-vous client.',
      ],
    },
    solution: {
      en: [
        'The agent monitors a curated list of public sources and the firm’s own notes, stored as a shared brain.',
        'It drafts the brief with a source for every statement, and analysts edit and approve it.',
      ],
      fr: [
        'L’agent surveille une liste choisie de sources publiques ainsi que les notes internes du cabinet, stockées dans un cerveau partagé.',
        'Il rédige la note en citant une source pour chaque affirmation, puis les analystes la corrigent et la valident.',
      ],
    },
    results: {
      en: [
        'Preparation time down from 12 hours to 2 hours a week',
        'Every statement linked to a source',
        'Brief ready by 8 a.m. every Monday',
      ],
      fr: [
        'Temps de préparation passé de 12 heures à 2 heures par semaine',
        'Chaque affirmation reliée à une source',
        'Note prête chaque lundi à 8 h',
      ],
    },
    gallery: gallery('finance-market-research', [
      {
        en: 'Sources monitored by the research agent',
        fr: 'Les sources suivies par l’agent de veille',
      },
      { en: 'A draft brief with cited sources', fr: 'Un brouillon de note avec ses sources' },
    ]),
    related: ['research-lab-literature', 'b2b-lead-qualification'],
    french: {
      duration: '8 semaines',
      testimonial: {
        quote: 'La note est prête avant le café du lundi, et chaque chiffre est sourcé.',
        role: 'Associé, gestion de patrimoine',
      },
      metrics: [
        { value: '-83 %', label: 'de temps de préparation' },
        { value: '100 %', label: 'd’affirmations sourcées' },
        { value: '8 h', label: 'note disponible le lundi' },
      ],
    },
  },
  {
    id: 'hr-onboarding-assistant',
    category: 'ai-agents',
    service: 'virtual-assistants',
    industry: 'professional-services',
    client: {
      en: 'A consulting firm with remote teams in three countries',
      fr: 'Un cabinet de conseil aux équipes réparties dans trois pays',
    },
    title: {
      en: 'A virtual assistant that onboards remote hires',
      fr: 'Un assistant virtuel qui accueille les recrues à distance',
    },
    summary: {
      en: 'New consultants get answers about tools, policies and first steps from an assistant that knows the firm’s handbook.',
      fr: 'Les nouveaux consultants obtiennent des réponses sur les outils, les règles et leurs premiers pas auprès d’un assistant qui connaît le manuel du cabinet.',
    },
    challenge: {
      en: [
        'HR answered the same onboarding questions dozens of times a month, across time zones.',
        'New hires waited for answers and took weeks to become productive.',
      ],
      fr: [
        'Les RH répondaient des dizaines de fois par mois aux mêmes questions d’intégration, sur plusieurs fuseaux horaires.',
        'Les recrues attendaient des réponses et mettaient des semaines à devenir opérationnelles.',
      ],
    },
    solution: {
      en: [
        'We built a team brain from the handbook, policies and IT guides, and a virtual assistant available in the team chat.',
        'The assistant answers with links to the source documents and hands sensitive questions to HR.',
      ],
      fr: [
        'Nous avons créé un cerveau d’équipe à partir du manuel, des règles internes et des guides informatiques, et un assistant virtuel disponible dans la messagerie d’équipe.',
        'L’assistant répond en citant les documents sources et transmet les questions sensibles aux RH.',
      ],
    },
    results: {
      en: [
        '70% fewer onboarding questions reaching HR',
        'Time to first billable day down by 4 days',
        'Answers available around the clock',
      ],
      fr: [
        '70 % de questions d’intégration en moins pour les RH',
        'Premier jour facturable atteint 4 jours plus tôt',
        'Des réponses disponibles à toute heure',
      ],
    },
    gallery: gallery('hr-onboarding-assistant', [
      {
        en: 'The onboarding assistant in the team chat',
        fr: 'L’assistant d’intégration dans la messagerie d’équipe',
      },
      { en: 'Questions answered by topic', fr: 'Questions traitées par thème' },
    ]),
    related: ['logistics-support-agent', 'university-course-assistant'],
    french: {
      duration: '5 semaines',
      testimonial: {
        quote:
          'Nos recrues trouvent seules la réponse, même à 23 h depuis un autre fuseau horaire.',
        role: 'Responsable des ressources humaines',
      },
      metrics: [
        { value: '-70 %', label: 'de questions pour les RH' },
        { value: '4 jours', label: 'gagnés sur l’intégration' },
        { value: '24/7', label: 'réponses disponibles' },
      ],
    },
  },
  {
    id: 'youtube-creator-workflow',
    category: 'content',
    service: 'content-creation-suite',
    industry: 'media',
    client: {
      en: 'An independent educational YouTube creator',
      fr: 'Un créateur YouTube indépendant dans l’éducation',
    },
    title: {
      en: 'From one video a week to two, without burning out',
      fr: 'De une à deux vidéos par semaine, sans s’épuiser',
    },
    summary: {
      en: 'The content creation suite drafts scripts, descriptions and posts, so the creator spends time on research and filming.',
      fr: 'La suite de création de contenus rédige scripts, descriptions et publications, pour que le créateur se consacre à la recherche et au tournage.',
    },
    challenge: {
      en: [
        'Writing scripts, descriptions and social posts took as long as filming and editing together.',
        'Publishing slipped, and the channel’s growth stalled.',
      ],
      fr: [
        'Écrire les scripts, les descriptions et les posts prenait autant de temps que le tournage et le montage réunis.',
        'Les publications prenaient du retard et la croissance de la chaîne stagnait.',
      ],
    },
    solution: {
      en: [
        'The creator outlines each video; the suite turns the outline into a script draft, chapters, an SEO description and a week of posts.',
        'Everything is reviewed and adjusted in the creator’s own voice before publishing.',
      ],
      fr: [
        'Le créateur rédige le plan de chaque vidéo ; la suite le transforme en brouillon de script, chapitres, description optimisée et une semaine de posts.',
        'Tout est relu et ajusté dans le style du créateur avant publication.',
      ],
    },
    results: {
      en: [
        'Two videos a week instead of one',
        'Writing time per video down from 6 hours to 2',
        'Subscribers up 40% in four months',
      ],
      fr: [
        'Deux vidéos par semaine au lieu d’une',
        'Temps d’écriture par vidéo passé de 6 heures à 2',
        'Abonnés en hausse de 40 % en quatre mois',
      ],
    },
    gallery: gallery('youtube-creator-workflow', [
      {
        en: 'An outline turned into a script draft',
        fr: 'Un plan transformé en brouillon de script',
      },
      { en: 'The publishing calendar', fr: 'Le calendrier de publication' },
    ]),
    related: ['freelance-translator-toolkit', 'research-lab-literature'],
    french: {
      duration: '3 semaines',
      testimonial: {
        quote: 'Je passe enfin mon temps à chercher et à filmer, plus à rédiger des descriptions.',
        role: 'Créateur de contenus éducatifs',
      },
      metrics: [
        { value: 'x2', label: 'vidéos par semaine' },
        { value: '-67 %', label: 'de temps d’écriture' },
        { value: '+40 %', label: 'd’abonnés en 4 mois' },
      ],
    },
  },
  {
    id: 'freelance-translator-toolkit',
    category: 'content',
    service: 'freelancer-toolkit',
    industry: 'professional-services',
    client: {
      en: 'A freelance English-French translator',
      fr: 'Une traductrice indépendante anglais-français',
    },
    title: { en: 'Less admin, more translation', fr: 'Moins d’administratif, plus de traduction' },
    summary: {
      en: 'The freelancer toolkit handles quotes, invoices and client follow-ups, and keeps a glossary per client.',
      fr: 'La boîte à outils freelance gère devis, factures et relances clients, et tient un glossaire par client.',
    },
    challenge: {
      en: [
        'Quotes, invoices and reminders took a full day a week.',
        'Terminology varied between projects for the same client.',
      ],
      fr: [
        'Devis, factures et relances prenaient une journée entière par semaine.',
        'La terminologie variait d’un projet à l’autre pour un même client.',
      ],
    },
    solution: {
      en: [
        'Quotes are drafted from the word count and the client’s rates, invoices are generated at delivery, and reminders are sent automatically.',
        'A personal brain keeps each client’s glossary and style notes, checked before delivery.',
      ],
      fr: [
        'Les devis sont préparés à partir du nombre de mots et des tarifs du client, les factures sont générées à la livraison et les relances partent automatiquement.',
        'Un cerveau personnel conserve le glossaire et les notes de style de chaque client, vérifiés avant livraison.',
      ],
    },
    results: {
      en: [
        'Admin time down from 8 hours to 2 hours a week',
        'Invoices paid 12 days sooner on average',
        'Terminology queries from clients nearly gone',
      ],
      fr: [
        'Temps administratif passé de 8 heures à 2 heures par semaine',
        'Factures réglées 12 jours plus tôt en moyenne',
        'Presque plus de remarques de terminologie de la part des clients',
      ],
    },
    gallery: gallery('freelance-translator-toolkit', [
      { en: 'A quote drafted from a project', fr: 'Un devis préparé à partir d’un projet' },
      {
        en: 'A client glossary kept in a personal brain',
        fr: 'Un glossaire client conservé dans un cerveau personnel',
      },
    ]),
    related: ['youtube-creator-workflow', 'hr-onboarding-assistant'],
    french: {
      duration: '2 semaines',
      testimonial: {
        quote: 'J’ai récupéré une journée par semaine, que je facture désormais.',
        role: 'Traductrice indépendante',
      },
      metrics: [
        { value: '6 h', label: 'gagnées chaque semaine' },
        { value: '-12 j', label: 'de délai de paiement' },
        { value: '1', label: 'glossaire par client' },
      ],
    },
  },
  {
    id: 'research-lab-literature',
    category: 'data-insights',
    service: 'personal-assistant',
    industry: 'education',
    client: {
      en: 'A university research lab in life sciences',
      fr: 'Un laboratoire universitaire en sciences du vivant',
    },
    title: {
      en: 'A literature watch that keeps up with the field',
      fr: 'Une veille bibliographique qui suit le rythme du domaine',
    },
    summary: {
      en: 'A personal assistant screens new publications each week and summarises the relevant ones for each researcher.',
      fr: 'Un assistant personnel trie chaque semaine les nouvelles publications et résume les plus pertinentes pour chaque chercheur.',
    },
    challenge: {
      en: [
        'Hundreds of papers a month were relevant to the lab’s topics.',
        'Researchers missed important results or spent evenings reading abstracts.',
      ],
      fr: [
        'Des centaines d’articles par mois concernaient les thèmes du laboratoire.',
        'Les chercheurs passaient à côté de résultats importants ou lisaient des résumés le soir.',
      ],
    },
    solution: {
      en: [
        'Each researcher describes their topics once; the assistant screens new publications and ranks them.',
        'Summaries include the method, the key result and a link to the paper, never a claim without its source.',
      ],
      fr: [
        'Chaque chercheur décrit ses thèmes une fois ; l’assistant trie les nouvelles publications et les classe.',
        'Les résumés indiquent la méthode, le résultat principal et le lien vers l’article, jamais une affirmation sans source.',
      ],
    },
    results: {
      en: [
        'A 15-minute weekly digest instead of hours of screening',
        'Three relevant papers found that the team had missed',
        'Used by all 14 researchers of the lab',
      ],
      fr: [
        'Une synthèse hebdomadaire de 15 minutes au lieu d’heures de tri',
        'Trois articles pertinents repérés que l’équipe avait manqués',
        'Utilisé par les 14 chercheurs du laboratoire',
      ],
    },
    gallery: gallery('research-lab-literature', [
      {
        en: 'The weekly digest of ranked papers',
        fr: 'La synthèse hebdomadaire des articles classés',
      },
      { en: 'Topics followed by each researcher', fr: 'Les thèmes suivis par chaque chercheur' },
    ]),
    related: ['finance-market-research', 'university-course-assistant'],
    french: {
      duration: '4 semaines',
      testimonial: {
        quote:
          'La veille ne déborde plus sur nos soirées, et nous ratons beaucoup moins de publications.',
        role: 'Directeur de laboratoire',
      },
      metrics: [
        { value: '15 min', label: 'de lecture par semaine' },
        { value: '14', label: 'chercheurs équipés' },
        { value: '3', label: 'articles clés retrouvés' },
      ],
    },
  },
  {
    id: 'b2b-lead-qualification',
    category: 'automation',
    service: 'market-research-leads',
    industry: 'manufacturing',
    client: {
      en: 'An industrial equipment supplier',
      fr: 'Un fournisseur d’équipements industriels',
    },
    title: {
      en: 'Sales focus on the leads that fit',
      fr: 'Des commerciaux concentrés sur les bons prospects',
    },
    summary: {
      en: 'Incoming leads are researched, scored and routed automatically, with a first personalised message ready for review.',
      fr: 'Les prospects entrants sont étudiés, notés et orientés automatiquement, avec un premier message personnalisé prêt à relire.',
    },
    challenge: {
      en: [
        'Sales received many form requests, most from companies outside the target market.',
        'Good leads waited days for a first contact.',
      ],
      fr: [
        'Les commerciaux recevaient beaucoup de demandes, la plupart d’entreprises hors du marché cible.',
        'Les bons prospects attendaient plusieurs jours un premier contact.',
      ],
    },
    solution: {
      en: [
        'An agent enriches each lead from public company data, scores it against the ideal customer profile and routes it to the right salesperson.',
        'It drafts a first message that the salesperson edits and sends from the CRM.',
      ],
      fr: [
        'Un agent enrichit chaque prospect à partir de données publiques, le note selon le profil client idéal et l’oriente vers le bon commercial.',
        'Il rédige un premier message que le commercial ajuste et envoie depuis le CRM.',
      ],
    },
    results: {
      en: [
        'First contact within 2 hours for qualified leads',
        'Meetings booked up 27%',
        'Time spent on unqualified leads down by half',
      ],
      fr: [
        'Premier contact en moins de 2 heures pour les prospects qualifiés',
        'Rendez-vous obtenus en hausse de 27 %',
        'Temps passé sur les prospects non qualifiés divisé par deux',
      ],
    },
    gallery: gallery('b2b-lead-qualification', [
      { en: 'Lead scores and routing rules', fr: 'Notes des prospects et règles d’orientation' },
      { en: 'Meetings booked per month', fr: 'Rendez-vous obtenus par mois' },
    ]),
    related: ['finance-market-research', 'retail-returns-automation'],
    french: {
      duration: '7 semaines',
      testimonial: {
        quote:
          'Mes équipes appellent les bons prospects le jour même, au lieu de trier des formulaires.',
        role: 'Directeur commercial',
      },
      metrics: [
        { value: '2 h', label: 'avant le premier contact' },
        { value: '+27 %', label: 'de rendez-vous' },
        { value: '-50 %', label: 'de temps perdu' },
      ],
    },
  },
  {
    id: 'manufacturing-quality-reports',
    category: 'automation',
    service: 'self-hosted',
    industry: 'manufacturing',
    client: { en: 'A precision-parts manufacturer', fr: 'Un fabricant de pièces de précision' },
    title: {
      en: 'Quality reports written on site, on the company’s own servers',
      fr: 'Des rapports qualité rédigés sur place, sur les serveurs de l’entreprise',
    },
    summary: {
      en: 'A self-hosted deployment turns inspection data into quality reports without any data leaving the plant.',
      fr: 'Un déploiement auto-hébergé transforme les données de contrôle en rapports qualité sans qu’aucune donnée ne quitte l’usine.',
    },
    challenge: {
      en: [
        'Customers required detailed quality reports with every batch.',
        'Inspection data could not leave the plant for contractual reasons.',
      ],
      fr: [
        'Les clients exigeaient un rapport qualité détaillé pour chaque lot.',
        'Les données de contrôle ne pouvaient pas sortir de l’usine pour des raisons contractuelles.',
      ],
    },
    solution: {
      en: [
        'We installed the platform on the company’s own servers, with a model that runs locally.',
        'Reports are generated from inspection data and approved by a quality engineer before shipping.',
      ],
      fr: [
        'Nous avons installé la plateforme sur les serveurs de l’entreprise, avec un modèle exécuté localement.',
        'Les rapports sont générés à partir des données de contrôle et validés par un ingénieur qualité avant expédition.',
      ],
    },
    results: {
      en: [
        'Report preparation down from 3 hours to 20 minutes per batch',
        'No data leaves the plant network',
        'Customer audits passed without findings',
      ],
      fr: [
        'Préparation d’un rapport passée de 3 heures à 20 minutes par lot',
        'Aucune donnée ne quitte le réseau de l’usine',
        'Audits clients réussis sans remarque',
      ],
    },
    gallery: gallery('manufacturing-quality-reports', [
      {
        en: 'Inspection measurements feeding a report',
        fr: 'Des mesures de contrôle alimentant un rapport',
      },
      {
        en: 'The self-hosted deployment in the plant network',
        fr: 'Le déploiement auto-hébergé dans le réseau de l’usine',
      },
    ]),
    related: ['retail-returns-automation', 'b2b-lead-qualification'],
    french: {
      duration: '12 semaines',
      testimonial: {
        quote:
          'Nos données restent chez nous, et nos rapports partent avec les lots au lieu de les retarder.',
        role: 'Responsable qualité',
      },
      metrics: [
        { value: '20 min', label: 'par rapport qualité' },
        { value: '0', label: 'donnée hors de l’usine' },
        { value: '100 %', label: 'd’audits réussis' },
      ],
    },
  },
  {
    id: 'university-course-assistant',
    category: 'ai-agents',
    service: 'custom-ai-agents',
    industry: 'education',
    client: { en: 'A business school', fr: 'Une école de commerce' },
    title: {
      en: 'A course assistant that answers students at any hour',
      fr: 'Un assistant de cours qui répond aux étudiants à toute heure',
    },
    summary: {
      en: 'A custom agent answers questions about course logistics and materials, and points students to the right resource.',
      fr: 'Un agent sur mesure répond aux questions sur l’organisation et les supports des cours, et oriente les étudiants vers la bonne ressource.',
    },
    challenge: {
      en: [
        'Teaching assistants spent hours answering the same practical questions by e-mail.',
        'Students waited for answers before deadlines.',
      ],
      fr: [
        'Les assistants pédagogiques passaient des heures à répondre par e-mail aux mêmes questions pratiques.',
        'Les étudiants attendaient des réponses à l’approche des échéances.',
      ],
    },
    solution: {
      en: [
        'We built an agent on the course materials and schedules, available on the learning platform.',
        'It refuses to do graded work for students and hands academic questions to the teaching team.',
      ],
      fr: [
        'Nous avons construit un agent à partir des supports et des plannings de cours, disponible sur la plateforme pédagogique.',
        'Il refuse de faire les travaux notés à la place des étudiants et transmet les questions de fond à l’équipe pédagogique.',
      ],
    },
    results: {
      en: [
        '55% fewer practical e-mails to teaching assistants',
        'Median answer time under one minute',
        'Rolled out to 12 courses after the pilot',
      ],
      fr: [
        '55 % d’e-mails pratiques en moins pour les assistants',
        'Temps de réponse médian inférieur à une minute',
        'Étendu à 12 cours après le pilote',
      ],
    },
    gallery: gallery('university-course-assistant', [
      {
        en: 'The course assistant on the learning platform',
        fr: 'L’assistant de cours sur la plateforme pédagogique',
      },
      { en: 'Questions by course and week', fr: 'Questions par cours et par semaine' },
    ]),
    related: ['hr-onboarding-assistant', 'research-lab-literature'],
    french: {
      duration: '9 semaines',
      testimonial: {
        quote: 'Les assistants pédagogiques consacrent de nouveau leur temps à l’enseignement.',
        role: 'Directrice des programmes',
      },
      metrics: [
        { value: '-55 %', label: 'd’e-mails pratiques' },
        { value: '< 1 min', label: 'de temps de réponse' },
        { value: '12', label: 'cours équipés' },
      ],
    },
  },
];
