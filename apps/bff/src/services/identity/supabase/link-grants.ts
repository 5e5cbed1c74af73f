import type { Session, User } from '@supabase/supabase-js';
import { IdentityError } from '../identity.ts';
import {
  GRANT_TTL_SECONDS,
  sha256,
  Grant,
  PendingGrant,
  type Held,
  isPending,
  type GrantPurpose,
  toIdentityUser,
  tokensOf,
  failure,
  gotrueCode,
  outcome,
} from './gotrue-answers.ts';
import type { GoTrueClient } from './gotrue-client.ts';
import type { GrantStore } from './grants.ts';

/**
 * GoTrue spends a link's token the first time it is verified, while the port lets the BFF check a
 * reset, invitation or e-mail change link before completing it. So the first check verifies, and
 * the session GoTrue opens is kept in `grants` for a while under a hash of the token; later
 * checks answer from it, and the completion uses it (or verifies then, when nothing checked).
 * With secure e-mail change (GoTrue's default) the first of the two links opens no session: a
 * grant remembers that it counted, so it answers "confirm from the other address" while it lasts.
 */
export function createLinkGrants(
  { verifyLink, resume, admin, endSession }: GoTrueClient,
  grants: GrantStore,
) {
  const grantKey = (purpose: GrantPurpose, token: string) => `supabase:${purpose}:${sha256(token)}`;

  function grantOf(session: Session, user: User): Grant {
    return {
      ...tokensOf(session),
      user: toIdentityUser(user),
      until: Date.now() + GRANT_TTL_SECONDS * 1000,
    };
  }
  function readGrant(value: Record<string, unknown> | null): Held | null {
    if (!value) return null;
    const grant = Grant.safeParse(value);
    if (grant.success) return grant.data;
    const pending = PendingGrant.safeParse(value);
    return pending.success ? pending.data : null;
  }

  async function verifiedGrant(token: string, purpose: GrantPurpose): Promise<Held> {
    const verified = await verifyLink(token, purpose);
    if (!verified) return { pending: true, until: Date.now() + GRANT_TTL_SECONDS * 1000 };
    return grantOf(verified.session, verified.user);
  }

  /**
   * What a link opens: from its grant when one is kept, else by verifying it (once: GoTrue spends
   * it). `keep` leaves a session grant for later (a check); otherwise it is taken (a completion).
   * A pending grant is always left: that link answers the same until it expires.
   */
  async function openLink(purpose: GrantPurpose, token: string, keep: boolean): Promise<Held> {
    const key = grantKey(purpose, token);
    const held = readGrant(await grants.peek(key));
    if (held && (keep || isPending(held))) return held;
    if (held) {
      const taken = readGrant(await grants.take(key));
      if (taken && !isPending(taken)) return taken;
    }
    const verified = await verifiedGrant(token, purpose);
    if (keep || isPending(verified)) await grants.put(key, verified, GRANT_TTL_SECONDS);
    return verified;
  }

  /**
   * Spends a link (its grant, or the token itself when nothing checked it) and acts with the
   * session it opened. If acting fails for any reason but the session being gone, the grant goes
   * back, so the same link can be tried again while it lasts (a stronger password, a retry).
   */
  async function spendLink<T>(
    purpose: GrantPurpose,
    token: string,
    act: (grant: Grant) => Promise<T>,
  ): Promise<T | PendingGrant> {
    const grant = await openLink(purpose, token, false);
    if (isPending(grant)) return grant;
    try {
      return await act(grant);
    } catch (error) {
      const ttl = Math.floor((grant.until - Date.now()) / 1000);
      const sessionGone = error instanceof IdentityError && error.code === 'invalid_link';
      if (!sessionGone && ttl > 0) await grants.put(grantKey(purpose, token), grant, ttl);
      throw error;
    }
  }

  async function checkLink(purpose: 'recovery' | 'invite', token: string): Promise<Grant> {
    const held = await openLink(purpose, token, true);
    if (isPending(held)) throw failure(`${purpose} link check`, 'GoTrue opened no session');
    return held;
  }

  /** Updates the account with a link's session, then signs that session out. */
  async function completeWithLink(
    purpose: 'recovery' | 'invite',
    token: string,
    attributes: { password: string; data?: Record<string, unknown> },
  ): Promise<{ userId: string }> {
    const operation = purpose === 'recovery' ? 'password reset' : 'invitation';
    const done = await spendLink(purpose, token, async (grant) => {
      const resumed = await resume(grant, operation);
      if (!resumed) throw new IdentityError('invalid_link', 'Invalid or expired link');
      const { auth } = resumed;
      const { error } = await auth.updateUser(attributes);
      const code = error ? gotrueCode(error) : undefined;
      if (error && code === 'current_password_required' && purpose === 'invite') {
        // `UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD` wants the password GoTrue set at random when
        // the link was verified, which nobody knows. The link proved the address, as a reset
        // link does (which GoTrue exempts): the service role sets the chosen password.
        const { error: adminError } = await admin().updateUserById(grant.user.id, {
          password: attributes.password,
          ...(attributes.data && { user_metadata: attributes.data }),
        });
        if (adminError) throw outcome(operation, adminError, { weak_password: 'weak_password' });
      } else if (error && code !== 'same_password') {
        // The password asked for is already the account's: that is what the user wanted.
        throw outcome(operation, error, {
          weak_password: 'weak_password',
          current_password_required: 'current_password_required',
        });
      }
      // GoTrue ended the account's other sessions with the password change; this one goes too.
      await endSession(auth, operation);
      return { userId: grant.user.id };
    });
    if (isPending(done)) throw failure(operation, 'GoTrue opened no session');
    return done;
  }
  return { openLink, spendLink, checkLink, completeWithLink };
}
