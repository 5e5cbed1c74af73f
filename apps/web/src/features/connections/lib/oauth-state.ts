/**
 * The OAuth state pair (spec §3): before the browser leaves for a tool's consent page, the state
 * the server issued is kept per tool, with the time it was issued, in session storage (this tab
 * only, gone when it closes). The callback page compares what comes back with it, once.
 *
 * Format: key `oauth-state:<tool>`, value JSON `{ "state": string, "createdAt": number }` where
 * `createdAt` is milliseconds since the epoch.
 */

/** A state is good for 10 minutes, as on the agent server. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export const oauthStateKey = (tool: string) => `oauth-state:${tool}`;

export interface StoredOAuthState {
  state: string;
  createdAt: number;
}

export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type OAuthStateCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'mismatch' | 'expired' };

/** Session storage, or null where the browser refuses it (some private modes, blocked storage). */
function sessionStore(): StateStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the pair for the tool, replacing an earlier attempt's. False when storage is unavailable. */
export function saveOAuthState(
  tool: string,
  state: string,
  storage: StateStorage | null = sessionStore(),
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const value: StoredOAuthState = { state, createdAt: now };
    storage.setItem(oauthStateKey(tool), JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The stored pair for the tool, if there is a well-formed one. Nothing is removed. */
export function readOAuthState(
  tool: string,
  storage: StateStorage | null = sessionStore(),
): StoredOAuthState | null {
  try {
    const raw = storage?.getItem(oauthStateKey(tool));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredOAuthState> | null;
    if (
      typeof value?.state !== 'string' ||
      value.state === '' ||
      typeof value.createdAt !== 'number' ||
      !Number.isFinite(value.createdAt)
    )
      return null;
    return { state: value.state, createdAt: value.createdAt };
  } catch {
    return null;
  }
}

/**
 * Checks the state that came back for the tool against the stored pair and removes the pair
 * whatever the answer: each attempt is single use. Refused when nothing is stored, when it
 * differs, or when it is 10 minutes old or more (or dated in the future).
 */
export function takeOAuthState(
  tool: string,
  returned: string | null | undefined,
  storage: StateStorage | null = sessionStore(),
  now: number = Date.now(),
): OAuthStateCheck {
  const stored = readOAuthState(tool, storage);
  try {
    storage?.removeItem(oauthStateKey(tool));
  } catch {
    // Nothing more can be done; the pair expires anyway.
  }
  if (!stored || !returned) return { ok: false, reason: 'missing' };
  if (!sameState(stored.state, returned)) return { ok: false, reason: 'mismatch' };
  const age = now - stored.createdAt;
  if (age < 0 || age >= OAUTH_STATE_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** Compares without stopping at the first differing character. */
function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Thrown when the pair cannot be kept: connecting would then be refused on the way back. */
export class StateStorageUnavailableError extends Error {
  constructor() {
    super('Session storage is unavailable');
    this.name = 'StateStorageUnavailableError';
  }
}
