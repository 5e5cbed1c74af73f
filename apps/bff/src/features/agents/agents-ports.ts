import type { AgentCitation, BrainStatus } from '@app/contracts';

/**
 * What agents ask of other features, given by the composition root (app.ts). Agents never import
 * another feature: they say here what they need, and the feature that owns it answers.
 */

/** An attached brain as the server sees it for one reader: whether they may search it. */
export interface BrainForReader {
  id: string;
  name: string;
  status: BrainStatus;
  readable: boolean;
}

/** What agents ask of brains: who may search which, and what they find. */
export interface BrainsForAgents {
  /**
   * These brains, in this order, each with whether the user may search it. For the server's use:
   * the names and ids of the ones the user may not search are here too.
   */
  visibleTo(userId: string, brainIds: readonly string[]): Promise<BrainForReader[]>;
  /** The best passages of each of these brains the user may search (the others give none). */
  search(
    userId: string,
    brainIds: readonly string[],
    query: { q: string; perBrain: number },
  ): Promise<(AgentCitation & { rank: number })[]>;
}
