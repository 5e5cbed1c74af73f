export {};

/** What accounts say happened, on the event bus (services/events). */
declare module '../../services/events/event-bus.ts' {
  interface DomainEvents {
    /** A user signed in (password, code, link or social). */
    'user.signedIn': { userId: string };
  }
}
