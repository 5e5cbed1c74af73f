import { apiContract } from '@app/contracts';
import { initClient } from '@ts-rest/core';

// Kept apart so that code on the first page (the query client's retry rule) can tell errors
// apart without loading the contract.
export { ApiError, errorStatus } from './api-errors';

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
