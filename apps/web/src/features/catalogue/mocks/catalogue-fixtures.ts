import type { ToolComment, ToolDetail, ToolSummary } from '@app/contracts';

/** A small, realistic catalogue for working on the SPA without a BFF (`pnpm dev:mock`). */
const summaries: ToolSummary[] = [
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    description: 'A conversational assistant for writing, analysis, brainstorming and coding help.',
    category: 'assistants',
    tags: ['Chatbot', 'Writing', 'Productivity'],
    logoUrl: null,
    url: 'https://chatgpt.com',
    githubUrl: null,
    rating: { average: 4.6, count: 5 },
    commentCount: 2,
    addedAt: '2024-02-12T09:00:00.000Z',
    lang: 'en',
  },
  {
    id: 'whisper',
    name: 'Whisper',
    description:
      'Open-source speech recognition that transcribes and translates audio in many languages.',
    category: 'audio',
    tags: ['Transcription', 'Open Source'],
    logoUrl: null,
    url: 'https://openai.com/research/whisper',
    githubUrl: 'https://github.com/openai/whisper',
    rating: { average: 4.2, count: 4 },
    commentCount: 1,
    addedAt: '2024-06-03T09:00:00.000Z',
    lang: 'en',
  },
  {
    id: 'n8n',
    name: 'n8n',
    description: 'A workflow automation platform with AI nodes that you can self-host.',
    category: 'automation',
    tags: ['Automation', 'Open Source', 'Workflows'],
    logoUrl: null,
    url: 'https://n8n.io',
    githubUrl: 'https://github.com/n8n-io/n8n',
    rating: { average: null, count: 0 },
    commentCount: 0,
    addedAt: '2025-01-20T09:00:00.000Z',
    lang: 'en',
  },
];

const frenchTexts: Record<string, Pick<ToolSummary, 'description' | 'tags'>> = {
  chatgpt: {
    description: 'Un assistant conversationnel pour rédiger, analyser, trouver des idées et coder.',
    tags: ['Chatbot', 'Rédaction', 'Productivité'],
  },
  whisper: {
    description:
      'Reconnaissance vocale open source qui transcrit et traduit l’audio dans de nombreuses langues.',
    tags: ['Transcription', 'Open source'],
  },
  n8n: {
    description:
      "Une plateforme d'automatisation de workflows avec des nœuds IA, hébergeable chez vous.",
    tags: ['Automatisation', 'Open source', 'Workflows'],
  },
};

const comments: Record<string, ToolComment[]> = {
  chatgpt: [
    {
      id: '5d0c5a4e-2f57-5b3f-9c62-3e0f1b9f7a01',
      content: 'Saved me hours on my weekly reporting.',
      createdAt: '2025-10-28T10:00:00.000Z',
      author: {
        id: '7e2b1c9a-6f4d-5a8e-b1c3-9d2e4f6a8b01',
        fullName: 'Amelia Hart',
        avatarUrl: '/images/avatars/avatar-1.svg',
      },
    },
    {
      id: '5d0c5a4e-2f57-5b3f-9c62-3e0f1b9f7a02',
      content: "Très bon outil, mais il faut relire ce qu'il produit.",
      createdAt: '2025-09-02T10:00:00.000Z',
      author: { id: '7e2b1c9a-6f4d-5a8e-b1c3-9d2e4f6a8b02', fullName: null, avatarUrl: null },
    },
  ],
  whisper: [
    {
      id: '5d0c5a4e-2f57-5b3f-9c62-3e0f1b9f7a03',
      content: 'Runs well on a laptop for short interviews.',
      createdAt: '2025-08-15T10:00:00.000Z',
      author: {
        id: '7e2b1c9a-6f4d-5a8e-b1c3-9d2e4f6a8b03',
        fullName: 'Lucas Moreau',
        avatarUrl: null,
      },
    },
  ],
};

export function mockTools(lang: 'en' | 'fr'): ToolSummary[] {
  return summaries.map((tool) =>
    lang === 'fr' ? { ...tool, ...frenchTexts[tool.id], lang } : tool,
  );
}

export function mockToolDetail(id: string, lang: 'en' | 'fr'): ToolDetail | null {
  const tool = mockTools(lang).find((t) => t.id === id);
  if (!tool) return null;
  return {
    ...tool,
    guide: {
      headerImage: `/images/guides/${tool.category}.svg`,
      introduction:
        lang === 'fr'
          ? `${tool.name} est l'un des outils les plus utilisés de sa catégorie. Voici comment bien démarrer.`
          : `${tool.name} is one of the most used tools in its category. Here is how to get started.`,
      bodyHtml:
        id === 'n8n'
          ? null
          : '<h2>Getting started</h2><ul><li><strong>Sign up</strong> on the official site.</li><li>Try it on a real task.</li></ul>',
      conclusion:
        id === 'whisper'
          ? null
          : lang === 'fr'
            ? 'Un excellent point de départ.'
            : 'A great place to start.',
      seoTitle: `${tool.name} guide`,
      seoDescription: tool.description,
      seoImage: `/images/guides/${tool.category}.svg`,
    },
    comments: comments[id] ?? [],
  };
}
