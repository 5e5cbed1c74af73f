import type { BrainRole } from '@app/contracts';

// What the caller may do with a brain, as the BFF decides it (modules/brains/brain-access.ts). The
// screens only reflect these rules: every action is checked again by the server.

/** Add, retry and delete sources: the owner and the editors. */
export const canChangeSources = (role: BrainRole) => role === 'owner' || role === 'editor';

/** Edit, delete and share the brain: its owner alone. */
export const canManage = (role: BrainRole) => role === 'owner';
