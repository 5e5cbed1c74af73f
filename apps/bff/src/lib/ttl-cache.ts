/**
 * A small in-process cache with a time-to-live, a size bound and in-flight de-duplication: ten
 * requests for the same cold key run the loader once. Losing it costs only a database read.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expires: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlSeconds: number; maxEntries?: number }) {
    this.#ttlMs = options.ttlSeconds * 1000;
    this.#maxEntries = options.maxEntries ?? 500;
  }

  get size() {
    return this.#entries.size;
  }

  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.#ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.#entries.size >= this.#maxEntries) {
      // Map keeps insertion order: the first key is the oldest.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const value = load();
    this.#entries.set(key, { value, expires: now + this.#ttlMs });
    // A failed load is not cached: the next request tries again.
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear() {
    this.#entries.clear();
  }
}
