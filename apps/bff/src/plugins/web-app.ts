import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built SPA: hashed assets cached for a year (the build's .br or .gz beside a file is
 * sent when the browser accepts it), everything else revalidated, and any unknown non-API GET
 * answered with index.html so the client router can take over. Unknown /api paths stay JSON 404s
 * (registered in app.ts).
 */
export interface WebAppState {
  /** The built SPA was found and is served (unknown page paths then get index.html). */
  ready: boolean;
}

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
          : urlPath === '/index.html'
            ? 'no-cache' // the page must always point at the current build's assets
            : 'public, max-age=3600',
      );
    },
  });
  options.state.ready = true;
}

export const webApp = fp(webAppPlugin, { name: 'web-app' });

export function sendIndexHtml(reply: FastifyReply) {
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}
