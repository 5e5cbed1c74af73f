import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { systemClock, type Clock } from './clock.ts';
import { hmacKey, type AgentUserClaims } from './signed-claims.ts';

/**
 * Login assertions: how the BFF vouches for a user who signed in without a password (a code, a
 * link, a social provider), so the agent server can issue that user an agent JWT. Both servers
 * share the assertion secret; the signer and the checker live side by side so they cannot drift.
 */
export const ASSERTION_ISSUER = 'bff';
export const ASSERTION_AUDIENCE = 'agent-auth-login';
/** What signLoginAssertion gives: long enough for one call, however slow the network. */
export const ASSERTION_LIFETIME_SECONDS = 60;
/** The most the server accepts, so a leaked assertion is worth little. */
export const MAX_ASSERTION_LIFETIME_SECONDS = 120;
/** Two servers, possibly two clocks: the little drift tolerated when reading iat and exp. */
const CLOCK_TOLERANCE_SECONDS = 5;

export type LoginAssertionInput = {
  secret: string;
  userId: string;
  email: string;
  role?: string;
  name?: string | null;
};

/** Signs what the agent server accepts at POST /auth/login as `{ email, assertion }`. */
export async function signLoginAssertion({
  secret,
  userId,
  email,
  role,
  name,
}: LoginAssertionInput): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return (
    new SignJWT({
      email,
      ...(role === undefined ? {} : { role }),
      ...(name == null ? {} : { name }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ASSERTION_ISSUER)
      .setAudience(ASSERTION_AUDIENCE)
      .setSubject(userId)
      // A jti makes the assertion single-use: the server remembers the ones it has accepted.
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + ASSERTION_LIFETIME_SECONDS)
      .sign(hmacKey(secret))
  );
}

const AssertionClaims = z.object({
  sub: z.string().min(1),
  email: z.email(),
  role: z.string().min(1).optional(),
  name: z.string().nullable().optional(),
  jti: z.string().min(1).optional(),
  iat: z.number(),
  exp: z.number(),
});

export type CheckedAssertion = { user: AgentUserClaims; jti?: string; exp: number };

/**
 * Checks an assertion for the email the login body names. Throws with the reason (for the log,
 * never for the caller, who only ever hears "Invalid credentials").
 */
export async function checkLoginAssertion(
  assertion: string,
  email: string,
  secret: string,
  clock: Clock = systemClock,
): Promise<CheckedAssertion> {
  const { payload } = await jwtVerify(assertion, hmacKey(secret), {
    algorithms: ['HS256'],
    issuer: ASSERTION_ISSUER,
    audience: ASSERTION_AUDIENCE,
    requiredClaims: ['sub', 'email', 'exp'],
    maxTokenAge: MAX_ASSERTION_LIFETIME_SECONDS,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    currentDate: new Date(clock()),
  });
  const claims = AssertionClaims.safeParse(payload);
  if (!claims.success) throw new Error('assertion claims are malformed');
  const { sub, role, name, jti, iat, exp } = claims.data;
  // maxTokenAge bounds how old it is; this bounds how long its signer meant it to live.
  if (exp - iat > MAX_ASSERTION_LIFETIME_SECONDS)
    throw new Error(`assertion lives longer than ${MAX_ASSERTION_LIFETIME_SECONDS} s`);
  if (claims.data.email.toLowerCase() !== email.toLowerCase())
    throw new Error('assertion is for another email');
  return { user: { id: sub, email: claims.data.email, role, fullName: name ?? null }, jti, exp };
}
