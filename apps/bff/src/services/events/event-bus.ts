/** What something was done to, named as it is now. */
export interface Subject {
  id: string;
  name: string;
}

/**
 * What happened in a feature that others may care about, in the product's words: the event's name
 * and what it carries. Each feature declares the events it emits in its own `<name>-events.ts`
 * (`declare module` adds them to this map, as plugins add to Fastify's types), so the bus knows
 * every event and its payload. The feature where something happened only says so (`emit`); a
 * feature that reacts subscribes in the composition root (the catalogue's cache when a name
 * changes, analytics for what a person did). Neither knows the other.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each feature adds its own.
export interface DomainEvents {}

type Handler<K extends keyof DomainEvents> = (event: DomainEvents[K]) => void;

export interface EventBus {
  on<K extends keyof DomainEvents>(name: K, handler: Handler<K>): () => void;
  /** Runs every handler now; a failing one is logged and never fails the request that emitted. */
  emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): void;
}

export function createEventBus(log: { error(object: object, message: string): void }): EventBus {
  const handlers = new Map<keyof DomainEvents, Set<Handler<never>>>();
  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      set.add(handler as Handler<never>);
      return () => set.delete(handler as Handler<never>);
    },
    emit(name, event) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          (handler as Handler<typeof name>)(event);
        } catch (error) {
          log.error({ err: error, event: name }, 'an event handler failed');
        }
      }
    },
  };
}
