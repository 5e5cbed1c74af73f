// The catalogue's fixed values, without their schemas: a page can read them without loading zod
// and the contract (the tool explorer reads its URL with them before any call to the API).

export const toolCategories = [
  'assistants',
  'writing',
  'image',
  'video',
  'audio',
  'code',
  'research',
  'automation',
] as const;

export const toolSorts = ['rating', 'newest', 'name'] as const;
