import {
  categoryLabels,
  industryLabels,
  type CaseStudyCategory,
  type Industry,
} from './case-study-labels.ts';
import type { OfferId } from './services.ts';
import type { Lang, Localized } from './types.ts';

// Categories, industries and their labels live apart: cards need them without the studies' text.
export * from './case-study-labels.ts';

export interface CaseStudy {
  /** Slug, used in the URL and for the gallery file names. */
  id: string;
  category: CaseStudyCategory;
  service: OfferId;
  industry: Industry;
  /** Anonymised descriptor of the client: no company or person names. */
  client: Localized;
  title: Localized;
  /** One or two sentences for cards. */
  summary: Localized;
  /** Two paragraphs. */
  challenge: Localized<string[]>;
  /** Two or three paragraphs. */
  solution: Localized<string[]>;
  /** Three to five bullet results. */
  results: Localized<string[]>;
  /** Two or three abstract illustrations, src '/images/case-studies/<id>-<n>.svg'. */
  gallery: { src: string; alt: Localized }[];
  /** Two or three other case study ids. */
  related: string[];
  /** Extra details shown only on the French version of the page. */
  french: {
    duration: string;
    /** Role only, never a name. */
    testimonial: { quote: string; role: string };
    metrics: { value: string; label: string }[];
  };
}

/** What a study's card is made from. */
export type CaseStudySummary = Pick<
  CaseStudy,
  'id' | 'category' | 'industry' | 'client' | 'title' | 'summary' | 'gallery'
>;

/** The home page's highlights: the first study of each category, three at most. */
export function caseStudyHighlights(studies: readonly CaseStudy[]): CaseStudy[] {
  const seen = new Set<string>();
  return studies
    .filter((study) => !seen.has(study.category) && seen.add(study.category))
    .slice(0, 3);
}

/** What a study's card shows, in one language, its category and industry named. */
export interface CaseStudyCardData {
  id: string;
  /** "Category · Industry". */
  kind: string;
  client: string;
  title: string;
  summary: string;
  cover?: { src: string; alt: string };
}

/** A study's card in `lang`. */
export function toCaseStudyCard(study: CaseStudySummary, lang: Lang): CaseStudyCardData {
  const cover = study.gallery[0];
  return {
    id: study.id,
    kind: `${categoryLabels[study.category][lang]} · ${industryLabels[study.industry][lang]}`,
    client: study.client[lang],
    title: study.title[lang],
    summary: study.summary[lang],
    ...(cover ? { cover: { src: cover.src, alt: cover.alt[lang] } } : {}),
  };
}

const image = (id: string, n: number, en: string, fr: string) => ({
  src: `/images/case-studies/${id}-${n}.svg`,
  alt: { en, fr },
});

export const caseStudies: CaseStudy[] = [
  {
    id: 'logistics-dispatch-agent',
    category: 'ai-agents',
    service: 'custom-ai-agents',
    industry: 'logistics',
    client: {
      en: 'A mid-sized European logistics group',
      fr: 'Un groupe logistique européen de taille intermédiaire',
    },
    title: {
      en: 'A dispatch agent that handles routine delivery exceptions',
      fr: 'Un agent de régulation qui gère les aléas de livraison courants',
    },
    summary: {
      en: 'A custom AI agent now triages delivery exceptions across three depots, so dispatchers spend their time on the cases that really need them.',
      fr: 'Un agent IA sur mesure trie désormais les incidents de livraison de trois dépôts : les régulateurs se concentrent sur les cas qui ont vraiment besoin d’eux.',
    },
    challenge: {
      en: [
        'Each day, the group’s three regional depots logged between 400 and 600 delivery exceptions: failed drop-offs, wrong addresses, damaged parcels, customers asking to reschedule. Every one of them landed in a shared inbox and was handled by hand by a team of eleven dispatchers.',
        'Most cases followed a handful of well-known rules, yet together they took up most of the team’s day. Urgent issues, such as temperature-controlled parcels stuck in transit, sometimes waited behind dozens of simple rescheduling requests.',
      ],
      fr: [
        'Chaque jour, les trois dépôts régionaux du groupe enregistraient entre 400 et 600 incidents de livraison : destinataires absents, adresses erronées, colis endommagés, demandes de report. Tout arrivait dans une boîte mail commune et était traité à la main par une équipe de onze régulateurs.',
        'La plupart de ces cas relevaient de quelques règles bien connues, mais ils occupaient l’essentiel de la journée de l’équipe. Les urgences, comme un colis sous température dirigée bloqué en transit, attendaient parfois derrière des dizaines de simples demandes de report.',
      ],
    },
    solution: {
      en: [
        'We built an agent connected to the transport management system, the carrier tracking feeds and the shared inbox. It reads each exception, checks the shipment history and classifies the case by type and urgency.',
        'For routine cases (rescheduling, address corrections confirmed by the customer, new delivery slots) the agent prepares the action and the customer message, then applies it within limits agreed with the operations team. Anything involving a claim, a refund or a sensitive shipment goes straight to a dispatcher, with a short summary attached.',
        'The rollout started at a single depot in read-only mode for three weeks, so the team could compare the agent’s proposals with their own decisions before switching on automatic handling.',
      ],
      fr: [
        'Nous avons conçu un agent relié au TMS, aux flux de suivi des transporteurs et à la boîte mail partagée. Il lit chaque incident, consulte l’historique de l’expédition et classe le cas par type et par niveau d’urgence.',
        'Pour les cas courants (reports, corrections d’adresse confirmées par le client, nouveaux créneaux de livraison), l’agent prépare l’action et le message au client, puis l’applique dans les limites fixées avec l’équipe d’exploitation. Tout ce qui touche à une réclamation, à un remboursement ou à un envoi sensible part directement chez un régulateur, accompagné d’une courte synthèse.',
        'Le déploiement a commencé sur un seul dépôt, en lecture seule pendant trois semaines : l’équipe a pu confronter les propositions de l’agent à ses propres décisions avant d’activer le traitement automatique.',
      ],
    },
    results: {
      en: [
        '62% of exceptions handled end to end by the agent after three months',
        'Average time to resolve a routine exception down from 3.5 hours to 40 minutes',
        'Urgent cases reach a dispatcher in under 10 minutes, against about an hour before',
        'A 15% rise in volume over the peak season absorbed without extra hires',
      ],
      fr: [
        '62 % des incidents traités de bout en bout par l’agent au bout de trois mois',
        'Délai moyen de résolution d’un incident courant ramené de 3 h 30 à 40 minutes',
        'Les urgences arrivent chez un régulateur en moins de 10 minutes, contre une heure environ auparavant',
        'Une hausse de 15 % des volumes en haute saison absorbée sans recrutement supplémentaire',
      ],
    },
    gallery: [
      image(
        'logistics-dispatch-agent',
        1,
        'Abstract map of delivery routes linking three depots',
        'Carte abstraite des tournées reliant trois dépôts',
      ),
      image(
        'logistics-dispatch-agent',
        2,
        'Exception queue sorted by urgency, with colour-coded priorities',
        'File d’incidents triée par urgence, avec des priorités en couleur',
      ),
      image(
        'logistics-dispatch-agent',
        3,
        'Dashboard comparing daily exceptions handled by the agent and by dispatchers',
        'Tableau de bord comparant les incidents traités chaque jour par l’agent et par les régulateurs',
      ),
    ],
    related: ['finance-invoice-automation', 'manufacturing-hr-helpdesk', 'retail-support-triage'],
    french: {
      duration: '12 semaines',
      testimonial: {
        quote:
          'Au début, l’équipe était sceptique. Aujourd’hui, personne ne voudrait revenir en arrière : on passe enfin notre temps sur les vrais problèmes.',
        role: 'Responsable de l’exploitation transport',
      },
      metrics: [
        { value: '62 %', label: 'des incidents traités automatiquement' },
        { value: '40 min', label: 'pour résoudre un incident courant' },
        { value: '< 10 min', label: 'pour prendre en charge une urgence' },
      ],
    },
  },
  {
    id: 'retail-support-triage',
    category: 'automation',
    service: 'client-support-hr',
    industry: 'retail',
    client: {
      en: 'An online home-goods retailer with 40,000 orders a month',
      fr: 'Un site marchand spécialisé dans l’équipement de la maison, avec 40 000 commandes par mois',
    },
    title: {
      en: 'Faster answers for an online retailer’s customer service',
      fr: 'Un service client plus réactif pour un e-commerçant',
    },
    summary: {
      en: 'Automatic triage and suggested replies helped a nine-person support team cut first-response time by more than half, even in the busiest months of the year.',
      fr: 'Tri automatique et réponses suggérées : une équipe support de neuf personnes a plus que divisé par deux son délai de première réponse, y compris pendant les mois les plus chargés de l’année.',
    },
    challenge: {
      en: [
        'The retailer’s support team received around 6,000 emails and chat messages a month, rising to nearly 10,000 in November and December. Roughly half were questions about order status, delivery dates and returns.',
        'Agents copied information by hand from the order system into each reply. In peak season, first responses took over 20 hours on average, and customer satisfaction dipped every winter.',
      ],
      fr: [
        'L’équipe support recevait environ 6 000 e-mails et messages de chat par mois, et près de 10 000 en novembre et décembre. La moitié environ portait sur le suivi de commande, les dates de livraison et les retours.',
        'Les conseillers recopiaient à la main les informations du back-office dans chaque réponse. En haute saison, la première réponse prenait plus de 20 heures en moyenne, et la satisfaction client baissait chaque hiver.',
      ],
    },
    solution: {
      en: [
        'We set up a support automation connected to the helpdesk and the order management system. Each incoming message is tagged by topic, language and urgency, and linked to the matching order.',
        'For the most common requests, the system drafts a reply with live order data filled in. Agents review it and send it in one click; replies about refunds or complaints are never sent without a human check.',
        'A weekly report shows which topics are growing. It led the team to rewrite two confusing pages of the returns policy.',
      ],
      fr: [
        'Nous avons mis en place une automatisation du support, connectée à l’outil de ticketing et au système de gestion des commandes. Chaque message entrant est étiqueté par sujet, langue et urgence, puis rattaché à la commande concernée.',
        'Pour les demandes les plus fréquentes, le système rédige un brouillon de réponse avec les données de commande à jour. Le conseiller relit et envoie en un clic ; les réponses concernant un remboursement ou une réclamation ne partent jamais sans validation humaine.',
        'Un rapport hebdomadaire met en évidence les sujets en hausse, ce qui a conduit l’équipe à réécrire deux pages peu claires de la politique de retour.',
      ],
    },
    results: {
      en: [
        'First-response time in peak season down from 21 hours to 8 hours',
        'About 55% of replies now start from an automated draft',
        'Customer satisfaction up from 4.1 to 4.4 out of 5',
        'Questions about returns down 18% after the policy pages were rewritten',
      ],
      fr: [
        'Délai de première réponse en haute saison ramené de 21 heures à 8 heures',
        'Environ 55 % des réponses partent désormais d’un brouillon automatique',
        'Satisfaction client passée de 4,1 à 4,4 sur 5',
        'Questions sur les retours en baisse de 18 % après la réécriture de la politique de retour',
      ],
    },
    gallery: [
      image(
        'retail-support-triage',
        1,
        'Support inbox with a suggested reply panel beside the conversation',
        'Boîte de réception du support, avec un panneau de réponse suggérée à côté de la conversation',
      ),
      image(
        'retail-support-triage',
        2,
        'Donut chart of incoming requests by topic',
        'Graphique en anneau des demandes entrantes par sujet',
      ),
    ],
    related: ['manufacturing-hr-helpdesk', 'professional-services-virtual-assistant'],
    french: {
      duration: '8 semaines',
      testimonial: {
        quote:
          'Les conseillers n’ont plus l’impression de faire du copier-coller toute la journée. Ils ont retrouvé du temps pour les clients qui en ont vraiment besoin.',
        role: 'Responsable du service client',
      },
      metrics: [
        { value: '-62 %', label: 'de délai de première réponse' },
        { value: '55 %', label: 'des réponses préparées automatiquement' },
        { value: '4,4/5', label: 'de satisfaction client' },
      ],
    },
  },
  {
    id: 'finance-invoice-automation',
    category: 'automation',
    service: 'automation-modules',
    industry: 'finance',
    client: {
      en: 'A regional financial services firm',
      fr: 'Une société régionale de services financiers',
    },
    title: {
      en: 'Supplier invoices processed in hours, not days',
      fr: 'Des factures fournisseurs traitées en quelques heures au lieu de plusieurs jours',
    },
    summary: {
      en: 'Automation modules now capture, match and route supplier invoices, leaving the accounts payable team to deal with exceptions only.',
      fr: 'Des modules d’automatisation extraient, rapprochent et orientent désormais les factures fournisseurs : l’équipe comptable ne traite plus que les exceptions.',
    },
    challenge: {
      en: [
        'A four-person accounts payable team processed about 2,500 supplier invoices a month, arriving as emailed PDFs, paper scans and supplier portal exports. Each one was keyed into the ERP by hand, then matched against its purchase order.',
        'Month-end closing regularly slipped by two or three days, and the firm paid a few late-payment penalties every quarter. Auditors had also flagged gaps in the approval trail.',
      ],
      fr: [
        'Une équipe de quatre personnes traitait environ 2 500 factures fournisseurs par mois, reçues en PDF par e-mail, en scan papier ou via des portails fournisseurs. Chacune était saisie à la main dans l’ERP, puis rapprochée du bon de commande.',
        'La clôture mensuelle glissait régulièrement de deux ou trois jours, et la société réglait chaque trimestre quelques pénalités de retard. Les auditeurs avaient en outre relevé des lacunes dans la traçabilité des validations.',
      ],
    },
    solution: {
      en: [
        'We combined three automation modules: document capture, three-way matching against purchase orders and delivery notes, and an approval workflow that sends each invoice to the right budget holder.',
        'Invoices that match within the agreed tolerance are posted to the ERP automatically. The others land in a review queue with the discrepancy highlighted: a price difference, a missing delivery note, a suspected duplicate.',
        'Every step is timestamped and tied to the person or rule that made the decision, which gives auditors a complete trail.',
      ],
      fr: [
        'Nous avons assemblé trois modules : la capture des documents, le rapprochement à trois voies avec les bons de commande et de livraison, et un circuit de validation qui adresse chaque facture au bon responsable budgétaire.',
        'Les factures conformes, dans la tolérance convenue, sont comptabilisées automatiquement dans l’ERP. Les autres arrivent dans une file de contrôle, avec l’écart mis en évidence : différence de prix, bon de livraison manquant, soupçon de doublon.',
        'Chaque étape est horodatée et associée à la personne ou à la règle qui a pris la décision, ce qui offre aux auditeurs une piste d’audit complète.',
      ],
    },
    results: {
      en: [
        '71% of invoices posted without manual entry',
        'Average processing time down from 6 days to 1.5 days',
        'Month-end close brought forward by two days',
        'No late-payment penalties over the last two quarters',
        '14 duplicate invoices caught in the first six months',
      ],
      fr: [
        '71 % des factures comptabilisées sans saisie manuelle',
        'Délai moyen de traitement ramené de 6 jours à un jour et demi',
        'Clôture mensuelle avancée de deux jours',
        'Aucune pénalité de retard sur les deux derniers trimestres',
        '14 factures en double détectées au cours des six premiers mois',
      ],
    },
    gallery: [
      image(
        'finance-invoice-automation',
        1,
        'Invoice document with extracted fields highlighted',
        'Facture avec les champs extraits mis en évidence',
      ),
      image(
        'finance-invoice-automation',
        2,
        'Workflow linking capture, matching and approval steps',
        'Flux reliant les étapes de capture, de rapprochement et de validation',
      ),
      image(
        'finance-invoice-automation',
        3,
        'Line chart showing invoice processing time falling over several months',
        'Courbe montrant la baisse du délai de traitement des factures sur plusieurs mois',
      ),
    ],
    related: [
      'education-onboarding-package',
      'logistics-dispatch-agent',
      'manufacturing-market-research',
    ],
    french: {
      duration: '10 semaines',
      testimonial: {
        quote:
          'La clôture n’est plus une course contre la montre. Et pour la première fois, l’audit s’est terminé sans la moindre remarque sur le circuit de validation.',
        role: 'Directrice administrative et financière',
      },
      metrics: [
        { value: '71 %', label: 'des factures comptabilisées sans saisie' },
        { value: '-75 %', label: 'de délai de traitement' },
        { value: '2 jours', label: 'gagnés sur la clôture mensuelle' },
      ],
    },
  },
  {
    id: 'healthcare-self-hosted-assistant',
    category: 'ai-agents',
    service: 'self-hosted',
    industry: 'healthcare',
    client: {
      en: 'A network of seven private medical centres',
      fr: 'Un réseau de sept centres médicaux privés',
    },
    title: {
      en: 'A self-hosted assistant for medical administrative staff',
      fr: 'Un assistant hébergé en interne pour le personnel administratif médical',
    },
    summary: {
      en: 'An AI assistant running entirely on the network’s own servers helps administrative staff find procedures and prepare documents, without patient data ever leaving the premises.',
      fr: 'Un assistant IA hébergé sur les propres serveurs du réseau aide le personnel administratif à retrouver les procédures et à préparer les documents, sans que les données des patients ne quittent jamais l’établissement.',
    },
    challenge: {
      en: [
        'The network’s seven centres share more than 300 internal procedures covering admissions, billing, insurance claims and referrals. Administrative staff spent a large part of their day looking for the right version of a document or asking colleagues.',
        'Public cloud AI tools were ruled out from the start: the data protection officer required any system handling patient-related information to run on infrastructure the network controls, with full access logs.',
      ],
      fr: [
        'Les sept centres du réseau partagent plus de 300 procédures internes : admissions, facturation, prise en charge par les mutuelles, orientation vers des confrères. Le personnel administratif passait une bonne partie de ses journées à chercher la bonne version d’un document ou à solliciter des collègues.',
        'Les outils d’IA en cloud public ont été écartés d’emblée : le délégué à la protection des données exigeait que tout système manipulant des informations liées aux patients tourne sur une infrastructure maîtrisée par le réseau, avec une journalisation complète des accès.',
      ],
    },
    solution: {
      en: [
        'We deployed an open-weight language model on two GPU servers in the network’s own data centre, together with a search index built from the approved procedures. The assistant answers questions with a link to the source document and the date of its last revision.',
        'It also prepares routine documents such as referral letters and insurance forms from templates; staff complete and sign them in the existing patient management software. The assistant has no write access to medical records.',
        'Access relies on the existing staff directory, every query is logged, and the network’s IT team was trained to update the model and the index on its own.',
      ],
      fr: [
        'Nous avons déployé un modèle de langage à poids ouverts sur deux serveurs GPU installés dans le datacenter du réseau, avec un index de recherche construit à partir des procédures validées. L’assistant répond en citant le document source et la date de sa dernière mise à jour.',
        'Il prépare aussi les documents courants, comme les courriers d’orientation ou les formulaires de prise en charge, à partir de modèles ; le personnel les complète et les signe dans le logiciel de gestion des patients existant. L’assistant n’a aucun droit d’écriture sur les dossiers médicaux.',
        'Les accès reposent sur l’annuaire existant, chaque requête est journalisée, et l’équipe informatique du réseau a été formée pour mettre à jour le modèle et l’index en toute autonomie.',
      ],
    },
    results: {
      en: [
        'Around 1,200 questions answered each week across the seven centres',
        'Time spent looking for procedures down by about 30%, according to staff surveys',
        'Referral letters prepared in 5 minutes instead of 15',
        'No patient data sent to external services, as confirmed by the annual security audit',
      ],
      fr: [
        'Environ 1 200 questions traitées chaque semaine dans les sept centres',
        'Temps passé à chercher les procédures réduit d’environ 30 %, selon les enquêtes internes',
        'Courriers d’orientation préparés en 5 minutes au lieu de 15',
        'Aucune donnée patient envoyée à un service externe, comme l’a confirmé l’audit de sécurité annuel',
      ],
    },
    gallery: [
      image(
        'healthcare-self-hosted-assistant',
        1,
        'Assistant chat panel with a cited source card',
        'Fenêtre de l’assistant avec une fiche de source citée',
      ),
      image(
        'healthcare-self-hosted-assistant',
        2,
        'On-premises servers inside a protected network perimeter',
        'Serveurs hébergés sur site, dans un périmètre réseau protégé',
      ),
      image(
        'healthcare-self-hosted-assistant',
        3,
        'Document template being filled in beside a checklist',
        'Modèle de document en cours de remplissage à côté d’une liste de contrôle',
      ),
    ],
    related: [
      'professional-services-virtual-assistant',
      'research-lab-literature-assistant',
      'manufacturing-hr-helpdesk',
    ],
    french: {
      duration: '14 semaines',
      testimonial: {
        quote:
          'Nous voulions les avantages de l’IA sans compromis sur la confidentialité. Le fait que tout tourne chez nous a convaincu à la fois la direction et les équipes.',
        role: 'Délégué à la protection des données',
      },
      metrics: [
        { value: '1 200', label: 'questions traitées chaque semaine' },
        { value: '-30 %', label: 'de temps passé à chercher une procédure' },
        { value: '0', label: 'donnée patient envoyée à l’extérieur' },
      ],
    },
  },
  {
    id: 'manufacturing-market-research',
    category: 'data-insights',
    service: 'market-research-leads',
    industry: 'manufacturing',
    client: {
      en: 'An industrial components manufacturer exporting to 20 countries',
      fr: 'Un fabricant de composants industriels présent dans 20 pays',
    },
    title: {
      en: 'Market intelligence and qualified leads for an export push',
      fr: 'Veille marché et prospects qualifiés pour accélérer à l’export',
    },
    summary: {
      en: 'A research pipeline that monitors tenders, trade press and company data gives the sales team a weekly shortlist of qualified prospects in two new markets.',
      fr: 'Un dispositif de veille qui suit les appels d’offres, la presse spécialisée et les données d’entreprises fournit chaque semaine aux commerciaux une liste courte de prospects qualifiés sur deux nouveaux marchés.',
    },
    challenge: {
      en: [
        'The company wanted to grow in the Nordic countries and Poland, where it had almost no presence. Its two export sales managers had little time for research and relied mostly on trade fairs and tips from distributors.',
        'Purchased contact lists had proved disappointing: outdated, poorly targeted and with reply rates below 1%. Management also lacked a clear picture of which sectors were investing.',
      ],
      fr: [
        'L’entreprise voulait se développer dans les pays nordiques et en Pologne, où elle était quasiment absente. Ses deux responsables export manquaient de temps pour la prospection et s’appuyaient surtout sur les salons et les recommandations de distributeurs.',
        'Les fichiers de contacts achetés s’étaient révélés décevants : obsolètes, mal ciblés, avec des taux de réponse inférieurs à 1 %. La direction n’avait pas non plus de vision claire des secteurs qui investissaient.',
      ],
    },
    solution: {
      en: [
        'We set up a research pipeline that scans public tenders, trade publications, company registers and job postings in the target countries. Signals such as a new production line, a plant extension or a call for suppliers are summarised and scored against the company’s ideal customer profile.',
        'Every Monday, the sales managers receive a shortlist of around 25 companies, with the reason for each recommendation, the likely buyer and a suggested first message in the local language. A monthly note sums up investment trends by sector.',
      ],
      fr: [
        'Nous avons mis en place un dispositif de recherche qui analyse les appels d’offres publics, la presse professionnelle, les registres d’entreprises et les offres d’emploi des pays ciblés. Les signaux utiles (nouvelle ligne de production, extension d’usine, appel à fournisseurs) sont résumés et notés au regard du profil client idéal de l’entreprise.',
        'Chaque lundi, les responsables export reçoivent une liste d’environ 25 entreprises, avec pour chacune la raison de la recommandation, l’interlocuteur probable et une proposition de premier message dans la langue locale. Une note mensuelle synthétise les tendances d’investissement par secteur.',
      ],
    },
    results: {
      en: [
        'A 9% reply rate on first contact, against under 1% with purchased lists',
        '31 qualified meetings in the first six months',
        '4 new accounts signed within the first year, two of them in Poland',
        'Around 6 hours of desk research saved per sales manager each week',
      ],
      fr: [
        'Un taux de réponse de 9 % au premier contact, contre moins de 1 % avec les fichiers achetés',
        '31 rendez-vous qualifiés au cours des six premiers mois',
        '4 nouveaux clients signés dès la première année, dont deux en Pologne',
        'Environ 6 heures de recherche économisées chaque semaine par responsable export',
      ],
    },
    gallery: [
      image(
        'manufacturing-market-research',
        1,
        'Scatter plot of prospects scored by fit and buying signals',
        'Nuage de points des prospects notés selon l’adéquation et les signaux d’achat',
      ),
      image(
        'manufacturing-market-research',
        2,
        'Weekly shortlist of prospects with score bars',
        'Liste hebdomadaire de prospects avec leurs barres de score',
      ),
    ],
    related: ['research-lab-literature-assistant', 'finance-invoice-automation'],
    french: {
      duration: '6 semaines',
      testimonial: {
        quote: 'On ne prospecte plus à l’aveugle. Chaque lundi, on sait qui appeler et pourquoi.',
        role: 'Responsable export',
      },
      metrics: [
        { value: '9 %', label: 'de taux de réponse au premier contact' },
        { value: '31', label: 'rendez-vous qualifiés en six mois' },
        { value: '6 h', label: 'de recherche économisées par semaine et par commercial' },
      ],
    },
  },
  {
    id: 'professional-services-virtual-assistant',
    category: 'ai-agents',
    service: 'virtual-assistants',
    industry: 'professional-services',
    client: {
      en: 'An accounting firm with 35 staff',
      fr: 'Un cabinet d’expertise comptable de 35 collaborateurs',
    },
    title: {
      en: 'A virtual assistant that keeps client files moving',
      fr: 'Un assistant virtuel pour fluidifier les dossiers clients',
    },
    summary: {
      en: 'A virtual assistant chases missing documents, answers common client questions and books appointments, freeing accountants from a constant stream of follow-up emails.',
      fr: 'Un assistant virtuel relance les clients pour les pièces manquantes, répond aux questions courantes et gère les rendez-vous : les collaborateurs ne croulent plus sous les e-mails de relance.',
    },
    challenge: {
      en: [
        'Every tax season, the firm’s accountants spent hours chasing clients for bank statements, receipts and signed forms. Reminders were sent by hand, and nobody had a clear view of which files were blocked, or why.',
        'The front desk, meanwhile, answered the same questions dozens of times a day: deadlines, documents needed, appointment availability.',
      ],
      fr: [
        'À chaque période fiscale, les collaborateurs du cabinet passaient des heures à relancer leurs clients pour obtenir relevés bancaires, justificatifs et formulaires signés. Les relances partaient à la main, et personne n’avait une vision claire des dossiers bloqués ni de la raison du blocage.',
        'De son côté, l’accueil répondait des dizaines de fois par jour aux mêmes questions : échéances, pièces à fournir, disponibilités pour un rendez-vous.',
      ],
    },
    solution: {
      en: [
        'We deployed a virtual assistant on the firm’s client portal and email. It knows the status of each file, sends polite, personalised reminders for missing documents and checks that uploads are readable and complete.',
        'The assistant answers general questions from the firm’s own knowledge base and books appointments directly in the accountants’ calendars. Anything that looks like a request for tax advice is passed on to an accountant, with the conversation attached.',
        'A dashboard shows the status of every file, so the partners can see at a glance where the season stands.',
      ],
      fr: [
        'Nous avons déployé un assistant virtuel sur le portail client et la messagerie du cabinet. Il connaît l’état de chaque dossier, envoie des relances courtoises et personnalisées pour les pièces manquantes, et vérifie que les documents déposés sont lisibles et complets.',
        'L’assistant répond aux questions générales à partir de la base de connaissances du cabinet et réserve les rendez-vous directement dans les agendas des collaborateurs. Dès qu’une question relève du conseil fiscal, il la transmet à un expert-comptable avec l’historique de l’échange.',
        'Un tableau de bord affiche l’avancement de chaque dossier : les associés voient d’un coup d’œil où en est la saison.',
      ],
    },
    results: {
      en: [
        'Documents received 9 days earlier on average than the previous season',
        'About 70% of front-desk questions answered by the assistant',
        'Roughly 4 hours a week saved per accountant during tax season',
        '87% of clients surveyed found the reminders helpful',
      ],
      fr: [
        'Pièces reçues en moyenne 9 jours plus tôt que la saison précédente',
        'Environ 70 % des questions adressées à l’accueil traitées par l’assistant',
        'Près de 4 heures gagnées par semaine et par collaborateur pendant la période fiscale',
        '87 % des clients interrogés jugent les relances utiles',
      ],
    },
    gallery: [
      image(
        'professional-services-virtual-assistant',
        1,
        'Calendar with appointments booked by the assistant',
        'Agenda avec les rendez-vous réservés par l’assistant',
      ),
      image(
        'professional-services-virtual-assistant',
        2,
        'Dashboard of client files with progress bars',
        'Tableau de bord des dossiers clients avec barres de progression',
      ),
    ],
    related: [
      'freelance-translator-toolkit',
      'healthcare-self-hosted-assistant',
      'retail-support-triage',
    ],
    french: {
      duration: '7 semaines',
      testimonial: {
        quote:
          'La période fiscale reste intense, mais on ne passe plus nos soirées à relancer les clients. Et le tableau de bord a changé notre façon de piloter le cabinet.',
        role: 'Associée, expert-comptable',
      },
      metrics: [
        { value: '9 jours', label: 'gagnés sur la réception des pièces' },
        { value: '70 %', label: 'des questions de l’accueil traitées par l’assistant' },
        { value: '4 h', label: 'gagnées par semaine et par collaborateur' },
      ],
    },
  },
  {
    id: 'education-onboarding-package',
    category: 'automation',
    service: 'pre-made-packages',
    industry: 'education',
    client: {
      en: 'A vocational training school with 1,800 learners',
      fr: 'Une école de formation professionnelle de 1 800 apprenants',
    },
    title: {
      en: 'Enrolment paperwork automated with a ready-made package',
      fr: 'Des inscriptions automatisées grâce à un pack prêt à l’emploi',
    },
    summary: {
      en: 'A pre-made admissions package, configured in three weeks, automated file checks, reminders and contract generation ahead of the autumn intake.',
      fr: 'Un pack admissions prêt à l’emploi, paramétré en trois semaines, a automatisé la vérification des dossiers, les relances et l’édition des contrats avant la rentrée.',
    },
    challenge: {
      en: [
        'Every summer, the school’s three-person admissions office handled about 2,400 applications for work-study programmes. Each file needed an ID document, diplomas, an agreement with the employer and funding paperwork, and many arrived incomplete.',
        'The team worked long hours in July and August, and some learners started their courses before their contracts were finalised, which caused funding problems later on.',
      ],
      fr: [
        'Chaque été, le service admissions de l’école, composé de trois personnes, traitait environ 2 400 candidatures aux formations en alternance. Chaque dossier exigeait une pièce d’identité, les diplômes, la convention avec l’employeur et les documents de financement, et beaucoup arrivaient incomplets.',
        'L’équipe enchaînait les longues journées en juillet et en août, et certains apprenants démarraient leur formation avant la finalisation de leur contrat, ce qui créait ensuite des difficultés de financement.',
      ],
    },
    solution: {
      en: [
        'Rather than a custom build, the school chose our pre-made admissions package, which covers document checks, reminders and contract generation out of the box. We configured it to the school’s programmes, forms and funding bodies in three weeks.',
        'Applicants now upload their documents through a single form. The package checks that each one is present and legible, sends reminders for anything missing and generates the contract as soon as a file is complete, ready for electronic signature.',
      ],
      fr: [
        'Plutôt qu’un développement sur mesure, l’école a opté pour notre pack admissions prêt à l’emploi, qui gère d’origine la vérification des pièces, les relances et l’édition des contrats. Nous l’avons paramétré en trois semaines selon ses formations, ses formulaires et ses financeurs.',
        'Les candidats déposent désormais leurs documents via un formulaire unique. Le pack vérifie que chaque pièce est présente et lisible, relance pour celles qui manquent et génère le contrat dès que le dossier est complet, prêt pour la signature électronique.',
      ],
    },
    results: {
      en: [
        'Files complete on first submission up from 48% to 81%',
        'For the first time, every contract signed before courses started',
        'Around 120 hours of admin work saved over the summer',
        'Live in three weeks, at a fraction of the cost of a custom project',
      ],
      fr: [
        'Dossiers complets dès le premier dépôt : de 48 % à 81 %',
        'Pour la première fois, tous les contrats signés avant le début des cours',
        'Environ 120 heures de travail administratif économisées pendant l’été',
        'Mise en service en trois semaines, pour une fraction du coût d’un projet sur mesure',
      ],
    },
    gallery: [
      image(
        'education-onboarding-package',
        1,
        'Flow from application form to document checks and contract',
        'Parcours allant du formulaire de candidature à la vérification des pièces puis au contrat',
      ),
      image(
        'education-onboarding-package',
        2,
        'Progress rings showing the share of complete application files',
        'Anneaux de progression montrant la part de dossiers complets',
      ),
    ],
    related: [
      'finance-invoice-automation',
      'research-lab-literature-assistant',
      'manufacturing-hr-helpdesk',
    ],
    french: {
      duration: '3 semaines',
      testimonial: {
        quote:
          'Pour la première fois, tous les contrats étaient signés avant la rentrée. L’équipe a même pu prendre ses congés en août.',
        role: 'Responsable des admissions',
      },
      metrics: [
        { value: '81 %', label: 'de dossiers complets dès le premier dépôt' },
        { value: '120 h', label: 'de travail administratif économisées' },
        { value: '3 semaines', label: 'pour la mise en service' },
      ],
    },
  },
  {
    id: 'youtube-creator-production',
    category: 'content',
    service: 'content-creation-suite',
    industry: 'media',
    client: {
      en: 'An independent YouTube creator publishing science explainers',
      fr: 'Un vidéaste indépendant qui publie des vidéos de vulgarisation scientifique sur YouTube',
    },
    title: {
      en: 'From one video a fortnight to one a week, without burning out',
      fr: 'D’une vidéo tous les quinze jours à une par semaine, sans s’épuiser',
    },
    summary: {
      en: 'The content creation suite took over research notes, script drafts, chapters, subtitles and clips, so a solo creator could double his output while keeping full control of his voice.',
      fr: 'La suite de création de contenu prend en charge notes de recherche, premiers jets de script, chapitres, sous-titres et extraits : seul aux commandes, le créateur a doublé son rythme sans rien céder sur son ton.',
    },
    challenge: {
      en: [
        'With a channel of around 85,000 subscribers, the creator did everything alone: research, scripting, filming, editing, thumbnails, descriptions and social posts. A 15-minute video took about 30 hours of work.',
        'Publishing every two weeks, the channel’s growth had stalled, and short clips for other platforms rarely got made because there was simply no time left.',
      ],
      fr: [
        'À la tête d’une chaîne d’environ 85 000 abonnés, le créateur faisait tout lui-même : recherches, écriture, tournage, montage, miniatures, descriptions et publications sur les réseaux. Une vidéo de 15 minutes représentait une trentaine d’heures de travail.',
        'Avec une publication tous les quinze jours, la croissance de la chaîne stagnait, et les formats courts pour les autres plateformes passaient à la trappe, faute de temps.',
      ],
    },
    solution: {
      en: [
        'We set up the content creation suite around the creator’s existing workflow. It turns research sources into structured notes with references, proposes an outline and a first draft of the script in his style, which he then rewrites, and suggests several titles and descriptions.',
        'After editing, the suite generates chapters and subtitles in English and French, and picks out five to eight short clips with their timestamps. Social posts are drafted for review and scheduled once approved.',
      ],
      fr: [
        'Nous avons intégré la suite de création de contenu à la façon de travailler du créateur. Elle transforme ses sources en notes structurées avec références, propose un plan et un premier jet de script dans son style (qu’il réécrit ensuite), et suggère plusieurs titres et descriptions.',
        'Après le montage, la suite génère les chapitres et les sous-titres en anglais et en français, et repère cinq à huit extraits courts avec leurs horodatages. Les publications pour les réseaux sont rédigées pour relecture, puis programmées une fois validées.',
      ],
    },
    results: {
      en: [
        'Production time per video down from about 30 hours to 18',
        'Publishing rhythm moved to one video a week',
        'Subscribers up 22% over six months',
        'French subtitles now account for around 9% of watch time',
      ],
      fr: [
        'Temps de production par vidéo ramené d’une trentaine d’heures à 18',
        'Rythme de publication passé à une vidéo par semaine',
        'Nombre d’abonnés en hausse de 22 % en six mois',
        'Les sous-titres français représentent désormais environ 9 % du temps de visionnage',
      ],
    },
    gallery: [
      image(
        'youtube-creator-production',
        1,
        'Video editor timeline with suggested clip markers',
        'Timeline de montage avec les repères d’extraits suggérés',
      ),
      image(
        'youtube-creator-production',
        2,
        'Script editor with an outline panel and highlighted notes',
        'Éditeur de script avec un panneau de plan et des notes surlignées',
      ),
      image(
        'youtube-creator-production',
        3,
        'Growth curve of channel subscribers over six months',
        'Courbe de croissance des abonnés de la chaîne sur six mois',
      ),
    ],
    related: ['newsletter-content-optimisation', 'freelance-translator-toolkit'],
    french: {
      duration: '4 semaines',
      testimonial: {
        quote:
          'Je garde la main sur tout ce qui compte : l’écriture et le ton. Le reste, je n’ai plus à y penser, et ça change tout.',
        role: 'Vidéaste et vulgarisateur scientifique',
      },
      metrics: [
        { value: '-40 %', label: 'de temps de production par vidéo' },
        { value: '+22 %', label: 'd’abonnés en six mois' },
        { value: '×2', label: 'sur le rythme de publication' },
      ],
    },
  },
  {
    id: 'freelance-translator-toolkit',
    category: 'automation',
    service: 'freelancer-toolkit',
    industry: 'professional-services',
    client: {
      en: 'A freelance English-to-French translator',
      fr: 'Une traductrice indépendante de l’anglais vers le français',
    },
    title: {
      en: 'Less admin, more translation for a freelance translator',
      fr: 'Moins d’administratif, plus de traduction pour une traductrice indépendante',
    },
    summary: {
      en: 'The freelancer toolkit automated quotes, invoicing and glossary preparation, giving a solo translator back the best part of a day each week.',
      fr: 'Le kit freelance a automatisé devis, facturation et préparation des glossaires : une traductrice indépendante a récupéré près d’une journée par semaine.',
    },
    challenge: {
      en: [
        'Specialised in technical and legal documents, the translator worked with around fifteen regular clients, mostly agencies. Every project meant counting words, preparing a quote, tracking deadlines and chasing invoices, all in spreadsheets.',
        'She estimated that admin took up a full day every week. Building glossaries for new clients also ate into her time, and she was turning down work in busy periods.',
      ],
      fr: [
        'Spécialisée dans les documents techniques et juridiques, la traductrice travaillait avec une quinzaine de clients réguliers, surtout des agences. Chaque projet supposait de compter les mots, d’établir un devis, de suivre les délais et de relancer les factures, le tout dans des tableurs.',
        'Elle estimait que l’administratif lui prenait une journée entière par semaine. La constitution de glossaires pour les nouveaux clients grignotait elle aussi son temps, et elle devait refuser des missions en période chargée.',
      ],
    },
    solution: {
      en: [
        'We configured the freelancer toolkit around the tools she already used. Incoming requests are read automatically: the toolkit counts words, applies her rates by field and urgency, and drafts a quote for her to approve.',
        'Accepted projects go into her calendar with their deadlines, invoices are generated on delivery, and polite reminders go out at 30 and 45 days. For new clients, the toolkit pulls recurring terms from reference documents into a draft glossary that she checks before starting.',
        'The translation itself stays entirely hers: the toolkit only handles the work around it.',
      ],
      fr: [
        'Nous avons configuré le kit freelance autour de ses outils habituels. Les demandes entrantes sont lues automatiquement : le kit compte les mots, applique ses tarifs selon le domaine et l’urgence, puis prépare un devis qu’elle n’a plus qu’à valider.',
        'Les projets acceptés rejoignent son agenda avec leurs échéances, les factures sont émises à la livraison et des relances courtoises partent à 30 et 45 jours. Pour un nouveau client, le kit extrait des documents de référence les termes récurrents et en tire un glossaire provisoire, qu’elle vérifie avant de commencer.',
        'La traduction elle-même reste entièrement son affaire : le kit ne s’occupe que de ce qui gravite autour.',
      ],
    },
    results: {
      en: [
        'Admin time down from about 8 hours to 3 hours a week',
        'Quotes sent within the hour instead of the next day',
        'Average payment time down from 41 to 26 days',
        'Revenue up 14% year on year, with three new agency clients',
      ],
      fr: [
        'Temps consacré à l’administratif ramené d’environ 8 heures à 3 heures par semaine',
        'Devis envoyés dans l’heure au lieu du lendemain',
        'Délai moyen de paiement ramené de 41 à 26 jours',
        'Chiffre d’affaires en hausse de 14 % sur un an, avec trois nouvelles agences clientes',
      ],
    },
    gallery: [
      image(
        'freelance-translator-toolkit',
        1,
        'Board of translation projects organised in columns by stage',
        'Tableau des projets de traduction classés en colonnes par étape',
      ),
      image(
        'freelance-translator-toolkit',
        2,
        'Two-column glossary with matched terms',
        'Glossaire sur deux colonnes avec les termes mis en correspondance',
      ),
    ],
    related: [
      'youtube-creator-production',
      'professional-services-virtual-assistant',
      'research-lab-literature-assistant',
    ],
    french: {
      duration: '2 semaines',
      testimonial: {
        quote:
          'Je ne pensais pas qu’un outil pourrait comprendre mon métier. Je passe enfin mes journées à traduire, pas à remplir des tableurs.',
        role: 'Traductrice technique et juridique indépendante',
      },
      metrics: [
        { value: '5 h', label: 'libérées chaque semaine' },
        { value: '-15 jours', label: 'sur le délai moyen de paiement' },
        { value: '+14 %', label: 'de chiffre d’affaires sur un an' },
      ],
    },
  },
  {
    id: 'research-lab-literature-assistant',
    category: 'data-insights',
    service: 'personal-assistant',
    industry: 'education',
    client: {
      en: 'A university research lab in environmental science',
      fr: 'Un laboratoire universitaire en sciences de l’environnement',
    },
    title: {
      en: 'Research assistants that keep a lab on top of the literature',
      fr: 'Des assistants de recherche pour ne rien manquer de la littérature scientifique',
    },
    summary: {
      en: 'Personal AI assistants help a twelve-person lab track new publications, summarise papers and prepare literature reviews, with every statement linked to its source.',
      fr: 'Des assistants IA personnels aident un laboratoire de douze personnes à suivre les nouvelles publications, à résumer les articles et à préparer les états de l’art, chaque affirmation étant reliée à sa source.',
    },
    challenge: {
      en: [
        'The lab works on soil carbon and land use, a field in which several hundred relevant papers appear every month. Researchers and PhD students each kept their own reading lists, so important papers were regularly missed or read twice.',
        'Preparing the literature review for a grant application took weeks, and the team insisted that any summary be traceable to the original paper, with no invented references.',
      ],
      fr: [
        'Le laboratoire travaille sur le carbone des sols et l’usage des terres, un domaine où paraissent chaque mois plusieurs centaines d’articles pertinents. Chercheurs et doctorants tenaient chacun leur propre liste de lecture, si bien que des publications importantes passaient régulièrement inaperçues ou étaient lues deux fois.',
        'Rédiger l’état de l’art d’une demande de financement prenait des semaines, et l’équipe exigeait que chaque résumé puisse être rattaché à l’article d’origine, sans aucune référence inventée.',
      ],
    },
    solution: {
      en: [
        'Each lab member has a personal assistant connected to the shared reference manager and to open publication databases. Every week, it flags new papers matching that person’s research questions and writes short summaries of their methods and main findings.',
        'Summaries only cite papers held in the lab’s library, and each statement links to the exact passage it comes from. For grant applications, the assistant drafts a structured overview of the topic, which the researchers then check and rewrite.',
        'A shared weekly digest shows who has read what, which cut down on duplicated effort across the team.',
      ],
      fr: [
        'Chaque membre du laboratoire dispose d’un assistant personnel relié au gestionnaire de références commun et aux bases de publications ouvertes. Chaque semaine, il signale les nouveaux articles liés à ses questions de recherche et en rédige de courts résumés : méthodes, principaux résultats.',
        'Les résumés ne citent que des articles présents dans la bibliothèque du laboratoire, et chaque affirmation renvoie au passage exact dont elle est tirée. Pour les demandes de financement, l’assistant prépare une synthèse structurée du sujet, que les chercheurs vérifient et réécrivent.',
        'Une lettre hebdomadaire commune indique qui a lu quoi, ce qui limite les doublons au sein de l’équipe.',
      ],
    },
    results: {
      en: [
        'Literature review for a major grant application prepared in 2 weeks instead of about 5',
        'Around 3 hours a week saved per researcher on monitoring and first reading',
        '96% of summary statements judged accurate in a manual check of 200 of them',
        'No invented references: every citation points to a paper in the lab’s library',
      ],
      fr: [
        'État de l’art d’une importante demande de financement préparé en 2 semaines au lieu de 5 environ',
        'Environ 3 heures gagnées chaque semaine par chercheur sur la veille et la première lecture',
        '96 % des affirmations jugées exactes lors d’un contrôle manuel portant sur 200 d’entre elles',
        'Aucune référence inventée : chaque citation renvoie à un article de la bibliothèque du laboratoire',
      ],
    },
    gallery: [
      image(
        'research-lab-literature-assistant',
        1,
        'Network graph of related papers and citations',
        'Graphe reliant des articles et leurs citations',
      ),
      image(
        'research-lab-literature-assistant',
        2,
        'Summary with highlighted statements linked to source passages',
        'Résumé dont les affirmations surlignées renvoient aux passages sources',
      ),
      image(
        'research-lab-literature-assistant',
        3,
        'Weekly digest dashboard of new papers by topic',
        'Tableau de bord hebdomadaire des nouveaux articles par thème',
      ),
    ],
    related: [
      'manufacturing-market-research',
      'healthcare-self-hosted-assistant',
      'youtube-creator-production',
    ],
    french: {
      duration: '5 semaines',
      testimonial: {
        quote:
          'Ce qui nous a convaincus, c’est la traçabilité : chaque phrase renvoie à sa source. On gagne du temps sans rien sacrifier à la rigueur.',
        role: 'Directeur du laboratoire',
      },
      metrics: [
        { value: '2 semaines', label: 'au lieu de 5 pour un état de l’art' },
        { value: '3 h', label: 'gagnées par semaine et par chercheur' },
        { value: '96 %', label: 'd’affirmations exactes lors du contrôle' },
      ],
    },
  },
  {
    id: 'newsletter-content-optimisation',
    category: 'content',
    service: 'content-optimisation',
    industry: 'media',
    client: {
      en: 'An independent publisher of a B2B newsletter and blog',
      fr: 'Un éditeur indépendant d’une newsletter et d’un blog B2B',
    },
    title: {
      en: 'Getting more out of an existing archive',
      fr: 'Tirer le meilleur parti d’un fonds d’articles existant',
    },
    summary: {
      en: 'Content optimisation turned a back catalogue of 600 articles into a steady source of search traffic and newsletter sign-ups.',
      fr: 'L’optimisation de contenu a transformé un fonds de 600 articles en source régulière de trafic organique et d’inscriptions à la newsletter.',
    },
    challenge: {
      en: [
        'Over eight years, a two-person team had published around 600 articles on supply-chain topics. Many were still relevant but partly out of date, poorly linked to one another and all but invisible in search results.',
        'Short on time, the team focused on writing new pieces and had no method for deciding which older articles deserved an update.',
      ],
      fr: [
        'En huit ans, une équipe de deux personnes avait publié quelque 600 articles sur la chaîne d’approvisionnement. Beaucoup restaient pertinents, mais comportaient des passages datés, étaient mal reliés entre eux et quasi invisibles dans les moteurs de recherche.',
        'Faute de temps, l’équipe privilégiait l’écriture de nouveaux articles et n’avait aucune méthode pour choisir quels anciens textes méritaient une mise à jour.',
      ],
    },
    solution: {
      en: [
        'The work started with an audit: every article was scored on search demand, current traffic, freshness and overlap with other pieces. The result was a ranked list of 80 articles worth updating and 45 to merge or retire.',
        'For each priority article, the tool suggests improvements (outdated figures, missing subtopics, clearer headings, internal links) which the editors review and rewrite. Newsletter sign-up blocks were tailored to each article’s topic.',
      ],
      fr: [
        'Le travail a commencé par un audit : chaque article a été noté selon la demande de recherche, le trafic actuel, la fraîcheur et les recoupements avec d’autres textes. Résultat : une liste hiérarchisée de 80 articles à actualiser et de 45 à fusionner ou à retirer.',
        'Pour chaque article prioritaire, l’outil propose des améliorations (chiffres à actualiser, sous-thèmes manquants, intertitres plus clairs, liens internes), que l’équipe relit et réécrit. Les encarts d’inscription à la newsletter ont été adaptés au sujet de chaque article.',
      ],
    },
    results: {
      en: [
        'Organic search traffic up 34% after five months',
        'Newsletter sign-ups from the blog up from about 180 to 290 a month',
        '80 articles updated in five months alongside the usual publishing schedule',
        'Average time on page up 12%',
      ],
      fr: [
        'Trafic organique en hausse de 34 % au bout de cinq mois',
        'Inscriptions à la newsletter depuis le blog passées d’environ 180 à 290 par mois',
        '80 articles actualisés en cinq mois, sans ralentir le rythme de publication habituel',
        'Temps moyen passé sur les pages en hausse de 12 %',
      ],
    },
    gallery: [
      image(
        'newsletter-content-optimisation',
        1,
        'Treemap of the article archive grouped by priority',
        'Carte proportionnelle du fonds d’articles regroupé par priorité',
      ),
      image(
        'newsletter-content-optimisation',
        2,
        'Area chart of organic traffic rising over five months',
        'Graphique en aires du trafic organique en hausse sur cinq mois',
      ),
    ],
    related: ['youtube-creator-production', 'manufacturing-market-research'],
    french: {
      duration: '5 mois',
      testimonial: {
        quote:
          'On croyait devoir écrire toujours plus. En réalité, nos meilleurs articles dormaient dans nos archives.',
        role: 'Cofondatrice et rédactrice en chef',
      },
      metrics: [
        { value: '+34 %', label: 'de trafic organique' },
        { value: '+60 %', label: 'd’inscriptions à la newsletter' },
        { value: '80', label: 'articles remis à jour' },
      ],
    },
  },
  {
    id: 'manufacturing-hr-helpdesk',
    category: 'ai-agents',
    service: 'client-support-hr',
    industry: 'manufacturing',
    client: {
      en: 'A food manufacturer with 900 employees across four sites',
      fr: 'Un industriel de l’agroalimentaire de 900 salariés répartis sur quatre sites',
    },
    title: {
      en: 'An HR assistant for shift workers',
      fr: 'Un assistant RH pour les équipes postées',
    },
    summary: {
      en: 'A multilingual HR assistant, available on a phone or a break-room kiosk, answers questions about payslips, leave and shift swaps at any hour.',
      fr: 'Un assistant RH multilingue, accessible depuis un téléphone ou la borne de la salle de pause, répond à toute heure aux questions sur la paie, les congés et les échanges de postes.',
    },
    challenge: {
      en: [
        'Most employees work rotating shifts and rarely cross paths with the HR team, which is only on site during office hours. Questions about payslips, leave balances and shift swaps piled up, and the HR office handled around 1,500 calls and visits a month.',
        'Nearly a third of the workforce is more comfortable in a language other than French, which made written procedures hard to follow and led to frequent misunderstandings.',
      ],
      fr: [
        'La plupart des salariés travaillent en horaires postés et croisent rarement l’équipe RH, présente uniquement aux heures de bureau. Les questions sur la paie, les soldes de congés et les échanges de postes s’accumulaient, et le service RH recevait environ 1 500 appels et visites par mois.',
        'Près d’un tiers des effectifs est plus à l’aise dans une autre langue que le français, ce qui rendait les procédures écrites difficiles à suivre et entraînait de fréquents malentendus.',
      ],
    },
    solution: {
      en: [
        'We deployed an HR assistant connected to the payroll and time-management systems, available through a messaging app and on kiosks in every break room. Employees sign in securely and can ask questions in French, Portuguese, Romanian, Arabic or English.',
        'The assistant explains payslip lines, shows leave balances, handles shift swaps between colleagues according to each site’s rules, and answers questions on the collective agreement and internal policies. Sensitive topics such as health, conflicts or disciplinary matters always go to an HR officer.',
        'The HR team can see which questions come up most often, which led them to rewrite the payslip guide and the leave request procedure.',
      ],
      fr: [
        'Nous avons déployé un assistant RH relié aux logiciels de paie et de gestion des temps, accessible par messagerie et sur des bornes installées dans chaque salle de pause. Les salariés s’identifient de façon sécurisée et peuvent poser leurs questions en français, portugais, roumain, arabe ou anglais.',
        'L’assistant explique les lignes du bulletin de paie, affiche les soldes de congés, gère les échanges de postes entre collègues selon les règles de chaque site et répond aux questions sur la convention collective et les accords internes. Les sujets sensibles, comme la santé, les conflits ou les questions disciplinaires, sont systématiquement confiés à un chargé RH.',
        'L’équipe RH voit quelles questions reviennent le plus souvent, ce qui l’a conduite à réécrire le guide du bulletin de paie et la procédure de demande de congés.',
      ],
    },
    results: {
      en: [
        'Calls and visits to HR down 45% within four months',
        '68% of questions asked outside office hours, when HR was previously unreachable',
        'Shift swaps approved in under a day instead of about three',
        'Time freed up for the HR team to focus on training and recruitment',
      ],
      fr: [
        'Appels et visites au service RH en baisse de 45 % en quatre mois',
        '68 % des questions posées en dehors des heures de bureau, quand le service RH était auparavant injoignable',
        'Échanges de postes validés en moins d’une journée, contre trois environ auparavant',
        'Du temps libéré pour que l’équipe RH se consacre à la formation et au recrutement',
      ],
    },
    gallery: [
      image(
        'manufacturing-hr-helpdesk',
        1,
        'Phone screen with a conversation with the HR assistant',
        'Écran de téléphone affichant une conversation avec l’assistant RH',
      ),
      image(
        'manufacturing-hr-helpdesk',
        2,
        'Heatmap of questions by hour of the day and day of the week',
        'Carte de chaleur des questions par heure et par jour de la semaine',
      ),
      image(
        'manufacturing-hr-helpdesk',
        3,
        'Flow routing routine questions to the assistant and sensitive ones to HR',
        'Flux orientant les questions courantes vers l’assistant et les sujets sensibles vers les RH',
      ),
    ],
    related: [
      'retail-support-triage',
      'logistics-dispatch-agent',
      'healthcare-self-hosted-assistant',
    ],
    french: {
      duration: '9 semaines',
      testimonial: {
        quote:
          'Nos équipes de nuit ont enfin une réponse au moment où elles se posent la question. Et de notre côté, nous avons retrouvé du temps pour l’accompagnement.',
        role: 'Directrice des ressources humaines',
      },
      metrics: [
        { value: '-45 %', label: 'd’appels et de visites au service RH' },
        { value: '68 %', label: 'des questions posées hors heures de bureau' },
        { value: '< 1 jour', label: 'pour valider un échange de poste' },
      ],
    },
  },
];
