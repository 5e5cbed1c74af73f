import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { type AccountSettings, AccountType, Role } from '@app/contracts';
import {
  type AuthError,
  createClient,
  isAuthApiError,
  isAuthError,
  isAuthPKCECodeVerifierMissingError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type Provider,
  type Session,
  type SupportedStorage,
  type User,
} from '@supabase/supabase-js';
import { z } from 'zod';
import {
  type CodeDelivery,
  endUserAddress,
  IdentityError,
  IdentityRateLimited,
  IdentityUnavailable,
  type EmailChangeCheck,
  type IdentityErrorCode,
  type IdentityProvider,
  type IdentitySignIn,
  type IdentityUser,
  type ProviderSession,
  type SignUpInput,
} from './identity.ts';
import { createMemoryWaitingCodes, type WaitingCodes } from './waiting-codes.ts';

/**
 * Short-lived, server-side records keyed by a hash of an e-mailed link: what GoTrue answered when
 * the link was first verified (production keeps them in a table, tests in memory).
 */
export interface GrantStore {
  put(key: string, value: Record<string, unknown>, ttlSeconds: number): Promise<void>;
  /** Reads and deletes. */
  take(key: string): Promise<Record<string, unknown> | null>;
  /** Reads and keeps. */
  peek(key: string): Promise<Record<string, unknown> | null>;
}

export interface SupabaseIdentityOptions {
  /** The project URL, e.g. https://<ref>.supabase.co */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Where the e-mailed links lead: the SPA's /confirm, /reset-password, /invite, /email-change. */
  publicOrigin: string;
  /** Social providers enabled in the project, e.g. ['google', 'github']. */
  oauthProviders: string[];
  grants: GrantStore;
  fetch?: typeof fetch;
  /** How long one call to GoTrue may take before it counts as unavailable (default 5 s). */
  timeoutMs?: number;
  /**
   * A secret API key (`sb_secret_…`). With it, calls made for a person use it and carry that
   * person's address in `Sb-Forwarded-For`, so GoTrue's per-address limits count people (the
   * project must have IP address forwarding on). Without it, the anon key, and no address.
   */
  secretKey?: string;
  /** The project's `MAILER_OTP_LENGTH`: digits of an e-mailed code (6). GoTrue does not tell it. */
  otpLength?: number;
  /** The project's `MAILER_OTP_EXP`: seconds a code or link lives (3600). GoTrue does not tell it. */
  otpExpirySeconds?: number;
  /** How long a readiness answer is remembered (5 s). */
  readinessCacheMs?: number;
  /**
   * The project's `RATE_LIMIT_EMAIL_SENT`: e-mails it sends an hour (30 with custom SMTP). GoTrue
   * does not tell it; it dates the codes that wait for the next hour.
   */
  emailsPerHour?: number;
  /** Sign-up codes the hourly cap held back, until a job sends them (in memory by default). */
  waitingCodes?: WaitingCodes;
  /**
   * Keys the passwords of registrations waiting for their code, kept sealed until the code is used
   * (ADR 047). Defaults to the service-role key, as secret as it.
   */
  secret?: string;
}

export type SupabaseIdentity = IdentityProvider;

/** How long a verified reset, invitation or e-mail change link stays usable after its first check. */
const GRANT_TTL_SECONDS = 15 * 60;
/** Our own key in each client's throwaway storage, so the PKCE verifier is found at a known name. */
const STORAGE_KEY = 'sb-bff-auth';
/** auth-js 2.119 keeps one verifier per PKCE flow, under the flow's id (`pkceVerifierSlotKey`). */
const flowVerifierKey = (flowId: string) => `${STORAGE_KEY}-flow-${flowId}-code-verifier`;
const ADMIN_PAGE_SIZE = 1000;
/**
 * Retry-After for a full e-mail quota: GoTrue's hourly window starts again on its boundary, which
 * nobody outside it knows, within the hour at the latest.
 */
const EMAIL_QUOTA_RETRY_SECONDS = 3600;
/** How long registrations of an address are kept once their code is out: the first and the latest. */
const MAX_REGISTRATIONS = 3;
const REGISTRATIONS_TTL_SECONDS = 7 * 86_400;
/** Retry-After for GoTrue's per-address limits, whose buckets refill in seconds to a minute. */
const REQUESTS_RETRY_SECONDS = 60;

const providerNames: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  azure: 'Microsoft',
  linkedin_oidc: 'LinkedIn',
};
const displayName = (id: string) => providerNames[id] ?? id.charAt(0).toUpperCase() + id.slice(1);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const lower = (email: string) => email.trim().toLowerCase();

const ProviderTokens = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().optional(),
});
type ProviderTokens = z.infer<typeof ProviderTokens>;

/** What a grant keeps: the account, and the session GoTrue opened when it spent the link. */
const Grant = ProviderTokens.extend({
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
type Grant = z.infer<typeof Grant>;
/**
 * The first of the two links of a secure e-mail change: GoTrue spent it and opened no session.
 * Kept so the link answers the same when opened again.
 */
const PendingGrant = z.object({ pending: z.literal(true), until: z.number() });
type PendingGrant = z.infer<typeof PendingGrant>;
type Held = Grant | PendingGrant;
const isPending = (value: object): value is PendingGrant => 'pending' in value;
type GrantPurpose = 'recovery' | 'invite' | 'email_change';

/**
 * The registrations of an address waiting for its code (ADR 047): GoTrue keeps the first one's
 * password and never changes an unconfirmed account, so the BFF keeps each one's, sealed, and sets
 * the right one when the code is used. `userId` is the account GoTrue made for the address.
 */
const Registrations = z.object({
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
type Registrations = z.infer<typeof Registrations>;

/** GoTrue's public `/settings`, the parts the BFF reads: which providers are on, and how sign-up goes. */
const GoTrueSettings = z.object({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});
type GoTrueSettings = z.infer<typeof GoTrueSettings>;

export function createMemoryGrantStore(): GrantStore {
  const grants = new Map<string, { value: Record<string, unknown>; expiresAt: number }>();
  const live = (key: string) => {
    const grant = grants.get(key);
    if (grant && grant.expiresAt <= Date.now()) grants.delete(key);
    return grants.get(key)?.value ?? null;
  };
  return {
    async put(key, value, ttlSeconds) {
      grants.set(key, { value: structuredClone(value), expiresAt: Date.now() + ttlSeconds * 1000 });
    },
    async take(key) {
      const value = live(key);
      grants.delete(key);
      return value;
    },
    async peek(key) {
      return live(key);
    },
  };
}

function toIdentityUser(user: User): IdentityUser {
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

const tokensOf = (session: Session): ProviderTokens => ({
  access_token: session.access_token,
  refresh_token: session.refresh_token,
  ...(session.expires_at !== undefined && { expires_at: session.expires_at }),
});

const signedIn = (session: Session, user: User): IdentitySignIn => ({
  user: toIdentityUser(user),
  providerSession: tokensOf(session),
});

/**
 * GoTrue's 429 `over_email_send_rate_limit` means two things. With the seconds to wait, it is the
 * minimum interval between two e-mails to one user (`SMTP_MAX_FREQUENCY`): the previous e-mail is
 * still good. Without ("email rate limit exceeded"), the project's hourly cap: nothing was sent,
 * and GoTrue rolled back whatever the request would have created.
 */
const secondsToWait = (error: AuthError) =>
  error.code === 'over_email_send_rate_limit'
    ? Number(/(\d+) seconds?/.exec(error.message)?.[1] ?? Number.NaN)
    : Number.NaN;
const perUserWait = (error: AuthError) => !Number.isNaN(secondsToWait(error));

/**
 * A failure that is not the user's doing: 429 while GoTrue refuses for now (its hourly e-mail cap,
 * its per-address limits), 503 while it cannot be reached, is too slow or fails (5xx), else 500.
 */
function failure(operation: string, error: unknown): Error {
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
const madeNow = (user: User) =>
  user.confirmation_sent_at !== undefined &&
  Date.parse(user.confirmation_sent_at) - Date.parse(user.created_at) < 10_000;

/** `emailChangeVerify`: `ConfirmEmailChange` failed on the unique index of addresses. */
const addressTakenMeanwhile = (error: AuthError) =>
  error.status === 500 && error.message === 'Error confirm email';

/** GoTrue looked at the request and said no (4xx): not the network, not GoTrue being unwell. */
function refused(error: AuthError): boolean {
  if (isAuthRetryableFetchError(error)) return false;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && status !== 429;
}

/** The session is already over at GoTrue (signed out, refreshed away, expired beyond refresh). */
const gone = (error: AuthError) => isAuthSessionMissingError(error) || refused(error);

/** GoTrue's error code, or the code older GoTrue versions only put in words. */
function gotrueCode(error: AuthError): string | undefined {
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
const projectRefusals: Partial<Record<string, IdentityErrorCode>> = {
  email_address_not_authorized: 'email_not_authorized',
  email_address_invalid: 'email_address_invalid',
  signup_disabled: 'signup_disabled',
  captcha_failed: 'captcha_required',
  user_banned: 'account_banned',
  password_too_long: 'password_too_long',
};

/** An IdentityError for the GoTrue codes listed (and the project's refusals), else a failure. */
function outcome(
  operation: string,
  error: AuthError,
  codes: Partial<Record<string, IdentityErrorCode>> = {},
): Error {
  const code = refused(error) ? gotrueCode(error) : undefined;
  const mapped = code ? (codes[code] ?? projectRefusals[code]) : undefined;
  return mapped ? new IdentityError(mapped) : failure(operation, error);
}

/** GoTrue's hourly cap (not the per-user minute): nothing was sent, nothing created. */
const overEmailCap = (error: AuthError) =>
  !isAuthRetryableFetchError(error) &&
  error.status === 429 &&
  error.code === 'over_email_send_rate_limit' &&
  !perUserWait(error);

/**
 * Answers that only tell the user's input had nothing to act on: an unknown address (GoTrue says
 * 200 anyway, older versions said 404), or a second e-mail to the same address within GoTrue's
 * minimum interval, when the first one is still good. Not the hourly cap: then nothing was sent.
 */
const nothingToSend = (error: AuthError) =>
  perUserWait(error) ||
  (refused(error) && (error.code === 'user_not_found' || error.status === 404));

/**
 * The identity provider of Supabase mode: GoTrue through supabase-js, on the server only.
 *
 * Every operation that involves a user's session gets a client of its own, with a throwaway
 * storage, so no signed-in state is ever shared between requests. `persistSession` is on because
 * auth-js ignores a `storage` otherwise (it keeps a private one): "persisting" into a map that
 * dies with the client is what lets the PKCE verifier be read out and handed back.
 *
 * GoTrue spends a link's token the first time it is verified, while the port lets the BFF check a
 * reset, invitation or e-mail change link before completing it. So the first check verifies, and
 * the session GoTrue opens is kept in `grants` for 15 minutes under a hash of the token; later
 * checks answer from it, and the completion uses it (or verifies then, when nothing checked).
 * With secure e-mail change (GoTrue's default) the first of the two links opens no session: a
 * grant remembers that it counted, so it answers "confirm from the other address" while it lasts.
 */
export function createSupabaseIdentity(options: SupabaseIdentityOptions): SupabaseIdentity {
  const { url, anonKey, serviceRoleKey, publicOrigin, grants } = options;
  /** Providers GoTrue's `/settings` said are off, once it was read: their buttons would fail. */
  let disabledProviders = new Set<string>();
  const timeoutMs = options.timeoutMs ?? 5000;
  const otpLength = options.otpLength ?? 6;
  const otpExpirySeconds = options.otpExpirySeconds ?? 3600;
  const readinessCacheMs = options.readinessCacheMs ?? 5000;
  const emailsPerHour = options.emailsPerHour ?? 30;
  const waiting = options.waitingCodes ?? createMemoryWaitingCodes({ perHour: emailsPerHour });
  const sealKey = Buffer.from(
    hkdfSync('sha256', options.secret ?? serviceRoleKey, '', 'supabase registration password', 32),
  );
  const baseFetch = options.fetch ?? fetch;
  // supabase-js waits forever by default: every call to GoTrue gets a time-out.
  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return baseFetch(input, { ...init, signal });
  };
  /**
   * Calls made for a person. With a secret key, GoTrue (IP address forwarding on) counts its
   * per-address limits on `Sb-Forwarded-For`; the address is the one the BFF itself believes
   * (`TRUST_PROXY`), never a header the client chose, and only a well-formed IP is sent.
   */
  const userFetch: typeof fetch = (input, init) => {
    const address = endUserAddress();
    if (!options.secretKey || !address || !isIP(address)) return timedFetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set('sb-forwarded-for', address);
    return timedFetch(input, { ...init, headers });
  };

  function newClient(key: string, clientFetch: typeof fetch, seed: Record<string, string> = {}) {
    const items = new Map(Object.entries(seed));
    const storage: SupportedStorage = {
      getItem: async (name) => items.get(name) ?? null,
      setItem: async (name, value) => void items.set(name, value),
      removeItem: async (name) => void items.delete(name),
    };
    const client = createClient(url, key, {
      auth: {
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'pkce',
        storage,
        storageKey: STORAGE_KEY,
      },
      global: { fetch: clientFetch },
    });
    return { auth: client.auth, items };
  }
  const userClient = (seed?: Record<string, string>) =>
    newClient(options.secretKey ?? anonKey, userFetch, seed);
  let adminClient: ReturnType<typeof newClient> | undefined;
  /** Never signs in, so one is enough. */
  const admin = () => (adminClient ??= newClient(serviceRoleKey, timedFetch)).auth.admin;

  type Auth = ReturnType<typeof userClient>['auth'];

  /** Signs this client's session out of GoTrue (only this session: the user's others stay). */
  async function endSession(auth: Auth, operation: string) {
    const { error } = await auth.signOut({ scope: 'local' });
    if (error && !gone(error)) throw failure(operation, error);
  }

  /**
   * A client signed in with stored tokens; null when GoTrue no longer knows the session. An
   * expired access token is refreshed from the stored refresh token, every time: GoTrue answers
   * the parent of the live token with the live one, so the stored tokens keep working.
   */
  async function resume(tokens: ProviderTokens, operation: string) {
    const { auth } = userClient();
    const { access_token, refresh_token } = tokens;
    const { data, error } = await auth.setSession({ access_token, refresh_token });
    if (!error && data.user) return { auth, user: data.user };
    if (error && gone(error)) return null;
    throw failure(operation, error ?? 'GoTrue returned no user');
  }

  /**
   * Verifies a link. Null for the first link of a secure e-mail change: GoTrue answers
   * `{ msg: "Confirmation link accepted…" }`, spends the link and opens no session.
   */
  async function verifyLink(token: string, type: GrantPurpose | 'signup') {
    const { auth } = userClient();
    const { data, error } = await auth.verifyOtp({ token_hash: token, type });
    if (error) {
      if (refused(error) && gotrueCode(error) === 'user_banned')
        throw new IdentityError('account_banned');
      if (refused(error)) throw new IdentityError('invalid_link', 'Invalid or expired link');
      // The last link of an e-mail change whose new address another account took meanwhile: the
      // unique index refuses it and GoTrue answers 500 in these words (the change stays pending).
      if (type === 'email_change' && addressTakenMeanwhile(error))
        throw new IdentityError('email_taken');
      throw failure(`${type} link verification`, error);
    }
    if (data.session && data.user) return { auth, session: data.session, user: data.user };
    if (type === 'email_change') return null;
    throw failure(`${type} link verification`, 'GoTrue opened no session');
  }

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

  async function findUserByEmail(email: string): Promise<User | null> {
    for (let page = 1; ; page++) {
      const { data, error } = await admin().listUsers({ page, perPage: ADMIN_PAGE_SIZE });
      if (error) throw failure('user lookup', error);
      const found = data.users.find((user) => user.email && lower(user.email) === lower(email));
      if (found) return found;
      if (data.users.length < ADMIN_PAGE_SIZE) return null;
    }
  }

  // ---- registrations waiting for their code (ADR 047) -----------------------------------------

  const registrationsKey = (email: string) => `supabase:registrations:${sha256(lower(email))}`;
  const seal = (password: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  const unseal = (sealed: string) => {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  };
  async function heldRegistrations(email: string): Promise<Registrations | null> {
    const held = Registrations.safeParse(await grants.peek(registrationsKey(email)));
    return held.success ? held.data : null;
  }
  const putRegistrations = (email: string, held: Registrations) =>
    grants.put(registrationsKey(email), held, REGISTRATIONS_TTL_SECONDS);

  /**
   * Keeps this registration beside those still waiting for the address's code; one whose code
   * expired starts afresh. The first and the latest ones are kept, whoever keeps trying.
   */
  async function keepRegistration(
    input: SignUpInput,
    userId: string,
    held: Registrations | null,
    liveUntil: number,
    holder = false,
  ) {
    const mine = {
      browserHash: input.browser ? sha256(input.browser) : null,
      sealed: seal(input.password),
      fullName: input.fullName,
      accountType: input.accountType,
      holder,
    };
    const waitingOnes =
      held && held.userId === userId && held.liveUntil > Date.now() ? held.list : [];
    // Only a registration that starts the list can have made the account with its password.
    const list = [...waitingOnes, { ...mine, holder: holder && waitingOnes.length === 0 }];
    await putRegistrations(input.email, {
      userId,
      liveUntil: Math.max(liveUntil, held?.liveUntil ?? 0),
      list:
        list.length > MAX_REGISTRATIONS
          ? [list[0]!, ...list.slice(-(MAX_REGISTRATIONS - 1))]
          : list,
    });
  }

  /** A fresh code went out for the address: its registrations wait for that one now. */
  async function codeSent(email: string) {
    await waiting.remove(email);
    const held = await heldRegistrations(email);
    if (held)
      await putRegistrations(email, { ...held, liveUntil: Date.now() + otpExpirySeconds * 1000 });
  }

  /**
   * After the code (or link) proved the mailbox: sets the password chosen in this browser, or the
   * only one there was; with several and none from this browser, a random one, which nobody knows
   * (the owner sets theirs with "forgot password"). The service role sets it, which ends every
   * session of the account, the verification's too. Answers the password set, or null when no
   * registration is known (GoTrue's own password stands).
   */
  async function settleRegistration(
    email: string,
    userId: string,
    browser: string | undefined,
  ): Promise<string | null> {
    const held = await heldRegistrations(email);
    if (!held || held.userId !== userId || held.list.length === 0) return null;
    const mine = browser
      ? held.list.find((registration) => registration.browserHash === sha256(browser))
      : undefined;
    const chosen = mine ?? (held.list.length === 1 ? held.list[0] : undefined);
    await grants.take(registrationsKey(email));
    // GoTrue already holds the chosen password: the verification's session is the sign-in.
    if (chosen?.holder) return null;
    const password = chosen ? unseal(chosen.sealed) : randomBytes(32).toString('base64url');
    const { error } = await admin().updateUserById(userId, {
      password,
      ...(chosen && {
        user_metadata: { full_name: chosen.fullName, account_type: chosen.accountType },
      }),
    });
    if (error) throw failure('sign-up confirmation', error);
    return password;
  }

  /**
   * GoTrue's hourly cap refused the sign-up's e-mail and rolled the sign-up back. The service role
   * makes the account, unconfirmed and with no e-mail (the cap does not count it), and its code
   * waits for the next window (ADR 046).
   */
  async function deferSignUp(
    input: SignUpInput,
    held: Registrations | null,
  ): Promise<CodeDelivery> {
    const { data, error } = await admin().createUser({
      email: input.email,
      password: input.password,
      email_confirm: false,
      user_metadata: {
        full_name: input.fullName,
        role: input.role,
        account_type: input.accountType,
      },
    });
    let userId = data.user?.id;
    const made = !error;
    if (error) {
      if (!refused(error) || gotrueCode(error) !== 'email_exists')
        throw outcome('sign-up', error, { weak_password: 'weak_password' });
      // An earlier registration made the account, still unconfirmed: the code will confirm it.
      userId = held?.userId ?? (await findUserByEmail(input.email))?.id;
      if (!userId) throw failure('sign-up', `${input.email} exists but cannot be found`);
    }
    const sendAt = await waiting.add(input.email);
    await keepRegistration(input, userId!, held, sendAt.getTime() + otpExpirySeconds * 1000, made);
    return { status: 'code_scheduled', sendAt };
  }

  /** `/resend` for a sign-up: sent (or nothing to send), or refused by the hourly cap. */
  async function resendCode(email: string): Promise<'sent' | 'capped'> {
    const { auth } = userClient();
    const { error } = await auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${publicOrigin}/confirm` },
    });
    if (!error || nothingToSend(error)) return 'sent';
    if (overEmailCap(error)) return 'capped';
    throw outcome('code resend', error);
  }

  function offeredProvider(provider: string): Provider {
    if (!offered().some(({ id }) => id === provider))
      throw new IdentityError('unknown_provider', 'Unknown provider');
    return provider as Provider;
  }
  const offered = () =>
    options.oauthProviders
      .filter((id) => !disabledProviders.has(id))
      .map((id) => ({ id, name: displayName(id) }));

  /** GoTrue's public settings (the anon key only: the API gateway wants a key on everything). */
  async function readSettings(): Promise<GoTrueSettings> {
    let response: Response;
    try {
      response = await timedFetch(`${url}/auth/v1/settings`, {
        headers: { apikey: anonKey, 'x-supabase-api-version': '2024-01-01' },
      });
    } catch (error) {
      throw new IdentityUnavailable(`Supabase settings could not be read: ${String(error)}`, {
        cause: error,
      });
    }
    if (!response.ok)
      throw new IdentityUnavailable(`Supabase settings answered ${response.status}`);
    const settings = GoTrueSettings.safeParse(await response.json().catch(() => null));
    if (!settings.success)
      throw new Error(`Supabase settings unreadable: ${settings.error.message}`);
    return settings.data;
  }

  let readiness: { ok: boolean; at: number } | undefined;

  return {
    kind: 'supabase',

    accountSettings(): AccountSettings {
      // GoTrue has one lifetime for every e-mailed code and link, and tells neither it nor the
      // code length: both come from the configuration (SUPABASE_OTP_*).
      return {
        codeLength: otpLength,
        codeValidSeconds: otpExpirySeconds,
        resetLinkValidSeconds: otpExpirySeconds,
        invitationValidSeconds: otpExpirySeconds,
      };
    },

    async checkReady() {
      if (readiness && Date.now() - readiness.at < readinessCacheMs) return readiness.ok;
      const ok = await readSettings().then(
        () => true,
        () => false,
      );
      readiness = { ok, at: Date.now() };
      return ok;
    },

    async checkConfiguration() {
      const settings = await readSettings();
      readiness = { ok: true, at: Date.now() };
      const warnings: string[] = [];
      if (settings.mailer_autoconfirm)
        warnings.push(
          'Supabase confirms sign-ups by itself (mailer_autoconfirm): no code is e-mailed and sign-ups fail; turn "Confirm email" on.',
        );
      if (settings.external.email === false)
        warnings.push(
          'Supabase has e-mail sign-in off (external.email): sign-ups and sign-ins fail.',
        );
      if (settings.disable_signup)
        warnings.push('Supabase refuses new sign-ups (disable_signup): registrations fail.');
      disabledProviders = new Set(
        options.oauthProviders.filter((id) => settings.external[id] !== true),
      );
      for (const id of disabledProviders)
        warnings.push(
          `SUPABASE_OAUTH_PROVIDERS names ${id}, which the project does not enable: it is not offered.`,
        );
      return warnings;
    },

    async signUp(input) {
      const held = await heldRegistrations(input.email);
      const { auth } = userClient();
      const { data, error } = await auth.signUp({
        email: input.email,
        password: input.password,
        options: {
          data: { full_name: input.fullName, role: input.role, account_type: input.accountType },
          emailRedirectTo: `${publicOrigin}/confirm`,
        },
      });
      if (error) {
        // An unconfirmed account signed up again within GoTrue's interval: its code still works,
        // and decides between the registrations.
        if (perUserWait(error)) {
          if (held) await keepRegistration(input, held.userId, held, held.liveUntil);
          return { status: 'code_sent' };
        }
        // The hourly cap: nothing sent, nothing created. The registration is kept all the same.
        if (overEmailCap(error)) return deferSignUp(input, held);
        // Anything else is not a success: a password the project finds weak, an address
        // auto-confirm says is registered, the project's own refusals.
        throw outcome('sign-up', error, {
          weak_password: 'weak_password',
          user_already_exists: 'account_exists',
        });
      }
      // An address that already has an account is answered an obfuscated user (no identities):
      // the same success, as the port wants. A session means GoTrue confirms sign-ups by itself.
      if (data.session) {
        await endSession(auth, 'sign-up');
        throw failure(
          'sign-up',
          'GoTrue confirmed the address itself: turn e-mail confirmation on',
        );
      }
      // An obfuscated user (no role) stands for an address that has an account: nothing to keep.
      if (data.user && data.user.role !== '') {
        await keepRegistration(
          input,
          data.user.id,
          held,
          Date.now() + otpExpirySeconds * 1000,
          madeNow(data.user),
        );
        await waiting.remove(input.email);
      }
      return { status: 'code_sent' };
    },

    async verifySignUpCode(email, code, browser) {
      if (!new RegExp(`^\\d{${otpLength}}$`).test(code)) throw new IdentityError('invalid_code');
      const { auth } = userClient();
      const { data, error } = await auth.verifyOtp({ email, token: code, type: 'email' });
      if (error) {
        if (refused(error) && gotrueCode(error) === 'user_banned')
          throw new IdentityError('account_banned');
        if (refused(error)) throw new IdentityError('invalid_code');
        throw failure('code verification', error);
      }
      if (!data.session || !data.user)
        throw failure('code verification', 'GoTrue opened no session');
      const password = await settleRegistration(email, data.user.id, browser);
      if (password === null) return signedIn(data.session, data.user);
      // Setting the password ended the verification's session: this sign-in is the person's.
      const again = await userClient().auth.signInWithPassword({ email, password });
      if (again.error) throw outcome('sign-in after confirmation', again.error);
      return signedIn(again.data.session, again.data.user);
    },

    async resendSignUpCode(email) {
      // A code already waits for the next window: another request would only be refused.
      const due = await waiting.sendBy(email);
      if (due) return { status: 'code_scheduled', sendAt: due };
      if ((await resendCode(email)) === 'sent') {
        await codeSent(email);
        return { status: 'code_sent' };
      }
      // Refused by the cap, GoTrue answered only because the account waits for its code: that
      // code waits for the next window too, rather than being lost.
      return { status: 'code_scheduled', sendAt: await waiting.add(email) };
    },

    async sendWaitingCodes() {
      // One window sends at most the project's hourly number: the rest waits for the next one.
      for (const email of await waiting.next(emailsPerHour)) {
        let result: 'sent' | 'capped';
        try {
          result = await resendCode(email);
        } catch (error) {
          // A refusal of this address (the project's settings changed): it would never go.
          if (!(error instanceof IdentityError)) throw error;
          await waiting.remove(email);
          continue;
        }
        if (result === 'capped') return;
        await codeSent(email);
      }
    },

    async confirmSignUpLink(token, browser) {
      const verified = await verifyLink(token, 'signup');
      if (!verified) throw failure('sign-up confirmation', 'GoTrue opened no session');
      const { email } = toIdentityUser(verified.user);
      // Setting the chosen password ends the link's session with every other; else it ends here.
      const password = await settleRegistration(email, verified.user.id, browser);
      if (password === null) await endSession(verified.auth, 'sign-up confirmation');
      return { email };
    },

    async signInWithPassword(email, password) {
      const { auth } = userClient();
      const { data, error } = await auth.signInWithPassword({ email, password });
      if (error)
        throw outcome('password sign-in', error, {
          invalid_credentials: 'invalid_credentials',
          email_not_confirmed: 'email_not_confirmed',
        });
      return signedIn(data.session, data.user);
    },

    async signOut(session: ProviderSession) {
      const tokens = ProviderTokens.safeParse(session);
      if (!tokens.success) return;
      const resumed = await resume(tokens.data, 'sign-out');
      if (resumed) await endSession(resumed.auth, 'sign-out');
    },

    async requestPasswordReset(email) {
      const { auth } = userClient();
      const { error } = await auth.resetPasswordForEmail(email, {
        redirectTo: `${publicOrigin}/reset-password`,
      });
      if (error && !nothingToSend(error)) throw outcome('password reset request', error);
    },

    async checkPasswordResetLink(token) {
      return { email: (await checkLink('recovery', token)).user.email };
    },

    completePasswordReset(token, password) {
      return completeWithLink('recovery', token, { password });
    },

    async inviteUserByEmail(email, { role }) {
      const { error } = await admin().inviteUserByEmail(email, {
        data: { role },
        redirectTo: `${publicOrigin}/invite`,
      });
      if (error) throw outcome('invitation', error, { email_exists: 'email_taken' });
      // GoTrue has one lifetime for every e-mailed link (`MAILER_OTP_EXP`).
      return { expiresAt: new Date(Date.now() + otpExpirySeconds * 1000) };
    },

    async checkInvitation(token) {
      return { email: (await checkLink('invite', token)).user.email };
    },

    completeInvitation(token, { fullName, password }) {
      return completeWithLink('invite', token, { password, data: { full_name: fullName } });
    },

    async requestEmailChange(userId, session, newEmail) {
      const tokens = ProviderTokens.safeParse(session);
      if (!tokens.success) throw failure('e-mail change', 'no Supabase session for this user');
      const resumed = await resume(tokens.data, 'e-mail change');
      // The project ended the session by itself (time-box, inactivity, one session per user).
      if (!resumed) throw new IdentityError('session_ended');
      if (resumed.user.id !== userId)
        throw failure('e-mail change', 'the session belongs to another user');
      const { error } = await resumed.auth.updateUser(
        { email: newEmail },
        { emailRedirectTo: `${publicOrigin}/email-change` },
      );
      if (error) throw outcome('e-mail change', error, { email_exists: 'email_taken' });
    },

    async checkEmailChange(token): Promise<EmailChangeCheck> {
      const held = await openLink('email_change', token, true);
      return isPending(held)
        ? { status: 'other_address_pending' }
        : { status: 'ready', email: held.user.email };
    },

    async confirmEmailChange(token) {
      // The session GoTrue opened for the link is the sign-in: it is handed over, not ended.
      const done = await spendLink('email_change', token, async (grant) => ({
        user: grant.user,
        providerSession: {
          access_token: grant.access_token,
          refresh_token: grant.refresh_token,
          ...(grant.expires_at !== undefined && { expires_at: grant.expires_at }),
        },
      }));
      return isPending(done)
        ? { status: 'other_address_pending' }
        : { status: 'changed', signIn: done };
    },

    async updateUser(userId, _session, changes) {
      if (changes.fullName === undefined) return;
      const { error } = await admin().updateUserById(userId, {
        user_metadata: { full_name: changes.fullName },
      });
      if (error) throw failure('profile update', error);
    },

    oauthProviders() {
      return offered();
    },

    async startOAuth(provider, redirectUri) {
      const id = offeredProvider(provider);
      // GoTrue keeps its own OAuth state with the provider and cannot carry one of ours. So ours
      // rides in the redirect URI GoTrue sends the browser back to (`?state=`, next to GoTrue's
      // `code`), which is why the project's redirect allow-list has the callback with a wildcard.
      const state = randomBytes(32).toString('base64url');
      const redirectTo = new URL(redirectUri);
      redirectTo.searchParams.set('state', state);
      const { auth, items } = userClient();
      const { data, error } = await auth.signInWithOAuth({
        provider: id,
        options: {
          redirectTo: redirectTo.href,
          skipBrowserRedirect: true,
          queryParams: { access_type: 'offline', prompt: 'consent' },
        },
      });
      if (error || !data.url) throw failure('social sign-in start', error ?? 'no URL');
      // auth-js keeps one verifier per flow, under the flow's id (the fixed key it also writes is
      // a deprecation-window copy): the verifier is read, and later given back, by that id.
      const flowId = data.flowId;
      const stored = flowId ? items.get(flowVerifierKey(flowId)) : undefined;
      const codeVerifier = stored ? (JSON.parse(stored) as unknown) : null;
      if (!flowId || typeof codeVerifier !== 'string')
        throw failure('social sign-in start', 'supabase-js stored no PKCE verifier for the flow');
      return { url: data.url, state, secret: { codeVerifier, flowId, state } };
    },

    async completeOAuth(provider, { code, state, secret }) {
      offeredProvider(provider);
      const { codeVerifier, flowId } = secret;
      if (!codeVerifier || !flowId || secret.state !== state)
        throw new IdentityError('oauth_failed', 'The sign-in does not match the one started');
      // A client whose storage holds the flow's verifier, where supabase-js reads it by flow id.
      const { auth } = userClient({ [flowVerifierKey(flowId)]: JSON.stringify(codeVerifier) });
      const { data, error } = await auth.exchangeCodeForSession(code, { flowId });
      if (error) {
        if (refused(error) || isAuthPKCECodeVerifierMissingError(error))
          throw new IdentityError('oauth_failed', 'The provider refused the sign-in');
        throw failure('social sign-in', error);
      }
      return signedIn(data.session, data.user);
    },

    async createConfirmedUser(input) {
      const { data, error } = await admin().createUser({
        email: input.email,
        password: input.password,
        email_confirm: true,
        user_metadata: {
          full_name: input.fullName,
          role: input.role,
          account_type: input.accountType,
        },
      });
      if (!error) return toIdentityUser(data.user);
      if (!refused(error) || gotrueCode(error) !== 'email_exists')
        throw failure('user creation', error);
      const existing = await findUserByEmail(input.email);
      if (!existing) throw failure('user creation', `${input.email} exists but cannot be found`);
      return toIdentityUser(existing);
    },
  };
}
