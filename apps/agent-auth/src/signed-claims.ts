/**
 * What agent JWTs and login assertions share: the user they speak for, and the key both are
 * signed with (HMAC over a shared secret). Each side imports this, not the other.
 */

/** The user an agent JWT or a login assertion speaks for, as its claims carry it. */
export type AgentUserClaims = {
  id: string;
  email: string;
  role?: string;
  fullName?: string | null;
};

export function hmacKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}
