import type { AnswerUsage } from '@app/contracts';

export {};

/** What agents say happened, on the event bus (services/events). */
declare module '../../services/events/event-bus.ts' {
  interface DomainEvents {
    /** An agent was made (from a template or from scratch). */
    'agent.created': { agentId: string; userId: string; templateId: string | null };
    /** An agent was paused or resumed. */
    'agent.paused': { agentId: string; userId: string; paused: boolean };
    /** Someone asked an agent a question, and how many tokens its answer used. */
    'agent.asked': { agentId: string; userId: string; status: string; usage: AnswerUsage };
  }
}
