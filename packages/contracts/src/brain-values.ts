// A brain's fixed values, without their schemas: a page can read them without loading zod and
// the contract (the brains screen reads its URL's filters with them before any call to the API).

export const brainTypes = ['personal', 'team', 'shared'] as const;
export const brainVisibilities = ['private', 'public'] as const;
export const brainStatuses = ['pending', 'processing', 'ready', 'error'] as const;
