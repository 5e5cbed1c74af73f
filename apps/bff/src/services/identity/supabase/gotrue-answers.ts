import { createHash } from 'node:crypto';
import { AccountType, Role } from '@app/contracts';
import {
  type AuthError,
  isAuthApiError,
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type Session,
  type User,
} from '@supabase/supabase-js';
import { z } from 'zod';
import {
  IdentityError,
  IdentityRateLimited,
  IdentityUnavailable,
  type IdentityErrorCode,
  type IdentitySignIn,
  type IdentityUser,
} from '../identity.ts';

/**
 * What GoTrue answers, as the identity port says it: the shapes the BFF keeps (tokens, grants,
 * registrations), the user, and each refusal or failure turned into the port's errors.
 */

/** How long a verified reset, invitation or e-mail change link stays usable after its first check. */
export const GRANT_TTL_SECONDS = 15 * 60;
/** Our own key in each client's throwaway storage, so the PKCE verifier is found at a known name. */
export const STORAGE_KEY = 'sb-bff-auth';
/** auth-js 2.119 keeps one verifier per PKCE flow, under the flow's id (`pkceVerifierSlotKey`). */
export const flowVerifierKey = (flowId: string) => `${STORAGE_KEY}-flow-${flowId}-code-verifier`;
export const ADMIN_PAGE_SIZE = 1000;
/**
 * Retry-After for a full e-mail quota: GoTrue's hourly window starts again on its boundary, which
 * nobody outside it knows, within the hour at the latest.
 */
export const EMAIL_QUOTA_RETRY_SECONDS = 3600;
/** How long registrations of an address are kept once their code is out: the first and the latest. */
export const MAX_REGISTRATIONS = 3;
export const REGISTRATIONS_TTL_SECONDS = 7 * 86_400;
/** Retry-After for GoTrue's per-address limits, whose buckets refill in seconds to a minute. */
export const REQUESTS_RETRY_SECONDS = 60;

export const providerNames: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  azure: 'Microsoft',
  linkedin_oidc: 'LinkedIn',
};
export const displayName = (id: string) =>
  providerNames[id] ?? id.charAt(0).toUpperCase() + id.slice(1);

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const lower = (email: string) => email.trim().toLowerCase();

export const ProviderTokens = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().optional(),
});
export type ProviderTokens = z.infer<typeof ProviderTokens>;

/** What a grant keeps: the account, and the session GoTrue opened when it spent the link. */
export const Grant = ProviderTokens.extend({
  user: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    role: Role.nullable(),
    accountType: AccountType.nullable(),
  }),
  /** Epoch ms after which the grant is gone, so a failed completion can put it back as it was. */
  until: z.number(),
});
export type Grant = z.infer<typeof Grant>;
/**
 * The first of the two links of a secure e-mail change: GoTrue spent it and opened no session.
 * Kept so the link answers the same when opened again.
 */
export const PendingGrant = z.object({ pending: z.literal(true), until: z.number() });
export type PendingGrant = z.infer<typeof PendingGrant>;
export type Held = Grant | PendingGrant;
export const isPending = (value: object): value is PendingGrant => 'pending' in value;
export type GrantPurpose = 'recovery' | 'invite' | 'email_change';

/**
 * The registrations of an address waiting for its code (ADR 047): GoTrue keeps the first one's
 * password and never changes an unconfirmed account, so the BFF keeps each one's, sealed, and sets
 * the right one when the code is used. `userId` is the account GoTrue made for the address.
 */
export const Registrations = z.object({
  userId: z.string(),
  /** Epoch ms after which a new registration starts afresh (the code sent has expired). */
  liveUntil: z.number(),
  list: z.array(
    z.object({
      browserHash: z.string().nullable(),
      sealed: z.string(),
      fullName: z.string(),
      accountType: AccountType,
      /** GoTrue holds this one's password and details: it made the account with them. */
      holder: z.boolean(),
    }),
  ),
});
export type Registrations = z.infer<typeof Registrations>;

/** GoTrue's public `/settings`, the parts the BFF reads: which providers are on, and how sign-up goes. */
export const GoTrueSettings = z.object({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});
export type GoTrueSettings = z.infer<typeof GoTrueSettings>;

export function toIdentityUser(user: User): IdentityUser {
  if (!user.email) throw new Error(`GoTrue user ${user.id} has no e-mail address`);
  const metadata: Record<string, unknown> = user.user_metadata ?? {};
  // Social providers fill `full_name` and `name`; our sign-ups and invitations set `full_name`.
  const name = metadata.full_name ?? metadata.name;
  const role = Role.safeParse(metadata.role);
  const accountType = AccountType.safeParse(metadata.account_type);
  return {
    id: user.id,
    email: user.email,
    fullName: typeof name === 'string' ? name : null,
    role: role.success ? role.data : null,
    accountType: accountType.success ? accountType.data : null,
  };
}

export const tokensOf = (session: Session): ProviderTokens => ({
  access_token: session.access_token,
  refresh_token: session.refresh_token,
  ...(session.expires_at !== undefined && { expires_at: session.expires_at }),
});

export const signedIn = (session: Session, user: User): IdentitySignIn => ({
  user: toIdentityUser(user),
  providerSession: tokensOf(session),
});

/**
 * GoTrue's 429 `over_email_send_rate_limit` means two things. With the seconds to wait, it is the
 * minimum interval between two e-mails to one user (`SMTP_MAX_FREQUENCY`): the previous e-mail is
 * still good. Without ("email rate limit exceeded"), the project's hourly cap: nothing was sent,
 * and GoTrue rolled back whatever the request would have created.
 */
export const secondsToWait = (error: AuthError) =>
  error.code === 'over_email_send_rate_limit'
    ? Number(/(\d+) seconds?/.exec(error.message)?.[1] ?? Number.NaN)
    : Number.NaN;
export const perUserWait = (error: AuthError) => !Number.isNaN(secondsToWait(error));

/**
 * A failure that is not the user's doing: 429 while GoTrue refuses for now (its hourly e-mail cap,
 * its per-address limits), 503 while it cannot be reached, is too slow or fails (5xx), else 500.
 */
export function failure(operation: string, error: unknown): Error {
  const detail = error instanceof Error ? error.message : String(error);
  const message = `Supabase ${operation} failed: ${detail}`;
  if (isAuthError(error) && !isAuthRetryableFetchError(error) && error.status === 429) {
    const wait = secondsToWait(error);
    return error.code === 'over_email_send_rate_limit' && Number.isNaN(wait)
      ? new IdentityRateLimited('email_quota', EMAIL_QUOTA_RETRY_SECONDS, { cause: error })
      : new IdentityRateLimited('requests', Number.isNaN(wait) ? REQUESTS_RETRY_SECONDS : wait, {
          cause: error,
        });
  }
  const down =
    isAuthError(error) && (isAuthRetryableFetchError(error) || (error.status ?? 0) >= 500);
  return down
    ? new IdentityUnavailable(message, { cause: error })
    : new Error(message, { cause: error });
}

/**
 * Whether `/signup` made the account it answers (rather than finding one left unconfirmed, which
 * it never changes): GoTrue sent the code the moment it made it, by its own clock.
 */
export const madeNow = (user: User) =>
  user.confirmation_sent_at !== undefined &&
  Date.parse(user.confirmation_sent_at) - Date.parse(user.created_at) < 10_000;

/** `emailChangeVerify`: `ConfirmEmailChange` failed on the unique index of addresses. */
export const addressTakenMeanwhile = (error: AuthError) =>
  error.status === 500 && error.message === 'Error confirm email';

/** GoTrue looked at the request and said no (4xx): not the network, not GoTrue being unwell. */
export function refused(error: AuthError): boolean {
  if (isAuthRetryableFetchError(error)) return false;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && status !== 429;
}

/** The session is already over at GoTrue (signed out, refreshed away, expired beyond refresh). */
export const gone = (error: AuthError) => isAuthSessionMissingError(error) || refused(error);

/** GoTrue's error code, or the code older GoTrue versions only put in words. */
export function gotrueCode(error: AuthError): string | undefined {
  // `checkPasswordStrength` says "validation_failed" for bcrypt's limit: only its words tell it.
  if (error.code === 'validation_failed' && /^Password cannot be longer than/.test(error.message))
    return 'password_too_long';
  if (error.code) return error.code;
  if (!isAuthApiError(error)) return undefined;
  if (error.message === 'Invalid login credentials') return 'invalid_credentials';
  if (error.message === 'Email not confirmed') return 'email_not_confirmed';
  if (/already been registered/.test(error.message)) return 'email_exists';
  return undefined;
}

/**
 * Refusals a project's settings bring to any call that meets them, and what each is to the port:
 * an address its mail sender may not write to (the built-in sender writes to the team only), one
 * its mailer found undeliverable, sign-ups turned off, a CAPTCHA the product does not show, an
 * account banned in the project, and a password past bcrypt's 72 bytes.
 */
export const projectRefusals: Partial<Record<string, IdentityErrorCode>> = {
  email_address_not_authorized: 'email_not_authorized',
  email_address_invalid: 'email_address_invalid',
  signup_disabled: 'signup_disabled',
  captcha_failed: 'captcha_required',
  user_banned: 'account_banned',
  password_too_long: 'password_too_long',
};

/** An IdentityError for the GoTrue codes listed (and the project's refusals), else a failure. */
export function outcome(
  operation: string,
  error: AuthError,
  codes: Partial<Record<string, IdentityErrorCode>> = {},
): Error {
  const code = refused(error) ? gotrueCode(error) : undefined;
  const mapped = code ? (codes[code] ?? projectRefusals[code]) : undefined;
  return mapped ? new IdentityError(mapped) : failure(operation, error);
}

/** GoTrue's hourly cap (not the per-user minute): nothing was sent, nothing created. */
export const overEmailCap = (error: AuthError) =>
  !isAuthRetryableFetchError(error) &&
  error.status === 429 &&
  error.code === 'over_email_send_rate_limit' &&
  !perUserWait(error);

/**
 * Answers that only tell the user's input had nothing to act on: an unknown address (GoTrue says
 * 200 anyway, older versions said 404), or a second e-mail to the same address within GoTrue's
 * minimum interval, when the first one is still good. Not the hourly cap: then nothing was sent.
 */
export const nothingToSend = (error: AuthError) =>
  perUserWait(error) ||
  (refused(error) && (error.code === 'user_not_found' || error.status === 404));
