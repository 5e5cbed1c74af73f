import type { ErrorBody } from '@app/contracts';

/** A call the BFF answered with an error: its status and, when it sent one, its error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  constructor(status: number, body: unknown) {
    const error = (body as ErrorBody | undefined)?.error;
    super(error ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body as ErrorBody | undefined;
  }
}

/** The status of a failed call: ours (ApiError), or ts-rest's for an undeclared one; null without an answer. */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * What a failed call tells the reader: a known refusal (by its code) in their language, else the
 * server's own text, else a network or generic message. `t` is the feature's namespace, which has
 * `errors.network`, `errors.generic`, `errors.noSession` and `refusals.<key>`.
 */
export function apiErrorText(
  error: unknown,
  t: (key: string) => string,
  refusalByCode: Record<string, string>,
): string {
  const status = errorStatus(error);
  if (status === null)
    return error instanceof TypeError ? t('errors.network') : t('errors.generic');
  if (status === 401) return t('errors.noSession');
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
