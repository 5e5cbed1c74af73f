import type { Lang, Localized } from './types.ts';

/** What an agent is for (the contract's `AgentCategory` checks these names). */
export type AgentCategory =
  'support' | 'hr' | 'assistant' | 'research' | 'sales' | 'content' | 'productivity';

/** The external tools an agent may need: the connectable tools of /dashboard/tools. */
export type AgentToolName = 'google-drive' | 'notion' | 'slack' | 'github' | 'hubspot';

export interface AgentTemplate {
  id: string;
  category: AgentCategory;
  name: Localized;
  description: Localized;
  /** The instructions a new agent starts with. */
  instructions: Localized;
  /** Tools the agent needs connected to do its work. */
  tools: AgentToolName[];
  /** The kind of brain it works best with. */
  brainHint: Localized;
}

/** The agents' catalogue: one template per offer of the product, in both languages. */
export const agentTemplates: AgentTemplate[] = [
  {
    id: 'client-support',
    category: 'support',
    name: { en: 'Client support agent', fr: 'Agent de support client' },
    description: {
      en: 'Answers customer questions from your help articles and hands the hard cases to your team on Slack.',
      fr: 'Répond aux questions des clients à partir de vos articles d’aide et transmet les cas difficiles à votre équipe sur Slack.',
    },
    instructions: {
      en: 'You answer customer questions politely and briefly, only from the knowledge you are given. When you are not sure, say so and offer to pass the question to a person.',
      fr: 'Vous répondez aux questions des clients avec politesse et concision, uniquement à partir des connaissances fournies. En cas de doute, dites-le et proposez de transmettre la question à une personne.',
    },
    tools: ['slack'],
    brainHint: {
      en: 'A brain of help articles, FAQs and product guides',
      fr: 'Un cerveau d’articles d’aide, de FAQ et de guides produit',
    },
  },
  {
    id: 'hr-automation',
    category: 'hr',
    name: { en: 'HR assistant', fr: 'Assistant RH' },
    description: {
      en: 'Answers employees about leave, benefits and policies, and drafts onboarding checklists in Notion.',
      fr: 'Renseigne les salariés sur les congés, les avantages et les règles, et prépare des listes d’intégration dans Notion.',
    },
    instructions: {
      en: 'You answer HR questions from the company handbook. Quote the policy you rely on. Never give legal advice; point to the HR team for personal cases.',
      fr: 'Vous répondez aux questions RH à partir du manuel de l’entreprise. Citez la règle sur laquelle vous vous appuyez. Ne donnez jamais de conseil juridique ; orientez vers l’équipe RH pour les cas personnels.',
    },
    tools: ['notion'],
    brainHint: {
      en: 'A brain of the employee handbook and HR policies',
      fr: 'Un cerveau du manuel des salariés et des règles RH',
    },
  },
  {
    id: 'remote-team-assistant',
    category: 'assistant',
    name: {
      en: 'Virtual assistant for remote teams',
      fr: 'Assistant virtuel pour équipes à distance',
    },
    description: {
      en: 'Keeps a distributed team in step: summarises threads, reminds of decisions and finds the right document.',
      fr: 'Garde une équipe répartie en phase : résume les fils, rappelle les décisions et retrouve le bon document.',
    },
    instructions: {
      en: 'You help a remote team. Summarise clearly, name who decided what, and link the document you used.',
      fr: 'Vous aidez une équipe à distance. Résumez clairement, indiquez qui a décidé quoi et citez le document utilisé.',
    },
    tools: ['slack', 'google-drive'],
    brainHint: {
      en: 'A team brain of meeting notes and project documents',
      fr: 'Un cerveau d’équipe de comptes rendus et de documents de projet',
    },
  },
  {
    id: 'market-research',
    category: 'research',
    name: { en: 'Market research analyst', fr: 'Analyste d’études de marché' },
    description: {
      en: 'Compares competitors, pricing and trends from the reports you collect, and writes a short brief.',
      fr: 'Compare concurrents, prix et tendances à partir des rapports que vous réunissez, et rédige une synthèse courte.',
    },
    instructions: {
      en: 'You analyse market documents. Separate facts from estimates, give figures with their source, and end with three takeaways.',
      fr: 'Vous analysez des documents de marché. Séparez les faits des estimations, donnez les chiffres avec leur source et terminez par trois enseignements.',
    },
    tools: ['google-drive'],
    brainHint: {
      en: 'A brain of market reports and competitor notes',
      fr: 'Un cerveau de rapports de marché et de notes sur les concurrents',
    },
  },
  {
    id: 'lead-automation',
    category: 'sales',
    name: { en: 'Lead qualification agent', fr: 'Agent de qualification de prospects' },
    description: {
      en: 'Qualifies incoming leads against your ideal customer profile and updates them in HubSpot.',
      fr: 'Qualifie les prospects entrants selon votre profil de client idéal et les met à jour dans HubSpot.',
    },
    instructions: {
      en: 'You qualify leads. Score each one against the ideal customer profile, explain the score in one sentence and suggest the next step.',
      fr: 'Vous qualifiez des prospects. Notez chacun selon le profil de client idéal, expliquez la note en une phrase et proposez l’étape suivante.',
    },
    tools: ['hubspot'],
    brainHint: {
      en: 'A brain of your offers, pricing and ideal customer profile',
      fr: 'Un cerveau de vos offres, de vos prix et de votre profil de client idéal',
    },
  },
  {
    id: 'sales-follow-up',
    category: 'sales',
    name: { en: 'Sales follow-up writer', fr: 'Rédacteur de relances commerciales' },
    description: {
      en: 'Drafts follow-up e-mails after a call from the deal notes in HubSpot and your case studies.',
      fr: 'Rédige des e-mails de relance après un appel à partir des notes de l’affaire dans HubSpot et de vos études de cas.',
    },
    instructions: {
      en: 'You write short, personal follow-up e-mails. Mention one relevant case study and propose a concrete next meeting.',
      fr: 'Vous rédigez des e-mails de relance courts et personnels. Mentionnez une étude de cas pertinente et proposez un prochain rendez-vous concret.',
    },
    tools: ['hubspot'],
    brainHint: {
      en: 'A brain of case studies and product sheets',
      fr: 'Un cerveau d’études de cas et de fiches produit',
    },
  },
  {
    id: 'content-creation',
    category: 'content',
    name: { en: 'Content creator', fr: 'Créateur de contenu' },
    description: {
      en: 'Writes blog posts, newsletters and social posts in your brand’s voice, drafted in Notion.',
      fr: 'Écrit articles de blog, lettres d’information et publications sociales avec la voix de votre marque, préparés dans Notion.',
    },
    instructions: {
      en: 'You write in the brand voice described in the style guide. Give a title, a short introduction and clear sections.',
      fr: 'Vous écrivez avec la voix de marque décrite dans le guide de style. Donnez un titre, une courte introduction et des parties claires.',
    },
    tools: ['notion'],
    brainHint: {
      en: 'A brain of your style guide and past articles',
      fr: 'Un cerveau de votre guide de style et de vos articles passés',
    },
  },
  {
    id: 'content-optimisation',
    category: 'content',
    name: { en: 'Content optimiser', fr: 'Optimiseur de contenu' },
    description: {
      en: 'Reviews existing pages for clarity and search, and proposes better titles and descriptions.',
      fr: 'Relit les pages existantes pour la clarté et le référencement, et propose de meilleurs titres et descriptions.',
    },
    instructions: {
      en: 'You improve existing content. List the three changes that matter most, then give the rewritten title and description.',
      fr: 'Vous améliorez des contenus existants. Listez les trois changements les plus importants, puis donnez le titre et la description réécrits.',
    },
    tools: [],
    brainHint: {
      en: 'A brain of the pages to optimise and your keyword list',
      fr: 'Un cerveau des pages à optimiser et de votre liste de mots-clés',
    },
  },
  {
    id: 'personal-assistant',
    category: 'assistant',
    name: { en: 'Personal assistant', fr: 'Assistant personnel' },
    description: {
      en: 'Finds what you noted, drafts replies and prepares your day from your documents.',
      fr: 'Retrouve ce que vous avez noté, prépare des réponses et organise votre journée à partir de vos documents.',
    },
    instructions: {
      en: 'You are a discreet personal assistant. Answer briefly and say which note you found the answer in.',
      fr: 'Vous êtes un assistant personnel discret. Répondez brièvement et dites dans quelle note vous avez trouvé la réponse.',
    },
    tools: ['google-drive'],
    brainHint: {
      en: 'A personal brain of notes and documents',
      fr: 'Un cerveau personnel de notes et de documents',
    },
  },
  {
    id: 'freelancer-toolkit',
    category: 'productivity',
    name: { en: 'Freelancer toolkit', fr: 'Boîte à outils du freelance' },
    description: {
      en: 'Drafts quotes, proposals and project updates for freelancers from their past work.',
      fr: 'Prépare devis, propositions et points d’avancement pour les freelances à partir de leurs travaux passés.',
    },
    instructions: {
      en: 'You help a freelancer. Reuse the wording of past proposals, keep prices as they are written, and flag anything missing.',
      fr: 'Vous aidez un freelance. Reprenez la formulation des propositions passées, gardez les prix tels qu’ils sont écrits et signalez ce qui manque.',
    },
    tools: ['notion', 'google-drive'],
    brainHint: {
      en: 'A brain of past proposals, rates and contracts',
      fr: 'Un cerveau de propositions passées, de tarifs et de contrats',
    },
  },
  {
    id: 'developer-helper',
    category: 'productivity',
    name: { en: 'Developer documentation helper', fr: 'Aide à la documentation technique' },
    description: {
      en: 'Answers developers from your technical docs and links the GitHub repository it refers to.',
      fr: 'Répond aux développeurs à partir de votre documentation technique et cite le dépôt GitHub concerné.',
    },
    instructions: {
      en: 'You answer technical questions from the documentation. Show short code examples and name the page you used.',
      fr: 'Vous répondez aux questions techniques à partir de la documentation. Montrez de courts exemples de code et citez la page utilisée.',
    },
    tools: ['github'],
    brainHint: {
      en: 'A brain of technical documentation and architecture notes',
      fr: 'Un cerveau de documentation technique et de notes d’architecture',
    },
  },
  {
    id: 'meeting-summariser',
    category: 'assistant',
    name: { en: 'Meeting summariser', fr: 'Synthèse de réunions' },
    description: {
      en: 'Turns meeting notes into decisions, owners and deadlines, and posts them to Slack.',
      fr: 'Transforme les notes de réunion en décisions, responsables et échéances, et les publie sur Slack.',
    },
    instructions: {
      en: 'You summarise meetings as three lists: decisions, actions with their owner, and open questions.',
      fr: 'Vous résumez les réunions en trois listes : décisions, actions avec leur responsable, et questions ouvertes.',
    },
    tools: ['slack'],
    brainHint: {
      en: 'A team brain of meeting notes',
      fr: 'Un cerveau d’équipe de comptes rendus de réunion',
    },
  },
  {
    id: 'recruiting-screener',
    category: 'hr',
    name: { en: 'Recruiting screener', fr: 'Présélection des candidatures' },
    description: {
      en: 'Compares applications with the job description and prepares interview questions.',
      fr: 'Compare les candidatures à la fiche de poste et prépare les questions d’entretien.',
    },
    instructions: {
      en: 'You compare a candidate with the job description. Be fair and factual, list strengths and gaps, and suggest five interview questions.',
      fr: 'Vous comparez un candidat à la fiche de poste. Soyez juste et factuel, listez les points forts et les manques, et proposez cinq questions d’entretien.',
    },
    tools: ['notion'],
    brainHint: {
      en: 'A brain of job descriptions and hiring criteria',
      fr: 'Un cerveau de fiches de poste et de critères de recrutement',
    },
  },
];

/** The categories' names, searched with the templates' own words. */
export const agentCategoryNames: Record<AgentCategory, Localized> = {
  support: { en: 'Customer support', fr: 'Support client' },
  hr: { en: 'Human resources', fr: 'Ressources humaines' },
  assistant: { en: 'Assistants', fr: 'Assistants' },
  research: { en: 'Research', fr: 'Études' },
  sales: { en: 'Sales and leads', fr: 'Ventes et prospects' },
  content: { en: 'Content', fr: 'Contenu' },
  productivity: { en: 'Productivity', fr: 'Productivité' },
};

/** A template in one language, as the API lists it (the contract's `AgentTemplate`). */
export interface TemplateIn {
  id: string;
  category: AgentCategory;
  name: string;
  description: string;
  instructions: string;
  tools: AgentToolName[];
  brainHint: string;
}

/** The catalogue in one language. */
export function templatesIn(lang: Lang): TemplateIn[] {
  return agentTemplates.map((template) => ({
    id: template.id,
    category: template.category,
    name: template.name[lang],
    description: template.description[lang],
    instructions: template.instructions[lang],
    tools: template.tools,
    brainHint: template.brainHint[lang],
  }));
}

/**
 * The templates in one language, of one category when given, whose name, description or
 * category (its id or its name in that language) contains the typed words `q`.
 */
export function findTemplates(
  lang: Lang,
  { category, q }: { category?: AgentCategory | undefined; q?: string | undefined },
): TemplateIn[] {
  const words = q?.toLowerCase();
  return templatesIn(lang).filter(
    (template) =>
      (!category || template.category === category) &&
      (!words ||
        [
          template.name,
          template.description,
          template.category,
          agentCategoryNames[template.category][lang],
        ]
          .join('\n')
          .toLowerCase()
          .includes(words)),
  );
}
