/** Where the agents live in the dashboard. */
export const AGENTS_PATH = '/dashboard/agents';
