export {};

/** What the support chat says happened, on the event bus (services/events). */
declare module '../../services/events/event-bus.ts' {
  interface DomainEvents {
    /** A signed-in visitor sent the support chat a message. */
    'chat.messageSent': { userId: string };
  }
}
