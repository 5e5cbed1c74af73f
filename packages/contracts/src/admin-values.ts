// An account's fixed values, without their schemas: the admin's users screen reads its filters
// and its role choices with them before any form of it loads zod and the contract.

/** What a user may do (spec §1): the roles an Admin gives. */
export const roles = ['Free', 'Pro', 'Admin'] as const;

/**
 * `invited`: an invitation sent from the admin area and not completed yet (its id is the
 * invitation's; it has no role or status to change until the person completes it).
 */
export const userStatuses = ['active', 'disabled', 'invited'] as const;

/** The orders of the users list. */
export const userSorts = ['newest', 'oldest', 'email', 'email_desc'] as const;
