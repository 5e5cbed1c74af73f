import { initClient, tsRestFetchApi, type ApiFetcher, type AppRouter } from '@ts-rest/core';

/** Set only where a page is rendered on the server (the BFF): its calls go to the BFF itself. */
let serverFetcher: ApiFetcher | undefined;

/** Sends every client's calls through `fetcher` (src/prerender/render-page.tsx, on the server). */
export function setServerFetcher(fetcher: ApiFetcher) {
  serverFetcher = fetcher;
}

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
    api: (args) => (serverFetcher ?? tsRestFetchApi)(args),
  });
}
