import type { IconName, Localized } from './types.ts';

export interface DocSection {
  id: 'getting-started' | 'brains' | 'teams' | 'agents' | 'tools' | 'chat';
  icon: IconName;
  title: Localized;
  intro: Localized;
  steps: Localized<string[]>;
  tips: Localized<string[]>;
}

export const documentation: DocSection[] = [
  {
    id: 'getting-started',
    icon: 'sparkles',
    title: { en: 'Getting started', fr: 'Premiers pas' },
    intro: {
      en: 'An Agentia account gives you a personal dashboard from which you manage your brains, teams, AI agents and connected tools. Setting it up takes a few minutes: create the account, confirm your email address, then take a quick tour of the dashboard.',
      fr: 'Un compte Agentia vous donne accès à un tableau de bord personnel depuis lequel vous gérez vos cerveaux, vos équipes, vos agents IA et vos outils connectés. Sa mise en place ne prend que quelques minutes : créez le compte, confirmez votre adresse e-mail, puis faites rapidement le tour du tableau de bord.',
    },
    steps: {
      en: [
        'Open the registration page and enter your name, your email address and a password of at least 8 characters.',
        'Choose your account type: professional if you work on your own, enterprise if you are setting up Agentia for an organisation.',
        'Check your inbox and enter the 6-digit verification code we sent you on the verification page.',
        'Sign in. Your account starts on the Free role and moves to Pro when you subscribe to a paid plan.',
        'Complete your profile so that teammates recognise you when you invite them.',
        'Take a tour of the dashboard: Brains, Teams, AI agents, Connected tools and Analytics, where your activity is shown day by day.',
        'Choose your language and theme from the header; both are remembered on your device.',
      ],
      fr: [
        "Ouvrez la page d'inscription et saisissez votre nom, votre adresse e-mail et un mot de passe d'au moins 8 caractères.",
        'Choisissez votre type de compte : professionnel si vous travaillez à votre compte, entreprise si vous déployez Agentia pour une organisation.',
        'Consultez votre boîte de réception et saisissez sur la page de vérification le code à 6 chiffres que nous vous avons envoyé.',
        'Connectez-vous. Votre compte démarre avec le rôle Free et passe en Pro dès que vous souscrivez une offre payante.',
        'Complétez votre profil pour que vos collègues vous reconnaissent lorsque vous les invitez.',
        'Faites le tour du tableau de bord : Cerveaux, Équipes, Agents IA, Outils connectés et Statistiques, où votre activité est présentée jour par jour.',
        "Choisissez votre langue et votre thème depuis l'en-tête : ces préférences sont mémorisées sur votre appareil.",
      ],
    },
    tips: {
      en: [
        'No verification email? Look in your spam folder before requesting a new code.',
        'Pick a password you do not use on any other service: it protects your brains and connections.',
        'Not sure where to begin? Start with one brain and one agent template, then expand once the results look right.',
      ],
      fr: [
        "Pas d'e-mail de vérification ? Regardez dans vos courriers indésirables avant de demander un nouveau code.",
        "Choisissez un mot de passe que vous n'utilisez sur aucun autre service : il protège vos cerveaux et vos connexions.",
        "Vous ne savez pas par où commencer ? Lancez-vous avec un cerveau et un modèle d'agent, puis étoffez le tout une fois les résultats satisfaisants.",
      ],
    },
  },
  {
    id: 'brains',
    icon: 'book',
    title: { en: 'Brains', fr: 'Cerveaux' },
    intro: {
      en: 'A brain is a knowledge base built from your own documents. Your agents draw on it to answer with your facts, your tone and your procedures rather than generic knowledge. You can keep a brain for yourself, dedicate it to a team or share it more widely.',
      fr: "Un cerveau est une base de connaissances construite à partir de vos propres documents. Vos agents s'en servent pour répondre avec vos informations, votre ton et vos procédures plutôt qu'avec des connaissances génériques. Vous pouvez garder un cerveau pour vous, le consacrer à une équipe ou le partager plus largement.",
    },
    steps: {
      en: [
        'In your dashboard, open Brains and choose to create a new brain.',
        'Give it a name and a short description that say what it covers, for example “Customer support procedures”.',
        'Choose its type: personal for your own work, team for a team you belong to, or shared to make it available more widely.',
        'Set its visibility: private keeps it to the people you give access to, public lets other users consult it.',
        'Upload your documents as text, Markdown or PDF files.',
        'Follow the status: the brain is pending, then processing, and becomes ready once your documents have been analysed.',
        'If the status shows an error, check the file in question and retry the processing.',
        'Once it is ready, connect the brain to your agents or add it to a team.',
      ],
      fr: [
        "Dans votre tableau de bord, ouvrez Cerveaux et lancez la création d'un nouveau cerveau.",
        "Donnez-lui un nom et une courte description qui indiquent ce qu'il contient, par exemple « Procédures du service client ».",
        "Choisissez son type : personnel pour votre propre travail, d'équipe pour une équipe dont vous faites partie, ou partagé pour le rendre plus largement accessible.",
        "Réglez sa visibilité : privé, il reste réservé aux personnes à qui vous en donnez l'accès ; public, il peut être consulté par d'autres utilisateurs.",
        'Importez vos documents sous forme de fichiers texte, Markdown ou PDF.',
        'Suivez son statut : le cerveau est « en attente », puis « en cours de traitement », et devient « prêt » une fois vos documents analysés.',
        'Si le statut indique une erreur, vérifiez le fichier concerné et relancez le traitement.',
        'Une fois le cerveau prêt, reliez-le à vos agents ou ajoutez-le à une équipe.',
      ],
    },
    tips: {
      en: [
        'Several focused brains work better than one huge brain: an agent answers more precisely when its sources are on topic.',
        'Remove outdated documents: an agent cannot tell an old procedure from the current one.',
        'Markdown headings help structure your content, so prefer them to long undivided text files.',
        'Keep a brain private until you have checked its content, then open it up if needed.',
      ],
      fr: [
        "Plusieurs cerveaux ciblés valent mieux qu'un seul cerveau gigantesque : un agent répond plus précisément lorsque ses sources portent sur le sujet.",
        'Retirez les documents obsolètes : un agent ne sait pas distinguer une ancienne procédure de celle en vigueur.',
        "Les titres Markdown aident à structurer votre contenu : préférez-les à de longs fichiers texte d'un seul bloc.",
        "Gardez un cerveau privé le temps d'en vérifier le contenu, puis ouvrez-le si besoin.",
      ],
    },
  },
  {
    id: 'teams',
    icon: 'users',
    title: { en: 'Teams', fr: 'Équipes' },
    intro: {
      en: 'Teams let several people work with the same brains and agents. The person who creates a team is its owner: they invite the members and decide which brains and agents the team can use. The number of members available depends on your plan.',
      fr: 'Les équipes permettent à plusieurs personnes de travailler avec les mêmes cerveaux et les mêmes agents. La personne qui crée une équipe en est la propriétaire : elle invite les membres et décide des cerveaux et agents mis à leur disposition. Le nombre de membres dépend de votre offre.',
    },
    steps: {
      en: [
        'Open Teams in your dashboard and create a team with a name that everyone will recognise.',
        'As the owner, invite members by entering their email addresses.',
        'Each invited person receives an email and joins the team by accepting the invitation.',
        'Open the team and add the brains its members should rely on.',
        'Add the agents the team should use day to day.',
        'Review the member list regularly and remove people who no longer need access.',
      ],
      fr: [
        'Ouvrez Équipes dans votre tableau de bord et créez une équipe avec un nom que chacun reconnaîtra.',
        'En tant que propriétaire, invitez des membres en saisissant leur adresse e-mail.',
        "Chaque personne invitée reçoit un e-mail et rejoint l'équipe en acceptant l'invitation.",
        "Ouvrez l'équipe et ajoutez les cerveaux sur lesquels ses membres doivent s'appuyer.",
        "Ajoutez les agents que l'équipe utilisera au quotidien.",
        "Passez régulièrement en revue la liste des membres et retirez les personnes qui n'ont plus besoin d'y accéder.",
      ],
    },
    tips: {
      en: [
        'Enterprise Starter covers up to 5 members, Enterprise Professional up to 20, and the Custom tier has no limit.',
        'Create one team per department or project rather than a single team for everyone: access stays easier to manage.',
        'Invitations are sent to the exact address you type, so double-check it before sending.',
      ],
      fr: [
        "L'offre Entreprise Starter couvre jusqu'à 5 membres, Entreprise Professionnel jusqu'à 20, et la formule Sur mesure n'a pas de limite.",
        "Créez une équipe par service ou par projet plutôt qu'une seule équipe pour tout le monde : les accès restent plus simples à gérer.",
        "Les invitations partent à l'adresse exacte que vous saisissez : vérifiez-la avant l'envoi.",
      ],
    },
  },
  {
    id: 'agents',
    icon: 'agent',
    title: { en: 'AI agents', fr: 'Agents IA' },
    intro: {
      en: 'AI agents carry out tasks on your behalf: answering questions, drafting content, qualifying leads and more. The AI agents section has two tabs: “Available agents” lists the templates you can start from, and “My agents” gathers the agents you have configured.',
      fr: 'Les agents IA accomplissent des tâches à votre place : répondre à des questions, rédiger des contenus, qualifier des prospects, et bien plus. La rubrique Agents IA comporte deux onglets : « Agents disponibles » regroupe les modèles dont vous pouvez partir, et « Mes agents » rassemble les agents que vous avez configurés.',
    },
    steps: {
      en: [
        'Open AI agents in your dashboard and stay on the “Available agents” tab.',
        'Read the template descriptions and pick the one closest to your task.',
        'Give your agent a name and describe precisely what it should do, in what tone and for whom.',
        'Connect the brains it should draw on and the external tools it may use.',
        'Save: the agent now appears in the “My agents” tab.',
        'Test it on a few real cases and refine its settings with the edit option until the results suit you.',
        'Pause the agent when you do not need it, and delete it once it is no longer useful.',
      ],
      fr: [
        "Ouvrez Agents IA dans votre tableau de bord et restez sur l'onglet « Agents disponibles ».",
        'Parcourez les descriptions des modèles et choisissez celui qui se rapproche le plus de votre besoin.',
        "Donnez un nom à votre agent et décrivez précisément ce qu'il doit faire, sur quel ton et pour qui.",
        "Reliez-le aux cerveaux dans lesquels il doit puiser et aux outils externes qu'il peut utiliser.",
        "Enregistrez : l'agent apparaît désormais dans l'onglet « Mes agents ».",
        "Testez-le sur quelques cas réels et ajustez ses réglages en le modifiant jusqu'à obtenir le résultat voulu.",
        "Mettez l'agent en pause quand vous n'en avez pas besoin, et supprimez-le lorsqu'il ne sert plus.",
      ],
    },
    tips: {
      en: [
        'One agent, one job: specialised agents are easier to test and give more reliable results.',
        'Always review what an agent produces before publishing it or sending it to a customer.',
        'Pausing keeps all the settings of an agent, whereas deleting removes it for good.',
      ],
      fr: [
        'Un agent, une mission : des agents spécialisés sont plus faciles à tester et donnent des résultats plus fiables.',
        "Relisez toujours ce qu'un agent produit avant de le publier ou de l'envoyer à un client.",
        "La mise en pause conserve tous les réglages d'un agent, alors que la suppression est définitive.",
      ],
    },
  },
  {
    id: 'tools',
    icon: 'puzzle',
    title: { en: 'Connected tools', fr: 'Outils connectés' },
    intro: {
      en: "Connecting external tools lets your agents work with the services you already use. Each connection goes through the service's own OAuth consent flow: you approve the permissions on the service itself, and Agentia never sees your password. You can check the status of a connection and revoke it at any time.",
      fr: "Connecter des outils externes permet à vos agents de travailler avec les services que vous utilisez déjà. Chaque connexion passe par le parcours de consentement OAuth du service concerné : vous accordez les autorisations sur le service lui-même, et Agentia n'a jamais accès à votre mot de passe. Vous pouvez vérifier l'état d'une connexion et la révoquer à tout moment.",
    },
    steps: {
      en: [
        'Open Connected tools in your dashboard to see the services available and their status.',
        'Choose the service you want to connect.',
        'You are redirected to that service: sign in there if needed.',
        'Read the list of permissions requested, then approve them on the consent screen.',
        'You are brought back to Agentia, where the tool now shows as connected.',
        'Give your agents access to the tool from their settings.',
        'To end a connection, revoke access from Connected tools: Agentia immediately stops using the tool.',
      ],
      fr: [
        'Ouvrez Outils connectés dans votre tableau de bord pour voir les services disponibles et leur état.',
        'Choisissez le service à connecter.',
        'Vous êtes redirigé vers ce service : connectez-vous-y si nécessaire.',
        "Lisez la liste des autorisations demandées, puis acceptez-les sur l'écran de consentement.",
        "Vous revenez sur Agentia, où l'outil apparaît désormais comme connecté.",
        "Donnez à vos agents l'accès à cet outil depuis leurs réglages.",
        "Pour mettre fin à une connexion, révoquez l'accès depuis Outils connectés : Agentia cesse aussitôt d'utiliser l'outil.",
      ],
    },
    tips: {
      en: [
        'If a connection shows an error, revoke it and connect the tool again: this renews the authorisation.',
        'Only grant the permissions your agents really need, and review your connections from time to time.',
        'Looking for new tools? The AI tools catalogue offers a guide, ratings and comments for each one.',
      ],
      fr: [
        "Si une connexion affiche une erreur, révoquez-la puis connectez l'outil à nouveau : l'autorisation sera renouvelée.",
        "N'accordez que les autorisations dont vos agents ont réellement besoin, et passez vos connexions en revue de temps en temps.",
        "Vous cherchez de nouveaux outils ? Le catalogue d'outils IA propose pour chacun un guide, des notes et des commentaires.",
      ],
    },
  },
  {
    id: 'chat',
    icon: 'chat',
    title: { en: 'Support chat', fr: "Chat d'assistance" },
    intro: {
      en: 'A support chat is available on every page of Agentia, whether or not you are signed in. It is the quickest way to get help: ask your question where you are, and our live team takes it from there during opening hours.',
      fr: "Un chat d'assistance est disponible sur toutes les pages d'Agentia, que vous soyez connecté ou non. C'est le moyen le plus rapide d'obtenir de l'aide : posez votre question là où vous êtes, et notre équipe prend le relais pendant ses horaires d'ouverture.",
    },
    steps: {
      en: [
        'Click the chat bubble in the bottom corner of the page to open the chat.',
        'Type your question, mentioning the page or feature concerned.',
        'Our live team answers Monday to Friday, 9AM-6PM EST.',
        'Keep browsing if you like: the conversation stays available in this browser.',
        'Outside opening hours, leave your message or email support@agentia.example; we reply within 24 hours.',
        'Close the chat window once your question is answered.',
      ],
      fr: [
        'Cliquez sur la bulle de chat en bas de la page pour ouvrir la conversation.',
        'Posez votre question en précisant la page ou la fonctionnalité concernée.',
        "Notre équipe vous répond du lundi au vendredi, de 9 h à 18 h, heure de l'Est (EST).",
        'Vous pouvez continuer à naviguer : la conversation reste disponible dans ce navigateur.',
        "En dehors des horaires d'ouverture, laissez votre message ou écrivez à support@agentia.example ; nous répondons sous 24 heures.",
        'Fermez la fenêtre de chat une fois votre question résolue.',
      ],
    },
    tips: {
      en: [
        'Never share your password or verification code in the chat: our team will never ask for them.',
        'For a billing question, use the email address of your account so we can find your subscription quickly.',
        'Premium customers (Enterprise Professional and Custom tiers) can also reach us by phone.',
      ],
      fr: [
        'Ne communiquez jamais votre mot de passe ni votre code de vérification dans le chat : notre équipe ne vous les demandera jamais.',
        "Pour une question de facturation, utilisez l'adresse e-mail de votre compte afin que nous retrouvions rapidement votre abonnement.",
        'Les clients premium (formules Entreprise Professionnel et Sur mesure) peuvent aussi nous joindre par téléphone.',
      ],
    },
  },
];

export const documentationPage = {
  title: { en: 'Documentation', fr: 'Documentation' },
  intro: {
    en: 'Step-by-step guides to set up your account and get the most out of brains, teams, AI agents, connected tools and the support chat.',
    fr: "Des guides pas à pas pour configurer votre compte et tirer le meilleur parti des cerveaux, des équipes, des agents IA, des outils connectés et du chat d'assistance.",
  },
  contentsTitle: { en: 'Contents', fr: 'Sommaire' },
} satisfies Record<string, Localized>;
