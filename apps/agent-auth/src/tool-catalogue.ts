import { toolIds, type AgentToolId, type AgentToolInfo } from '@app/contracts';

export type Lang = 'en' | 'fr';
type Scope = { id: string; description: Record<Lang, string> };
type CatalogueTool = { name: string; description: Record<Lang, string>; scopes: Scope[] };

/**
 * The tools the local provider stands in for. Scope ids are the real providers' own (Google's
 * are URLs, Notion's are its capabilities), so a consent page reads like the real one.
 */
const catalogue: Record<AgentToolId, CatalogueTool> = {
  'google-drive': {
    name: 'Google Drive',
    description: {
      en: 'Let agents find and read the documents, sheets and files in your Drive.',
      fr: 'Permet aux agents de trouver et lire les documents, feuilles et fichiers de votre Drive.',
    },
    scopes: [
      {
        id: 'https://www.googleapis.com/auth/drive.readonly',
        description: {
          en: 'See and download all your Google Drive files',
          fr: 'Voir et télécharger tous vos fichiers Google Drive',
        },
      },
      {
        id: 'https://www.googleapis.com/auth/drive.file',
        description: {
          en: 'See, edit, create and delete only the Drive files this app uses',
          fr: 'Voir, modifier, créer et supprimer uniquement les fichiers Drive utilisés par cette application',
        },
      },
    ],
  },
  notion: {
    name: 'Notion',
    description: {
      en: 'Let agents search your workspace pages and databases and add notes to them.',
      fr: 'Permet aux agents de parcourir les pages et bases de votre espace et d’y ajouter des notes.',
    },
    scopes: [
      {
        id: 'read_content',
        description: {
          en: 'Read the pages and databases you share',
          fr: 'Lire les pages et bases de données que vous partagez',
        },
      },
      {
        id: 'update_content',
        description: {
          en: 'Edit the pages and databases you share',
          fr: 'Modifier les pages et bases de données que vous partagez',
        },
      },
      {
        id: 'insert_content',
        description: {
          en: 'Add content to the pages and databases you share',
          fr: 'Ajouter du contenu aux pages et bases de données que vous partagez',
        },
      },
    ],
  },
  slack: {
    name: 'Slack',
    description: {
      en: 'Let agents read your channels and post summaries and answers for you.',
      fr: 'Permet aux agents de lire vos canaux et d’y publier des résumés et réponses pour vous.',
    },
    scopes: [
      {
        id: 'channels:read',
        description: {
          en: 'View basic information about public channels',
          fr: 'Voir les informations de base des canaux publics',
        },
      },
      {
        id: 'channels:history',
        description: {
          en: 'View messages in public channels',
          fr: 'Voir les messages des canaux publics',
        },
      },
      {
        id: 'chat:write',
        description: { en: 'Send messages as you', fr: 'Envoyer des messages en votre nom' },
      },
    ],
  },
  github: {
    name: 'GitHub',
    description: {
      en: 'Let agents read your repositories, issues and pull requests.',
      fr: 'Permet aux agents de lire vos dépôts, tickets et demandes de fusion.',
    },
    scopes: [
      {
        id: 'repo',
        description: {
          en: 'Full control of your private repositories',
          fr: 'Contrôle complet de vos dépôts privés',
        },
      },
      {
        id: 'read:user',
        description: {
          en: 'Read your profile information',
          fr: 'Lire les informations de votre profil',
        },
      },
      {
        id: 'read:org',
        description: {
          en: 'Read your organisation and team membership',
          fr: 'Lire vos organisations et vos équipes',
        },
      },
    ],
  },
  hubspot: {
    name: 'HubSpot',
    description: {
      en: 'Let agents look up the contacts, companies and deals in your CRM.',
      fr: 'Permet aux agents de consulter les contacts, entreprises et transactions de votre CRM.',
    },
    scopes: [
      {
        id: 'crm.objects.contacts.read',
        description: { en: 'View your CRM contacts', fr: 'Voir les contacts de votre CRM' },
      },
      {
        id: 'crm.objects.companies.read',
        description: { en: 'View your CRM companies', fr: 'Voir les entreprises de votre CRM' },
      },
      {
        id: 'crm.objects.deals.read',
        description: { en: 'View your CRM deals', fr: 'Voir les transactions de votre CRM' },
      },
    ],
  },
};

export function isToolId(value: unknown): value is AgentToolId {
  return typeof value === 'string' && (toolIds as readonly string[]).includes(value);
}

export function catalogueTool(tool: AgentToolId): CatalogueTool {
  return catalogue[tool];
}

export function toolName(tool: AgentToolId): string {
  return catalogue[tool].name;
}

/** The tool as GET /tools lists it (in English: the contract carries one description). */
export function toolInfo(tool: AgentToolId): AgentToolInfo {
  const { name, description, scopes } = catalogue[tool];
  return { tool, name, description: description.en, scopes: scopes.map((scope) => scope.id) };
}
