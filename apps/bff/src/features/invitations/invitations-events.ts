export {};

/** What invitations say happened, on the event bus (services/events). */
declare module '../../services/events/event-bus.ts' {
  interface DomainEvents {
    /** A person joined a team: they accepted its invitation. */
    'team.joined': { teamId: string; userId: string };
  }
}
