import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { apiContract, Session } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { TtlCache } from '../lib/ttl-cache.ts';

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built SPA: hashed assets cached for a year (the build's .br or .gz beside a file is
 * sent when the browser accepts it), everything else revalidated, and any unknown non-API GET
 * answered with a page (`sendPage`): the public page prerendered at build time for a visitor
 * without a session, a signed-in page rendered with the visitor's session, else index.html, so
 * the client router can take over. Unknown /api paths stay
 * JSON 404s (registered in app.ts).
 */
export interface WebAppState {
  /** The built SPA was found and is served (unknown page paths then get index.html). */
  ready: boolean;
  /** The pages the build prerendered (dist/prerendered/pages.json): path -> file, per language. */
  prerendered?: PrerenderedPages;
  /** Renders the data pages, when the build made its server entry (see `dataPageRenderer`). */
  dataPages?: DataPageRenderer;
  /** Renders a signed-in visitor's pages, when the build made its server entry. */
  signedInPages?: SignedInPageRenderer;
  /** Whether a path is a page only a signed-in visitor sees (`PrerenderedPages.signedInPages`). */
  signedInPage?: (path: string) => boolean;
  /** index.html's `Link` header for a page path in a language (`indexHtmlLinks`). */
  indexLinks?: (path: string, language: string, query: boolean) => string;
  /** What the web app loads on a page path in a language (`routeLoads`). */
  loads?: RouteLoads;
}

export interface PrerenderedPages {
  languages: string[];
  pages: Record<string, string>;
  /** The boot script a rendered page names (assets/boot-<hash>.js). */
  boot?: string;
  /** The route patterns of the pages the BFF renders with the API's answers (`/tools/:id`). */
  dataPages?: string[];
  /** Pages rendered the same whatever their query (`/login?redirect=…`). */
  pagesIgnoringQuery?: string[];
  /** Route patterns of the pages only a signed-in visitor sees (`/dashboard/*`). */
  signedInPages?: string[];
  /** The stylesheets and script index.html names (`assets/index-<hash>.js`). */
  shell?: string[];
  /**
   * What the web app starts loading when it starts on a route, beyond the shell: route pattern
   * (in the order the router tries them) -> language -> files (its chunks and translations).
   */
  preloads?: Record<string, Record<string, string[]>>;
  /**
   * What the web app first asks the API on a route without a parameter, its URL without a query:
   * route pattern -> language -> addresses (`/api/brains?scope=mine&page=1&pageSize=12`).
   */
  reads?: Record<string, Record<string, string[]>>;
}

/**
 * Whether a path is one of these route patterns: `:name` is one segment, a last `/*` anything
 * below (as the web app's router reads them).
 */
export function routeMatcher(patterns: string[]): (path: string) => boolean {
  const expressions = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split('/')
          .map((part) =>
            part === '*'
              ? '.+'
              : part.startsWith(':')
                ? '[^/]+'
                : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')}$`,
      ),
  );
  return (path) => expressions.some((expression) => expression.test(path));
}

/** The language cookie the web app sets whenever the visitor's language is set or changed. */
export const LANGUAGE_COOKIE = 'lang';

async function webAppPlugin(
  app: FastifyInstance,
  options: { distDir: string; state: WebAppState },
) {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { distDir: options.distDir },
      'The web app is not built: run `pnpm build` (or `pnpm start`) to serve it from the BFF',
    );
    return;
  }
  // The built SPA's files are public, like any web page: each route @fastify/static makes for a
  // file of this folder (it names the folder in the route's config) is declared so.
  const folder = options.distDir.replace(/\/+$/, '');
  app.addHook('onRoute', (route) => {
    const rootPath = (route.config as { rootPath?: string } | undefined)?.rootPath;
    if (rootPath?.replace(/\/+$/, '') === folder)
      route.config = { ...route.config, auth: 'public' };
  });
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    // The build writes each script and stylesheet also as .br and .gz (best compression, once):
    // sent as the browser accepts, they skip the on-the-fly compression.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const urlPath = path.slice(options.distDir.length).replaceAll('\\', '/');
      reply.header(
        'cache-control',
        HASHED_ASSET.test(urlPath)
          ? 'public, max-age=31536000, immutable'
          : urlPath === '/index.html' || PRERENDERED.test(urlPath)
            ? 'no-cache' // a page must always point at the current build's assets
            : 'public, max-age=3600',
      );
    },
  });
  const pagesFile = join(options.distDir, 'prerendered/pages.json');
  if (existsSync(pagesFile)) {
    const prerendered = JSON.parse(readFileSync(pagesFile, 'utf8')) as PrerenderedPages;
    options.state.prerendered = prerendered;
    options.state.signedInPage = routeMatcher(prerendered.signedInPages ?? []);
    options.state.indexLinks = indexHtmlLinks(prerendered);
    options.state.loads = routeLoads(prerendered);
    const serverEntry = join(options.distDir, '..', '.prerender', 'render-page.js');
    if (prerendered.boot && existsSync(serverEntry)) {
      const entry = serverEntryLoader(serverEntry);
      const template = readFileSync(indexFile, 'utf8');
      if (prerendered.dataPages?.length)
        options.state.dataPages = dataPageRenderer({
          entry,
          template,
          boot: prerendered.boot,
          patterns: prerendered.dataPages,
        });
      if (prerendered.signedInPages?.length)
        options.state.signedInPages = signedInPageRenderer({
          entry,
          template,
          boot: prerendered.boot,
        });
    }
  }
  options.state.ready = true;
}

const PRERENDERED = /^\/prerendered\//;

export const webApp = fp(webAppPlugin, { name: 'web-app' });

/**
 * index.html's web app asks for the session before anything else it shows: the page's response
 * tells the browser to ask at once, beside the app's scripts rather than after they have run
 * (the app's `fetch` then takes the preloaded answer; ADR 060). A prerendered page says signed
 * out and asks nothing.
 */
export const SESSION_PRELOAD = `<${apiContract.session.getSession.path}>; rel=preload; as=fetch; crossorigin`;

/**
 * index.html's `Link` header for a page: the shell's files, the session, what the screen first
 * asks the API (when the URL has no query, which the screen would read), then every chunk and
 * translation the web app starts loading on that page in that language, as the build listed them
 * (`PrerenderedPages.preloads`, `reads`). The browser asks for them all as the response arrives,
 * rather than once the entry has run (ADR 062, 063). A path no route matches gets the shell and
 * the session.
 */
export function indexHtmlLinks({
  shell = [],
  preloads = {},
  reads = {},
}: Pick<PrerenderedPages, 'shell' | 'preloads' | 'reads'>): (
  path: string,
  language: string,
  query: boolean,
) => string {
  // As index.html names them: `<script type="module" crossorigin>`, `<link rel="stylesheet" crossorigin>`.
  const link = (file: string) =>
    file.endsWith('.css')
      ? `</${file}>; rel=preload; as=style; crossorigin`
      : `</${file}>; rel=modulepreload`;
  const first = [
    ...shell.filter((file) => file.endsWith('.css')).map(link),
    ...shell.filter((file) => !file.endsWith('.css')).map(link),
    SESSION_PRELOAD,
  ];
  // As the app asks for them: `preloadRead`, a `<link rel=preload as=fetch crossorigin>`.
  const read = (address: string) => `<${address}>; rel=preload; as=fetch; crossorigin`;
  const fallback = first.join(', ');
  const routes = Object.entries(preloads).map(([pattern, languages]) => ({
    matches: routeMatcher([pattern]),
    links: Object.fromEntries(
      Object.entries(languages).map(([language, files]) => {
        const addresses = reads[pattern]?.[language] ?? [];
        const header = (query: boolean) =>
          [...first, ...(query ? [] : addresses.map(read)), ...files.map(link)].join(', ');
        return [language, { withQuery: header(true), withoutQuery: header(false) }];
      }),
    ),
  }));
  return (path, language, query) => {
    const links = routes.find((route) => route.matches(path))?.links[language];
    return links ? (query ? links.withQuery : links.withoutQuery) : fallback;
  };
}

/** What the web app loads on a page in a language: files (chunks, translations), first reads. */
export type RouteLoads = (
  path: string,
  language: string,
  query: boolean,
) => { files: string[]; reads: string[] };

/**
 * What the web app starts loading on a page, as the build listed it (`PrerenderedPages.preloads`,
 * `reads`): its files beyond the shell, and what the screen first reads of the API when the URL has
 * no query the screen would read. Nothing for a path no route matches.
 */
export function routeLoads({
  preloads = {},
  reads = {},
}: Pick<PrerenderedPages, 'preloads' | 'reads'>): RouteLoads {
  const routes = Object.entries(preloads).map(([pattern, languages]) => ({
    matches: routeMatcher([pattern]),
    languages,
    reads: reads[pattern] ?? {},
  }));
  return (path, language, query) => {
    const route = routes.find((candidate) => candidate.matches(path));
    return {
      files: route?.languages[language] ?? [],
      reads: route && !query ? (route.reads[language] ?? []) : [],
    };
  };
}

export function sendIndexHtml(reply: FastifyReply, links = SESSION_PRELOAD) {
  return reply.header('link', links).type('text/html; charset=utf-8').sendFile('index.html');
}

/**
 * The language of a prerendered page: the visitor's choice (the `lang` cookie), else the first
 * the browser accepts (Accept-Language), else the first the build made (English).
 */
export function pageLanguage(request: FastifyRequest, languages: string[]): string {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (chosen && languages.includes(chosen)) return chosen;
  return new Negotiator(request).language(languages) ?? languages[0]!;
}

/** The login page's address for a visitor sent there from `url`, which it returns them to. */
const loginFor = (url: string) => `/login?redirect=${encodeURIComponent(url)}`;

/**
 * A page path (decoded): its prerendered HTML when the build made one and the visitor has no
 * session (the page then tells the web app so, and it shows no loader and asks for no session),
 * a signed-in page rendered with the session of the visitor who has one (`sendSignedInPage`),
 * else index.html, where the web app shows its loader while the session loads. All vary with
 * the cookies and the browser's languages, and are revalidated at every visit.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { path, state, sessionCookie }: { path: string; state: WebAppState; sessionCookie: string },
) {
  reply.header('vary', 'Cookie, Accept-Language');
  const prerendered = state.prerendered;
  // `/pricing/` is `/pricing`, as the web app's router reads it.
  const page = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  const file = page === '' || page === '/' ? prerendered?.pages[path] : prerendered?.pages[page];
  const signedOut = request.cookies[sessionCookie] === undefined;
  // A page only a signed-in visitor sees sends one without a session to /login at once, before
  // any script: no layout painted, then another (ADR 060). A session that has ended meanwhile is
  // the web app's to notice.
  if (prerendered && signedOut && state.signedInPage?.(page))
    return reply.header('cache-control', 'no-store').redirect(loginFor(request.url), 302);
  // A query may change what the page shows (the case studies' filters): the build rendered none.
  const query = request.url.includes('?') && !prerendered?.pagesIgnoringQuery?.includes(page);
  // The screen reads its URL's search: one it was not built for names no read (`?` alone is none).
  const search = /\?./.test(request.url);
  // index.html names what the web app will load on this page, in the language it will start in.
  const index = () =>
    sendIndexHtml(
      reply,
      prerendered && state.indexLinks
        ? state.indexLinks(page, pageLanguage(request, prerendered.languages), search)
        : SESSION_PRELOAD,
    );
  if (prerendered && !signedOut && state.signedInPages && state.signedInPage?.(page))
    return sendSignedInPage(request, reply, { page, search, state, fallback: index });
  if (!prerendered || query || !signedOut) return index();
  const language = pageLanguage(request, prerendered.languages);
  if (!file) {
    const dataPage = state.dataPages?.matches(page) ? state.dataPages : undefined;
    if (!dataPage) return index();
    // Like a prerendered page, it names what the app loads there, for the boot script to ask for
    // once the page has painted (not the entry, all at once as it starts).
    const { files } = state.loads?.(page, language, search) ?? { files: [] };
    return dataPage.render(request, page, language, files).then(
      (rendered) => {
        reply
          .type('text/html; charset=utf-8')
          .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
          .header('content-language', language)
          .header('cache-control', 'no-cache')
          .header('etag', rendered.etag);
        if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
        return sendRendered(request, reply, rendered);
      },
      (error: unknown) => {
        // The page is still served: the web app renders it in the browser, as for anyone else.
        request.log.warn({ err: error, path: page }, 'a data page could not be rendered');
        return index();
      },
    );
  }
  return reply
    .type('text/html; charset=utf-8')
    .header('content-language', language)
    .sendFile(`prerendered/${language}/${file}`);
}

/** A rendered page, compressed as the browser accepts (compression does not hook here). */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedDataPage) {
  const encoding = new Negotiator(request).encoding(['br', 'gzip', 'identity']);
  if (encoding === 'br' || encoding === 'gzip')
    return reply.header('content-encoding', encoding).send(page[encoding]);
  return reply.send(page.html);
}

/**
 * A page only a signed-in visitor sees, for a request with a session cookie: the session is read
 * as the web app would read it (`GET /api/session`, in-process, with the request's cookies; the
 * cookies it sets are the response's), then the page is rendered with it and carries it (ADR 067):
 * the browser paints the dashboard and the screen's heading from the response, before any
 * script, and the app hydrates it without asking for the session. Like a prerendered page, it
 * names what the app loads and first reads for the boot script to ask for once it has painted
 * (no `Link` header: nothing competes with the page's own HTML and stylesheet). A cookie that
 * opens no session goes to /login as no cookie does. A render that fails, or waits behind too
 * many, leaves the page to the web app (index.html), as before.
 */
function sendSignedInPage(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    page,
    search,
    state,
    fallback,
  }: { page: string; search: boolean; state: WebAppState; fallback: () => FastifyReply },
) {
  const languages = state.prerendered!.languages;
  const language = pageLanguage(request, languages);
  const loads = state.loads?.(page, language, search) ?? { files: [], reads: [] };
  return state.signedInPages!.render(request, language, loads).then((rendered) => {
    // A token the session's reading refreshed is the browser's whatever comes next.
    for (const cookie of rendered.cookies) reply.header('set-cookie', cookie);
    if (rendered.signedOut)
      return reply.header('cache-control', 'no-store').redirect(loginFor(request.url), 302);
    if (!rendered.page) {
      request.log.warn(
        { err: rendered.failed, path: page },
        'a signed-in page could not be rendered',
      );
      return fallback();
    }
    reply
      .type('text/html; charset=utf-8')
      // What it holds is this visitor's: kept by no cache, the browser's included.
      .header('cache-control', 'no-store')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .header('content-language', language);
    return sendRendered(request, reply, rendered.page);
  });
}

/** The web app's server entry (apps/web/src/prerender/render-page.tsx), as far as used here. */
interface ServerEntry {
  renderDataPage(
    path: string,
    language: string,
    options: {
      template: string;
      boot: string;
      files: string[];
      fetcher: (args: {
        path: string;
        method: string;
        headers: Record<string, string>;
      }) => Promise<{ status: number; body: unknown; headers: Headers }>;
    },
  ): Promise<string>;
  renderSignedInPage(
    url: string,
    language: string,
    options: {
      template: string;
      boot: string;
      session: Session;
      sidebarOpen: boolean;
      files: string[];
      reads: string[];
    },
  ): Promise<string>;
}

/** The server entry, imported when a page first needs it. */
export type ServerEntryLoader = () => Promise<ServerEntry>;

/** Imports the web app's server entry at `file` once, when first asked. */
export function serverEntryLoader(file: string): ServerEntryLoader {
  let entry: Promise<ServerEntry> | undefined;
  return () => (entry ??= import(pathToFileURL(file).href) as Promise<ServerEntry>);
}

export interface DataPageRenderer {
  matches(path: string): boolean;
  /** The page, naming `files`: the chunks, translations and stylesheets the app loads there. */
  render(
    request: FastifyRequest,
    path: string,
    language: string,
    files: string[],
  ): Promise<RenderedDataPage>;
}

export interface RenderedDataPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** A rendered page with what is sent for it: compressed once, and its ETag. */
function rendered(html: string): RenderedDataPage {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(html, { level: 6 }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  };
}

/** How long a rendered data page is served again before it is rendered anew. */
const DATA_PAGE_TTL_SECONDS = 5;
const DATA_PAGE_CACHE_ENTRIES = 500;
/** Renders waiting at most (they run one at a time): past that, the page is the web app's. */
const DATA_PAGE_PENDING_RENDERS = 8;

/**
 * The catalogue's public pages (`/tools`, `/tools/{id}`), rendered by the web app's own server
 * entry with the API's answers, for a visitor without a session: the page reads before any
 * script has loaded (ADR 034). Its API calls are this BFF's own routes, called in-process as an
 * anonymous visitor. A page is kept 5 s (ratings and comments change), then rendered again; the
 * server entry is loaded at the first such page.
 */
export function dataPageRenderer(options: {
  entry: ServerEntryLoader;
  template: string;
  boot: string;
  patterns: string[];
}): DataPageRenderer {
  const matches = routeMatcher(options.patterns);
  // Concurrent requests for a page share its render; a failed render is not kept.
  const cache = new TtlCache<RenderedDataPage>({
    ttlSeconds: DATA_PAGE_TTL_SECONDS,
    maxEntries: DATA_PAGE_CACHE_ENTRIES,
  });
  let pending = 0;
  const renderPage = async (
    request: FastifyRequest,
    path: string,
    language: string,
    files: string[],
  ) => {
    const app = request.server;
    const { renderDataPage } = await options.entry();
    return renderDataPage(path, language, {
      template: options.template,
      boot: options.boot,
      files,
      async fetcher({ path: url, method, headers }) {
        const answer = await app.inject({
          method: method as 'GET',
          url,
          headers: { ...headers, 'accept-language': language },
        });
        return {
          status: answer.statusCode,
          body: answer.body ? (JSON.parse(answer.body) as unknown) : undefined,
          headers: new Headers(answer.headers as Record<string, string>),
        };
      },
    });
  };
  return {
    matches,
    render(request, path, language, files) {
      // `files` follows from the path and the language.
      return cache.getOrLoad(`${language} ${path}`, async () => {
        // Many new paths at once (made-up tool ids, say) must not queue up renders for everyone.
        if (pending >= DATA_PAGE_PENDING_RENDERS)
          throw new Error('too many data pages rendering at once');
        pending += 1;
        try {
          return rendered(await renderPage(request, path, language, files));
        } finally {
          pending -= 1;
        }
      });
    },
  };
}

export interface SignedInPage {
  cookies: string[];
  page?: RenderedDataPage;
  signedOut?: boolean;
  failed?: unknown;
}

export interface SignedInPageRenderer {
  /**
   * The request's page rendered with its session. `cookies`: what reading the session set (a
   * cookie dropped, a token refreshed), to be sent whatever comes of the render; `signedOut`: the
   * cookie opens no session; `failed`: why there is no page otherwise.
   */
  render(
    request: FastifyRequest,
    language: string,
    loads: { files: string[]; reads: string[] },
  ): Promise<SignedInPage>;
}

/** The sidebar's cookie (apps/web/src/features/dashboard/lib/sidebar-state.ts). */
export const SIDEBAR_COOKIE = 'sidebar';
/** Signed-in pages waiting at most to be rendered: past that, the page is the web app's. */
const SIGNED_IN_PAGE_PENDING_RENDERS = 8;

/**
 * A signed-in visitor's pages, rendered by the web app's server entry with their session (ADR
 * 067), read from this BFF's own `GET /api/session`, called in-process with the request's
 * cookies and address, and checked against its contract. Never cached: each is its visitor's.
 */
export function signedInPageRenderer(options: {
  entry: ServerEntryLoader;
  template: string;
  boot: string;
}): SignedInPageRenderer {
  let pending = 0;
  return {
    async render(request, language, { files, reads }) {
      // Many at once must not queue up renders, each holding its visitor's page back.
      if (pending >= SIGNED_IN_PAGE_PENDING_RENDERS)
        return { cookies: [], failed: new Error('too many signed-in pages rendering at once') };
      pending += 1;
      let cookies: string[] = [];
      try {
        const answer = await request.server.inject({
          method: 'GET',
          url: apiContract.session.getSession.path,
          remoteAddress: request.ip,
          headers: {
            accept: 'application/json',
            'accept-language': language,
            ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
            ...(request.headers['user-agent']
              ? { 'user-agent': request.headers['user-agent'] }
              : {}),
          },
        });
        const setCookie = answer.headers['set-cookie'];
        if (setCookie !== undefined) cookies = [setCookie].flat().map(String);
        if (answer.statusCode !== 200) throw new Error(`the session answered ${answer.statusCode}`);
        const session = Session.parse(JSON.parse(answer.body));
        if (!session.user) return { cookies, signedOut: true };
        const { renderSignedInPage } = await options.entry();
        const html = await renderSignedInPage(request.url, language, {
          template: options.template,
          boot: options.boot,
          session,
          sidebarOpen: request.cookies[SIDEBAR_COOKIE] !== 'closed',
          files,
          reads,
        });
        return { page: rendered(html), cookies };
      } catch (error) {
        return { cookies, failed: error };
      } finally {
        pending -= 1;
      }
    },
  };
}
