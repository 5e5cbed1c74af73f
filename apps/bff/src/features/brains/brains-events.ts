import type { Subject } from '../../services/events/event-bus.ts';

/** What brains say happened, on the event bus (services/events). */
declare module '../../services/events/event-bus.ts' {
  interface DomainEvents {
    /** A person made a brain. */
    'brain.created': { userId: string; brain: Subject };
    /** A person searched a brain (once a search, whatever pages of it they read). */
    'brain.searched': { userId: string; brain: Subject };
    /** A source someone added was read and indexed, or could not be. */
    'brain.sourceRead': { userId: string; brain: Subject; outcome: 'processed' | 'failed' };
  }
}
