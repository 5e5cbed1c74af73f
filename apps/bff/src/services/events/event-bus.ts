/**
 * What happened in one module that others may care about. A module that needs to react (the
 * catalogue's cache when a name changes, later analytics) subscribes; the module where it
 * happened only says so, and never reaches into another module's objects.
 */
export interface DomainEvents {
  /** A user's name or picture changed (comments show both). */
  'profile.changed': { userId: string };
  /** A user signed in (password, code, link or social). */
  'user.signedIn': { userId: string };
  /** An agent was made (from a template or from scratch). */
  'agent.created': { agentId: string; userId: string; templateId: string | null };
  /** An agent was paused or resumed. */
  'agent.paused': { agentId: string; userId: string; paused: boolean };
  /** Someone asked an agent a question ("Try it"). */
  'agent.asked': { agentId: string; userId: string; status: string };
  /** A person joined a team: they accepted its invitation. */
  'team.joined': { teamId: string; userId: string };
  /** An Admin changed the catalogue (a tool, its texts, a comment's visibility). */
  'catalogue.changed': Record<string, never>;
}

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
