import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The shapes GoTrue v2 answers supabase-js with, written from the recordings next to this file.
 * Objects are strict: a field the fake invents, or one GoTrue adds in a new recording, fails the
 * parse and so the test, instead of drifting silently.
 *
 * supabase-js sends `X-Supabase-Api-Version: 2024-01-01`, so errors come in that version's shape,
 * `{ code, message }` with the code echoed in `x-sb-error-code`; the older `{ code: 400,
 * error_code, msg }` body only answers clients that do not send the header.
 */

/** GoTrue prints Go's RFC 3339 timestamps with microseconds. */
const Timestamp = z.iso.datetime({ offset: true });

export const GoTrueIdentity = z.strictObject({
  identity_id: z.uuid(),
  /** The provider's own id of the person: the user id for `email`, Google's `sub` for `google`. */
  id: z.string().min(1),
  user_id: z.uuid(),
  identity_data: z.record(z.string(), z.unknown()),
  provider: z.string(),
  last_sign_in_at: Timestamp,
  created_at: Timestamp,
  updated_at: Timestamp,
  email: z.email(),
});
export type GoTrueIdentity = z.infer<typeof GoTrueIdentity>;

/** `models.User` as JSON: pointer timestamps are left out while they are null (`omitempty`). */
export const GoTrueUser = z.strictObject({
  id: z.uuid(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.email(),
  email_confirmed_at: Timestamp.optional(),
  invited_at: Timestamp.optional(),
  phone: z.literal(''),
  confirmation_sent_at: Timestamp.optional(),
  confirmed_at: Timestamp.optional(),
  recovery_sent_at: Timestamp.optional(),
  new_email: z.email().optional(),
  email_change_sent_at: Timestamp.optional(),
  last_sign_in_at: Timestamp.optional(),
  app_metadata: z.strictObject({ provider: z.string(), providers: z.array(z.string()) }),
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(GoTrueIdentity),
  created_at: Timestamp,
  updated_at: Timestamp,
  is_anonymous: z.boolean(),
});
export type GoTrueUser = z.infer<typeof GoTrueUser>;

/**
 * What `/signup` answers for an address that already has a confirmed account (`sanitizeUser`):
 * a random id, no role, no identities, and the metadata just submitted, so the answer looks like
 * a fresh sign-up.
 */
export const GoTrueObfuscatedUser = GoTrueUser.extend({
  role: z.literal(''),
  identities: z.array(GoTrueIdentity).length(0),
});

/** `AccessTokenResponse`: every grant and `/verify` answer this. */
export const GoTrueSession = z.strictObject({
  access_token: z.jwt({ alg: 'HS256' }),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
  expires_at: z.number().int().positive(),
  refresh_token: z.string().min(12),
  user: GoTrueUser,
  /** The social provider's own tokens, after a PKCE sign-in with one. */
  provider_token: z.string().optional(),
  provider_refresh_token: z.string().optional(),
});
export type GoTrueSession = z.infer<typeof GoTrueSession>;

export const GoTrueError = z.strictObject({ code: z.string(), message: z.string() });
export type GoTrueError = z.infer<typeof GoTrueError>;

/** The unversioned error shape, answered to a request without the version header (a browser). */
export const GoTrueLegacyError = z.strictObject({
  code: z.number().int(),
  error_code: z.string(),
  msg: z.string(),
});

/** `checkPasswordStrength`'s refusal: the versioned error with the reasons GoTrue found. */
export const GoTrueWeakPasswordError = z.strictObject({
  code: z.literal('weak_password'),
  message: z.string(),
  weak_password: z.strictObject({
    reasons: z.array(z.enum(['length', 'characters', 'pwned'])).min(1),
  }),
});

/**
 * `/verify` for the first link of a secure e-mail change: a message, no user and no session (a
 * map, so its `code` is the status as a string).
 */
export const GoTrueSingleConfirmation = z.strictObject({
  msg: z.literal(
    'Confirmation link accepted. Please proceed to confirm link sent to the other email',
  ),
  code: z.literal('200'),
});

/**
 * `GET /settings`, the project's public settings. Which providers are listed changes from version
 * to version, so `external` is any name; the rest is the struct as GoTrue prints it.
 */
export const GoTrueSettings = z.strictObject({
  external: z.record(z.string(), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
  sms_provider: z.string(),
  saml_enabled: z.boolean(),
  passkeys_enabled: z.boolean().optional(),
});
export type GoTrueSettings = z.infer<typeof GoTrueSettings>;

/** `/recover` and `/resend` say nothing, whether or not the address is known. */
export const GoTrueEmpty = z.strictObject({});

export const GoTrueUserList = z.strictObject({
  users: z.array(GoTrueUser),
  aud: z.literal('authenticated'),
});

/** Answers without a body: `/logout` (204) and the redirect back from `/authorize` (302). */
export const NoBody = z.null();

export const Recording = z.strictObject({
  /** The request that was answered, e.g. `POST /auth/v1/token?grant_type=password`. */
  request: z.string().regex(/^(GET|POST|PUT|DELETE) \/auth\/v1\//),
  /** How the answer came about, when the request line does not say. */
  note: z.string().optional(),
  status: z.number().int().min(200).max(599),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.unknown(),
});
export type Recording = z.infer<typeof Recording>;

/** Every recording, and the schema its body must match (before and after the fake fills it in). */
export const recordingSchemas = {
  'signup-new-user': GoTrueUser,
  'signup-existing-user-obfuscated': GoTrueObfuscatedUser,
  'over-email-send-rate-limit': GoTrueError,
  'over-email-send-rate-limit-hourly': GoTrueError,
  'over-request-rate-limit': GoTrueError,
  'signup-autoconfirmed': GoTrueSession,
  'signup-user-already-exists': GoTrueError,
  'weak-password': GoTrueWeakPasswordError,
  'token-password-ok': GoTrueSession,
  'token-invalid-credentials': GoTrueError,
  'token-email-not-confirmed': GoTrueError,
  'token-refresh-ok': GoTrueSession,
  'token-refresh-not-found': GoTrueError,
  'token-refresh-already-used': GoTrueError,
  'token-pkce-ok': GoTrueSession,
  'token-pkce-flow-state-not-found': GoTrueError,
  'token-pkce-bad-code-verifier': GoTrueError,
  'verify-ok': GoTrueSession,
  'verify-otp-expired': GoTrueError,
  'verify-link-expired': GoTrueError,
  'verify-email-change-first-link': GoTrueSingleConfirmation,
  user: GoTrueUser,
  'user-update-ok': GoTrueUser,
  'user-update-email-exists': GoTrueError,
  'user-update-same-password': GoTrueError,
  'user-update-current-password-required': GoTrueError,
  'session-not-found': GoTrueError,
  'bad-jwt': GoTrueError,
  logout: NoBody,
  'recover-ok': GoTrueEmpty,
  'resend-ok': GoTrueEmpty,
  'admin-invite-ok': GoTrueUser,
  'admin-invite-email-exists': GoTrueError,
  'admin-create-user': GoTrueUser,
  'admin-create-user-email-exists': GoTrueError,
  'admin-list-users': GoTrueUserList,
  'admin-update-user': GoTrueUser,
  'admin-user-not-found': GoTrueError,
  'not-admin': GoTrueError,
  'authorize-redirect-with-code': NoBody,
  'authorize-unsupported-provider': GoTrueLegacyError,
  'server-error': GoTrueError,
  settings: GoTrueSettings,
  'email-address-not-authorized': GoTrueError,
  'email-address-invalid': GoTrueError,
  'password-too-long': GoTrueError,
  'token-user-banned': GoTrueError,
  'signup-disabled': GoTrueError,
  'captcha-failed': GoTrueError,
  'token-refresh-session-expired': GoTrueError,
  'verify-email-change-conflict': GoTrueError,
} as const;
export type RecordingName = keyof typeof recordingSchemas;

const directory = new URL('.', import.meta.url);

/** Reads every `*.json` recording here and checks it against its schema. */
export function loadRecordings(): Map<RecordingName, Recording> {
  const recordings = new Map<RecordingName, Recording>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.json'))) {
    const name = file.slice(0, -'.json'.length);
    if (!(name in recordingSchemas)) throw new Error(`${file} has no schema in gotrue-schemas.ts`);
    const recording = Recording.parse(JSON.parse(readFileSync(new URL(file, directory), 'utf8')));
    const schema = recordingSchemas[name as RecordingName];
    const parsed = schema.safeParse(recording.body);
    if (!parsed.success) throw new Error(`${file} does not match its schema: ${parsed.error}`);
    recordings.set(name as RecordingName, recording);
  }
  for (const name of Object.keys(recordingSchemas))
    if (!recordings.has(name as RecordingName)) throw new Error(`${name}.json is missing`);
  return recordings;
}
