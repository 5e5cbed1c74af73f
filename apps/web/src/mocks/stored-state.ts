/**
 * A mock's state kept across reloads in the browser's session storage, as the BFF's would be;
 * in Node (the tests) there is none, and the state lives in memory.
 */
export function storedState<T>(key: string) {
  return {
    load(): T | null {
      try {
        const raw = globalThis.sessionStorage?.getItem(key);
        return raw ? (JSON.parse(raw) as T) : null;
      } catch {
        return null;
      }
    },
    save(value: T) {
      try {
        globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
      } catch {
        // No session storage: memory only.
      }
    },
  };
}
