import { apiContract, type ErrorBody } from '@app/contracts';
import { initClient } from '@ts-rest/core';

/**
 * The one way the SPA talks to the BFF: same origin, cookies included, typed by the contract.
 * The custom header marks every call as coming from this app (the BFF's CSRF check relies on it).
 */
export const api = initClient(apiContract, {
  baseUrl: '',
  baseHeaders: { 'x-requested-with': 'agentia-web' },
  credentials: 'same-origin',
  throwOnUnknownStatus: true,
});

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
