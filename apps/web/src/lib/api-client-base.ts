import { initClient, type AppRouter } from '@ts-rest/core';

/**
 * A typed client of `router` (the whole API, or one feature's routes mounted as the API mounts
 * them): same origin, cookies included. The custom header marks every call as coming from this
 * app (the BFF's CSRF check relies on it).
 */
export function clientFor<T extends AppRouter>(router: T) {
  return initClient(router, {
    baseUrl: '',
    baseHeaders: { 'x-requested-with': 'agentia-web' },
    credentials: 'same-origin',
    throwOnUnknownStatus: true,
  });
}
