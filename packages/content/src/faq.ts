import type { Localized } from './types.ts';

export const faqCategories = [
  'general',
  'pricing',
  'services',
  'account',
  'security',
  'tools',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const faqCategoryLabels: Record<FaqCategory, Localized> = {
  general: { en: 'General', fr: 'Général' },
  pricing: { en: 'Pricing and billing', fr: 'Tarifs et facturation' },
  services: { en: 'Services', fr: 'Services' },
  account: { en: 'Account and dashboard', fr: 'Compte et tableau de bord' },
  security: { en: 'Security and privacy', fr: 'Sécurité et confidentialité' },
  tools: { en: 'AI tools', fr: 'Outils IA' },
};

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: Localized;
  /** Two to four sentences, plain text. */
  answer: Localized;
  link?: { href: string; label: Localized };
}

export const faq: FaqEntry[] = [
  // General
  {
    id: 'what-is-agentia',
    category: 'general',
    question: { en: 'What does Agentia do?', fr: 'Que fait Agentia ?' },
    answer: {
      en: 'Agentia designs and runs AI agents and automations for businesses and independent professionals. Enterprises get custom agents, ready-made packages and self-hosted options, while professionals subscribe to focused monthly plans for content, assistance and lead generation. Everything is managed from a single dashboard.',
      fr: "Agentia conçoit et déploie des agents IA et des automatisations pour les entreprises comme pour les indépendants. Les entreprises disposent d'agents sur mesure, de solutions clés en main et d'options auto-hébergées ; les professionnels, eux, souscrivent des offres mensuelles ciblées pour la création de contenu, l'assistance ou la prospection. Le tout se pilote depuis un tableau de bord unique.",
    },
    link: {
      href: '/services',
      label: { en: 'Explore our services', fr: 'Découvrir nos services' },
    },
  },
  {
    id: 'who-is-it-for',
    category: 'general',
    question: { en: 'Who is Agentia for?', fr: "À qui s'adresse Agentia ?" },
    answer: {
      en: 'We serve two audiences. Enterprise solutions are built for organisations that want agents working across whole teams, from a few members to unlimited seats. Professional tools are made for creators, freelancers and small businesses who want to automate their own work without a long commitment.',
      fr: "Nous accompagnons deux publics. Les solutions entreprises s'adressent aux organisations qui veulent déployer des agents au sein de leurs équipes, de quelques membres à un nombre illimité. Les outils professionnels sont pensés pour les créateurs, les freelances et les petites structures qui souhaitent automatiser leur propre activité sans engagement de longue durée.",
    },
    link: { href: '/services', label: { en: 'Compare our offers', fr: 'Comparer nos offres' } },
  },
  {
    id: 'languages',
    category: 'general',
    question: {
      en: 'Which languages is the platform available in?',
      fr: 'Dans quelles langues la plateforme est-elle disponible ?',
    },
    answer: {
      en: 'Agentia is fully available in English and French: the public site, the AI tools catalogue, your dashboard and the support chat. Switch language at any time from the header, and your choice is remembered on your device.',
      fr: "Agentia est entièrement disponible en anglais et en français : le site public, le catalogue d'outils IA, votre tableau de bord et le chat d'assistance. Vous pouvez changer de langue à tout moment depuis l'en-tête, et votre choix est mémorisé sur votre appareil.",
    },
  },
  {
    id: 'get-started',
    category: 'general',
    question: { en: 'How do I get started?', fr: 'Par où commencer ?' },
    answer: {
      en: 'Create a free account, confirm your email with the 6-digit code we send you, and you will land on your dashboard. From there you can build your first brain, try an agent template or browse the AI tools catalogue. If you are looking for an enterprise deployment, tell us about your project through the contact form.',
      fr: "Créez un compte gratuit, confirmez votre adresse e-mail avec le code à 6 chiffres que nous vous envoyons, et vous voilà sur votre tableau de bord. Vous pouvez alors créer votre premier cerveau, essayer un modèle d'agent ou parcourir le catalogue d'outils IA. Pour un déploiement en entreprise, présentez-nous votre projet via le formulaire de contact.",
    },
    link: { href: '/register', label: { en: 'Create an account', fr: 'Créer un compte' } },
  },
  {
    id: 'contact-support',
    category: 'general',
    question: {
      en: 'How can I reach your support team?',
      fr: "Comment joindre l'équipe d'assistance ?",
    },
    answer: {
      en: 'Open the chat bubble available on every page: our live team answers Monday to Friday, 9AM-6PM EST. You can also email support@agentia.example, and we reply within 24 hours. Our knowledge base covers the most common questions step by step.',
      fr: "Ouvrez la bulle de chat présente sur chaque page : notre équipe vous répond du lundi au vendredi, de 9 h à 18 h, heure de l'Est (EST). Vous pouvez aussi écrire à support@agentia.example, nous répondons sous 24 heures. Notre base de connaissances détaille pas à pas les questions les plus fréquentes.",
    },
    link: {
      href: '/support',
      label: { en: 'Visit the support centre', fr: "Accéder au centre d'assistance" },
    },
  },
  {
    id: 'phone-support',
    category: 'general',
    question: {
      en: 'Do you offer phone support?',
      fr: 'Proposez-vous une assistance par téléphone ?',
    },
    answer: {
      en: 'Phone support is reserved for premium customers, meaning the Enterprise Professional and Custom tiers. All other customers can reach us through the live chat or by email. Enterprise Professional customers also benefit from 24/7 priority support.',
      fr: "L'assistance téléphonique est réservée aux clients premium, c'est-à-dire aux formules Entreprise Professionnel et Sur mesure. Tous les autres clients peuvent nous joindre par chat ou par e-mail. Les clients Entreprise Professionnel bénéficient en outre d'une assistance prioritaire 24 h/24, 7 j/7.",
    },
  },

  // Pricing
  {
    id: 'refunds',
    category: 'pricing',
    question: {
      en: 'Can I get a refund? Is there a money-back guarantee?',
      fr: 'Puis-je être remboursé ? Proposez-vous une garantie satisfait ou remboursé ?',
    },
    answer: {
      en: 'Yes. Every professional plan comes with a 30-day money-back guarantee: if the plan is not right for you, write to support within 30 days of your first payment and we refund it in full. Enterprise plans are governed by your agreement and are not covered by this guarantee.',
      fr: "Oui. Toutes les offres professionnelles bénéficient d'une garantie satisfait ou remboursé de 30 jours : si l'offre ne vous convient pas, écrivez à l'assistance dans les 30 jours suivant votre premier paiement et nous vous remboursons intégralement. Les offres entreprises relèvent de votre contrat et ne sont pas concernées par cette garantie.",
    },
    link: { href: '/terms', label: { en: 'Read our terms', fr: 'Lire nos conditions' } },
  },
  {
    id: 'enterprise-pricing',
    category: 'pricing',
    question: {
      en: 'How much do enterprise plans cost?',
      fr: 'Combien coûtent les offres entreprises ?',
    },
    answer: {
      en: 'Enterprise Starter costs $2,999/month for up to 5 members, with support during business hours (8/5). Enterprise Professional costs $5,999/month for up to 20 members and includes 24/7 priority support. The Custom tier offers unlimited members and a dedicated success manager, priced on quote.',
      fr: "L'offre Entreprise Starter coûte 2 999 € par mois pour 5 membres maximum, avec une assistance aux heures ouvrées, du lundi au vendredi (8/5). L'offre Entreprise Professionnel coûte 5 999 € par mois pour 20 membres maximum et inclut une assistance prioritaire 24 h/24, 7 j/7. La formule Sur mesure offre un nombre de membres illimité et un responsable de la réussite client dédié, sur devis.",
    },
    link: { href: '/pricing', label: { en: 'See all prices', fr: 'Voir tous les tarifs' } },
  },
  {
    id: 'professional-pricing',
    category: 'pricing',
    question: {
      en: 'How much do professional plans cost?',
      fr: 'Combien coûtent les offres professionnelles ?',
    },
    answer: {
      en: 'Professional plans are billed monthly: AI assistant $19, social media $29, blog writing $39, YouTube automation $49 and lead generation $59. The Creator bundle costs $89 (you save $28) and the Business bundle $149 (you save $46).',
      fr: "Les offres professionnelles sont facturées au mois : Assistant IA 19 €, Réseaux sociaux 29 €, Rédaction de blog 39 €, Automatisation YouTube 49 € et Génération de leads 59 €. Le pack Créateur coûte 89 € (28 € d'économie) et le pack Business 149 € (46 € d'économie).",
    },
    link: { href: '/pricing', label: { en: 'Compare the plans', fr: 'Comparer les offres' } },
  },
  {
    id: 'agent-tokens',
    category: 'pricing',
    question: { en: 'Can I pay with AGENT tokens?', fr: 'Puis-je payer avec des jetons AGENT ?' },
    answer: {
      en: 'Yes. Paying with AGENT tokens gives you up to 30% off your plan. The exact discount depends on the plan and is shown before you confirm your payment.',
      fr: "Oui. Payer avec des jetons AGENT vous donne droit à une réduction pouvant atteindre 30 % sur votre offre. Le montant exact de la remise dépend de l'offre et s'affiche avant la confirmation du paiement.",
    },
  },
  {
    id: 'commitment',
    category: 'pricing',
    question: {
      en: 'Is there a minimum commitment?',
      fr: "Y a-t-il une durée minimale d'engagement ?",
    },
    answer: {
      en: 'Professional plans are month-to-month: you can cancel at any time and the cancellation takes effect at the end of the current billing period. Enterprise plans have a minimum term of about 12 months, set out in your agreement.',
      fr: "Les offres professionnelles sont sans engagement, au mois : vous pouvez résilier à tout moment, la résiliation prenant effet à la fin de la période de facturation en cours. Les offres entreprises comportent une durée minimale d'environ 12 mois, précisée dans votre contrat.",
    },
  },
  {
    id: 'currency',
    category: 'pricing',
    question: {
      en: 'Which currency are prices shown in?',
      fr: 'Dans quelle devise les prix sont-ils affichés ?',
    },
    answer: {
      en: 'Prices are shown in US dollars on the English site and in euros on the French site. Taxes such as VAT are added where they apply and are shown on your invoice.',
      fr: "Les prix sont affichés en euros sur le site en français et en dollars américains sur le site en anglais. Les taxes applicables, comme la TVA, s'ajoutent le cas échéant et figurent sur votre facture.",
    },
  },

  // Services
  {
    id: 'enterprise-vs-professional',
    category: 'services',
    question: {
      en: 'What is the difference between enterprise solutions and professional tools?',
      fr: 'Quelle différence entre les solutions entreprises et les outils professionnels ?',
    },
    answer: {
      en: 'Enterprise solutions are projects we run with you: custom agents, automation modules and deployments shared by a whole team, with dedicated support. Professional tools are ready-to-use monthly plans for one person, covering content creation, an AI assistant and lead generation.',
      fr: "Les solutions entreprises sont des projets que nous menons avec vous : agents sur mesure, modules d'automatisation et déploiements partagés par toute une équipe, avec un accompagnement dédié. Les outils professionnels sont des offres mensuelles prêtes à l'emploi pour une personne : création de contenu, assistant IA et génération de leads.",
    },
    link: {
      href: '/services',
      label: { en: 'Explore our services', fr: 'Découvrir nos services' },
    },
  },
  {
    id: 'custom-agents',
    category: 'services',
    question: {
      en: 'Can you build an AI agent tailored to our processes?',
      fr: 'Pouvez-vous créer un agent IA adapté à nos processus ?',
    },
    answer: {
      en: 'Yes, that is the heart of our enterprise offer. We map your workflows, build agents that use your own knowledge and tools, and refine them with your team once they are live. Tell us about your project using the enterprise solutions inquiry type on our contact page.',
      fr: "Oui, c'est le cœur de notre offre entreprise. Nous analysons vos processus, concevons des agents qui s'appuient sur vos propres connaissances et outils, puis les affinons avec vos équipes une fois en production. Présentez-nous votre projet en choisissant le type de demande « Solutions entreprises » sur notre page de contact.",
    },
    link: { href: '/contact', label: { en: 'Contact our team', fr: 'Contacter notre équipe' } },
  },
  {
    id: 'self-hosted',
    category: 'services',
    question: {
      en: 'Can Agentia run on our own infrastructure?',
      fr: 'Agentia peut-il tourner sur notre propre infrastructure ?',
    },
    answer: {
      en: 'Yes. Our self-hosted option deploys your agents on infrastructure you control, for organisations with strict data residency or security requirements. Our team handles the installation and updates with your IT department.',
      fr: "Oui. Notre option auto-hébergée déploie vos agents sur une infrastructure que vous maîtrisez, pour les organisations soumises à des exigences strictes de localisation des données ou de sécurité. Notre équipe se charge de l'installation et des mises à jour en lien avec votre DSI.",
    },
    link: {
      href: '/services/enterprise',
      label: { en: 'See enterprise solutions', fr: 'Voir les solutions entreprises' },
    },
  },
  {
    id: 'case-studies',
    category: 'services',
    question: {
      en: 'Can I see what Agentia has done for other clients?',
      fr: "Puis-je voir ce qu'Agentia a réalisé pour d'autres clients ?",
    },
    answer: {
      en: 'Our case studies describe real projects by industry and by service: the starting point, what we built and the results. You can filter them to find a situation close to yours.',
      fr: 'Nos études de cas présentent des projets concrets, par secteur et par service : le point de départ, ce que nous avons mis en place et les résultats obtenus. Vous pouvez les filtrer pour trouver une situation proche de la vôtre.',
    },
    link: {
      href: '/case-studies',
      label: { en: 'Read the case studies', fr: 'Lire les études de cas' },
    },
  },

  // Account and dashboard
  {
    id: 'create-account',
    category: 'account',
    question: { en: 'How do I create an account?', fr: 'Comment créer un compte ?' },
    answer: {
      en: 'Register with your name, email address and a password of at least 8 characters, then choose a professional or enterprise account type. We then email you a 6-digit verification code to confirm your address. Every new account starts on the Free role.',
      fr: "Inscrivez-vous avec votre nom, votre adresse e-mail et un mot de passe d'au moins 8 caractères, puis choisissez un type de compte : professionnel ou entreprise. Nous vous envoyons ensuite par e-mail un code de vérification à 6 chiffres pour confirmer votre adresse. Tout nouveau compte démarre avec le rôle Free.",
    },
    link: { href: '/register', label: { en: 'Create an account', fr: 'Créer un compte' } },
  },
  {
    id: 'verification-code',
    category: 'account',
    question: {
      en: "I didn't receive my verification code. What should I do?",
      fr: "Je n'ai pas reçu mon code de vérification. Que faire ?",
    },
    answer: {
      en: 'First check your spam or promotions folder, and make sure you typed your email address correctly. If the 6-digit code still has not arrived after a few minutes, request a new one from the verification page.',
      fr: "Vérifiez d'abord vos courriers indésirables ou l'onglet Promotions, et assurez-vous d'avoir saisi la bonne adresse e-mail. Si le code à 6 chiffres n'est toujours pas arrivé au bout de quelques minutes, demandez-en un nouveau depuis la page de vérification.",
    },
  },
  {
    id: 'forgot-password',
    category: 'account',
    question: {
      en: 'I forgot my password. How do I reset it?',
      fr: "J'ai oublié mon mot de passe. Comment le réinitialiser ?",
    },
    answer: {
      en: 'Use the reset password page and enter the email address of your account. We email you instructions to choose a new password, which must be at least 8 characters long. If the email does not arrive, check your spam folder before trying again.',
      fr: "Rendez-vous sur la page de réinitialisation et saisissez l'adresse e-mail de votre compte. Nous vous envoyons par e-mail la marche à suivre pour choisir un nouveau mot de passe, d'au moins 8 caractères. Si l'e-mail n'arrive pas, pensez à vérifier vos courriers indésirables avant de réessayer.",
    },
    link: {
      href: '/reset-password',
      label: { en: 'Reset my password', fr: 'Réinitialiser mon mot de passe' },
    },
  },
  {
    id: 'roles',
    category: 'account',
    question: {
      en: 'What is the difference between the Free, Pro and Admin roles?',
      fr: 'Quelle différence entre les rôles Free, Pro et Admin ?',
    },
    answer: {
      en: 'Every account starts as Free, which lets you use the dashboard, rate and comment on AI tools and explore agent templates. Your account becomes Pro when you subscribe to a paid plan, unlocking the features of that plan. Admin is reserved for the Agentia team members who manage the platform.',
      fr: "Tout compte démarre avec le rôle Free, qui donne accès au tableau de bord, à la notation et aux commentaires des outils IA ainsi qu'aux modèles d'agents. Votre compte passe en Pro lorsque vous souscrivez une offre payante, ce qui débloque les fonctionnalités de cette offre. Le rôle Admin est réservé aux membres de l'équipe Agentia qui administrent la plateforme.",
    },
  },
  {
    id: 'brains',
    category: 'account',
    question: { en: 'What is a brain?', fr: "Qu'est-ce qu'un cerveau ?" },
    answer: {
      en: 'A brain is a knowledge base your agents draw on, built from the text, Markdown or PDF files you upload. It can be personal, team or shared, and public or private. After an upload it moves from pending to processing to ready, and if processing ends in error you can retry it in one click.',
      fr: "Un cerveau est une base de connaissances dans laquelle puisent vos agents, constituée à partir des fichiers texte, Markdown ou PDF que vous importez. Il peut être personnel, d'équipe ou partagé, et public ou privé. Après un import, il passe par les statuts « en attente », « en cours de traitement » puis « prêt » ; en cas d'erreur, vous pouvez relancer le traitement en un clic.",
    },
    link: {
      href: '/documentation',
      label: { en: 'Read the documentation', fr: 'Lire la documentation' },
    },
  },
  {
    id: 'agents',
    category: 'account',
    question: { en: 'How do I set up an AI agent?', fr: 'Comment configurer un agent IA ?' },
    answer: {
      en: 'In the AI agents section of your dashboard, the “Available agents” tab lists templates you can start from. Once configured, your agent appears in the “My agents” tab, where you can pause it, edit it or delete it at any time.',
      fr: "Dans la rubrique Agents IA de votre tableau de bord, l'onglet « Agents disponibles » propose des modèles prêts à personnaliser. Une fois configuré, votre agent apparaît dans l'onglet « Mes agents », où vous pouvez le mettre en pause, le modifier ou le supprimer à tout moment.",
    },
    link: {
      href: '/documentation',
      label: { en: 'Read the documentation', fr: 'Lire la documentation' },
    },
  },
  {
    id: 'teams',
    category: 'account',
    question: { en: 'How do I work with my team?', fr: 'Comment travailler en équipe ?' },
    answer: {
      en: 'Create a team from the Teams section of your dashboard: as its owner, you invite members by email and add the brains and agents they should share. Invited members join by accepting the invitation they receive. The number of members depends on your plan: up to 5 on Enterprise Starter, up to 20 on Enterprise Professional and unlimited on Custom.',
      fr: "Créez une équipe depuis la rubrique Équipes de votre tableau de bord : en tant que propriétaire, vous invitez des membres par e-mail et ajoutez les cerveaux et agents à partager. Les personnes invitées rejoignent l'équipe en acceptant l'invitation reçue. Le nombre de membres dépend de votre offre : 5 au maximum avec Entreprise Starter, 20 avec Entreprise Professionnel et sans limite avec Sur mesure.",
    },
  },
  {
    id: 'analytics',
    category: 'account',
    question: {
      en: 'Can I follow my activity on the platform?',
      fr: 'Puis-je suivre mon activité sur la plateforme ?',
    },
    answer: {
      en: 'Yes. The Analytics section of your dashboard shows your activity day by day, so you can see how you and your agents use Agentia over time.',
      fr: "Oui. La rubrique Statistiques de votre tableau de bord présente votre activité jour par jour, pour suivre dans le temps votre utilisation d'Agentia et celle de vos agents.",
    },
  },

  // Security and privacy
  {
    id: 'data-location',
    category: 'security',
    question: { en: 'Where is my data stored?', fr: 'Où mes données sont-elles hébergées ?' },
    answer: {
      en: 'Your data is hosted in the European Union by default. It is encrypted in transit with TLS 1.2 or higher and encrypted at rest. Enterprise customers with specific requirements can also choose our self-hosted option.',
      fr: "Vos données sont hébergées par défaut dans l'Union européenne. Elles sont chiffrées en transit (TLS 1.2 ou supérieur) et au repos. Les clients entreprises ayant des exigences particulières peuvent également opter pour notre solution auto-hébergée.",
    },
    link: {
      href: '/security',
      label: { en: 'How we protect your data', fr: 'Comment nous protégeons vos données' },
    },
  },
  {
    id: 'training',
    category: 'security',
    question: {
      en: 'Do you use my data to train AI models?',
      fr: 'Utilisez-vous mes données pour entraîner des modèles IA ?',
    },
    answer: {
      en: 'No. The files in your brains, your agent settings and your conversations are never used to train AI models, neither ours nor those of our providers. They are only used to deliver the service to you.',
      fr: "Non. Les fichiers de vos cerveaux, la configuration de vos agents et vos conversations ne servent jamais à entraîner des modèles d'IA, ni les nôtres ni ceux de nos prestataires. Ils sont utilisés uniquement pour vous fournir le service.",
    },
    link: {
      href: '/security',
      label: { en: 'Read our security page', fr: 'Lire notre page sécurité' },
    },
  },
  {
    id: 'gdpr',
    category: 'security',
    question: { en: 'Is Agentia GDPR compliant?', fr: 'Agentia est-il conforme au RGPD ?' },
    answer: {
      en: 'Yes. We process personal data in line with the GDPR and you can exercise your rights of access, rectification, erasure, portability and objection at any time. Write to privacy@agentia.example and we will handle your request within the legal deadlines.',
      fr: "Oui. Nous traitons les données personnelles conformément au RGPD, et vous pouvez exercer à tout moment vos droits d'accès, de rectification, d'effacement, de portabilité et d'opposition. Écrivez à privacy@agentia.example : nous traiterons votre demande dans les délais légaux.",
    },
    link: {
      href: '/privacy',
      label: { en: 'Read our privacy policy', fr: 'Lire notre politique de confidentialité' },
    },
  },
  {
    id: 'access-control',
    category: 'security',
    question: {
      en: 'Who can see my brains and agents?',
      fr: 'Qui peut voir mes cerveaux et mes agents ?',
    },
    answer: {
      en: 'A private brain is only visible to you and to the teams you add it to, while a public brain can be discovered by other users. Access across the platform is role-based, and sensitive actions are recorded in audit logs.',
      fr: "Un cerveau privé n'est visible que par vous et par les équipes auxquelles vous l'ajoutez, tandis qu'un cerveau public peut être consulté par d'autres utilisateurs. Les accès à la plateforme reposent sur des rôles, et les actions sensibles sont consignées dans des journaux d'audit.",
    },
  },

  // AI tools
  {
    id: 'tools-catalogue',
    category: 'tools',
    question: {
      en: 'What is the AI tools catalogue?',
      fr: "Qu'est-ce que le catalogue d'outils IA ?",
    },
    answer: {
      en: 'The catalogue gathers the AI tools that matter, each with a practical guide, ratings and comments from the community. You can search it and filter by category or tag, without an account.',
      fr: "Le catalogue réunit les outils d'IA qui comptent, chacun accompagné d'un guide pratique, de notes et de commentaires de la communauté. Vous pouvez y faire des recherches et filtrer par catégorie ou par mot-clé, sans avoir de compte.",
    },
    link: { href: '/tools', label: { en: 'Browse the catalogue', fr: 'Parcourir le catalogue' } },
  },
  {
    id: 'rate-and-comment',
    category: 'tools',
    question: {
      en: 'How do I rate or comment on a tool?',
      fr: 'Comment noter ou commenter un outil ?',
    },
    answer: {
      en: 'Rating and commenting require an account, which is free. Sign in, open the tool page and choose your rating or write your comment below the guide. Please keep comments useful and respectful: they are public.',
      fr: "Pour noter ou commenter, il faut un compte, qui est gratuit. Connectez-vous, ouvrez la fiche de l'outil, puis attribuez votre note ou rédigez votre commentaire sous le guide. Merci de rester utile et courtois : les commentaires sont publics.",
    },
    link: { href: '/login', label: { en: 'Sign in', fr: 'Se connecter' } },
  },
  {
    id: 'connect-tool',
    category: 'tools',
    question: {
      en: 'How do I connect an external tool to Agentia?',
      fr: 'Comment connecter un outil externe à Agentia ?',
    },
    answer: {
      en: 'Open Connected tools in your dashboard and pick the service you want to connect. You are taken to that service to review and approve the requested permissions through its OAuth consent screen, then brought back to Agentia, where the connection status is shown. We never see your password for that service.',
      fr: "Ouvrez la rubrique Outils connectés de votre tableau de bord et choisissez le service à connecter. Vous êtes redirigé vers ce service pour examiner et accepter les autorisations demandées sur son écran de consentement OAuth, puis ramené sur Agentia, où l'état de la connexion s'affiche. Nous n'avons jamais accès à votre mot de passe pour ce service.",
    },
    link: {
      href: '/documentation',
      label: { en: 'Read the documentation', fr: 'Lire la documentation' },
    },
  },
  {
    id: 'revoke-tool',
    category: 'tools',
    question: { en: 'How do I disconnect a tool?', fr: 'Comment déconnecter un outil ?' },
    answer: {
      en: 'In Connected tools, revoke access for the tool you no longer want to use: Agentia immediately stops using it and deletes the access it was granted. Agents that relied on that tool will need it reconnected before they can use it again.',
      fr: "Dans Outils connectés, révoquez l'accès de l'outil que vous ne souhaitez plus utiliser : Agentia cesse immédiatement de l'utiliser et supprime l'accès qui lui avait été accordé. Les agents qui s'en servaient ne pourront l'utiliser à nouveau qu'après une nouvelle connexion.",
    },
  },
];

export const faqPage = {
  title: { en: 'Frequently asked questions', fr: 'Questions fréquentes' },
  intro: {
    en: 'Quick answers about our services, pricing, your account, security and the AI tools catalogue.',
    fr: "Des réponses rapides sur nos services, nos tarifs, votre compte, la sécurité et le catalogue d'outils IA.",
  },
  searchLabel: { en: 'Search the FAQ', fr: 'Rechercher dans la FAQ' },
  searchPlaceholder: {
    en: 'For example: refund, brain, verification code',
    fr: 'Par exemple : remboursement, cerveau, code de vérification',
  },
  noResults: {
    en: 'No question matches your search.',
    fr: 'Aucune question ne correspond à votre recherche.',
  },
  contactPrompt: {
    en: "Can't find your answer? Contact our team.",
    fr: 'Vous ne trouvez pas votre réponse ? Contactez notre équipe.',
  },
} satisfies Record<string, Localized>;
