import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, ErrorBody, Language, SessionUser, Text, validationMessages } from './common.ts';

const c = initContract();

export const PASSWORD_MIN_LENGTH = 8;
/** The longest password a sign-in form takes: accounts made before the byte limit keep theirs. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The most a new password may weigh in UTF-8: bcrypt, which Supabase hashes with, reads no further
 * (GoTrue refuses more), and both identity providers keep the same rule.
 */
export const PASSWORD_MAX_BYTES = 72;
const utf8 = new TextEncoder();
export const passwordBytes = (password: string) => utf8.encode(password).length;
/** The code length of the embedded provider, and the default of a Supabase project. */
export const CODE_LENGTH = 6;
/** Supabase projects may e-mail codes of 6 to 10 digits (`MAILER_OTP_LENGTH`). */
export const CODE_MAX_LENGTH = 10;
/** Seconds before another code can be sent to the same address. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const EmailField = Text.trim()
  .min(1, validationMessages.required)
  .pipe(z.email(validationMessages.email))
  .pipe(z.string().max(254))
  .transform((email) => email.toLowerCase());

/** A new password: at least 8 characters, at most 72 bytes of UTF-8. */
export const PasswordField = Text.min(
  PASSWORD_MIN_LENGTH,
  validationMessages.passwordLength,
).refine(
  (password) => passwordBytes(password) <= PASSWORD_MAX_BYTES,
  validationMessages.passwordTooLong,
);

export const FullNameField = Text.trim().min(1, validationMessages.required).max(120);

/** The exact length is the provider's (`AccountSettings.codeLength`); any it may use passes here. */
export const CodeField = Text.trim()
  .min(1, validationMessages.codeRequired)
  .regex(new RegExp(`^\\d{${CODE_LENGTH},${CODE_MAX_LENGTH}}$`), validationMessages.codeDigits);

/** An opaque single-use token from an e-mailed link. */
export const LinkToken = Text.trim().regex(/^[A-Za-z0-9_-]{16,256}$/, 'Invalid or expired link');

export const accountTypes = ['professional', 'enterprise'] as const;
export const AccountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof AccountType>;

/** Why a signed-in user may be missing features (§4: the agent authentication server failed). */
export const SessionWarning = z.enum(['agent_auth_unavailable']);
export type SessionWarning = z.infer<typeof SessionWarning>;

/** The answer of every call that signs someone in. Tokens never appear: they stay in cookies. */
export const SignedIn = z.object({
  user: SessionUser,
  warning: SessionWarning.nullable(),
});
export type SignedIn = z.infer<typeof SignedIn>;

export const RegisterRequest = z.object({
  fullName: FullNameField,
  email: EmailField,
  password: PasswordField,
  accountType: AccountType,
  locale: Language.default('en'),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** Sent whether or not the address already has an account: nobody learns who is registered. */
export const CodeSent = z.object({
  status: z.literal('code_sent'),
  email: z.email(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type CodeSent = z.infer<typeof CodeSent>;

/**
 * The identity provider may not send e-mail now (Supabase's hourly cap): the registration is kept
 * and its code goes out by `sendAt` at the latest, without anyone asking again.
 */
export const CodeScheduled = z.object({
  status: z.literal('code_scheduled'),
  email: z.email(),
  sendAt: z.iso.datetime({ offset: true }),
});
export type CodeScheduled = z.infer<typeof CodeScheduled>;

export const CodeOnItsWay = z.discriminatedUnion('status', [CodeSent, CodeScheduled]);
export type CodeOnItsWay = z.infer<typeof CodeOnItsWay>;

export const VerifyCodeRequest = z.object({ email: EmailField, code: CodeField });
export const ResendCodeRequest = z.object({ email: EmailField, locale: Language.default('en') });

export const LoginRequest = z.object({
  email: EmailField,
  password: Text.min(1, validationMessages.required).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const linkPurposes = ['signup', 'recovery', 'invite', 'email_change'] as const;
export const LinkPurpose = z.enum(linkPurposes);
export type LinkPurpose = z.infer<typeof LinkPurpose>;

export const ConfirmLinkRequest = z.object({ token: LinkToken, type: LinkPurpose });
/** What a verified link leads to; the SPA routes on `type`. */
export const LinkConfirmed = z.object({
  type: LinkPurpose,
  email: z.email(),
});
export type LinkConfirmed = z.infer<typeof LinkConfirmed>;

/**
 * An e-mail change link that counted but did not finish the change: the identity provider asks
 * for a link to each address (Supabase's secure e-mail change) and the other one is still to come.
 */
export const EmailChangePending = z.object({ status: z.literal('confirm_other_address') });
export type EmailChangePending = z.infer<typeof EmailChangePending>;

export const PasswordResetRequest = z.object({
  email: EmailField,
  locale: Language.default('en'),
});
export const Accepted = z.object({ status: z.literal('accepted') });
export const TokenRequest = z.object({ token: LinkToken });
export const LinkDetails = z.object({ email: z.email() });
export const CompletePasswordResetRequest = z.object({ token: LinkToken, password: PasswordField });

export const CompleteInvitationRequest = z.object({
  token: LinkToken,
  fullName: FullNameField,
  password: PasswordField,
});

export const EmailChangeRequest = z.object({
  newEmail: EmailField,
  locale: Language.default('en'),
});

export const ProviderId = Text.regex(/^[a-z][a-z0-9-]{1,30}$/, 'Unknown provider');
export const AuthProvider = z.object({ id: ProviderId, name: z.string() });

/** How the identity provider in use sends codes and links, so the screens state the real values. */
export const AccountSettings = z.object({
  codeLength: z.number().int().min(CODE_LENGTH).max(CODE_MAX_LENGTH),
  /** How long a sign-up code (and its link) can be used. */
  codeValidSeconds: z.number().int().positive(),
  resetLinkValidSeconds: z.number().int().positive(),
  invitationValidSeconds: z.number().int().positive(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

export const AuthProviders = z.object({
  providers: z.array(AuthProvider),
  /** Always sent by the BFF; optional for the clients and mocks written before it. */
  account: AccountSettings.optional(),
});
export type AuthProviders = z.infer<typeof AuthProviders>;

/** Where to go back to after sign-in: a path of this site, never another origin. */
export const RedirectPath = Text.max(2048).regex(/^\/(?!\/)[^\\\s]*$/, 'Invalid redirect');

export const OAuthStartRequest = z.object({ redirect: RedirectPath.optional() });
export const OAuthStart = z.object({ url: z.url() });
export const OAuthCallbackRequest = z.object({
  code: Text.min(1).max(2048),
  state: Text.min(16).max(256),
});
export const OAuthSignedIn = SignedIn.extend({ redirect: RedirectPath.nullable() });

const errors = { 400: ErrorBody, 429: ErrorBody };

export const authContract = c.router({
  register: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/register',
    body: RegisterRequest,
    responses: { 201: CodeOnItsWay, 403: ErrorBody, ...errors },
    summary:
      'Create a Free account (or Pro/Enterprise type) and e-mail a 6-digit code (`code_scheduled`: the provider cannot send e-mail now; the code goes out by `sendAt`); 403 `signup_disabled` when registrations are closed',
  },
  verifyCode: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/verify-code',
    body: VerifyCodeRequest,
    responses: { 200: SignedIn, 403: ErrorBody, ...errors },
    summary: 'Activate the account with the e-mailed code and sign in',
  },
  resendCode: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/resend-code',
    body: ResendCodeRequest,
    responses: { 202: CodeOnItsWay, ...errors },
    summary:
      'Send a new code (same answer whether or not the address is known; `code_scheduled` while a code waits for the provider to send it)',
  },
  login: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/login',
    body: LoginRequest,
    responses: { 200: SignedIn, 401: ErrorBody, 403: ErrorBody, ...errors },
    summary:
      'Sign in with e-mail and password; 403 `email_not_confirmed` when the code was never entered',
  },
  logout: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/logout',
    body: c.noBody(),
    // 400: a body was sent anyway, and it is not even JSON.
    responses: { 204: c.noBody(), 400: ErrorBody },
    summary: 'Sign out: tell the agent server, end the session, clear the cookies',
  },
  confirmLink: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/confirm',
    body: ConfirmLinkRequest,
    responses: { 200: LinkConfirmed, 202: EmailChangePending, 409: ErrorBody, ...errors },
    summary:
      'Verify an e-mailed link. Sign-up links are consumed here; the others are checked and kept (202: the other address of an e-mail change must confirm too)',
  },
  requestPasswordReset: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/password-reset',
    body: PasswordResetRequest,
    responses: { 202: Accepted, ...errors },
    summary: 'E-mail a reset link (same answer whether or not the address is known)',
  },
  completePasswordReset: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/password-reset/complete',
    body: CompletePasswordResetRequest,
    responses: { 200: Accepted, ...errors },
    summary: 'Set a new password with the reset link; every session of the account ends',
  },
  verifyInvitation: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/invitation/verify',
    body: TokenRequest,
    responses: { 200: LinkDetails, ...errors },
    summary: 'Check an invitation link and tell which address it was sent to',
  },
  completeInvitation: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/invitation/complete',
    body: CompleteInvitationRequest,
    responses: { 201: Accepted, ...errors },
    summary: 'Create the invited account with its name and password',
  },
  requestEmailChange: {
    method: 'POST',
    metadata: access.profileOwner,
    path: '/auth/email-change',
    body: EmailChangeRequest,
    responses: { 202: Accepted, 401: ErrorBody, 409: ErrorBody, ...errors },
    summary: 'E-mail a confirmation link to the new address (signed in)',
  },
  confirmEmailChange: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/email-change/confirm',
    body: TokenRequest,
    responses: {
      200: SignedIn,
      202: EmailChangePending,
      403: ErrorBody,
      409: ErrorBody,
      ...errors,
    },
    summary:
      'Switch the account to the new address from its confirmation link, and sign in (202: this link counted, the other address must confirm too)',
  },
  listProviders: {
    method: 'GET',
    metadata: access.public,
    path: '/auth/providers',
    responses: { 200: AuthProviders },
    summary:
      'The social identity providers this deployment offers, and its code length and link lifetimes',
  },
  startOAuth: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/oauth/:provider/start',
    pathParams: z.object({ provider: ProviderId }),
    body: OAuthStartRequest,
    responses: { 200: OAuthStart, 404: ErrorBody, ...errors },
    summary: 'Begin social sign-in (OpenID Connect, PKCE, offline access, consent prompt)',
  },
  completeOAuth: {
    method: 'POST',
    metadata: access.public,
    path: '/auth/oauth/:provider/callback',
    pathParams: z.object({ provider: ProviderId }),
    body: OAuthCallbackRequest,
    responses: { 200: OAuthSignedIn, 403: ErrorBody, 404: ErrorBody, ...errors },
    summary: 'Finish social sign-in with the provider’s code and the single-use state',
  },
});
