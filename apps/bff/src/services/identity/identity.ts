import { AsyncLocalStorage } from 'node:async_hooks';
import type { AccountSettings, AccountType, Language, Role } from '@app/contracts';
import { inAWhile } from '../../lib/wait.ts';

/**
 * The identity port: everything the BFF asks of an identity provider. Two adapters implement it,
 * `embedded` (own tables, this process) and `supabase` (GoTrue through supabase-js, server side),
 * and one shared suite (test/identity/identity-suite.ts) runs against both.
 *
 * Adapters never throw for an expected outcome of a user's input: they throw IdentityError with a
 * code, which the auth routes turn into the spec's messages. Anything else is a failure (500).
 */
export interface IdentityUser {
  id: string;
  email: string;
  fullName: string | null;
  /** The role from sign-up metadata; null when absent (the spec then says Pro). */
  role: Role | null;
  accountType: AccountType | null;
}

/**
 * What a provider needs to act for a signed-in user later (Supabase: its access and refresh
 * tokens). Kept server side in the session row, never sent to the browser. Null for `embedded`.
 */
export type ProviderSession = Record<string, unknown> | null;

export interface IdentitySignIn {
  user: IdentityUser;
  providerSession: ProviderSession;
}

export const identityErrorCodes = [
  'invalid_credentials',
  'email_not_confirmed',
  'invalid_code',
  'invalid_link',
  'email_taken',
  'unknown_provider',
  'oauth_failed',
  /** The provider's password policy is stricter than the product's own. */
  'weak_password',
  /** The provider says an address is registered (Supabase with auto-confirm on). */
  'account_exists',
  /** The provider wants the current password before it sets a new one. */
  'current_password_required',
  /** An Admin disabled the account: no sign-in, whichever way (checked by the BFF, not the provider). */
  'account_disabled',
  /** The provider itself suspended the account (Supabase: a ban set in the project). */
  'account_banned',
  /** A new password over 72 bytes of UTF-8 (bcrypt's limit, which Supabase enforces). */
  'password_too_long',
  /** The provider may not e-mail this address (Supabase's built-in sender: the project's team only). */
  'email_not_authorized',
  /** The provider's mail server refused the address. */
  'email_address_invalid',
  /** The provider takes no new registrations. */
  'signup_disabled',
  /** The provider wants a CAPTCHA answer the product does not collect. */
  'captcha_required',
  /** The provider ended the session by itself (time-box, inactivity, one session per user). */
  'session_ended',
] as const;
export type IdentityErrorCode = (typeof identityErrorCodes)[number];

export class IdentityError extends Error {
  override name = 'IdentityError';
  readonly code: IdentityErrorCode;
  constructor(code: IdentityErrorCode, message: string = code) {
    super(message);
    this.code = code;
  }
}

/**
 * The identity provider could not be asked: unreachable, too slow, or failing (5xx). The BFF
 * answers 503 with the spec's "Error connecting to authentication server".
 */
export class IdentityUnavailable extends Error {
  override name = 'IdentityUnavailable';
}

/**
 * The identity provider refused for now (Supabase: GoTrue's 429s). `email_quota`: the project
 * sent all the e-mails it may this hour, so nothing was sent (and nothing created); `requests`:
 * too many requests from one address. The auth routes answer 429 with `Retry-After`; `statusCode`
 * makes any other route answer 429 too rather than 500.
 */
export class IdentityRateLimited extends Error {
  override name = 'IdentityRateLimited';
  readonly statusCode = 429;
  readonly reason: 'email_quota' | 'requests';
  readonly retryAfterSeconds: number;
  constructor(
    reason: 'email_quota' | 'requests',
    retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    // The product's words, so any route that lets it through says something a person can act on.
    super(
      reason === 'email_quota'
        ? `We can't send e-mail right now. Please try again ${inAWhile(retryAfterSeconds)}.`
        : `Too many requests. Please try again ${inAWhile(retryAfterSeconds)}.`,
      options,
    );
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The end user a call is made for, when it is made for one: the auth routes run their handlers
 * inside `onBehalfOf(request.ip, …)`. An adapter may tell its provider (Supabase: `Sb-Forwarded-For`)
 * so the provider's per-address limits count people, not the BFF. Calls made for nobody
 * (seeding, readiness) have no address.
 */
const endUsers = new AsyncLocalStorage<{ address: string }>();
export const onBehalfOf = <T>(address: string, work: () => T): T => endUsers.run({ address }, work);
export const endUserAddress = (): string | undefined => endUsers.getStore()?.address;

/** What an e-mail change link did: the change, or (two links needed) half of it. */
export type EmailChangeConfirmation =
  | { status: 'changed'; signIn: IdentitySignIn }
  /** Supabase's secure e-mail change: this link counted; the other address's link finishes. */
  | { status: 'other_address_pending' };

/** What checking an e-mail change link found, without finishing the change. */
export type EmailChangeCheck =
  { status: 'ready'; email: string } | { status: 'other_address_pending' };

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  role: Role;
  accountType: AccountType;
  locale: Language;
  /**
   * A random value the registering browser keeps (a cookie): the code entered in that browser
   * sets this registration's password; a code entered elsewhere sets it only if no other
   * registration of the address is waiting.
   */
  browser?: string;
}

/**
 * What became of a sign-up's code: sent, or kept until the provider may send e-mail again (it is
 * sent by `sendAt` at the latest, with nobody asking again).
 */
export type CodeDelivery = { status: 'code_sent' } | { status: 'code_scheduled'; sendAt: Date };

export interface OAuthStartResult {
  /** The provider's authorization URL the browser is sent to. */
  url: string;
  /** Single-use, random; the caller binds it to the browser and checks it on the way back. */
  state: string;
  /** Whatever the adapter needs back at the callback (PKCE verifier, nonce); kept server side. */
  secret: Record<string, string>;
}

export interface IdentityProvider {
  readonly kind: 'embedded' | 'supabase';

  /** The code length and link lifetimes the account screens state (the provider's real ones). */
  accountSettings(): AccountSettings;
  /** Whether the provider answers now (readiness); never throws. */
  checkReady(): Promise<boolean>;
  /**
   * Reads what the provider tells of its own configuration and answers a warning for each
   * difference with what the product needs. Throws IdentityUnavailable while it cannot be asked.
   */
  checkConfiguration(): Promise<string[]>;

  /**
   * Registers an unconfirmed account and e-mails a 6-digit code and a confirmation link. For an
   * address that already has an account it succeeds the same way (nobody learns who is
   * registered) without changing that account. A registration waiting for its code is never
   * overwritten by another one. When the provider may not send e-mail now, the registration is
   * kept and its code scheduled.
   */
  signUp(input: SignUpInput): Promise<CodeDelivery>;
  /**
   * Confirms the account with its code and signs in. `invalid_code` for a wrong, spent or expired
   * code. `browser` is the value `signUp` was given in the browser the code is entered in.
   */
  verifySignUpCode(email: string, code: string, browser?: string): Promise<IdentitySignIn>;
  /**
   * Sends a fresh code to an unconfirmed account; silently nothing for any other address. While
   * a code waits to be sent, answers when it will be.
   */
  resendSignUpCode(email: string, locale: Language): Promise<CodeDelivery>;
  /**
   * Sends the sign-up codes the provider refused for now, oldest first, as far as it lets (a
   * durable job calls it). Absent when the provider never refuses to send.
   */
  sendWaitingCodes?(): Promise<void>;
  /** Confirms an account from the link in the sign-up e-mail. `invalid_link` otherwise. */
  confirmSignUpLink(token: string, browser?: string): Promise<{ email: string }>;

  /** `invalid_credentials` or `email_not_confirmed`. */
  signInWithPassword(email: string, password: string): Promise<IdentitySignIn>;
  /** Ends the provider's own session, if it keeps one. Never throws for an already ended one. */
  signOut(session: ProviderSession): Promise<void>;

  /** E-mails a reset link to a known address; silently nothing otherwise. */
  requestPasswordReset(email: string, locale: Language): Promise<void>;
  /** Checks a reset link without spending it. `invalid_link` when unknown, spent or expired. */
  checkPasswordResetLink(token: string): Promise<{ email: string }>;
  /** Sets the new password and spends the link; returns the account's id. */
  completePasswordReset(token: string, password: string): Promise<{ userId: string }>;

  /** E-mails an invitation link. `email_taken` when the address already has an account. */
  inviteUserByEmail(
    email: string,
    options: { role: Role; locale: Language },
  ): Promise<{ expiresAt: Date }>;
  checkInvitation(token: string): Promise<{ email: string }>;
  /** Creates the invited, confirmed account. */
  completeInvitation(
    token: string,
    input: { fullName: string; password: string },
  ): Promise<{ userId: string }>;

  /** E-mails a confirmation link to the new address. `email_taken` when it has an account. */
  requestEmailChange(
    userId: string,
    session: ProviderSession,
    newEmail: string,
    locale: Language,
  ): Promise<void>;
  /**
   * Checks an e-mail change link without finishing the change; answers the new address, or that
   * this link counted and the other address's link is still to come.
   */
  checkEmailChange(token: string): Promise<EmailChangeCheck>;
  /**
   * Switches the account to the new address and signs in, or (two links needed) records this one
   * and answers `other_address_pending`; that link answers the same when opened again.
   * `invalid_link` / `email_taken`.
   */
  confirmEmailChange(token: string): Promise<EmailChangeConfirmation>;

  /** Keeps the provider's copy of the user's metadata in step with the profile. */
  updateUser(
    userId: string,
    session: ProviderSession,
    changes: { fullName?: string },
  ): Promise<void>;

  /** The social providers offered, `[]` when none is configured. */
  oauthProviders(): { id: string; name: string }[];
  /** `unknown_provider` for a provider not offered. */
  startOAuth(provider: string, redirectUri: string): Promise<OAuthStartResult>;
  /** `oauth_failed` when the provider refuses the code. */
  completeOAuth(
    provider: string,
    input: { code: string; state: string; redirectUri: string; secret: Record<string, string> },
  ): Promise<IdentitySignIn>;

  /** Seeding and tests: a confirmed account with a password (idempotent on the e-mail). */
  createConfirmedUser(input: Omit<SignUpInput, 'locale'>): Promise<IdentityUser>;
}
