import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** Codes of the BFF's account errors this app words itself, in both languages. */
const knownCodes = new Set([
  'invalid_credentials',
  'email_not_confirmed',
  'invalid_code',
  'invalid_link',
  'email_taken',
  'same_email',
  'unknown_provider',
  'oauth_failed',
  'invalid_state',
  'unauthenticated',
  'weak_password',
  'account_exists',
  'current_password_required',
  'email_send_limit',
  'account_disabled',
  'account_banned',
  'password_too_long',
  'email_not_authorized',
  'email_address_invalid',
  'signup_disabled',
  'captcha_required',
]);

/**
 * The text for a failed call (spec §8): the server's error, worded in the page's language when
 * its code is known; a rate limit with its wait; when no answer came at all, "Error connecting to
 * authentication server".
 */
export function errorText(t: TFunction<'auth'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.connection');
  const { status, body } = error;
  if (status === 429) {
    const seconds = error.retryAfterSeconds;
    // The identity provider's hourly e-mail cap: nothing was sent; say when sending works again.
    if (body?.code === 'email_send_limit')
      return seconds !== null
        ? t('serverErrors.email_send_limit_wait', { seconds })
        : t('serverErrors.email_send_limit');
    return seconds !== null ? t('errors.rateLimited', { seconds }) : t('errors.tooMany');
  }
  if (body?.code && knownCodes.has(body.code)) return t(`serverErrors.${body.code}`);
  return body?.error ?? t('errors.generic');
}

export const isApiError = (error: unknown, status: number, code?: string) =>
  error instanceof ApiError && error.status === status && (!code || error.body?.code === code);
