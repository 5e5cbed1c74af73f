import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built SPA: hashed assets cached for a year (the build's .br or .gz beside a file is
 * sent when the browser accepts it), everything else revalidated, and any unknown non-API GET
 * answered with a page (`sendPage`): the public page prerendered at build time for a visitor
 * without a session, else index.html, so the client router can take over. Unknown /api paths stay
 * JSON 404s (registered in app.ts).
 */
export interface WebAppState {
  /** The built SPA was found and is served (unknown page paths then get index.html). */
  ready: boolean;
  /** The pages the build prerendered (dist/prerendered/pages.json): path -> file, per language. */
  prerendered?: PrerenderedPages;
}

export interface PrerenderedPages {
  languages: string[];
  pages: Record<string, string>;
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
  if (existsSync(pagesFile))
    options.state.prerendered = JSON.parse(readFileSync(pagesFile, 'utf8')) as PrerenderedPages;
  options.state.ready = true;
}

const PRERENDERED = /^\/prerendered\//;

export const webApp = fp(webAppPlugin, { name: 'web-app' });

export function sendIndexHtml(reply: FastifyReply) {
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
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

/**
 * A page path (decoded): its prerendered HTML when the build made one and the visitor has no
 * session (the page then tells the web app so, and it shows no loader and asks for no session),
 * else index.html, where the web app shows its loader while the session loads. Both vary with
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
  // A query may change what the page shows (the case studies' filters): the build rendered none.
  const query = request.url.includes('?');
  if (!prerendered || !file || query || request.cookies[sessionCookie] !== undefined)
    return sendIndexHtml(reply);
  const language = pageLanguage(request, prerendered.languages);
  return reply
    .type('text/html; charset=utf-8')
    .header('content-language', language)
    .sendFile(`prerendered/${language}/${file}`);
}
