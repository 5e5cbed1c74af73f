/**
 * The overview's counts that other features own: agents by state and teams. Those features give
 * their own provider to the composition root; until they do, nobody has any.
 */
export interface OverviewCounts {
  agents(userId: string): Promise<{ active: number; paused: number }>;
  teams(userId: string): Promise<number>;
}

export const noAgentsOrTeams: OverviewCounts = {
  agents: async () => ({ active: 0, paused: 0 }),
  teams: async () => 0,
};
