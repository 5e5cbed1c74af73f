import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API GET answered with index.html so the client router can take over. Unknown /api
 * paths stay JSON 404s (registered in app.ts).
 */
async function webAppPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { distDir: options.distDir },
      'The web app is not built: run `pnpm build` (or `pnpm start`) to serve it from the BFF',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
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
  app.webAppReady = true;
}

export const webApp = fp(webAppPlugin, { name: 'web-app' });

export function sendIndexHtml(reply: FastifyReply) {
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}
