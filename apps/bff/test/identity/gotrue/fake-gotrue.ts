import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { isIP } from 'node:net';
import {
  type GoTrueIdentity,
  type GoTrueSettings,
  type GoTrueSession,
  type GoTrueUser,
  loadRecordings,
  type RecordingName,
  recordingSchemas,
} from './gotrue-schemas.ts';

/**
 * An in-memory GoTrue v2 behind a `fetch` function, for the Supabase adapter's tests: no GoTrue
 * can run here. It keeps users, passwords, one-time codes, sessions and PKCE flow states, and
 * answers exactly the requests supabase-js 2.119 sends for the calls the adapter makes.
 *
 * Every answer is built from a recording of the real GoTrue (the `*.json` next to this file):
 * status, headers and body come from the recording, the fake fills in its own ids, addresses,
 * tokens and timestamps, and the result is parsed with the recording's schema before it is sent,
 * so the fake cannot answer a shape GoTrue was never seen to answer. A request it has no
 * recording for throws (and is listed in `unexpected`) instead of being answered something made up.
 *
 * By default it is configured like a new Supabase project (GoTrue's defaults, as the dashboard
 * sets them): e-mail confirmations on, secure e-mail change on (a link to each address), one
 * e-mail a minute per user and 30 an hour for the whole project, GoTrue's per-address request
 * limits, refresh-token rotation with its 10-second reuse interval. `relaxedProject` is the
 * friendlier project the first version of this fake modelled. Each behaviour names the GoTrue
 * code or setting it reproduces.
 */

export type MessageKind = 'signup' | 'recovery' | 'invite' | 'email_change' | 'magiclink';

/** An e-mail GoTrue would have sent: its code and the token hash of its link. */
export interface SentMessage {
  to: string;
  kind: MessageKind;
  code?: string;
  tokenHash?: string;
  redirectTo?: string;
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface SocialAccount {
  email: string;
  name: string;
}

/** GoTrue's per-address limiters (`api.NewLimiterOptions`), by the endpoint they guard. */
export type RequestLimiter = 'token' | 'verify' | 'signup' | 'recover' | 'resend' | 'user';

/** A tollbooth token bucket: `burst` requests at once, refilled at `perFiveMinutes`. */
export interface RequestLimit {
  perFiveMinutes: number;
  burst: number;
}

/**
 * GoTrue's defaults: `GOTRUE_RATE_LIMIT_TOKEN_REFRESH` (150 per 5 min) for every `/token` grant,
 * `GOTRUE_RATE_LIMIT_VERIFY` (30) for `/verify`, `GOTRUE_RATE_LIMIT_OTP` (30) for each of
 * `/signup`, `/recover`, `/resend` and `PUT /user`; bursts of 30.
 */
export const gotrueRequestLimits: Record<RequestLimiter, RequestLimit> = {
  token: { perFiveMinutes: 150, burst: 30 },
  verify: { perFiveMinutes: 30, burst: 30 },
  signup: { perFiveMinutes: 30, burst: 30 },
  recover: { perFiveMinutes: 30, burst: 30 },
  resend: { perFiveMinutes: 30, burst: 30 },
  user: { perFiveMinutes: 30, burst: 30 },
};

export interface FakeGoTrueOptions {
  /** Enabled social providers (`GOTRUE_EXTERNAL_<NAME>_ENABLED`). */
  providers?: string[];
  /** `GOTRUE_SMTP_MAX_FREQUENCY`: seconds before another e-mail of a kind to one user (60). */
  maxFrequencySeconds?: number;
  /** `GOTRUE_MAILER_OTP_EXP`: how long codes and links live (a new project: 3600, at most a day). */
  otpExpirySeconds?: number;
  /** `GOTRUE_MAILER_OTP_LENGTH`: digits of an e-mailed code, 6 to 10 (6). */
  otpLength?: number;
  /** `GOTRUE_JWT_EXP` */
  jwtExpirySeconds?: number;
  /** `GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED`: a link to each address, both needed (on). */
  secureEmailChange?: boolean;
  /** `GOTRUE_MAILER_AUTOCONFIRM`: sign-ups are confirmed at once, no e-mail (off). */
  autoconfirm?: boolean;
  /** `GOTRUE_EXTERNAL_EMAIL_ENABLED`, as `/settings` tells it (on). */
  emailProvider?: boolean;
  /**
   * `GOTRUE_RATE_LIMIT_EMAIL_SENT`: e-mails an hour for the whole project (30). A plain number is
   * an interval limiter: a fixed one-hour window from GoTrue's start, reset only at its boundary.
   */
  emailsPerHour?: number;
  /** When GoTrue started, which places its e-mail windows' boundaries (the fake's creation). */
  emailWindowStart?: number;
  /**
   * `GOTRUE_EXTERNAL_EMAIL_AUTHORIZED_ADDRESSES`: the only addresses e-mail may go to. A project on
   * Supabase's built-in mail sender has its team's addresses here; with custom SMTP, none (all).
   */
  authorizedAddresses?: string[];
  /** Domains the mailer's address validation refuses (no such domain, no mail server). */
  undeliverableDomains?: string[];
  /** `GOTRUE_DISABLE_SIGNUP` (off). */
  disableSignup?: boolean;
  /** `GOTRUE_SECURITY_CAPTCHA_ENABLED` (off). */
  captcha?: boolean;
  /** `GOTRUE_SESSIONS_TIMEBOX`: a session's longest life, in seconds (none). */
  sessionTimeboxSeconds?: number;
  /** `GOTRUE_SESSIONS_INACTIVITY_TIMEOUT`: seconds a session may go unrefreshed (none). */
  sessionInactivitySeconds?: number;
  /** `GOTRUE_SESSIONS_SINGLE_PER_USER`: only the user's newest session can be refreshed (off). */
  singleSessionPerUser?: boolean;
  /** Per-address request limits; `false` turns them off (a self-hosted GoTrue without `RATE_LIMIT_HEADER`). */
  requestLimits?: false | Partial<Record<RequestLimiter, RequestLimit>>;
  /** `GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED`: limits follow `Sb-Forwarded-For` on secret-key calls (off). */
  sbForwardedFor?: boolean;
  /** `GOTRUE_PASSWORD_MIN_LENGTH` (6). */
  passwordMinLength?: number;
  /** `GOTRUE_PASSWORD_REQUIRED_CHARACTERS`: sets of which a password needs one character each. */
  passwordRequiredCharacters?: string[];
  /** `GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL` (10 s). */
  refreshTokenReuseIntervalSeconds?: number;
  /** The fake's clock (ms); `Date.now` by default. */
  now?: () => number;
  /** Who consents at the social provider; a new person for every authorization by default. */
  socialAccount?: () => SocialAccount;
}

/** What the first version of this fake modelled: one e-mail-change link, no limits at all. */
export const relaxedProject: FakeGoTrueOptions = {
  secureEmailChange: false,
  maxFrequencySeconds: 0,
  emailsPerHour: Number.POSITIVE_INFINITY,
  requestLimits: false,
  otpExpirySeconds: 86_400,
};

/**
 * The next request fails: the network drops it, GoTrue answers 500, or GoTrue answers one of its
 * recorded refusals (for conditions the fake does not reproduce by itself).
 */
export type Failure = 'network' | 'server_error' | RecordingName;

export interface FakeGoTrue {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A secret API key (`sb_secret_…`): the API gateway lets it in as the service role. */
  secretKey: string;
  fetch: typeof fetch;
  sentMessages: SentMessage[];
  requests: SeenRequest[];
  /** Requests the fake has no recording for; a test should end with none. */
  unexpected: string[];
  /** The next `METHOD /auth/v1/path` request fails (see `Failure`). */
  failNext(request: string, failure: Failure): void;
  /** Newest 6-digit code e-mailed to this address for a sign-up. */
  readCode(email: string): string;
  /** Newest link token hash e-mailed to this address for this purpose. */
  readLinkToken(email: string, kind: MessageKind): string;
  countMessages(email: string): number;
  /** Sessions of this user not signed out yet. */
  liveSessions(userId: string): number;
  /** Bans the account, as the dashboard (or `ban_duration`) does. */
  ban(email: string): void;
  /** The account's password as GoTrue holds it (null: none), or undefined for no such account. */
  passwordOf(email: string): string | null | undefined;
}

interface UserRow {
  id: string;
  email: string;
  password: string | null;
  createdAt: string;
  updatedAt: string;
  emailConfirmedAt?: string;
  invitedAt?: string;
  confirmationToken?: string;
  confirmationSentAt?: string;
  recoveryToken?: string;
  recoverySentAt?: string;
  emailChange?: string;
  /** The new address's token (`email_change_token_new`). */
  emailChangeToken?: string;
  /** With secure e-mail change, the current address's token (`email_change_token_current`). */
  emailChangeTokenCurrent?: string;
  /** `email_change_confirm_status`: how many of the two links were followed. */
  emailChangeConfirmStatus?: 0 | 1;
  emailChangeSentAt?: string;
  lastSignInAt?: string;
  bannedUntil?: number;
  appMetadata: { provider: string; providers: string[] };
  userMetadata: Record<string, unknown>;
  identities: GoTrueIdentity[];
}

interface SessionRow {
  id: string;
  userId: string;
  /** The session's refresh tokens, oldest first; only the last can be live (rotation). */
  refreshTokens: { token: string; revokedAt?: number }[];
  createdAt: number;
  refreshedAt: number;
  amr: { method: string; timestamp: number }[];
}

interface FlowState {
  challenge: string;
  method: 's256' | 'plain';
  userId: string;
  providerToken: string;
  providerRefreshToken: string | null;
}

interface Claims {
  sub?: string;
  role?: string;
  session_id?: string;
  exp?: number;
}

type Json = Record<string, unknown>;

const URL_BASE = 'http://127.0.0.1:54321';
const API_VERSION = '2024-01-01';
/** Every call the BFF makes reaches GoTrue from the same address, unless it is forwarded. */
const BFF_ADDRESS = 'the BFF';
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const lower = (email: string) => email.trim().toLowerCase();
/** GoTrue's `crypto.GenerateTokenHash`: what it stores for a code, and what links carry. */
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');
const newRefreshToken = () =>
  Array.from(randomBytes(12), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

class UnexpectedRequest extends Error {
  override name = 'UnexpectedRequest';
}

export function createFakeGoTrue(options: FakeGoTrueOptions = {}): FakeGoTrue {
  const providers = new Set(options.providers ?? ['google']);
  const autoconfirm = options.autoconfirm ?? false;
  const emailProvider = options.emailProvider ?? true;
  const now = options.now ?? (() => Date.now());
  const maxFrequency = (options.maxFrequencySeconds ?? 60) * 1000;
  const otpExpiry = (options.otpExpirySeconds ?? 3600) * 1000;
  const otpLength = options.otpLength ?? 6;
  const jwtExpiry = options.jwtExpirySeconds ?? 3600;
  const secureEmailChange = options.secureEmailChange ?? true;
  const emailsPerHour = options.emailsPerHour ?? 30;
  const authorizedAddresses = options.authorizedAddresses?.map(lower);
  const undeliverableDomains = new Set(options.undeliverableDomains?.map(lower));
  const requestLimits =
    options.requestLimits === false ? null : { ...gotrueRequestLimits, ...options.requestLimits };
  const passwordMinLength = options.passwordMinLength ?? 6;
  const passwordRequiredCharacters = options.passwordRequiredCharacters ?? [];
  const reuseInterval = (options.refreshTokenReuseIntervalSeconds ?? 10) * 1000;
  /** Go prints microseconds; JavaScript knows milliseconds. */
  const iso = (ms = now()) => new Date(ms).toISOString().replace('Z', '000Z');
  /** `crypto.GenerateOtp(config.Mailer.OtpLength)` */
  const newOtp = () => String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');
  let socialCount = 0;
  const socialAccount =
    options.socialAccount ??
    (() => {
      const n = ++socialCount;
      return {
        email: `social.${n}.${randomUUID().slice(0, 8)}@gmail.example`,
        name: `Social ${n}`,
      };
    });

  const recordings = loadRecordings();
  const jwtSecret = randomBytes(32);
  const users = new Map<string, UserRow>();
  const sessions = new Map<string, SessionRow>();
  const flows = new Map<string, FlowState>();
  const failures: { request: string; failure: Failure }[] = [];
  const sentMessages: SentMessage[] = [];
  const requests: SeenRequest[] = [];
  const unexpected: string[] = [];

  function signJwt(claims: Json) {
    const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const body = base64url(JSON.stringify(claims));
    const signature = createHmac('sha256', jwtSecret).update(`${head}.${body}`).digest();
    return `${head}.${body}.${base64url(signature)}`;
  }
  /** golang-jwt's checks, with its messages. */
  function verifyJwt(token: string): Claims | string {
    const [head, body, signature, ...rest] = token.split('.');
    if (!head || !body || !signature || rest.length) return 'token is malformed';
    const expected = createHmac('sha256', jwtSecret).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return 'token signature is invalid: signature is invalid';
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Claims;
    if (claims.exp !== undefined && claims.exp * 1000 <= now())
      return 'token has invalid claims: token is expired';
    return claims;
  }
  const farFuture = Math.floor(now() / 1000) + 10 * 365 * 86_400;
  const anonKey = signJwt({ iss: 'supabase-demo', role: 'anon', exp: farFuture });
  const serviceRoleKey = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: farFuture });
  const secretKey = `sb_secret_${randomBytes(24).toString('base64url')}`;

  const byEmail = (email: string) => [...users.values()].find((u) => u.email === lower(email));

  // ---- answers, from the recordings -----------------------------------------------------------

  function recorded(name: RecordingName) {
    const recording = recordings.get(name);
    if (!recording) throw new Error(`no recording ${name}`);
    return recording;
  }

  /** The recording's answer, with the body (and headers) the fake filled in, checked first. */
  function reply<T = Json>(
    name: RecordingName,
    fill?: (body: T) => unknown,
    headers: Record<string, string> = {},
  ): Response {
    const recording = recorded(name);
    const template = structuredClone(recording.body) as T;
    const body = fill ? fill(template) : template;
    const parsed = recordingSchemas[name].safeParse(body);
    if (!parsed.success) {
      const message = `The fake's ${name} answer drifted from the recording: ${parsed.error}`;
      unexpected.push(message);
      throw new Error(message);
    }
    const answer = new Headers({ ...recording.headers, ...headers });
    // Errors carry the version the request asked for (every supabase-js request asks 2024-01-01).
    if (recording.status >= 400 && 'message' in (body as Json))
      answer.set('x-supabase-api-version', API_VERSION);
    if (body !== null) answer.set('content-type', 'application/json');
    return new Response(body === null ? null : JSON.stringify(body), {
      status: recording.status,
      headers: answer,
    });
  }

  const withMessage = (message: string) => (body: Json) => ({ ...body, message });

  /** The recorded user, with every field the fake keeps taken from its row instead. */
  function renderUser(row: UserRow, template: GoTrueUser): GoTrueUser {
    const user: GoTrueUser = {
      ...template,
      id: row.id,
      email: row.email,
      app_metadata: structuredClone(row.appMetadata),
      user_metadata: structuredClone(row.userMetadata),
      identities: structuredClone(row.identities),
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
    const optional = {
      email_confirmed_at: row.emailConfirmedAt,
      invited_at: row.invitedAt,
      confirmation_sent_at: row.confirmationSentAt,
      confirmed_at: row.emailConfirmedAt,
      recovery_sent_at: row.recoverySentAt,
      new_email: row.emailChange,
      email_change_sent_at: row.emailChangeSentAt,
      last_sign_in_at: row.lastSignInAt,
    };
    for (const [key, value] of Object.entries(optional)) {
      if (value === undefined) delete user[key as keyof typeof optional];
      else user[key as keyof typeof optional] = value;
    }
    return user;
  }

  type SessionAnswer =
    | 'token-password-ok'
    | 'token-refresh-ok'
    | 'verify-ok'
    | 'token-pkce-ok'
    | 'signup-autoconfirmed';

  const liveRefreshToken = (session: SessionRow) => session.refreshTokens.at(-1)!.token;

  function issueSession(row: UserRow, method: string, name: SessionAnswer, provider?: FlowState) {
    const session: SessionRow = {
      id: randomUUID(),
      userId: row.id,
      refreshTokens: [{ token: newRefreshToken() }],
      createdAt: now(),
      refreshedAt: now(),
      amr: [{ method, timestamp: Math.floor(now() / 1000) }],
    };
    sessions.set(session.id, session);
    row.lastSignInAt = iso();
    row.updatedAt = iso();
    return sessionAnswer(row, session, name, provider);
  }

  function sessionAnswer(
    row: UserRow,
    session: SessionRow,
    name: SessionAnswer,
    provider?: FlowState,
  ) {
    const seconds = Math.floor(now() / 1000);
    const accessToken = signJwt({
      iss: `${URL_BASE}/auth/v1`,
      sub: row.id,
      aud: 'authenticated',
      exp: seconds + jwtExpiry,
      iat: seconds,
      email: row.email,
      phone: '',
      app_metadata: row.appMetadata,
      user_metadata: row.userMetadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    });
    return reply<GoTrueSession>(name, (body) => {
      const answer: GoTrueSession = {
        ...body,
        access_token: accessToken,
        expires_in: jwtExpiry,
        expires_at: seconds + jwtExpiry,
        refresh_token: liveRefreshToken(session),
        user: renderUser(row, body.user),
      };
      if (provider) {
        answer.provider_token = provider.providerToken;
        if (provider.providerRefreshToken)
          answer.provider_refresh_token = provider.providerRefreshToken;
        else delete answer.provider_refresh_token;
      }
      return answer;
    });
  }

  // ---- e-mails --------------------------------------------------------------------------------

  const tooSoon = (sentAt: string | undefined) =>
    sentAt !== undefined && Date.parse(sentAt) + maxFrequency > now();
  const expired = (sentAt: string | undefined) =>
    sentAt === undefined || Date.parse(sentAt) + otpExpiry < now();
  /** `validateSentWithinFrequencyLimit`: the per-user wait between two e-mails of a kind. */
  function rateLimited(sentAt: string) {
    const left = Math.ceil((Date.parse(sentAt) + maxFrequency - now()) / 1000);
    return reply(
      'over-email-send-rate-limit',
      withMessage(`For security purposes, you can only request this after ${left} seconds.`),
    );
  }

  /** A tollbooth bucket: holds up to `burst`, refilled continuously at `perSecond`. */
  function bucket(burst: number, perSecond: number) {
    let tokens = burst;
    let at = now();
    return () => {
      const elapsed = Math.max(0, now() - at) / 1000;
      at = now();
      tokens = Math.min(burst, tokens + elapsed * perSecond);
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    };
  }

  /**
   * `limiterOpts.Email.Allow()` in `sendEmail`: the project-wide hourly cap, an `IntervalLimiter`.
   * Its count resets only when a whole hour since the last reset has gone by, so a refused e-mail
   * waits for the boundary, not for a bucket to refill. When it refuses, the handler's transaction
   * rolls back: nothing the request changed is kept.
   */
  let windowFrom = options.emailWindowStart ?? now();
  let sentInWindow = 0;
  function allowEmail() {
    const hours = Math.floor((now() - windowFrom) / 3_600_000);
    if (hours > 0) {
      windowFrom += hours * 3_600_000;
      sentInWindow = 0;
    }
    if (sentInWindow >= emailsPerHour) return false;
    sentInWindow++;
    return true;
  }
  const emailCapReached = () => reply('over-email-send-rate-limit-hourly');

  /**
   * `sendEmail`'s checks, in its order, for an e-mail to `to` (and, for a secure e-mail change, to
   * the current address too): the authorized addresses, the hourly cap, then the mailer's
   * validation of the recipient (after the cap counted it). Null when the e-mail may go.
   */
  function refuseEmail(to: string, current?: string): Response | null {
    for (const address of [to, current])
      if (address && authorizedAddresses && !isAuthorized(address))
        return reply('email-address-not-authorized', (body: Json) => ({
          ...body,
          message: `Email address "${address}" cannot be used as it is not authorized`,
        }));
    if (!allowEmail()) return emailCapReached();
    if (undeliverableDomains.has(to.split('@')[1] ?? ''))
      return reply('email-address-invalid', (body: Json) => ({
        ...body,
        message: `Email address "${to}" is invalid`,
      }));
    return null;
  }
  /** `checkEmailAddressAuthorization`: a `+label` is allowed on an authorized address. */
  const isAuthorized = (address: string) =>
    authorizedAddresses!.includes(lower(address).replace(/[+][^@]+@/, '@'));

  /** `verifyCaptcha`: every request but the service role's needs an answer the BFF never has. */
  function refuseWithoutCaptcha(request: SeenRequest): Response | null {
    if (!options.captcha) return null;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token === secretKey) return null;
    const claims = token ? verifyJwt(token) : 'no token';
    if (typeof claims !== 'string' && claims.role === 'service_role') return null;
    return reply('captcha-failed');
  }

  const requestBuckets = new Map<string, () => boolean>();
  /**
   * Whom GoTrue counts a request against (`performRateLimiting`): the `Sb-Forwarded-For` address
   * when the project honours it and the call carries a secret key, else the caller's own address,
   * which for every call the BFF makes is the BFF's.
   */
  function limitKey(request: SeenRequest) {
    const forwarded = request.headers['sb-forwarded-for']?.split(',')[0]?.trim();
    if (
      options.sbForwardedFor &&
      request.headers.apikey === secretKey &&
      forwarded &&
      isIP(forwarded)
    )
      return forwarded;
    return BFF_ADDRESS;
  }
  /** `over_request_rate_limit` when the caller's bucket for this endpoint is empty, else null. */
  function overRequestLimit(limiter: RequestLimiter, request: SeenRequest): Response | null {
    if (!requestLimits) return null;
    const key = `${limiter}:${limitKey(request)}`;
    let take = requestBuckets.get(key);
    if (!take) {
      const { burst, perFiveMinutes } = requestLimits[limiter];
      take = bucket(burst, perFiveMinutes / 300);
      requestBuckets.set(key, take);
    }
    return take() ? null : reply('over-request-rate-limit');
  }

  /** `checkPasswordStrength`: the project's password policy, with GoTrue's reasons and words. */
  function weakPassword(password: string): Response | null {
    // Go's `len` counts bytes: bcrypt's limit, before the project's own policy.
    if (Buffer.byteLength(password) > 72) return reply('password-too-long');
    const reasons: ('length' | 'characters')[] = [];
    const messages: string[] = [];
    if (Buffer.byteLength(password) < passwordMinLength) {
      reasons.push('length');
      messages.push(`Password should be at least ${passwordMinLength} characters.`);
    }
    if (passwordRequiredCharacters.some((set) => ![...password].some((c) => set.includes(c)))) {
      reasons.push('characters');
      messages.push(
        `Password should contain at least one character of each: ${passwordRequiredCharacters.join(', ')}.`,
      );
    }
    if (reasons.length === 0) return null;
    return reply('weak-password', () => ({
      code: 'weak_password',
      message: messages.join(' '),
      weak_password: { reasons },
    }));
  }

  /** Stores a new code for a purpose and "e-mails" it; a PKCE flow prefixes the stored hash. */
  function mail(to: string, kind: MessageKind, pkce: boolean, redirectTo: string | undefined) {
    const code = newOtp();
    const stored = `${pkce ? 'pkce_' : ''}${tokenHash(to, code)}`;
    sentMessages.push({ to, kind, code, tokenHash: stored, ...(redirectTo && { redirectTo }) });
    return stored;
  }

  // ---- state changes GoTrue makes -------------------------------------------------------------

  function newUser(email: string, password: string | null, metadata: Json): UserRow {
    const now = iso();
    return {
      id: randomUUID(),
      email,
      password,
      createdAt: now,
      updatedAt: now,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: metadata,
      identities: [],
    };
  }
  function emailIdentity(row: UserRow, data: Json = {}): GoTrueIdentity {
    const now = iso();
    return {
      identity_id: randomUUID(),
      id: row.id,
      user_id: row.id,
      identity_data: {
        ...data,
        email: row.email,
        email_verified: false,
        phone_verified: false,
        sub: row.id,
      },
      provider: 'email',
      last_sign_in_at: now,
      created_at: now,
      updated_at: now,
      email: row.email,
    };
  }
  function confirm(row: UserRow) {
    row.emailConfirmedAt ??= iso();
    row.confirmationToken = undefined;
    row.userMetadata.email_verified = true;
    for (const identity of row.identities)
      if (identity.provider === 'email' && identity.email === row.email) {
        identity.identity_data.email_verified = true;
        identity.updated_at = iso();
      }
    row.updatedAt = iso();
  }
  /** `UpdateUserMetaData`: merges, and a null value removes its key. */
  function mergeMetadata(row: UserRow, data: Json) {
    for (const [key, value] of Object.entries(data)) {
      if (value === null) delete row.userMetadata[key];
      else row.userMetadata[key] = value;
    }
    row.updatedAt = iso();
  }
  /**
   * `CheckValidity` at a refresh, in GoTrue's words: past the time-box, idle too long, or (one
   * session per user) not the user's most recently refreshed session. Null while it is valid.
   */
  function sessionEnded(session: SessionRow): string | null {
    const { sessionTimeboxSeconds: timebox, sessionInactivitySeconds: inactivity } = options;
    if (timebox !== undefined && now() > session.createdAt + timebox * 1000)
      return 'Session Expired';
    if (inactivity !== undefined && now() > session.refreshedAt + inactivity * 1000)
      return 'Session Expired (Inactivity)';
    if (options.singleSessionPerUser) {
      const newer = [...sessions.values()].some(
        (other) =>
          other.userId === session.userId &&
          other.id !== session.id &&
          other.refreshedAt > session.refreshedAt,
      );
      if (newer) return 'Session Expired (Revoked by Newer Login)';
    }
    return null;
  }
  function signOutUser(userId: string, keep?: string) {
    for (const session of [...sessions.values()])
      if (session.userId === userId && session.id !== keep) sessions.delete(session.id);
  }

  // ---- authentication of the caller -----------------------------------------------------------

  function bearer(request: SeenRequest) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unexpectedRequest(request, 'no bearer token');
    return token;
  }
  const badJwt = (reason: string) =>
    reply('bad-jwt', withMessage(`invalid JWT: unable to parse or verify signature, ${reason}`));

  /** `requireAuthentication`: the signed-in user and session, or GoTrue's refusal. */
  function authenticate(request: SeenRequest): { user: UserRow; session: SessionRow } | Response {
    const claims = verifyJwt(bearer(request));
    if (typeof claims === 'string') return badJwt(claims);
    if (!claims.sub)
      throw unexpectedRequest(request, `a ${claims.role} key where a user's belongs`);
    const user = users.get(claims.sub);
    // The fake never deletes users, so a token always names one.
    if (!user) throw unexpectedRequest(request, 'a token for a user the fake never had');
    const session = claims.session_id ? sessions.get(claims.session_id) : undefined;
    if (!session) return reply('session-not-found');
    return { user, session };
  }
  /** `requireAdmin`: the service-role key (a secret key becomes one at the API gateway). */
  function refuseNonAdmin(request: SeenRequest): Response | null {
    const token = bearer(request);
    if (token === secretKey) return null;
    const claims = verifyJwt(token);
    if (typeof claims === 'string') return badJwt(claims);
    return claims.role === 'service_role' ? null : reply('not-admin');
  }

  // ---- endpoints ------------------------------------------------------------------------------

  type Handler = (request: SeenRequest) => Response | Promise<Response>;
  const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const json = (request: SeenRequest) => (request.body ?? {}) as Json;

  const routes: Record<string, Handler> = {
    'POST /auth/v1/signup'(request) {
      const limited = overRequestLimit('signup', request) ?? refuseWithoutCaptcha(request);
      if (limited) return limited;
      if (options.disableSignup) return reply('signup-disabled');
      const body = json(request);
      const email = str(body.email);
      const password = str(body.password);
      if (!email || !password)
        throw unexpectedRequest(request, 'a sign-up without e-mail or password');
      const weak = weakPassword(password);
      if (weak) return weak;
      const data = (body.data ?? {}) as Json;
      const pkce = Boolean(str(body.code_challenge));
      const existing = byEmail(email);
      if (existing?.emailConfirmedAt) {
        // `UserExistsError`: with auto-confirm on it is said plainly, else the answer is faked.
        if (autoconfirm) return reply('signup-user-already-exists');
        const at = iso();
        return reply<GoTrueUser>('signup-existing-user-obfuscated', (user) => ({
          ...user,
          id: randomUUID(),
          email: lower(email),
          confirmation_sent_at: at,
          user_metadata: data,
          created_at: at,
          updated_at: at,
        }));
      }
      // An unconfirmed account is not changed: nobody has proved they own the address yet.
      const row = existing ?? newUser(lower(email), password, data);
      if (autoconfirm) {
        // `GOTRUE_MAILER_AUTOCONFIRM`: confirmed at once, signed in, no e-mail.
        row.identities = [emailIdentity(row, data)];
        users.set(row.id, row);
        confirm(row);
        return issueSession(row, 'password', 'signup-autoconfirmed');
      }
      if (tooSoon(row.confirmationSentAt)) return rateLimited(row.confirmationSentAt!);
      // `sendConfirmation` -> `sendEmail`: refused, the whole sign-up is rolled back.
      const refused = refuseEmail(row.email);
      if (refused) return refused;
      if (!existing) {
        row.identities = [emailIdentity(row, data)];
        users.set(row.id, row);
      }
      row.confirmationToken = mail(row.email, 'signup', pkce, request.query.redirect_to);
      row.confirmationSentAt = iso();
      return reply<GoTrueUser>('signup-new-user', (user) => {
        const answer = renderUser(row, user);
        // `HasBeenInvited`: an invitation's details are not shown to whoever signs up.
        return row.invitedAt ? { ...answer, user_metadata: {}, identities: [] } : answer;
      });
    },

    'POST /auth/v1/resend'(request) {
      const limited = overRequestLimit('resend', request) ?? refuseWithoutCaptcha(request);
      if (limited) return limited;
      const body = json(request);
      const email = str(body.email);
      if (!email || body.type !== 'signup')
        throw unexpectedRequest(request, 'a resend of another kind');
      const row = byEmail(email);
      if (!row || row.emailConfirmedAt) return reply('resend-ok');
      if (tooSoon(row.confirmationSentAt)) return rateLimited(row.confirmationSentAt!);
      const refused = refuseEmail(row.email);
      if (refused) return refused;
      // `Resend` honours the code challenge (a flow state, a `pkce_` token), as `/signup` does.
      const pkce = Boolean(str(body.code_challenge));
      row.confirmationToken = mail(row.email, 'signup', pkce, request.query.redirect_to);
      row.confirmationSentAt = iso();
      return reply('resend-ok');
    },

    'POST /auth/v1/recover'(request) {
      const limited = overRequestLimit('recover', request) ?? refuseWithoutCaptcha(request);
      if (limited) return limited;
      const body = json(request);
      const email = str(body.email);
      if (!email) throw unexpectedRequest(request, 'a recovery without e-mail');
      const row = byEmail(email);
      if (!row) return reply('recover-ok');
      if (tooSoon(row.recoverySentAt)) return rateLimited(row.recoverySentAt!);
      const refused = refuseEmail(row.email);
      if (refused) return refused;
      const pkce = Boolean(str(body.code_challenge));
      row.recoveryToken = mail(row.email, 'recovery', pkce, request.query.redirect_to);
      row.recoverySentAt = iso();
      return reply('recover-ok');
    },

    'POST /auth/v1/verify'(request) {
      const limited = overRequestLimit('verify', request);
      if (limited) return limited;
      const body = json(request);
      let type = str(body.type);
      const email = str(body.email);
      const token = str(body.token);
      const hash = str(body.token_hash);
      if (!type || Boolean(token) === Boolean(hash) || (token && !email))
        throw unexpectedRequest(request, 'a verification GoTrue would refuse as malformed');
      const matches = (stored: string | undefined, sentAt: string | undefined, given: string) =>
        stored !== undefined &&
        !expired(sentAt) &&
        (stored === given || stored === `pkce_${given}`);
      const kindsFor = (t: string) =>
        t === 'email'
          ? (['signup', 'magiclink'] as const)
          : t === 'signup' || t === 'invite'
            ? (['signup'] as const)
            : t === 'recovery' || t === 'magiclink'
              ? (['magiclink'] as const)
              : t === 'email_change'
                ? (['email_change_new', 'email_change_current'] as const)
                : null;
      const kinds = kindsFor(type);
      if (!kinds) throw unexpectedRequest(request, `verification type ${type}`);
      const tokenOf = (row: UserRow, kind: (typeof kinds)[number]) =>
        kind === 'signup'
          ? ([row.confirmationToken, row.confirmationSentAt] as const)
          : kind === 'magiclink'
            ? ([row.recoveryToken, row.recoverySentAt] as const)
            : kind === 'email_change_new'
              ? ([row.emailChangeToken, row.emailChangeSentAt] as const)
              : ([row.emailChangeTokenCurrent, row.emailChangeSentAt] as const);

      let row: UserRow | undefined;
      let matched: (typeof kinds)[number] | undefined;
      if (token) {
        const candidate = byEmail(email!);
        const given = tokenHash(lower(email!), token);
        matched = candidate && kinds.find((kind) => matches(...tokenOf(candidate, kind), given));
        if (!candidate || !matched) return reply('verify-otp-expired');
        row = candidate;
      } else {
        for (const candidate of users.values()) {
          matched = kinds.find((kind) => {
            const [stored, sentAt] = tokenOf(candidate, kind);
            return stored === hash && !expired(sentAt);
          });
          if (matched) {
            row = candidate;
            break;
          }
        }
        if (!row || !matched) return reply('verify-link-expired');
      }
      if (type === 'email') type = matched === 'signup' ? 'signup' : 'magiclink';

      if (type === 'signup' || type === 'invite') {
        // An invited user has no password yet: GoTrue sets a random one, the app asks for theirs.
        if (row.invitedAt && !row.password) row.password = randomBytes(32).toString('hex');
        confirm(row);
      } else if (type === 'recovery' || type === 'magiclink') {
        row.recoveryToken = undefined;
        confirm(row);
      } else {
        // `emailChangeVerify`: with secure e-mail change, the first of the two links only counts.
        if (secureEmailChange && (row.emailChangeConfirmStatus ?? 0) === 0) {
          if (matched === 'email_change_new') row.emailChangeToken = undefined;
          else row.emailChangeTokenCurrent = undefined;
          row.emailChangeConfirmStatus = 1;
          return reply('verify-email-change-first-link');
        }
        const taken = byEmail(row.emailChange!);
        // The unique index on auth.users.email refuses it: GoTrue answers 500 "Error confirm email".
        if (taken && taken.id !== row.id) return reply('verify-email-change-conflict');
        row.email = row.emailChange!;
        row.emailChange = row.emailChangeToken = row.emailChangeTokenCurrent = undefined;
        row.emailChangeSentAt = row.emailChangeConfirmStatus = undefined;
        for (const identity of row.identities)
          if (identity.provider === 'email') {
            identity.email = row.email;
            identity.identity_data = {
              ...identity.identity_data,
              email: row.email,
              email_verified: true,
            };
            identity.updated_at = iso();
          }
        row.updatedAt = iso();
      }
      return issueSession(row, 'otp', 'verify-ok');
    },

    'POST /auth/v1/token'(request) {
      // `Token`: every grant is counted against one limiter, in the handler.
      const limited = overRequestLimit('token', request);
      if (limited) return limited;
      const body = json(request);
      switch (request.query.grant_type) {
        case 'password': {
          // Only the password grant asks for a CAPTCHA answer (`isIgnoreCaptchaRoute`).
          const refused = refuseWithoutCaptcha(request);
          if (refused) return refused;
          const row = byEmail(str(body.email) ?? '');
          if (!row || !row.password) return reply('token-invalid-credentials');
          // `ResourceOwnerPasswordGrant` looks at the ban before the password.
          if (row.bannedUntil !== undefined && row.bannedUntil > now())
            return reply('token-user-banned');
          if (row.password !== body.password) return reply('token-invalid-credentials');
          if (!row.emailConfirmedAt) return reply('token-email-not-confirmed');
          return issueSession(row, 'password', 'token-password-ok');
        }
        case 'refresh_token': {
          const given = str(body.refresh_token);
          const session = [...sessions.values()].find((s) =>
            s.refreshTokens.some((t) => t.token === given),
          );
          if (!session) return reply('token-refresh-not-found');
          const index = session.refreshTokens.findIndex((t) => t.token === given);
          const used = session.refreshTokens[index]!;
          const active = session.refreshTokens.at(-1)!;
          const ended = sessionEnded(session);
          if (ended)
            return reply(
              'token-refresh-session-expired',
              withMessage(`Invalid Refresh Token: ${ended}`),
            );
          session.refreshedAt = now();
          if (used === active && used.revokedAt === undefined) {
            // Rotation: the token is spent and a child issued.
            used.revokedAt = now();
            session.refreshTokens.push({ token: newRefreshToken() });
          } else if (index === session.refreshTokens.length - 2 && active.revokedAt === undefined) {
            // `RefreshTokenGrant`: the parent of the active token, whose answer the client did
            // not keep. The active token is answered again; nothing is issued.
          } else if (now() > used.revokedAt! + reuseInterval) {
            // An older token after the reuse interval: the whole family is revoked.
            for (const t of session.refreshTokens) t.revokedAt ??= now();
            return reply('token-refresh-already-used');
          } else {
            // Within the interval (concurrent refreshes): a new child all the same.
            active.revokedAt ??= now();
            session.refreshTokens.push({ token: newRefreshToken() });
          }
          return sessionAnswer(users.get(session.userId)!, session, 'token-refresh-ok');
        }
        case 'pkce': {
          const code = str(body.auth_code);
          const verifier = str(body.code_verifier);
          if (!code || !verifier)
            throw unexpectedRequest(request, 'a PKCE grant without code or verifier');
          const flow = flows.get(code);
          if (!flow) return reply('token-pkce-flow-state-not-found');
          const challenge =
            flow.method === 's256'
              ? createHash('sha256').update(verifier).digest('base64url')
              : verifier;
          if (challenge !== flow.challenge) return reply('token-pkce-bad-code-verifier');
          flows.delete(code);
          return issueSession(users.get(flow.userId)!, 'oauth', 'token-pkce-ok', flow);
        }
        default:
          throw unexpectedRequest(request, `grant type ${request.query.grant_type}`);
      }
    },

    'GET /auth/v1/settings'() {
      const external = { ...(recorded('settings').body as GoTrueSettings).external };
      for (const name of Object.keys(external)) external[name] = providers.has(name);
      for (const name of providers) external[name] = true;
      external.email = emailProvider;
      return reply<GoTrueSettings>('settings', (body) => ({
        ...body,
        external,
        mailer_autoconfirm: autoconfirm,
        disable_signup: options.disableSignup ?? false,
      }));
    },

    'GET /auth/v1/user'(request) {
      const caller = authenticate(request);
      if (caller instanceof Response) return caller;
      return reply<GoTrueUser>('user', (user) => renderUser(caller.user, user));
    },

    'PUT /auth/v1/user'(request) {
      const caller = authenticate(request);
      if (caller instanceof Response) return caller;
      const limited = overRequestLimit('user', request);
      if (limited) return limited;
      const { user: row, session } = caller;
      const body = json(request);
      const email = str(body.email) && lower(str(body.email)!);
      const changesEmail = email !== undefined && email !== row.email;
      if (typeof body.password === 'string') {
        const weak = weakPassword(body.password);
        if (weak) return weak;
      }
      if (changesEmail && byEmail(email)) return reply('user-update-email-exists');
      if (typeof body.password === 'string' && body.password === row.password)
        return reply('user-update-same-password');
      if (changesEmail) {
        if (tooSoon(row.emailChangeSentAt)) return rateLimited(row.emailChangeSentAt!);
        // One `sendEmail` for the change, however many addresses it writes to.
        const refused = refuseEmail(email, secureEmailChange ? row.email : undefined);
        if (refused) return refused;
      }
      if (typeof body.password === 'string') {
        row.password = body.password;
        // `UpdatePassword`: every other session of the account ends.
        signOutUser(row.id, session.id);
      }
      if (body.data) mergeMetadata(row, body.data as Json);
      if (changesEmail) {
        const pkce = Boolean(str(body.code_challenge));
        const redirectTo = request.query.redirect_to;
        row.emailChange = email;
        row.emailChangeConfirmStatus = 0;
        row.emailChangeToken = mail(email, 'email_change', pkce, redirectTo);
        // `sendEmailChange` with secure e-mail change: the current address gets a link too.
        row.emailChangeTokenCurrent = secureEmailChange
          ? mail(row.email, 'email_change', pkce, redirectTo)
          : undefined;
        row.emailChangeSentAt = iso();
      }
      row.updatedAt = iso();
      return reply<GoTrueUser>('user-update-ok', (user) => renderUser(row, user));
    },

    'POST /auth/v1/logout'(request) {
      const caller = authenticate(request);
      if (caller instanceof Response) return caller;
      const scope = request.query.scope ?? 'global';
      if (scope === 'local') sessions.delete(caller.session.id);
      else if (scope === 'global') signOutUser(caller.user.id);
      else if (scope === 'others') signOutUser(caller.user.id, caller.session.id);
      else throw unexpectedRequest(request, `logout scope ${scope}`);
      return reply('logout');
    },

    'POST /auth/v1/invite'(request) {
      const refusal = refuseNonAdmin(request);
      if (refusal) return refusal;
      const body = json(request);
      const email = str(body.email);
      if (!email) throw unexpectedRequest(request, 'an invitation without e-mail');
      const existing = byEmail(email);
      if (existing?.emailConfirmedAt) return reply('admin-invite-email-exists');
      // `sendInvite` -> `sendEmail`: the hourly cap counts invitations too, and rolls them back.
      const refused = refuseEmail(lower(email));
      if (refused) return refused;
      const row = existing ?? newUser(lower(email), null, (body.data ?? {}) as Json);
      if (!existing) {
        row.identities = [emailIdentity(row)];
        users.set(row.id, row);
      }
      row.invitedAt = row.confirmationSentAt = iso();
      row.confirmationToken = mail(row.email, 'invite', false, request.query.redirect_to);
      return reply<GoTrueUser>('admin-invite-ok', (user) => renderUser(row, user));
    },

    'POST /auth/v1/admin/users'(request) {
      const refusal = refuseNonAdmin(request);
      if (refusal) return refusal;
      const body = json(request);
      const email = str(body.email);
      if (!email) throw unexpectedRequest(request, 'a user without e-mail');
      if (byEmail(email)) return reply('admin-create-user-email-exists');
      const given = str(body.password);
      const weak = given === undefined ? null : weakPassword(given);
      if (weak) return weak;
      const password = given ?? randomBytes(32).toString('hex');
      const row = newUser(lower(email), password, (body.user_metadata ?? {}) as Json);
      row.identities = [emailIdentity(row)];
      users.set(row.id, row);
      if (body.email_confirm === true) confirm(row);
      return reply<GoTrueUser>('admin-create-user', (user) => renderUser(row, user));
    },

    'GET /auth/v1/admin/users'(request) {
      const refusal = refuseNonAdmin(request);
      if (refusal) return refusal;
      const page = Number(request.query.page || 1);
      const perPage = Number(request.query.per_page || 50);
      const all = [...users.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const link = (n: number, rel: string) =>
        `<${URL_BASE}/auth/v1/admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
      return reply<{ users: GoTrueUser[] }>(
        'admin-list-users',
        (body) => ({
          ...body,
          users: all
            .slice((page - 1) * perPage, page * perPage)
            .map((row) => renderUser(row, body.users[0]!)),
        }),
        {
          'x-total-count': String(all.length),
          link: [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')].join(', '),
        },
      );
    },

    'GET /auth/v1/authorize'(request) {
      const { provider = '', redirect_to: redirectTo, code_challenge: challenge } = request.query;
      const method = request.query.code_challenge_method?.toLowerCase();
      if (!providers.has(provider))
        return reply<Json>('authorize-unsupported-provider', (body) => ({
          ...body,
          msg: `Unsupported provider: provider ${provider} could not be found`,
        }));
      if (!redirectTo || !challenge || (method !== 's256' && method !== 'plain'))
        throw unexpectedRequest(
          request,
          'an authorization without PKCE (the implicit flow is not recorded)',
        );

      // Here GoTrue sends the browser to the provider, which (consenting) sends it to /callback.
      const account = socialAccount();
      const subject = createHash('sha256').update(`${provider}:${account.email}`).digest('hex');
      const claims = {
        email: account.email,
        email_verified: true,
        full_name: account.name,
        iss: 'https://accounts.google.com',
        name: account.name,
        phone_verified: false,
        provider_id: subject,
        sub: subject,
      };
      let row = byEmail(account.email);
      if (!row) {
        row = newUser(lower(account.email), null, {});
        row.appMetadata = { provider, providers: [provider] };
        users.set(row.id, row);
      } else if (!row.emailConfirmedAt) {
        // `RemoveUnconfirmedIdentities`: an unproven password cannot ride along into the account.
        row.password = null;
        row.identities = row.identities.filter((identity) => identity.provider !== 'email');
      }
      if (!row.identities.some((identity) => identity.provider === provider)) {
        const now = iso();
        row.identities.push({
          identity_id: randomUUID(),
          id: subject,
          user_id: row.id,
          identity_data: claims,
          provider,
          last_sign_in_at: now,
          created_at: now,
          updated_at: now,
          email: row.email,
        });
        if (!row.appMetadata.providers.includes(provider)) row.appMetadata.providers.push(provider);
      }
      mergeMetadata(row, claims);
      confirm(row);

      const authCode = randomUUID();
      // Google hands out a refresh token only to an offline request it asked consent for.
      const offline = request.query.access_type === 'offline' && request.query.prompt === 'consent';
      flows.set(authCode, {
        challenge,
        method,
        userId: row.id,
        providerToken: `ya29.${randomBytes(48).toString('base64url')}`,
        providerRefreshToken: offline ? `1//${randomBytes(48).toString('base64url')}` : null,
      });
      const location = new URL(redirectTo);
      location.searchParams.set('code', authCode);
      return reply('authorize-redirect-with-code', undefined, { location: location.href });
    },
  };

  /** `PUT /auth/v1/admin/users/{id}` */
  function updateUserById(request: SeenRequest, id: string) {
    const refusal = refuseNonAdmin(request);
    if (refusal) return refusal;
    const row = users.get(id);
    if (!row) return reply('admin-user-not-found');
    const body = json(request);
    const known = new Set(['user_metadata', 'password']);
    const other = Object.keys(body).filter((key) => !known.has(key));
    if (other.length) throw unexpectedRequest(request, `an admin update of ${other.join(', ')}`);
    if (typeof body.password === 'string') {
      const weak = weakPassword(body.password);
      if (weak) return weak;
      row.password = body.password;
    }
    if (body.user_metadata) mergeMetadata(row, body.user_metadata as Json);
    return reply<GoTrueUser>('admin-update-user', (user) => renderUser(row, user));
  }

  function unexpectedRequest(request: SeenRequest, why: string) {
    const line = `${request.method} ${request.path}${
      Object.keys(request.query).length ? `?${new URLSearchParams(request.query)}` : ''
    }: ${why}`;
    unexpected.push(line);
    return new UnexpectedRequest(`The fake GoTrue has no recording for ${line}`);
  }

  async function fakeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body: text ? JSON.parse(text) : null,
    };
    requests.push(seen);
    const line = `${seen.method} ${seen.path}`;

    const planned = failures.findIndex((f) => f.request === line);
    if (planned >= 0) {
      const { failure } = failures.splice(planned, 1)[0]!;
      if (failure === 'network') throw new TypeError('fetch failed');
      return reply(failure === 'server_error' ? 'server-error' : failure);
    }

    if (url.origin !== URL_BASE) throw unexpectedRequest(seen, `another origin, ${url.origin}`);
    // The API gateway wants a project key on everything but the browser's /authorize.
    const browser = line === 'GET /auth/v1/authorize';
    const keys = [anonKey, serviceRoleKey, secretKey];
    if (!browser && !keys.includes(seen.headers.apikey ?? ''))
      throw unexpectedRequest(seen, 'no project API key');
    if (!browser && seen.headers['x-supabase-api-version'] !== API_VERSION)
      throw unexpectedRequest(seen, 'an API version other than the recorded 2024-01-01');

    const adminUser = /^PUT \/auth\/v1\/admin\/users\/([0-9a-f-]{36})$/.exec(line);
    if (adminUser) return updateUserById(seen, adminUser[1]!);
    const route = routes[line];
    if (!route) throw unexpectedRequest(seen, 'no such endpoint');
    return route(seen);
  }

  const newest = (email: string, kind: MessageKind) => {
    const message = sentMessages.findLast((m) => m.to === lower(email) && m.kind === kind);
    if (!message) throw new Error(`no ${kind} e-mail was sent to ${email}`);
    return message;
  };

  return {
    url: URL_BASE,
    anonKey,
    serviceRoleKey,
    secretKey,
    fetch: fakeFetch as typeof fetch,
    sentMessages,
    requests,
    unexpected,
    failNext(request, failure) {
      failures.push({ request, failure });
    },
    readCode: (email) => newest(email, 'signup').code!,
    readLinkToken: (email, kind) => newest(email, kind).tokenHash!,
    countMessages: (email) => sentMessages.filter((m) => m.to === lower(email)).length,
    liveSessions: (userId) => [...sessions.values()].filter((s) => s.userId === userId).length,
    ban(email) {
      const row = byEmail(email);
      if (!row) throw new Error(`no account ${email} to ban`);
      row.bannedUntil = now() + 100 * 365 * 86_400_000;
    },
    passwordOf: (email) => byEmail(email)?.password,
  };
}
