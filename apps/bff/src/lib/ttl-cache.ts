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
    const hit = this.peek(key);
    if (hit) return hit;
    const value = load();
    this.set(key, value);
    return value;
  }

  /** The live entry for `key`, loaded or in flight, without loading anything. */
  peek(key: string): Promise<V> | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  /** Keeps `value` for `key`, replacing any entry; a value that fails is dropped. */
  set(key: string, value: Promise<V>) {
    if (this.#ttlMs === 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      // Map keeps insertion order: the first key is the oldest.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const entry = { value, expires: Date.now() + this.#ttlMs };
    this.#entries.set(key, entry);
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
  }

  clear() {
    this.#entries.clear();
  }
}
