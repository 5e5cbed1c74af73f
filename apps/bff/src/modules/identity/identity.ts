import type { AccountType, Language, Role } from '@app/contracts';

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

  /**
   * Registers an unconfirmed account and e-mails a 6-digit code and a confirmation link. For an
   * address that already has an account it succeeds the same way (nobody learns who is
   * registered) without changing that account. A registration waiting for its code is never
   * overwritten by another one.
   */
  signUp(input: SignUpInput): Promise<void>;
  /**
   * Confirms the account with its code and signs in. `invalid_code` for a wrong, spent or expired
   * code. `browser` is the value `signUp` was given in the browser the code is entered in.
   */
  verifySignUpCode(email: string, code: string, browser?: string): Promise<IdentitySignIn>;
  /** Sends a fresh code to an unconfirmed account; silently nothing for any other address. */
  resendSignUpCode(email: string, locale: Language): Promise<void>;
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
  /** Checks an e-mail change link without spending it; answers the new address. */
  checkEmailChange(token: string): Promise<{ email: string }>;
  /** Switches the account to the new address and signs in. `invalid_link` / `email_taken`. */
  confirmEmailChange(token: string): Promise<IdentitySignIn>;

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
