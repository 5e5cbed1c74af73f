import type { IconName, Localized } from './types.ts';

export interface KnowledgeBaseArticle {
  id: string;
  icon: IconName;
  title: Localized;
  summary: Localized;
  /** Three to six concrete steps. */
  steps: Localized<string[]>;
}

export const knowledgeBase: KnowledgeBaseArticle[] = [
  {
    id: 'getting-started',
    icon: 'sparkles',
    title: { en: 'Getting started with Agentia', fr: 'Bien démarrer avec Agentia' },
    summary: {
      en: 'From sign-up to your first agent in a few minutes.',
      fr: "De l'inscription à votre premier agent en quelques minutes.",
    },
    steps: {
      en: [
        'Create your account with your name, email address and a password of at least 8 characters, and choose a professional or enterprise account type.',
        'Enter the 6-digit verification code we email you to confirm your address.',
        'Sign in: you land on your dashboard, which gives you access to brains, teams, AI agents, connected tools and analytics.',
        'Create a first brain by uploading a few documents your agents should know about.',
        'Open AI agents, pick a template in the “Available agents” tab and connect it to your brain.',
      ],
      fr: [
        "Créez votre compte avec votre nom, votre adresse e-mail et un mot de passe d'au moins 8 caractères, puis choisissez un type de compte : professionnel ou entreprise.",
        'Saisissez le code de vérification à 6 chiffres reçu par e-mail pour confirmer votre adresse.',
        'Connectez-vous : vous arrivez sur votre tableau de bord, qui donne accès aux cerveaux, aux équipes, aux agents IA, aux outils connectés et aux statistiques.',
        'Créez un premier cerveau en important quelques documents que vos agents doivent connaître.',
        "Ouvrez Agents IA, choisissez un modèle dans l'onglet « Agents disponibles » et reliez-le à votre cerveau.",
      ],
    },
  },
  {
    id: 'verify-email',
    icon: 'shield',
    title: { en: 'Verify your email address', fr: 'Vérifier votre adresse e-mail' },
    summary: {
      en: 'Confirm your account with the 6-digit code sent after sign-up.',
      fr: "Confirmez votre compte avec le code à 6 chiffres envoyé après l'inscription.",
    },
    steps: {
      en: [
        'Right after registering, open the email we sent to the address you gave.',
        'Copy the 6-digit verification code it contains.',
        'Enter the code on the verification page and confirm.',
        'No email after a few minutes? Check your spam folder, then request a new code from the same page.',
        'If you mistyped your address, register again with the correct one.',
      ],
      fr: [
        "Juste après l'inscription, ouvrez l'e-mail envoyé à l'adresse que vous avez indiquée.",
        "Copiez le code de vérification à 6 chiffres qu'il contient.",
        'Saisissez ce code sur la page de vérification, puis validez.',
        "Pas d'e-mail au bout de quelques minutes ? Vérifiez vos courriers indésirables, puis demandez un nouveau code depuis la même page.",
        'Si vous avez fait une faute de frappe dans votre adresse, inscrivez-vous à nouveau avec la bonne.',
      ],
    },
  },
  {
    id: 'reset-password',
    icon: 'lock',
    title: { en: 'Reset your password', fr: 'Réinitialiser votre mot de passe' },
    summary: {
      en: 'Forgot your password? Choose a new one in a few steps.',
      fr: 'Mot de passe oublié ? Choisissez-en un nouveau en quelques étapes.',
    },
    steps: {
      en: [
        'On the sign-in page, follow the forgotten password link to reach the reset page.',
        'Enter the email address of your account and send the request.',
        'Open the email we send you and follow its instructions.',
        'Choose a new password of at least 8 characters that you do not use anywhere else.',
        'Sign in again with your new password.',
      ],
      fr: [
        'Sur la page de connexion, suivez le lien « mot de passe oublié » pour accéder à la page de réinitialisation.',
        "Saisissez l'adresse e-mail de votre compte et envoyez la demande.",
        "Ouvrez l'e-mail que nous vous envoyons et suivez ses instructions.",
        "Choisissez un nouveau mot de passe d'au moins 8 caractères, que vous n'utilisez nulle part ailleurs.",
        'Reconnectez-vous avec votre nouveau mot de passe.',
      ],
    },
  },
  {
    id: 'create-brain',
    icon: 'book',
    title: { en: 'Create a brain', fr: 'Créer un cerveau' },
    summary: {
      en: 'Turn your documents into a knowledge base your agents can use.',
      fr: 'Transformez vos documents en une base de connaissances exploitable par vos agents.',
    },
    steps: {
      en: [
        'In your dashboard, open Brains and choose to create a new brain.',
        'Give it a clear name and choose its type: personal, team or shared.',
        'Set its visibility to private, or public if other users may consult it.',
        'Upload your text, Markdown or PDF files.',
        'Follow the status as it moves from pending to processing to ready.',
        'If the status shows an error, check the file and retry the processing.',
      ],
      fr: [
        "Dans votre tableau de bord, ouvrez Cerveaux et lancez la création d'un nouveau cerveau.",
        "Donnez-lui un nom explicite et choisissez son type : personnel, d'équipe ou partagé.",
        "Réglez sa visibilité sur privé, ou sur public si d'autres utilisateurs peuvent le consulter.",
        'Importez vos fichiers texte, Markdown ou PDF.',
        'Suivez son statut, qui passe de « en attente » à « en cours de traitement », puis à « prêt ».',
        'Si le statut indique une erreur, vérifiez le fichier et relancez le traitement.',
      ],
    },
  },
  {
    id: 'invite-team-members',
    icon: 'users',
    title: { en: 'Invite team members', fr: 'Inviter des membres dans une équipe' },
    summary: {
      en: 'Bring colleagues into a team and share brains and agents with them.',
      fr: 'Faites entrer vos collègues dans une équipe et partagez-leur cerveaux et agents.',
    },
    steps: {
      en: [
        'Open Teams in your dashboard and create a team, or open one you own.',
        'Invite members by entering their email addresses.',
        'Each person receives an invitation email and joins the team by accepting it.',
        'Add the brains the team should work with.',
        'Add the agents the team should use.',
      ],
      fr: [
        "Ouvrez Équipes dans votre tableau de bord et créez une équipe, ou ouvrez l'une de celles dont vous êtes propriétaire.",
        'Invitez des membres en saisissant leur adresse e-mail.',
        "Chaque personne reçoit une invitation par e-mail et rejoint l'équipe en l'acceptant.",
        "Ajoutez les cerveaux sur lesquels l'équipe doit s'appuyer.",
        "Ajoutez les agents que l'équipe doit utiliser.",
      ],
    },
  },
  {
    id: 'create-agent',
    icon: 'agent',
    title: { en: 'Create an AI agent', fr: 'Créer un agent IA' },
    summary: {
      en: 'Start from a template and adapt it to your work.',
      fr: "Partez d'un modèle et adaptez-le à votre activité.",
    },
    steps: {
      en: [
        'Open AI agents in your dashboard.',
        'In the “Available agents” tab, pick the template closest to what you need.',
        'Name your agent and describe what it should do.',
        'Give it the brains and connected tools it needs, then save.',
        'Find it in the “My agents” tab, where you can pause, edit or delete it at any time.',
      ],
      fr: [
        'Ouvrez Agents IA dans votre tableau de bord.',
        "Dans l'onglet « Agents disponibles », choisissez le modèle le plus proche de votre besoin.",
        'Nommez votre agent et décrivez ce que vous attendez de lui.',
        'Donnez-lui accès aux cerveaux et aux outils connectés dont il a besoin, puis enregistrez.',
        "Retrouvez-le dans l'onglet « Mes agents », où vous pouvez le mettre en pause, le modifier ou le supprimer à tout moment.",
      ],
    },
  },
  {
    id: 'connect-external-tool',
    icon: 'puzzle',
    title: { en: 'Connect an external tool', fr: 'Connecter un outil externe' },
    summary: {
      en: 'Let your agents work with the services you already use.',
      fr: 'Permettez à vos agents de travailler avec les services que vous utilisez déjà.',
    },
    steps: {
      en: [
        'Open Connected tools in your dashboard.',
        'Choose the service you want to connect.',
        "On that service's consent screen, review the permissions requested and approve them.",
        'Once you are back on Agentia, check that the tool shows as connected.',
        'To disconnect it later, revoke its access from the same page.',
      ],
      fr: [
        'Ouvrez Outils connectés dans votre tableau de bord.',
        'Choisissez le service à connecter.',
        "Sur l'écran de consentement de ce service, examinez les autorisations demandées et acceptez-les.",
        "De retour sur Agentia, vérifiez que l'outil apparaît bien comme connecté.",
        'Pour le déconnecter plus tard, révoquez son accès depuis la même page.',
      ],
    },
  },
  {
    id: 'billing-invoices',
    icon: 'briefcase',
    title: { en: 'Billing and invoices', fr: 'Facturation et factures' },
    summary: {
      en: 'Choose a plan, find your invoices and manage your subscription.',
      fr: 'Choisir une offre, retrouver vos factures et gérer votre abonnement.',
    },
    steps: {
      en: [
        'Compare the plans on the pricing page and pick the one that suits you; paying with AGENT tokens gives up to 30% off.',
        'After each payment, an invoice is sent to the email address of your account.',
        'Need a copy of an invoice or a change to your billing details? Email support@agentia.example from that address.',
        'Professional plans are month-to-month: a cancellation takes effect at the end of the current billing period.',
        'Changed your mind about a professional plan? Ask for a refund within 30 days of your first payment.',
        'Enterprise customers are invoiced according to their agreement and can contact their account team for any billing question.',
      ],
      fr: [
        "Comparez les offres sur la page Tarifs et choisissez celle qui vous convient ; payer avec des jetons AGENT vous fait économiser jusqu'à 30 %.",
        "Après chaque paiement, une facture est envoyée à l'adresse e-mail de votre compte.",
        "Besoin d'un duplicata ou d'une modification de vos coordonnées de facturation ? Écrivez à support@agentia.example depuis cette adresse.",
        'Les offres professionnelles sont sans engagement : une résiliation prend effet à la fin de la période de facturation en cours.',
        'Une offre professionnelle ne vous convient pas ? Demandez un remboursement dans les 30 jours suivant votre premier paiement.',
        "Les clients entreprises sont facturés selon leur contrat et peuvent s'adresser à leur équipe dédiée pour toute question de facturation.",
      ],
    },
  },
  {
    id: 'rate-and-comment',
    icon: 'pen',
    title: { en: 'Rate and comment on AI tools', fr: 'Noter et commenter les outils IA' },
    summary: {
      en: 'Share your experience of a tool with the community.',
      fr: "Partagez votre expérience d'un outil avec la communauté.",
    },
    steps: {
      en: [
        'Sign in to your account: rating and commenting need one.',
        'Open the AI tools catalogue and find the tool, using search or the category and tag filters.',
        'On the tool page, give your rating.',
        'Write your comment below the guide and publish it.',
      ],
      fr: [
        'Connectez-vous à votre compte : il est nécessaire pour noter et commenter.',
        "Ouvrez le catalogue d'outils IA et trouvez l'outil grâce à la recherche ou aux filtres par catégorie et mot-clé.",
        "Sur la fiche de l'outil, attribuez votre note.",
        'Rédigez votre commentaire sous le guide, puis publiez-le.',
      ],
    },
  },
  {
    id: 'analytics',
    icon: 'chart',
    title: { en: 'Follow your activity', fr: 'Suivre votre activité' },
    summary: {
      en: 'See how you use Agentia, day by day.',
      fr: "Visualisez jour après jour votre utilisation d'Agentia.",
    },
    steps: {
      en: [
        'Open Analytics in your dashboard.',
        'Read your activity per day on the chart.',
        'Compare periods to spot the days your agents are most in demand.',
      ],
      fr: [
        'Ouvrez Statistiques dans votre tableau de bord.',
        'Consultez votre activité jour par jour sur le graphique.',
        'Comparez les périodes pour repérer les jours où vos agents sont le plus sollicités.',
      ],
    },
  },
  {
    id: 'language-and-theme',
    icon: 'globe',
    title: { en: 'Change language and theme', fr: 'Changer de langue et de thème' },
    summary: {
      en: 'Use Agentia in English or French, in light or dark mode.',
      fr: 'Utilisez Agentia en français ou en anglais, en mode clair ou sombre.',
    },
    steps: {
      en: [
        'Use the language switch in the header to move between English and French.',
        'Use the theme switch to choose the light or the dark theme.',
        'Your choices are saved on this device and applied on your next visit.',
      ],
      fr: [
        "Utilisez le sélecteur de langue dans l'en-tête pour passer du français à l'anglais.",
        'Utilisez le sélecteur de thème pour choisir le thème clair ou sombre.',
        'Vos choix sont enregistrés sur cet appareil et appliqués lors de votre prochaine visite.',
      ],
    },
  },
  {
    id: 'support-chat',
    icon: 'chat',
    title: { en: 'Use the support chat', fr: "Utiliser le chat d'assistance" },
    summary: {
      en: 'Get help without leaving the page you are on.',
      fr: "Obtenez de l'aide sans quitter la page sur laquelle vous êtes.",
    },
    steps: {
      en: [
        'Open the chat bubble in the corner of any page.',
        'Type your question, with as much detail as you can.',
        'Our live team answers Monday to Friday, 9AM-6PM EST.',
        'Outside those hours, leave your message or email support@agentia.example: we reply within 24 hours.',
      ],
      fr: [
        "Ouvrez la bulle de chat dans le coin de n'importe quelle page.",
        'Posez votre question, avec le plus de détails possible.',
        "Notre équipe vous répond du lundi au vendredi, de 9 h à 18 h, heure de l'Est (EST).",
        'En dehors de ces horaires, laissez votre message ou écrivez à support@agentia.example : nous répondons sous 24 heures.',
      ],
    },
  },
];

export interface SupportChannel {
  id: 'chat' | 'email' | 'phone';
  icon: IconName;
  title: Localized;
  text: Localized;
  availability: Localized;
}

export const supportChannels: SupportChannel[] = [
  {
    id: 'chat',
    icon: 'chat',
    title: { en: 'Live chat', fr: 'Chat en direct' },
    text: {
      en: 'Open the chat bubble at the bottom of any page to ask your question without leaving what you are doing.',
      fr: 'Ouvrez la bulle de chat en bas de chaque page pour poser votre question sans interrompre ce que vous faites.',
    },
    availability: {
      en: 'Live team: Monday to Friday, 9AM-6PM EST',
      fr: "Équipe en direct : du lundi au vendredi, de 9 h à 18 h, heure de l'Est (EST)",
    },
  },
  {
    id: 'email',
    icon: 'pen',
    title: { en: 'Email', fr: 'E-mail' },
    text: {
      en: 'Write to support@agentia.example with your account email and as much detail as possible.',
      fr: "Écrivez à support@agentia.example en précisant l'e-mail de votre compte et le plus de détails possible.",
    },
    availability: { en: 'We reply within 24 hours', fr: 'Réponse sous 24 heures' },
  },
  {
    id: 'phone',
    icon: 'support',
    title: { en: 'Phone', fr: 'Téléphone' },
    text: {
      en: 'A direct line for premium customers, with the number provided when your account is set up.',
      fr: 'Une ligne directe pour les clients premium, dont le numéro vous est communiqué à la mise en place de votre compte.',
    },
    availability: {
      en: 'Premium customers only (Enterprise Professional and Custom tiers)',
      fr: 'Réservé aux clients premium (formules Entreprise Professionnel et Sur mesure)',
    },
  },
];

export const supportPage = {
  title: { en: 'Support', fr: 'Assistance' },
  intro: {
    en: 'Find an answer in our knowledge base, or reach our team by chat, email or phone.',
    fr: 'Trouvez une réponse dans notre base de connaissances, ou contactez notre équipe par chat, e-mail ou téléphone.',
  },
  knowledgeBaseTitle: { en: 'Knowledge base', fr: 'Base de connaissances' },
  channelsTitle: { en: 'Contact support', fr: "Contacter l'assistance" },
  hours: {
    en: 'Our live team is available Monday to Friday, 9AM-6PM EST.',
    fr: "Notre équipe est disponible du lundi au vendredi, de 9 h à 18 h, heure de l'Est (EST).",
  },
} satisfies Record<string, Localized>;
