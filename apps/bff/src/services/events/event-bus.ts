/** What something was done to, named as it is now. */
export interface Subject {
  id: string;
  name: string;
}

/**
 * What happened in a feature that others may care about, in the product's words. The feature
 * where it happened only says so (`emit`); a feature that reacts subscribes in the composition
 * root (the catalogue's cache when a name changes, analytics for what a person did). Neither
 * knows the other.
 */
export interface DomainEvents {
  /** A user's name or picture changed (comments show both). */
  'profile.changed': { userId: string };
  /** A user signed in (password, code, link or social). */
  'user.signedIn': { userId: string };
  /** A signed-in person opened a tool's page. */
  'tool.viewed': { userId: string; tool: Subject };
  /** A person rated a tool (or changed their rating). */
  'tool.rated': { userId: string; tool: Subject };
  /** A person commented on a tool. */
  'tool.commented': { userId: string; tool: Subject };
  /** A signed-in visitor sent the support chat a message. */
  'chat.messageSent': { userId: string };
  /** A person made a brain. */
  'brain.created': { userId: string; brain: Subject };
  /** A person searched a brain (once a search, whatever pages of it they read). */
  'brain.searched': { userId: string; brain: Subject };
  /** A source someone added was read and indexed, or could not be. */
  'brain.sourceRead': { userId: string; brain: Subject; outcome: 'processed' | 'failed' };
  /** An agent was made (from a template or from scratch). */
  'agent.created': { agentId: string; userId: string; templateId: string | null };
  /** An agent was paused or resumed. */
  'agent.paused': { agentId: string; userId: string; paused: boolean };
  /** Someone asked an agent a question ("Try it"). */
  'agent.asked': { agentId: string; userId: string; status: string };
  /** A person joined a team: they accepted its invitation. */
  'team.joined': { teamId: string; userId: string };
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
