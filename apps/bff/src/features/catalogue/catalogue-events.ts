import type { Subject } from '../../services/events/event-bus.ts';

/** What the catalogue says happened, on the event bus (services/events). */
declare module '../../services/events/event-bus.ts' {
  interface DomainEvents {
    /** A signed-in person opened a tool's page. */
    'tool.viewed': { userId: string; tool: Subject };
    /** A person rated a tool (or changed their rating). */
    'tool.rated': { userId: string; tool: Subject };
    /** A person commented on a tool. */
    'tool.commented': { userId: string; tool: Subject };
  }
}
