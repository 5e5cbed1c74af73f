import type { ErrorBody } from '@app/contracts';
import { retryAfterSeconds } from './wait';

/**
 * A call the BFF answered with an error: its status, its error body when it sent one, and how
 * long it asked to wait (`Retry-After`, on a 429 or a 503) when it said.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  readonly retryAfterSeconds: number | null;
  constructor(status: number, body: unknown, headers?: Pick<Headers, 'get'>) {
    const error = (body as ErrorBody | undefined)?.error;
    super(error ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body as ErrorBody | undefined;
    this.retryAfterSeconds = retryAfterSeconds(headers?.get('retry-after'));
  }
}

/** The status of a failed call: ours (ApiError), or ts-rest's for an undeclared one; null without an answer. */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * What a failed call tells the reader: a known refusal (by its code) in their language, a rate
 * limit with its wait, else the server's own text, else a network or generic message. `t` is the
 * feature's namespace, which has `errors.network`, `errors.generic`, `errors.noSession` and
 * `refusals.<key>`.
 */
export function apiErrorText(
  error: unknown,
  t: (key: string, options?: { seconds: number }) => string,
  refusalByCode: Record<string, string>,
): string {
  const status = errorStatus(error);
  if (status === null)
    return error instanceof TypeError ? t('errors.network') : t('errors.generic');
  if (status === 401) return t('errors.noSession');
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : null;
  if (status === 429 && seconds !== null) return t('common:error.rateLimited', { seconds });
  const body = error instanceof ApiError ? error.body : undefined;
  const key = body?.code ? refusalByCode[body.code] : undefined;
  if (key) return t(`refusals.${key}`);
  return body?.error?.trim() || t('errors.generic');
}

/** The thing is not there for this reader (404), or its address is not one (400). */
export function isMissing(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}
