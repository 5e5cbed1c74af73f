import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { seconds, systemClock, type Clock } from './clock.ts';
import { hmacKey, type AgentUserClaims } from './signed-claims.ts';

export const AGENT_TOKEN_ISSUER = 'agent-auth';
export const AGENT_TOKEN_AUDIENCE = 'agent-api';

const AgentTokenClaims = z.object({
  sub: z.string().min(1),
  email: z.email(),
  role: z.string().optional(),
  name: z.string().nullable().optional(),
  jti: z.string().min(1),
  exp: z.number(),
});

/**
 * Ids of tokens (or anything with a jti and an expiry) that must not be accepted again. Kept in
 * memory until the thing expires: after that its signature check refuses it on its own, so the
 * entry is dead weight and is pruned.
 */
export function createJtiList(clock: Clock = systemClock) {
  const entries = new Map<string, number>();
  function prune(now = seconds(clock)) {
    for (const [jti, exp] of entries) if (exp <= now) entries.delete(jti);
  }
  return {
    add(jti: string, exp: number) {
      prune();
      entries.set(jti, exp);
    },
    has(jti: string): boolean {
      const exp = entries.get(jti);
      return exp !== undefined && exp > seconds(clock);
    },
    get size() {
      prune();
      return entries.size;
    },
  };
}

/** Signs and checks agent JWTs, and remembers the ones signed out until they expire. */
export function createAgentTokens(secret: string, ttlSeconds: number, clock: Clock = systemClock) {
  const key = hmacKey(secret);
  const revoked = createJtiList(clock);

  return {
    revoked,
    async issue(user: AgentUserClaims): Promise<string> {
      const iat = seconds(clock);
      return new SignJWT({
        email: user.email,
        ...(user.role === undefined ? {} : { role: user.role }),
        name: user.fullName ?? null,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(AGENT_TOKEN_ISSUER)
        .setAudience(AGENT_TOKEN_AUDIENCE)
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    /** The token's user, jti and expiry; null when it is forged, expired, malformed or revoked. */
    async verify(
      token: string,
    ): Promise<{ user: AgentUserClaims; jti: string; exp: number } | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: AGENT_TOKEN_ISSUER,
          audience: AGENT_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'jti', 'exp'],
          currentDate: new Date(clock()),
        });
        const claims = AgentTokenClaims.safeParse(payload);
        if (!claims.success || revoked.has(claims.data.jti)) return null;
        const { sub, email, role, name, jti, exp } = claims.data;
        return { user: { id: sub, email, role, fullName: name ?? null }, jti, exp };
      } catch {
        return null;
      }
    },
  };
}
