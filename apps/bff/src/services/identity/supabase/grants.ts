/**
 * Short-lived, server-side records keyed by a hash of an e-mailed link: what GoTrue answered when
 * the link was first verified (production keeps them in a table, tests in memory).
 */
export interface GrantStore {
  put(key: string, value: Record<string, unknown>, ttlSeconds: number): Promise<void>;
  /** Reads and deletes. */
  take(key: string): Promise<Record<string, unknown> | null>;
  /** Reads and keeps. */
  peek(key: string): Promise<Record<string, unknown> | null>;
}

export function createMemoryGrantStore(): GrantStore {
  const grants = new Map<string, { value: Record<string, unknown>; expiresAt: number }>();
  const live = (key: string) => {
    const grant = grants.get(key);
    if (grant && grant.expiresAt <= Date.now()) grants.delete(key);
    return grants.get(key)?.value ?? null;
  };
  return {
    async put(key, value, ttlSeconds) {
      grants.set(key, { value: structuredClone(value), expiresAt: Date.now() + ttlSeconds * 1000 });
    },
    async take(key) {
      const value = live(key);
      grants.delete(key);
      return value;
    },
    async peek(key) {
      return live(key);
    },
  };
}
