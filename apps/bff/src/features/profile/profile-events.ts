export {};

/** What the profile says happened, on the event bus (services/events). */
declare module '../../services/events/event-bus.ts' {
  interface DomainEvents {
    /** A user's name or picture changed (comments show both). */
    'profile.changed': { userId: string };
  }
}
