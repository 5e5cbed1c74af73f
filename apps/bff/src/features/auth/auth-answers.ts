import { RESEND_COOLDOWN_SECONDS, type ErrorBody } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type CodeDelivery,
  IdentityError,
  IdentityRateLimited,
} from '../../services/identity/identity.ts';

export const authMessages = {
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  emailNotConfirmed: 'Please confirm your e-mail address with the code we sent you.',
  invalidCode: 'Invalid or expired verification code',
  invalidLink: 'Invalid or expired link',
  emailTaken: 'This e-mail address already has an account',
  sameEmail: 'This is already your e-mail address',
  unknownProvider: 'Unknown provider',
  oauthFailed: 'Social sign-in failed. Please try again.',
  oauthState: 'This sign-in attempt has expired or was already used. Please try again.',
  noSession: 'No user logged in',
  weakPassword:
    'This password is not strong enough for our sign-in service. Choose a longer one that mixes upper- and lower-case letters, digits and symbols.',
  accountExists:
    'This e-mail address already has an account. Sign in, or reset your password if you forgot it.',
  currentPasswordRequired:
    'A new password cannot be set from this link. Please ask for a new reset link, or sign in with your current password.',
  accountDisabled:
    'This account has been disabled. Please contact us if you think this is a mistake.',
  accountBanned:
    'This account has been suspended. Please contact us if you think this is a mistake.',
  passwordTooLong:
    'This password is too long: use at most 72 bytes (fewer characters with accents or emoji).',
  emailNotAuthorized:
    'Our e-mail service cannot write to this address yet. Please contact us so we can fix it.',
  emailAddressInvalid:
    'We could not deliver e-mail to this address. Please check it, or use another one.',
  signupDisabled: 'New registrations are closed for now. Please try again later or contact us.',
  captchaRequired:
    'Our sign-in service asked for a check this site cannot show yet. Please try again later or contact us.',
} as const;

export const fail = <S extends number>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});

/** Maps an identity outcome to the API's answer; anything else is a real failure. */
export function identityFailure(error: unknown) {
  if (!(error instanceof IdentityError)) throw error;
  switch (error.code) {
    case 'invalid_credentials':
      return fail(401, authMessages.invalidCredentials, error.code);
    case 'email_not_confirmed':
      return fail(403, authMessages.emailNotConfirmed, error.code);
    case 'invalid_code':
      return fail(400, authMessages.invalidCode, error.code);
    case 'invalid_link':
      return fail(400, authMessages.invalidLink, error.code);
    case 'email_taken':
      return fail(409, authMessages.emailTaken, error.code);
    case 'unknown_provider':
      return fail(404, authMessages.unknownProvider, error.code);
    case 'oauth_failed':
      return fail(400, authMessages.oauthFailed, error.code);
    case 'weak_password':
      return fail(400, authMessages.weakPassword, error.code);
    case 'account_exists':
      return fail(400, authMessages.accountExists, error.code);
    case 'current_password_required':
      return fail(400, authMessages.currentPasswordRequired, error.code);
    case 'account_disabled':
      return fail(403, authMessages.accountDisabled, error.code);
    case 'account_banned':
      return fail(403, authMessages.accountBanned, error.code);
    case 'password_too_long':
      return fail(400, authMessages.passwordTooLong, error.code);
    case 'email_not_authorized':
      return fail(400, authMessages.emailNotAuthorized, error.code);
    case 'email_address_invalid':
      return fail(400, authMessages.emailAddressInvalid, error.code);
    case 'signup_disabled':
      return fail(403, authMessages.signupDisabled, error.code);
    // The project's settings, not the person: nothing they can change (docs/operations.md).
    case 'captcha_required':
      return fail(503, authMessages.captchaRequired, error.code);
    case 'session_ended':
      return fail(401, authMessages.noSession, 'unauthenticated');
  }
}

/** What became of a code, as the API says it. */
export const codeAnswer = (email: string, delivery: CodeDelivery) =>
  delivery.status === 'code_sent'
    ? { status: 'code_sent' as const, email, resendAfterSeconds: RESEND_COOLDOWN_SECONDS }
    : { status: 'code_scheduled' as const, email, sendAt: delivery.sendAt.toISOString() };

/**
 * The identity provider's own limits (Supabase's hourly e-mail cap, its per-address limits), in
 * the product's words with `Retry-After`. Anything else goes on to the app's error handler.
 */
export function rateLimitHandler(error: Error, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof IdentityRateLimited)) throw error;
  request.log.warn({ err: error, reason: error.reason }, 'identity provider rate limit');
  return reply
    .status(429)
    .header('retry-after', String(error.retryAfterSeconds))
    .send({
      error: error.message,
      code: error.reason === 'email_quota' ? 'email_send_limit' : 'rate_limited',
    } satisfies ErrorBody);
}

/** The address a request names, for rate-limit keys: read before the body is validated. */
export const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};
