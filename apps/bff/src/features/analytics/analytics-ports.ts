import type { DashboardOverview } from '@app/contracts';

/**
 * What analytics asks of other features, given by the composition root (app.ts): the overview's
 * counts of what other features own. Analytics reads only its own tables (events, event_days);
 * what people did reaches it as domain events (analytics-subscriptions.ts).
 */
export interface OverviewCounts {
  /** The person's own brains, by status (the brains feature). */
  brains(userId: string): Promise<DashboardOverview['brains']>;
  /** The person's agents by state (the agents feature). */
  agents(userId: string): Promise<{ active: number; paused: number }>;
  /** The teams the person belongs to (the teams feature). */
  teams(userId: string): Promise<number>;
}
