import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import {
  type GoTrueIdentity,
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
 * Configured like a project with e-mail confirmations on, secure e-mail change off (one link, to
 * the new address) and the given social providers enabled.
 */

export type MessageKind = 'signup' | 'recovery' | 'invite' | 'email_change' | 'magiclink';

/** An e-mail GoTrue would have sent: its 6-digit code and the token hash of its link. */
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

export interface FakeGoTrueOptions {
  /** Enabled social providers (`GOTRUE_EXTERNAL_<NAME>_ENABLED`). */
  providers?: string[];
  /** `GOTRUE_SMTP_MAX_FREQUENCY`: seconds before another e-mail of a kind to one user. */
  maxFrequencySeconds?: number;
  /** `GOTRUE_MAILER_OTP_EXP`: how long codes and links live (Supabase allows up to a day). */
  otpExpirySeconds?: number;
  /** `GOTRUE_JWT_EXP` */
  jwtExpirySeconds?: number;
  /** Who consents at the social provider; a new person for every authorization by default. */
  socialAccount?: () => SocialAccount;
}

export type Failure = 'network' | 'server_error';

export interface FakeGoTrue {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  fetch: typeof fetch;
  sentMessages: SentMessage[];
  requests: SeenRequest[];
  /** Requests the fake has no recording for; a test should end with none. */
  unexpected: string[];
  /** The next `METHOD /auth/v1/path` request fails: the network drops it, or GoTrue answers 500. */
  failNext(request: string, failure: Failure): void;
  /** Newest 6-digit code e-mailed to this address for a sign-up. */
  readCode(email: string): string;
  /** Newest link token hash e-mailed to this address for this purpose. */
  readLinkToken(email: string, kind: MessageKind): string;
  countMessages(email: string): number;
  /** Sessions of this user not signed out yet. */
  liveSessions(userId: string): number;
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
  emailChangeToken?: string;
  emailChangeSentAt?: string;
  lastSignInAt?: string;
  appMetadata: { provider: string; providers: string[] };
  userMetadata: Record<string, unknown>;
  identities: GoTrueIdentity[];
}

interface SessionRow {
  id: string;
  userId: string;
  refreshToken: string;
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
/** Go prints microseconds; JavaScript knows milliseconds. */
const iso = (ms = Date.now()) => new Date(ms).toISOString().replace('Z', '000Z');
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const lower = (email: string) => email.trim().toLowerCase();
/** GoTrue's `crypto.GenerateTokenHash`: what it stores for a code, and what links carry. */
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');
const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const newRefreshToken = () =>
  Array.from(randomBytes(12), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

class UnexpectedRequest extends Error {
  override name = 'UnexpectedRequest';
}

export function createFakeGoTrue(options: FakeGoTrueOptions = {}): FakeGoTrue {
  const providers = new Set(options.providers ?? ['google']);
  const maxFrequency = (options.maxFrequencySeconds ?? 60) * 1000;
  const otpExpiry = (options.otpExpirySeconds ?? 86_400) * 1000;
  const jwtExpiry = options.jwtExpirySeconds ?? 3600;
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
    if (claims.exp !== undefined && claims.exp * 1000 <= Date.now())
      return 'token has invalid claims: token is expired';
    return claims;
  }
  const farFuture = Math.floor(Date.now() / 1000) + 10 * 365 * 86_400;
  const anonKey = signJwt({ iss: 'supabase-demo', role: 'anon', exp: farFuture });
  const serviceRoleKey = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: farFuture });

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

  function issueSession(
    row: UserRow,
    method: string,
    name: 'token-password-ok' | 'token-refresh-ok' | 'verify-ok' | 'token-pkce-ok',
    provider?: FlowState,
  ) {
    const now = Math.floor(Date.now() / 1000);
    const session: SessionRow = {
      id: randomUUID(),
      userId: row.id,
      refreshToken: newRefreshToken(),
      amr: [{ method, timestamp: now }],
    };
    sessions.set(session.id, session);
    row.lastSignInAt = iso();
    row.updatedAt = iso();
    return sessionAnswer(row, session, name, provider);
  }

  function sessionAnswer(
    row: UserRow,
    session: SessionRow,
    name: 'token-password-ok' | 'token-refresh-ok' | 'verify-ok' | 'token-pkce-ok',
    provider?: FlowState,
  ) {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = signJwt({
      iss: `${URL_BASE}/auth/v1`,
      sub: row.id,
      aud: 'authenticated',
      exp: now + jwtExpiry,
      iat: now,
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
        expires_at: now + jwtExpiry,
        refresh_token: session.refreshToken,
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
    sentAt !== undefined && Date.parse(sentAt) + maxFrequency > Date.now();
  const expired = (sentAt: string | undefined) =>
    sentAt === undefined || Date.parse(sentAt) + otpExpiry < Date.now();
  function rateLimited(sentAt: string) {
    const left = Math.ceil((Date.parse(sentAt) + maxFrequency - Date.now()) / 1000);
    return reply(
      'over-email-send-rate-limit',
      withMessage(`For security purposes, you can only request this after ${left} seconds.`),
    );
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
  /** `requireAdmin`: the service-role key. */
  function refuseNonAdmin(request: SeenRequest): Response | null {
    const claims = verifyJwt(bearer(request));
    if (typeof claims === 'string') return badJwt(claims);
    return claims.role === 'service_role' ? null : reply('not-admin');
  }

  // ---- endpoints ------------------------------------------------------------------------------

  type Handler = (request: SeenRequest) => Response | Promise<Response>;
  const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const json = (request: SeenRequest) => (request.body ?? {}) as Json;

  const routes: Record<string, Handler> = {
    'POST /auth/v1/signup'(request) {
      const body = json(request);
      const email = str(body.email);
      const password = str(body.password);
      if (!email || !password)
        throw unexpectedRequest(request, 'a sign-up without e-mail or password');
      const data = (body.data ?? {}) as Json;
      const pkce = Boolean(str(body.code_challenge));
      const existing = byEmail(email);
      if (existing?.emailConfirmedAt) {
        const now = iso();
        return reply<GoTrueUser>('signup-existing-user-obfuscated', (user) => ({
          ...user,
          id: randomUUID(),
          email: lower(email),
          confirmation_sent_at: now,
          user_metadata: data,
          created_at: now,
          updated_at: now,
        }));
      }
      // An unconfirmed account is not changed: nobody has proved they own the address yet.
      const row = existing ?? newUser(lower(email), password, data);
      if (!existing) {
        row.identities = [emailIdentity(row, data)];
        users.set(row.id, row);
      }
      if (tooSoon(row.confirmationSentAt)) return rateLimited(row.confirmationSentAt!);
      row.confirmationToken = mail(row.email, 'signup', pkce, request.query.redirect_to);
      row.confirmationSentAt = iso();
      return reply<GoTrueUser>('signup-new-user', (user) => {
        const answer = renderUser(row, user);
        // `HasBeenInvited`: an invitation's details are not shown to whoever signs up.
        return row.invitedAt ? { ...answer, user_metadata: {}, identities: [] } : answer;
      });
    },

    'POST /auth/v1/resend'(request) {
      const body = json(request);
      const email = str(body.email);
      if (!email || body.type !== 'signup')
        throw unexpectedRequest(request, 'a resend of another kind');
      const row = byEmail(email);
      if (!row || row.emailConfirmedAt) return reply('resend-ok');
      if (tooSoon(row.confirmationSentAt)) return rateLimited(row.confirmationSentAt!);
      // GoTrue's resend ignores the code challenge ("PKCE not implemented yet").
      row.confirmationToken = mail(row.email, 'signup', false, request.query.redirect_to);
      row.confirmationSentAt = iso();
      return reply('resend-ok');
    },

    'POST /auth/v1/recover'(request) {
      const body = json(request);
      const email = str(body.email);
      if (!email) throw unexpectedRequest(request, 'a recovery without e-mail');
      const row = byEmail(email);
      if (!row) return reply('recover-ok');
      if (tooSoon(row.recoverySentAt)) return rateLimited(row.recoverySentAt!);
      const pkce = Boolean(str(body.code_challenge));
      row.recoveryToken = mail(row.email, 'recovery', pkce, request.query.redirect_to);
      row.recoverySentAt = iso();
      return reply('recover-ok');
    },

    'POST /auth/v1/verify'(request) {
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
                ? (['email_change'] as const)
                : null;
      const kinds = kindsFor(type);
      if (!kinds) throw unexpectedRequest(request, `verification type ${type}`);
      const tokenOf = (row: UserRow, kind: (typeof kinds)[number]) =>
        kind === 'signup'
          ? ([row.confirmationToken, row.confirmationSentAt] as const)
          : kind === 'magiclink'
            ? ([row.recoveryToken, row.recoverySentAt] as const)
            : ([row.emailChangeToken, row.emailChangeSentAt] as const);

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
        const taken = byEmail(row.emailChange!);
        // The unique index on auth.users.email refuses it; GoTrue answers a plain 500.
        if (taken && taken.id !== row.id) return reply('server-error');
        row.email = row.emailChange!;
        row.emailChange = row.emailChangeToken = row.emailChangeSentAt = undefined;
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
      const body = json(request);
      switch (request.query.grant_type) {
        case 'password': {
          const row = byEmail(str(body.email) ?? '');
          if (!row || !row.password || row.password !== body.password)
            return reply('token-invalid-credentials');
          if (!row.emailConfirmedAt) return reply('token-email-not-confirmed');
          return issueSession(row, 'password', 'token-password-ok');
        }
        case 'refresh_token': {
          const session = [...sessions.values()].find((s) => s.refreshToken === body.refresh_token);
          if (!session) return reply('token-refresh-not-found');
          session.refreshToken = newRefreshToken();
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

    'GET /auth/v1/user'(request) {
      const caller = authenticate(request);
      if (caller instanceof Response) return caller;
      return reply<GoTrueUser>('user', (user) => renderUser(caller.user, user));
    },

    'PUT /auth/v1/user'(request) {
      const caller = authenticate(request);
      if (caller instanceof Response) return caller;
      const { user: row, session } = caller;
      const body = json(request);
      const email = str(body.email) && lower(str(body.email)!);
      const changesEmail = email !== undefined && email !== row.email;
      if (changesEmail && byEmail(email)) return reply('user-update-email-exists');
      if (typeof body.password === 'string') {
        if (body.password === row.password) return reply('user-update-same-password');
        row.password = body.password;
        // `UpdatePassword`: every other session of the account ends.
        signOutUser(row.id, session.id);
      }
      if (body.data) mergeMetadata(row, body.data as Json);
      if (changesEmail) {
        if (tooSoon(row.emailChangeSentAt)) return rateLimited(row.emailChangeSentAt!);
        const pkce = Boolean(str(body.code_challenge));
        row.emailChange = email;
        row.emailChangeToken = mail(email, 'email_change', pkce, request.query.redirect_to);
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
      const password = str(body.password) ?? randomBytes(32).toString('hex');
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
    const known = new Set(['user_metadata']);
    const other = Object.keys(body).filter((key) => !known.has(key));
    if (other.length) throw unexpectedRequest(request, `an admin update of ${other.join(', ')}`);
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
      return reply('server-error');
    }

    if (url.origin !== URL_BASE) throw unexpectedRequest(seen, `another origin, ${url.origin}`);
    // The API gateway wants a project key on everything but the browser's /authorize.
    const browser = line === 'GET /auth/v1/authorize';
    if (!browser && seen.headers.apikey !== anonKey && seen.headers.apikey !== serviceRoleKey)
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
  };
}
