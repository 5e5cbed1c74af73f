import type { ApiFetcher, AppRoute, AppRouter, InitClientReturn } from '@ts-rest/core';

/** Set only where a page is rendered on the server (the BFF): its calls go to the BFF itself. */
let serverFetcher: ApiFetcher | undefined;

/** Sends every client's calls through `fetcher` (src/prerender/render-page.tsx, on the server). */
export function setServerFetcher(fetcher: ApiFetcher) {
  serverFetcher = fetcher;
}

/**
 * How every call is made: same origin, cookies included, and the custom header that marks it as
 * coming from this app (the BFF's CSRF check relies on it). A status the route does not declare
 * throws (`UnknownStatusError`), as ts-rest's `throwOnUnknownStatus` does.
 */
const clientArgs = {
  baseUrl: '',
  baseHeaders: { 'x-requested-with': 'agentia-web' },
  credentials: 'same-origin',
  throwOnUnknownStatus: true,
} as const;

/** A status the route does not declare (a proxy's 502, a 429 from a limit the contract omits). */
export class UnknownStatusError extends Error {
  override name = 'UnknownStatusError';
  readonly response: { status: number; body: unknown; headers: Headers };
  constructor(
    response: { status: number; body: unknown; headers: Headers },
    knownStatuses: string[],
  ) {
    super(
      `Server returned unexpected response. Expected one of: ${knownStatuses.join(',')} got: ${response.status}`,
    );
    this.response = response;
  }
}

/** What a route's function is called with (the subset of ts-rest's arguments the app uses). */
interface CallArgs {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  fetchOptions?: RequestInit;
}

/**
 * ts-rest's query encoding (qs-compatible: `a[0]=x`, `a[b]=y`, a Date as ISO, null as empty).
 */
function queryPairs(key: string, value: unknown): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => queryPairs(`${key}[${index}]`, item));
  if (value instanceof Date) return [[key, value.toISOString()]];
  if (value === null) return [[key, '']];
  if (value === undefined) return [];
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => queryPairs(`${key}[${name}]`, item));
  return [[key, String(value as string | number | boolean)]];
}

export function queryString(query: Record<string, unknown> | undefined): string {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) => queryPairs(key, value));
  return pairs.length === 0
    ? ''
    : `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
}

/** `/brains/:id` with `{ id }`, as ts-rest fills a path (an optional parameter left out goes). */
export function pathWith(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\/?:([^/?]+)\??/g, (matched, name: string) =>
    params[name] ? `${matched.startsWith('/') ? '/' : ''}${params[name]}` : '',
  );
}

/** A multipart body as ts-rest builds it: files as files, anything else as JSON text. */
function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) =>
    form.append(key, value instanceof File ? value : JSON.stringify(value));
  for (const [key, value] of Object.entries(body))
    for (const item of Array.isArray(value) ? value : [value]) append(key, item);
  return form;
}

/** The browser's fetch, answered as ts-rest's fetcher answers: JSON, text or a blob by type. */
const browserFetcher: ApiFetcher = async ({ path, method, headers, body, fetchOptions }) => {
  const response = await fetch(path, { ...fetchOptions, method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  const parsed =
    type.includes('application/') && type.includes('json')
      ? response.status === 204
        ? undefined
        : await response.json()
      : type.includes('text/')
        ? await response.text()
        : await response.blob();
  return { status: response.status, body: parsed, headers: response.headers };
};

/** A call of the client, which also says the address it asks (for `preloadRead`). */
type RouteCall = ((args?: CallArgs) => Promise<unknown>) & {
  method: string;
  pathFor: (args?: CallArgs) => string;
};

function routeCall(route: AppRoute): RouteCall {
  const known = Object.keys(route.responses);
  const pathFor = ({ params, query }: CallArgs = {}) =>
    `${clientArgs.baseUrl}${pathWith(
      route.path,
      Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, String(value)])),
    )}${queryString(query)}`;
  const call = async ({ params, query, body, headers, fetchOptions }: CallArgs = {}) => {
    const path = pathFor({ params, query });
    const merged: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...clientArgs.baseHeaders, ...headers }))
      if (value !== undefined) merged[name.toLowerCase()] = value;
    let payload: BodyInit | undefined;
    let contentType: string | undefined;
    if (route.method !== 'GET') {
      if ('contentType' in route && route.contentType === 'multipart/form-data') {
        contentType = 'multipart/form-data';
        payload = body instanceof FormData ? body : formData(body as Record<string, unknown>);
      } else if (body !== null && body !== undefined) {
        contentType = 'application/json';
        merged['content-type'] ??= 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const response = await (serverFetcher ?? browserFetcher)({
      route,
      path,
      method: route.method,
      headers: merged,
      body: payload,
      rawBody: body,
      rawQuery: query,
      contentType,
      validateResponse: false,
      fetchOptions: { credentials: clientArgs.credentials, ...fetchOptions },
      ...(fetchOptions?.signal && { signal: fetchOptions.signal }),
    } as Parameters<ApiFetcher>[0]);
    if (!known.includes(String(response.status)))
      throw new UnknownStatusError(
        response as { status: number; body: unknown; headers: Headers },
        known,
      );
    return response;
  };
  return Object.assign(call, { method: route.method, pathFor });
}

const preloaded = new Set<string>();

declare global {
  /** Set by the build as it follows a route (scripts/prerender.ts): what it reads first. */
  var __prerenderReads: Set<string> | undefined;
}

/**
 * Asks the browser now for what a screen will read first, with the arguments it will read it
 * with (`preloadRead(api.brains.listBrains, { query })`): a `<link rel="preload" as="fetch">`,
 * whose answer the screen's own call then takes, as it does the session's (ADR 060). The app
 * starts it for the page it opens on, beside the screen's chunks rather than after them. A GET
 * only, once per address; on the server, the address is only recorded: the build lists each
 * route's first reads (scripts/prerender.ts), which the BFF names in the page's response (ADR 063).
 */
export function preloadRead<F extends (args: never) => Promise<unknown>>(
  call: F,
  ...args: Parameters<F>
) {
  const { method, pathFor } = call as unknown as Partial<RouteCall>;
  // With the mocked BFF (`pnpm dev:mock`) a preload could leave before the mock's service worker
  // controls the page, and reach the dev server instead: the calls are made as they come.
  if (import.meta.env.MODE === 'mock' || method !== 'GET' || !pathFor) return;
  const path = pathFor(args[0] as CallArgs | undefined);
  // The build records what each route reads first, for the BFF to name in index.html's response.
  if (typeof document === 'undefined') return void globalThis.__prerenderReads?.add(path);
  if (preloaded.has(path)) return;
  preloaded.add(path);
  // Asked for already by a signed-in page's boot script (its `page-reads`, ADR 067).
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="fetch"]'))
    if (link.getAttribute('href') === path) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.href = path;
  // `anonymous` is the calls' `same-origin` credentials: the browser matches them by it.
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

function build(router: AppRouter): unknown {
  return Object.fromEntries(
    Object.entries(router).map(([key, value]) => [
      key,
      'method' in value && 'path' in value
        ? routeCall(value as AppRoute)
        : build(value as AppRouter),
    ]),
  );
}

/**
 * A typed client of `router` (the whole API, or one feature's routes mounted as the API mounts
 * them), typed as ts-rest's `initClient` types it. Built here rather than by ts-rest's runtime,
 * which carries a copy of zod 3 that no tree-shaking removes (ADR 060): it makes the same
 * requests and answers the same way for what the app uses (params, query, JSON and multipart
 * bodies, headers, fetch options).
 */
export function clientFor<T extends AppRouter>(
  router: T,
): InitClientReturn<T, typeof clientArgs & { api: ApiFetcher }> {
  return build(router) as InitClientReturn<T, typeof clientArgs & { api: ApiFetcher }>;
}
