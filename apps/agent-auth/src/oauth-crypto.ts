import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token: 32 random bytes, base64url (43 characters), with an optional prefix. */
export function randomToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** RFC 7636 §4.2: BASE64URL(SHA256(ASCII(code_verifier))). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** What the provider keeps instead of a token, so a dump of its memory holds no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge is a base64url SHA-256: 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
