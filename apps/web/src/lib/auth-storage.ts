import type { SessionUser } from '@app/contracts';

/**
 * The signed-in user kept in localStorage under `auth-storage` (the spec's key), shaped
 * `{ state: { user } }`. It only lets a returning visitor's header render at once while the
 * session loads: the server's answer always wins. Never a token: those stay in httpOnly cookies.
 */
export const AUTH_STORAGE_KEY = 'auth-storage';

const roles = ['Free', 'Pro', 'Admin'] as const;
const accountTypes = ['professional', 'enterprise'] as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can be disabled: the session then simply loads first.
  }
}

const text = (value: unknown) => typeof value === 'string';
const textOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Only the fields of a session user, checked by hand (zod stays out of the entry bundle). */
function asUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!text(v.id) || !text(v.email) || !roles.includes(v.role as SessionUser['role'])) return null;
  if (!textOrNull(v.fullName) || !textOrNull(v.avatarUrl)) return null;
  const accountType = v.accountType ?? null;
  if (accountType !== null && !accountTypes.includes(accountType as 'professional')) return null;
  return {
    id: v.id as string,
    email: v.email as string,
    role: v.role as SessionUser['role'],
    fullName: v.fullName as string | null,
    avatarUrl: v.avatarUrl as string | null,
    accountType: accountType as SessionUser['accountType'],
  };
}

/** The user stored by the last sign-in, or null (nothing stored, unreadable or tampered with). */
export function readStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    return asUser((JSON.parse(raw) as { state?: { user?: unknown } } | null)?.state?.user);
  } catch {
    return null;
  }
}

export function writeStoredUser(user: SessionUser) {
  const safe = asUser(user);
  if (!safe) return clearAuthStorage();
  try {
    storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { user: safe } }));
  } catch {
    // Full or disabled storage: the header just waits for the session next time.
  }
}

export function clearAuthStorage() {
  try {
    storage()?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
