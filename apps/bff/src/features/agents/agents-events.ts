import type { AnswerUsage } from '@app/contracts';
import type { Subject } from '../../services/events/event-bus.ts';

/** What agents say happened, on the event bus (services/events). */
declare module '../../services/events/event-bus.ts' {
  interface DomainEvents {
    /** An agent was made (from a template or from scratch). */
    'agent.created': { agentId: string; userId: string; templateId: string | null };
    /** An agent was paused or resumed. */
    'agent.paused': { agentId: string; userId: string; paused: boolean };
    /**
     * Someone asked an agent a question, and how many tokens its answer used. The agent comes with
     * its name, as the asking read it: no listener has to look it up again on every answer.
     */
    'agent.asked': { agent: Subject; userId: string; status: string; usage: AnswerUsage };
  }
}
