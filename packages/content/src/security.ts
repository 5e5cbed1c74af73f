import type { IconName, Localized, Section } from './types.ts';

export const security: {
  title: Localized;
  intro: Localized;
  sections: (Section & { icon: IconName })[];
} = {
  title: { en: 'Security at Agentia', fr: 'La sécurité chez Agentia' },
  intro: {
    en: 'Your documents, your agents and your connections to other services deserve serious protection. Here is how we secure the platform, how we handle your data when AI is involved, and how to reach us if you find a vulnerability.',
    fr: "Vos documents, vos agents et vos connexions à d'autres services méritent une protection sérieuse. Voici comment nous sécurisons la plateforme, comment nous traitons vos données lorsque l'IA entre en jeu, et comment nous contacter si vous découvrez une vulnérabilité.",
  },
  sections: [
    {
      icon: 'lock',
      title: { en: 'Data protection', fr: 'Protection des données' },
      paragraphs: {
        en: [
          'All traffic between your browser and Agentia is encrypted in transit with TLS 1.2 or higher, and your data is encrypted at rest, including the files you upload to your brains and the authorisations granted to your connected tools.',
          'Passwords are never stored in readable form: we only keep a salted hash. Your session relies on a secure, httpOnly cookie that scripts running in the page cannot read.',
        ],
        fr: [
          'Tous les échanges entre votre navigateur et Agentia sont chiffrés en transit (TLS 1.2 ou supérieur), et vos données sont chiffrées au repos, y compris les fichiers importés dans vos cerveaux et les autorisations accordées à vos outils connectés.',
          "Les mots de passe ne sont jamais conservés en clair : nous n'en gardons qu'une empreinte salée. Votre session repose sur un cookie sécurisé httpOnly, inaccessible aux scripts exécutés dans la page.",
        ],
      },
      points: {
        en: [
          'Encryption in transit (TLS 1.2+)',
          'Encryption at rest',
          'Salted password hashes',
          'httpOnly session cookie',
        ],
        fr: [
          'Chiffrement en transit (TLS 1.2+)',
          'Chiffrement au repos',
          "Mots de passe stockés sous forme d'empreintes salées",
          'Cookie de session httpOnly',
        ],
      },
    },
    {
      icon: 'users',
      title: { en: 'Access control', fr: "Contrôle d'accès" },
      paragraphs: {
        en: [
          'Access is role-based. Every account starts on the Free role and moves to Pro with a paid plan; the Admin role is reserved for the Agentia staff who run the platform. Each email address is confirmed with a 6-digit verification code before the account can be used.',
          'Within your organisation, team owners decide who joins a team and which brains and agents it can use. Private brains stay visible only to the people you give access to. Sensitive actions, such as administrative changes, are recorded in audit logs.',
        ],
        fr: [
          "Les accès reposent sur des rôles. Tout compte démarre avec le rôle Free et passe en Pro avec une offre payante ; le rôle Admin est réservé aux équipes d'Agentia qui exploitent la plateforme. Chaque adresse e-mail est confirmée par un code de vérification à 6 chiffres avant que le compte puisse être utilisé.",
          "Au sein de votre organisation, les propriétaires d'équipe décident de qui rejoint une équipe et des cerveaux et agents auxquels elle a accès. Les cerveaux privés ne sont visibles que des personnes à qui vous en donnez l'accès. Les actions sensibles, comme les modifications administratives, sont consignées dans des journaux d'audit.",
        ],
      },
    },
    {
      icon: 'server',
      title: { en: 'Infrastructure', fr: 'Infrastructure' },
      paragraphs: {
        en: [
          'By default, Agentia is hosted in data centres located in the European Union. Production systems are isolated from the internet behind a single entry point, and only the people who need them for their work can reach them, with individual, logged access.',
          'The platform sends strict security headers, limits repeated requests to protect forms and sign-in, and is monitored continuously. Data is backed up regularly so that service can be restored after an incident. Organisations with stricter requirements can choose our self-hosted option and run Agentia on their own infrastructure.',
        ],
        fr: [
          "Par défaut, Agentia est hébergé dans des centres de données situés dans l'Union européenne. Les systèmes de production sont isolés d'Internet derrière un point d'entrée unique, et seules les personnes qui en ont besoin pour leur travail peuvent y accéder, avec des accès nominatifs et tracés.",
          "La plateforme applique des en-têtes de sécurité stricts, limite les requêtes répétées pour protéger les formulaires et la connexion, et fait l'objet d'une surveillance continue. Les données sont sauvegardées régulièrement afin de pouvoir rétablir le service après un incident. Les organisations aux exigences plus strictes peuvent choisir notre option auto-hébergée et faire tourner Agentia sur leur propre infrastructure.",
        ],
      },
    },
    {
      icon: 'sparkles',
      title: { en: 'AI and your data', fr: "L'IA et vos données" },
      paragraphs: {
        en: [
          'We do not train AI models on customer data. The documents in your brains, your agent settings, your conversations and the content your agents produce are used only to provide the service to you, never to improve models for anyone else.',
          'When an agent needs an AI model to answer, we send it only the information required for that request. The model providers we work with are bound by contract not to use this data for training and not to keep it beyond what processing requires.',
        ],
        fr: [
          "Nous n'entraînons pas de modèles d'IA sur les données de nos clients. Les documents de vos cerveaux, la configuration de vos agents, vos conversations et les contenus produits par vos agents servent uniquement à vous fournir le service, jamais à améliorer des modèles au profit de tiers.",
          "Lorsqu'un agent fait appel à un modèle d'IA, nous ne lui transmettons que les informations nécessaires à la requête. Les fournisseurs de modèles avec lesquels nous travaillons sont contractuellement tenus de ne pas utiliser ces données pour l'entraînement et de ne pas les conserver au-delà de ce qu'exige le traitement.",
        ],
      },
      points: {
        en: [
          'No training on customer data',
          'Only the data needed for each request is sent to a model',
          'Contractual commitments from our model providers',
        ],
        fr: [
          'Aucun entraînement sur les données clients',
          'Seules les données nécessaires à chaque requête sont transmises au modèle',
          'Engagements contractuels de nos fournisseurs de modèles',
        ],
      },
    },
    {
      icon: 'shield',
      title: { en: 'Compliance', fr: 'Conformité' },
      paragraphs: {
        en: [
          'Agentia processes personal data in line with the EU General Data Protection Regulation (GDPR). We only collect what the service needs, we document our processing activities, and we sign a data processing agreement with each of our subprocessors.',
          'You can exercise your rights of access, rectification, erasure, portability and objection at any time by writing to privacy@agentia.example. Enterprise customers can sign a data processing agreement with us; our privacy policy explains in detail what we collect and why.',
        ],
        fr: [
          'Agentia traite les données personnelles conformément au Règlement général sur la protection des données (RGPD). Nous ne collectons que ce dont le service a besoin, nous documentons nos traitements et nous signons un accord de traitement des données avec chacun de nos sous-traitants.',
          "Vous pouvez exercer à tout moment vos droits d'accès, de rectification, d'effacement, de portabilité et d'opposition en écrivant à privacy@agentia.example. Les clients entreprises peuvent conclure avec nous un accord de traitement des données ; notre politique de confidentialité détaille ce que nous collectons et pourquoi.",
        ],
      },
    },
    {
      icon: 'bolt',
      title: { en: 'Responsible disclosure', fr: 'Signalement de vulnérabilités' },
      paragraphs: {
        en: [
          'If you believe you have found a security vulnerability in Agentia, please write to security@agentia.example with a description of the issue, the steps to reproduce it and its potential impact. We acknowledge every report, keep you informed while we investigate and let you know when the issue is fixed.',
          'We ask that you act in good faith: do not access, modify or delete data that does not belong to you, avoid degrading the service for other users, and give us reasonable time to fix the issue before disclosing it publicly. We will not take legal action against researchers who follow these rules.',
        ],
        fr: [
          'Si vous pensez avoir découvert une vulnérabilité dans Agentia, écrivez à security@agentia.example en décrivant le problème, les étapes pour le reproduire et son impact potentiel. Nous accusons réception de chaque signalement, vous tenons informé pendant notre analyse et vous prévenons lorsque le problème est corrigé.',
          "Nous vous demandons d'agir de bonne foi : n'accédez pas à des données qui ne vous appartiennent pas, ne les modifiez pas et ne les supprimez pas, évitez de dégrader le service pour les autres utilisateurs, et laissez-nous un délai raisonnable pour corriger le problème avant toute divulgation publique. Nous n'engagerons aucune poursuite contre les chercheurs qui respectent ces règles.",
        ],
      },
    },
  ],
};
