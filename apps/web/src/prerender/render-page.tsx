// The server entry of the build's prerendering step (scripts/prerender.ts): renders one public
// page in one language to HTML, as a visitor without a session sees it. The BFF loads it too, to
// render the catalogue's pages with the API's answers and a signed-in visitor's page with their
// session (apps/bff/src/plugins/web-app.ts).
import type { Language, Session } from '@app/contracts';
import { caseStudies } from '@app/content/case-studies';
import { pages } from '@app/content/pages';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ApiFetcher } from '@ts-rest/core';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { AppWithRouter } from '@/app/app';
import { queryClientFor } from '@/app/query-layer';
import { dashboardSections } from '@/app/dashboard-sections';
import { isContentPage, preloadPage } from '@/app/router';
import { providersQuery } from '@/features/auth/api/list-providers';
import { toolQueryOptions } from '@/features/catalogue/api/get-tool';
import { toolFacetsQueryOptions } from '@/features/catalogue/api/get-tool-facets';
import { toolsQueryOptions } from '@/features/catalogue/api/get-tools';
import { explorerQuery, unfilteredExplorer } from '@/features/catalogue/lib/explorer-query';
import { setServerSidebarOpen } from '@/features/dashboard/lib/sidebar-state';
import { setServerFetcher } from '@/lib/api-client-base';
import i18n, { i18nStarted } from '@/lib/i18n';
import { SessionStore, signedOutSession } from '@/lib/session';
import { pageDocument } from './document';

/** The pages prerendered: every content-only public page, each case study among them. */
export function prerenderedPaths(): string[] {
  return pages
    .filter((page) => isContentPage(page))
    .flatMap(({ path }) =>
      path === '/case-studies/:id'
        ? caseStudies.map(({ id }) => `/case-studies/${encodeURIComponent(id)}`)
        : [path],
    );
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The translation namespaces the page read, in its language. */
  namespaces: string[];
}

/**
 * The page at `path` in `language`, once every lazy chunk and translation it needs has loaded
 * (`prerender` waits for Suspense). Fails on any error a component throws.
 */
export async function renderPage(
  path: string,
  language: Language,
  session = new SessionStore(signedOutSession),
): Promise<RenderedPage> {
  await i18n.changeLanguage(language);
  const errors: unknown[] = [];
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppWithRouter session={session} router={router} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, where it stands: an outlined one is revealed by an inline script,
      // which our CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    namespaces: Object.keys(i18n.store.data[language] ?? {}),
  };
}

/**
 * The public pages the BFF renders when asked, with the API's answers, for a visitor without a
 * session and without a query (apps/bff/src/plugins/web-app.ts; ADR 034): the catalogue's, and
 * the account pages a visitor signs in from (with the sign-in ways the server offers, ADR 060).
 * Route patterns.
 */
export const dataPages = [
  '/tools',
  '/tools/:id',
  '/login',
  '/register',
  '/reset-password',
  '/verify-code',
];

/**
 * Pages whose first render reads nothing of the query: served rendered whatever it holds
 * (`/login?redirect=/dashboard`, where a signed-out visitor is sent, ADR 060).
 */
export const pagesIgnoringQuery = ['/login', '/register'];

/**
 * The pages only a signed-in visitor sees: the BFF sends a visitor without a session straight to
 * `/login?redirect=…`, before any script runs (ADR 060). Route patterns (`/*`: and below).
 */
export const signedInPages = [
  ...pages.filter((page) => page.access === 'user').map((page) => page.path),
  '/dashboard',
  '/dashboard/*',
  '/user/profile/edit',
];

/**
 * Every route of the app a visitor may land on, as patterns, in the order the router tries them
 * (the site's pages, then the dashboard's screens): the build lists what each starts loading
 * (`preloadPage`), which the BFF names in index.html's response (scripts/prerender.ts).
 */
export function appRoutes(): string[] {
  return [
    ...pages.map((page) => page.path),
    '/dashboard',
    ...dashboardSections.flatMap((section) =>
      section.routes.map(
        (route) => `/dashboard/${section.path}${route.path ? `/${route.path}` : ''}`,
      ),
    ),
  ];
}

/**
 * What the app starts loading when it starts at `pathname`: the route's modules (`preloadPage`)
 * and the shell's translations. Settles when they have all arrived.
 */
export function loadRoute(pathname: string): Promise<unknown> {
  return Promise.all([preloadPage(pathname), i18nStarted]);
}

/** Asks the API what the page at `path` reads on its first render, into `client`. */
async function prefetch(path: string, language: Language, client: QueryClient) {
  if (matchPath('/tools', path))
    await Promise.all([
      client.prefetchQuery(toolsQueryOptions(explorerQuery(language, unfilteredExplorer))),
      client.prefetchQuery(toolFacetsQueryOptions(language)),
    ]);
  const tool = matchPath('/tools/:id', path);
  if (tool) await client.prefetchQuery(toolQueryOptions(tool.params.id!, language));
  // The account pages show the sign-in ways and the code's length the server has.
  if (!path.startsWith('/tools')) await client.prefetchQuery(providersQuery);
  // An answer that failed would render the error state, which the browser, without it, would not.
  const failed = client
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) throw new Error(`the API failed ${JSON.stringify(failed.queryKey)} for ${path}`);
}

export interface DataPageOptions {
  /** The built index.html. */
  template: string;
  /** The boot script's file (assets/boot-<hash>.js, from prerendered/pages.json). */
  boot: string;
  /** The chunks, translations and stylesheets the app loads on this route (`preloads`). */
  files: string[];
  /** How the page's API calls reach the BFF (its own routes, in-process). */
  fetcher: ApiFetcher;
}

let rendering: Promise<unknown> = Promise.resolve();

/** A route's files (the build's `preloads`) as a page names them: its scripts, its stylesheets. */
const byKind = (files: string[]) => ({
  scripts: files.filter((file) => !file.endsWith('.css')),
  css: files.filter((file) => file.endsWith('.css')),
});

/**
 * The whole HTML document of a data page (see `dataPages`) in `language`: rendered with the API's
 * answers, which it carries for the browser's query cache, so that hydration finds the same page
 * and asks for nothing. One render at a time: i18next's language is the process's.
 */
export function renderDataPage(
  path: string,
  language: Language,
  { template, boot, files, fetcher }: DataPageOptions,
): Promise<string> {
  const render = rendering.then(async () => {
    setServerFetcher(fetcher);
    const session = new SessionStore(signedOutSession);
    const client = queryClientFor(session);
    await prefetch(path, language, client);
    const { html } = await renderPage(path, language, session);
    // Like a prerendered page's, its chunks are asked for after the first paint.
    return pageDocument(template, {
      language,
      html,
      boot,
      queryState: dehydrate(client),
      ...byKind(files),
    });
  });
  rendering = render.catch(() => {});
  return render;
}

export interface SignedInPageOptions {
  /** The built index.html. */
  template: string;
  /** The boot script's file (assets/boot-<hash>.js, from prerendered/pages.json). */
  boot: string;
  /** The visitor's session, as `GET /api/session` answered their request. */
  session: Session;
  /** Whether their dashboard's sidebar is open (the `sidebar` cookie). */
  sidebarOpen: boolean;
  /** The chunks, translations and stylesheets the app loads on this route (`preloads`). */
  files: string[];
  /** What the screen first reads of the API at this URL (`reads`). */
  reads: string[];
}

/**
 * The whole HTML document of a page only a signed-in visitor sees (`signedInPages`), at `url`
 * (its path and query), in `language`, as the app renders it with their session before it has
 * any of the API's answers: the dashboard, the screen's heading and its loading states (ADR 067).
 * It carries the session, so that the app hydrates it and asks for none, and names what the app
 * loads and reads first, for the boot script to ask for after the first paint. One at a time.
 */
export function renderSignedInPage(
  url: string,
  language: Language,
  { template, boot, session, sidebarOpen, files, reads }: SignedInPageOptions,
): Promise<string> {
  if (!session.user) return Promise.reject(new Error('a signed-in page needs a signed-in session'));
  const render = rendering.then(async () => {
    setServerSidebarOpen(sidebarOpen);
    try {
      const { html } = await renderPage(url, language, new SessionStore(session));
      // Like a prerendered page's, its chunks and reads are asked for after the first paint.
      return pageDocument(template, {
        language,
        html,
        boot,
        session,
        ...byKind(files),
        reads,
      });
    } finally {
      setServerSidebarOpen(true);
    }
  });
  rendering = render.catch(() => {});
  return render;
}
