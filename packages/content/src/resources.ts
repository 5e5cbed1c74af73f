import type { Localized } from './types.ts';

export const resourceCategories = [
  'ai-innovation',
  'enterprise-automation',
  'security',
  'crypto-ai',
] as const;
export type ResourceCategory = (typeof resourceCategories)[number];
export const resourceTypes = ['article', 'whitepaper', 'tutorial', 'video'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const resourceCategoryLabels: Record<ResourceCategory, Localized> = {
  'ai-innovation': { en: 'AI innovation', fr: 'Innovation en IA' },
  'enterprise-automation': { en: 'Enterprise automation', fr: 'Automatisation en entreprise' },
  security: { en: 'Security', fr: 'Sécurité' },
  'crypto-ai': { en: 'Crypto AI', fr: 'IA et crypto' },
};

export const resourceTypeLabels: Record<ResourceType, Localized> = {
  article: { en: 'Articles', fr: 'Articles' },
  whitepaper: { en: 'Whitepapers', fr: 'Livres blancs' },
  tutorial: { en: 'Tutorials', fr: 'Tutoriels' },
  video: { en: 'Videos', fr: 'Vidéos' },
};

export interface Resource {
  id: string;
  category: ResourceCategory;
  type: ResourceType;
  title: Localized;
  summary: Localized;
  body: Localized<string[]>;
  minutes: number;
  publishedAt: string;
}

export const resources: Resource[] = [
  {
    id: 'agents-vs-chatbots',
    category: 'ai-innovation',
    type: 'article',
    title: {
      en: 'AI agents are not chatbots: what changes',
      fr: 'Un agent IA n’est pas un chatbot : ce qui change',
    },
    summary: {
      en: 'Agents plan, use tools and finish tasks. Here is what that means for your team.',
      fr: 'Un agent planifie, utilise des outils et mène une tâche à terme. Ce que cela change pour votre équipe.',
    },
    body: {
      en: [
        'A chatbot answers a message. An agent receives a goal, breaks it into steps, calls the tools it is allowed to use and checks its own results before reporting back.',
        'That difference matters in practice: an agent can update a ticket, look up an order and draft a reply in one go, where a chatbot would only suggest what to do.',
        'It also raises new questions. Which tools may the agent use? When must it ask a person? Answering those questions before building is what makes an agent dependable.',
      ],
      fr: [
        'Un chatbot répond à un message. Un agent reçoit un objectif, le découpe en étapes, appelle les outils auxquels il a droit et vérifie ses propres résultats avant de rendre compte.',
        'La différence compte en pratique : un agent peut mettre à jour un ticket, consulter une commande et rédiger une réponse d’un seul tenant, là où un chatbot se contenterait de suggérer quoi faire.',
        'Cela soulève aussi de nouvelles questions. Quels outils l’agent peut-il utiliser ? Quand doit-il solliciter une personne ? Y répondre avant de construire, c’est ce qui rend un agent fiable.',
      ],
    },
    minutes: 6,
    publishedAt: '2025-01-14',
  },
  {
    id: 'small-models-big-results',
    category: 'ai-innovation',
    type: 'video',
    title: {
      en: 'Small models, big results: choosing the right model size',
      fr: 'Petits modèles, grands résultats : choisir la bonne taille de modèle',
    },
    summary: {
      en: 'Why the largest model is rarely the best choice for a focused business task.',
      fr: 'Pourquoi le plus grand modèle est rarement le meilleur choix pour une tâche métier ciblée.',
    },
    body: {
      en: [
        'Large general models are impressive, but many business tasks are narrow: classifying a request, extracting fields, drafting a standard reply.',
        'Smaller models are faster, cheaper and can run on your own servers. With good instructions and examples, they often match larger models on these tasks.',
        'In this video we compare both on three real tasks and show how to measure quality before choosing.',
      ],
      fr: [
        'Les grands modèles généralistes impressionnent, mais beaucoup de tâches métier sont étroites : classer une demande, extraire des champs, rédiger une réponse type.',
        'Les modèles plus petits sont plus rapides, moins coûteux et peuvent tourner sur vos propres serveurs. Bien instruits et avec des exemples, ils égalent souvent les grands sur ces tâches.',
        'Dans cette vidéo, nous comparons les deux sur trois tâches réelles et montrons comment mesurer la qualité avant de choisir.',
      ],
    },
    minutes: 14,
    publishedAt: '2025-03-04',
  },
  {
    id: 'state-of-ai-agents-2025',
    category: 'ai-innovation',
    type: 'whitepaper',
    title: { en: 'The state of AI agents in 2025', fr: 'L’état des agents IA en 2025' },
    summary: {
      en: 'Where agents deliver value today, where they fall short, and what to expect next.',
      fr: 'Là où les agents apportent de la valeur aujourd’hui, leurs limites, et ce qui vient ensuite.',
    },
    body: {
      en: [
        'Agents already perform well on bounded tasks with clear inputs: support triage, document processing, research summaries.',
        'They remain weak when goals are vague, when tools are unreliable or when mistakes are costly and hard to detect.',
        'This whitepaper reviews deployments across sectors and proposes a simple grid to decide which tasks to automate first.',
      ],
      fr: [
        'Les agents donnent déjà de bons résultats sur des tâches bornées aux entrées claires : tri du support, traitement de documents, synthèses de veille.',
        'Ils restent fragiles lorsque les objectifs sont flous, que les outils sont peu fiables ou que les erreurs coûtent cher et se détectent mal.',
        'Ce livre blanc passe en revue des déploiements dans plusieurs secteurs et propose une grille simple pour choisir les tâches à automatiser en premier.',
      ],
    },
    minutes: 25,
    publishedAt: '2025-05-20',
  },
  {
    id: 'automation-roadmap',
    category: 'enterprise-automation',
    type: 'whitepaper',
    title: {
      en: 'Building an automation roadmap',
      fr: 'Construire une feuille de route d’automatisation',
    },
    summary: {
      en: 'A method to list, score and order the tasks worth automating.',
      fr: 'Une méthode pour recenser, noter et ordonner les tâches qui valent la peine d’être automatisées.',
    },
    body: {
      en: [
        'Start by listing recurring tasks with their volume, time per occurrence and error rate. The biggest wins are rarely the most visible ones.',
        'Score each task on value, feasibility and risk, then pick one with high value and low risk as a pilot.',
        'The whitepaper includes a template and the questions to ask each team.',
      ],
      fr: [
        'Commencez par recenser les tâches récurrentes avec leur volume, leur durée unitaire et leur taux d’erreur. Les plus gros gains sont rarement les plus visibles.',
        'Notez chaque tâche selon sa valeur, sa faisabilité et son risque, puis choisissez en pilote une tâche à forte valeur et faible risque.',
        'Le livre blanc comprend un modèle et les questions à poser à chaque équipe.',
      ],
    },
    minutes: 30,
    publishedAt: '2025-02-11',
  },
  {
    id: 'first-support-agent',
    category: 'enterprise-automation',
    type: 'tutorial',
    title: {
      en: 'Tutorial: your first support agent in a day',
      fr: 'Tutoriel : votre premier agent de support en une journée',
    },
    summary: {
      en: 'From a brain of help articles to an agent that drafts replies for your team.',
      fr: 'D’un cerveau d’articles d’aide à un agent qui rédige des réponses pour votre équipe.',
    },
    body: {
      en: [
        'Create a brain and upload your help articles and past answers. Wait until its status is ready.',
        'Start from the support agent template, attach the brain and set the agent to draft replies only.',
        'Review a week of drafts with your team, adjust the instructions, then allow the agent to send replies for the simplest cases.',
      ],
      fr: [
        'Créez un cerveau et importez vos articles d’aide et vos réponses passées. Attendez que son statut soit « prêt ».',
        'Partez du modèle d’agent de support, associez-lui le cerveau et limitez-le à la rédaction de brouillons.',
        'Relisez une semaine de brouillons avec votre équipe, ajustez les consignes, puis autorisez l’agent à répondre seul aux cas les plus simples.',
      ],
    },
    minutes: 20,
    publishedAt: '2025-04-08',
  },
  {
    id: 'measuring-automation-roi',
    category: 'enterprise-automation',
    type: 'article',
    title: {
      en: 'Measuring the return on automation',
      fr: 'Mesurer le retour sur investissement de l’automatisation',
    },
    summary: {
      en: 'The three figures to track before and after an agent goes live.',
      fr: 'Les trois chiffres à suivre avant et après la mise en service d’un agent.',
    },
    body: {
      en: [
        'Measure time spent on the task, the error rate and the delay experienced by the customer or colleague waiting for the result.',
        'Take the baseline over several weeks before the pilot; one busy week distorts everything.',
        'After launch, keep measuring: agents drift when data or processes change, and figures show it first.',
      ],
      fr: [
        'Mesurez le temps passé sur la tâche, le taux d’erreur et le délai subi par le client ou le collègue qui attend le résultat.',
        'Établissez la référence sur plusieurs semaines avant le pilote : une seule semaine chargée fausse tout.',
        'Après le lancement, continuez à mesurer : les agents dérivent quand les données ou les processus changent, et les chiffres le montrent en premier.',
      ],
    },
    minutes: 7,
    publishedAt: '2025-06-17',
  },
  {
    id: 'prompt-injection-basics',
    category: 'security',
    type: 'article',
    title: {
      en: 'Prompt injection: what it is and how to defend against it',
      fr: 'L’injection de consignes : de quoi s’agit-il et comment s’en protéger',
    },
    summary: {
      en: 'Why text an agent reads can try to give it orders, and the safeguards that work.',
      fr: 'Pourquoi un texte lu par un agent peut tenter de lui donner des ordres, et les protections qui fonctionnent.',
    },
    body: {
      en: [
        'An agent reads e-mails, web pages and documents. Any of them may contain instructions written to manipulate it, such as asking it to reveal data.',
        'Treat everything the agent reads as data, never as instructions. Limit the tools it may use and the data it can reach.',
        'Require human approval for sensitive actions, and log every tool call so you can review what happened.',
      ],
      fr: [
        'Un agent lit des e-mails, des pages web et des documents. Chacun peut contenir des consignes écrites pour le manipuler, par exemple pour lui faire divulguer des données.',
        'Traitez tout ce que lit l’agent comme des données, jamais comme des consignes. Limitez les outils qu’il peut utiliser et les données auxquelles il accède.',
        'Exigez une validation humaine pour les actions sensibles et journalisez chaque appel d’outil pour pouvoir retracer ce qui s’est passé.',
      ],
    },
    minutes: 8,
    publishedAt: '2025-02-25',
  },
  {
    id: 'ai-data-protection-guide',
    category: 'security',
    type: 'whitepaper',
    title: {
      en: 'Protecting your data in AI projects',
      fr: 'Protéger vos données dans les projets d’IA',
    },
    summary: {
      en: 'Data location, retention, access control and contracts: a checklist for your next project.',
      fr: 'Localisation, conservation, contrôle d’accès et contrats : une liste de contrôle pour votre prochain projet.',
    },
    body: {
      en: [
        'Know where your data is stored and processed, and whether any provider may use it to train models.',
        'Give agents the least access they need, with separate credentials that can be revoked at any time.',
        'Set retention periods for conversations and documents, and check that deletion really deletes.',
      ],
      fr: [
        'Sachez où vos données sont stockées et traitées, et si un prestataire peut s’en servir pour entraîner des modèles.',
        'Accordez aux agents le minimum d’accès nécessaire, avec des identifiants dédiés révocables à tout moment.',
        'Fixez des durées de conservation pour les conversations et les documents, et vérifiez que la suppression supprime vraiment.',
      ],
    },
    minutes: 22,
    publishedAt: '2025-07-09',
  },
  {
    id: 'secure-tool-connections',
    category: 'security',
    type: 'video',
    title: {
      en: 'Connecting tools safely with OAuth',
      fr: 'Connecter des outils en toute sécurité avec OAuth',
    },
    summary: {
      en: 'How consent screens, scopes and revocation keep connected tools under your control.',
      fr: 'Comment écrans de consentement, périmètres et révocation gardent vos outils connectés sous contrôle.',
    },
    body: {
      en: [
        'OAuth lets an agent act in a tool without ever seeing your password. You approve a consent screen listing what it may do.',
        'Grant the narrowest scopes: read-only when the agent only needs to read.',
        'Review connected tools regularly and revoke access you no longer use; the tool stops working for the agent immediately.',
      ],
      fr: [
        'OAuth permet à un agent d’agir dans un outil sans jamais voir votre mot de passe. Vous approuvez un écran de consentement qui liste ce qu’il pourra faire.',
        'Accordez les périmètres les plus étroits : lecture seule quand l’agent n’a besoin que de lire.',
        'Passez régulièrement en revue les outils connectés et révoquez les accès inutilisés ; l’outil cesse aussitôt de fonctionner pour l’agent.',
      ],
    },
    minutes: 11,
    publishedAt: '2025-08-19',
  },
  {
    id: 'agents-and-blockchains',
    category: 'crypto-ai',
    type: 'article',
    title: {
      en: 'AI agents and blockchains: where they meet',
      fr: 'Agents IA et blockchains : leurs points de rencontre',
    },
    summary: {
      en: 'Payments, on-chain data and automation: realistic uses, and the risks to weigh.',
      fr: 'Paiements, données on-chain et automatisation : usages réalistes et risques à peser.',
    },
    body: {
      en: [
        'Blockchains offer public, verifiable data and programmable payments. Agents can read that data and prepare transactions.',
        'Useful applications today are modest: monitoring wallets, summarising on-chain activity, reconciling payments.',
        'Letting an agent sign transactions on its own is risky: keep a person in the loop and strict spending limits. None of this is financial advice.',
      ],
      fr: [
        'Les blockchains offrent des données publiques et vérifiables ainsi que des paiements programmables. Les agents peuvent lire ces données et préparer des transactions.',
        'Les usages utiles aujourd’hui restent modestes : surveiller des portefeuilles, résumer l’activité on-chain, rapprocher des paiements.',
        'Laisser un agent signer seul des transactions est risqué : gardez une personne dans la boucle et des plafonds stricts. Rien de ceci ne constitue un conseil financier.',
      ],
    },
    minutes: 9,
    publishedAt: '2025-03-18',
  },
  {
    id: 'paying-with-agent-tokens',
    category: 'crypto-ai',
    type: 'tutorial',
    title: {
      en: 'Tutorial: paying your plan with AGENT tokens',
      fr: 'Tutoriel : régler votre offre avec des jetons AGENT',
    },
    summary: {
      en: 'How token payments work, the discount of up to 30%, and what to check first.',
      fr: 'Le fonctionnement des paiements en jetons, la remise allant jusqu’à 30 %, et les points à vérifier.',
    },
    body: {
      en: [
        'Choose your plan, then select AGENT tokens as the payment method. The discount, up to 30%, is shown before you confirm.',
        'Check the network and the receiving address displayed on the payment page, and send the exact amount.',
        'Your plan is activated once the transaction is confirmed. Refunds for token payments are made in tokens, to the wallet the payment came from.',
      ],
      fr: [
        'Choisissez votre offre, puis sélectionnez les jetons AGENT comme moyen de paiement. La remise, jusqu’à 30 %, s’affiche avant la confirmation.',
        'Vérifiez le réseau et l’adresse de réception indiqués sur la page de paiement, et envoyez le montant exact.',
        'Votre offre est activée dès la confirmation de la transaction. Les remboursements d’un paiement en jetons se font en jetons, vers le portefeuille d’origine.',
      ],
    },
    minutes: 5,
    publishedAt: '2025-09-02',
  },
  {
    id: 'on-chain-analytics-agents',
    category: 'crypto-ai',
    type: 'video',
    title: { en: 'On-chain analytics with an AI agent', fr: 'Analyse on-chain avec un agent IA' },
    summary: {
      en: 'A demo: an agent that summarises a week of wallet activity, with sources.',
      fr: 'Une démonstration : un agent qui résume une semaine d’activité de portefeuilles, sources à l’appui.',
    },
    body: {
      en: [
        'We connect an agent to a public blockchain data source and ask it for a weekly summary of selected wallets.',
        'The agent lists large movements, new counterparties and unusual patterns, each with a link to the transaction.',
        'We finish with the limits: data is public but interpretation is not, and every conclusion needs a human check.',
      ],
      fr: [
        'Nous relions un agent à une source publique de données blockchain et lui demandons une synthèse hebdomadaire de portefeuilles choisis.',
        'L’agent liste les mouvements importants, les nouvelles contreparties et les comportements inhabituels, chacun avec le lien vers la transaction.',
        'Nous terminons par les limites : les données sont publiques, mais leur interprétation ne l’est pas, et chaque conclusion demande une vérification humaine.',
      ],
    },
    minutes: 16,
    publishedAt: '2025-10-07',
  },
  {
    id: 'brains-best-practices',
    category: 'ai-innovation',
    type: 'tutorial',
    title: {
      en: 'Tutorial: building a brain your agents can trust',
      fr: 'Tutoriel : construire un cerveau fiable pour vos agents',
    },
    summary: {
      en: 'Which documents to upload, how to structure them, and how to keep them current.',
      fr: 'Quels documents importer, comment les structurer et comment les tenir à jour.',
    },
    body: {
      en: [
        'Upload the documents people actually use, not every file you have. Outdated documents produce outdated answers.',
        'Prefer clear headings and one topic per document; they are split and indexed more precisely.',
        'Name an owner for each brain and review it every quarter; replace documents instead of adding new versions beside old ones.',
      ],
      fr: [
        'Importez les documents réellement utilisés, pas tous vos fichiers. Des documents obsolètes produisent des réponses obsolètes.',
        'Privilégiez des titres clairs et un sujet par document : ils sont découpés et indexés plus précisément.',
        'Désignez un responsable pour chaque cerveau et révisez-le chaque trimestre ; remplacez les documents plutôt que d’ajouter de nouvelles versions à côté des anciennes.',
      ],
    },
    minutes: 12,
    publishedAt: '2025-04-29',
  },
  {
    id: 'automation-change-management',
    category: 'enterprise-automation',
    type: 'video',
    title: {
      en: 'Bringing your teams along with automation',
      fr: 'Embarquer vos équipes dans l’automatisation',
    },
    summary: {
      en: 'How to introduce agents so that people adopt them instead of working around them.',
      fr: 'Comment introduire des agents pour que les équipes les adoptent au lieu de les contourner.',
    },
    body: {
      en: [
        'Involve the people who do the task from the first workshop: they know the exceptions no document mentions.',
        'Present the agent as taking over the tedious part of their work, and show the time it frees.',
        'Share the figures openly after launch, including the mistakes the agent made and how they were fixed.',
      ],
      fr: [
        'Associez dès le premier atelier les personnes qui réalisent la tâche : elles connaissent les exceptions qu’aucun document ne mentionne.',
        'Présentez l’agent comme celui qui reprend la partie fastidieuse de leur travail, et montrez le temps libéré.',
        'Partagez ouvertement les chiffres après le lancement, y compris les erreurs de l’agent et leur correction.',
      ],
    },
    minutes: 13,
    publishedAt: '2025-09-23',
  },
];
