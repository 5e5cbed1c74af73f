// An agent's fixed values, without their schemas: a page can read them without loading zod and
// the contract (the agents screen reads its URL's category with them before any call to the API).

/** What an agent is for: the filter of the catalogue (the templates use the same names). */
export const agentCategories = [
  'support',
  'hr',
  'assistant',
  'research',
  'sales',
  'content',
  'productivity',
] as const;
