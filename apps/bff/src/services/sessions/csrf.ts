import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header the SPA sends on every call (apps/web/src/lib/api-client.ts). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'agentia-web';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * How a route is protected against forged requests: `header` (the default) needs the SPA's custom
 * header and a same-origin browser; `origin` is for the few HTML forms we serve (the consent page),
 * which cannot carry a header, and only checks where the browser says the request comes from.
 */
export type CsrfMode = 'header' | 'origin';

declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: CsrfMode;
  }
}

/**
 * Cross-site request forgery guard for every state-changing request, whatever its path looks like
 * (`/%61pi/...` and absolute-form targets reach the same routes): the custom header, which a
 * cross-site form or a simple request cannot carry without a CORS preflight we refuse, and the
 * browser's own word on where the request comes from (Origin, then Sec-Fetch-Site).
 */
export function registerCsrfGuard(
  app: FastifyInstance,
  options: { publicOrigin: string; corsOrigins: string[] },
) {
  const allowed = new Set([new URL(options.publicOrigin).origin, ...options.corsOrigins]);
  const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const refuse = (reason: string) =>
      reply.status(403).send({ error: `Forbidden: ${reason}`, code: 'csrf' });
    const mode = request.routeOptions.config?.csrf ?? 'header';
    if (mode === 'header' && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE)
      return refuse('missing request header');
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (origin !== undefined && origin !== 'null') {
      if (!allowed.has(origin) && origin !== ownOrigin(request))
        return refuse('cross-site request');
      return;
    }
    // A page with `Referrer-Policy: no-referrer` (the consent page) posts `Origin: null`: then
    // only the browser's Sec-Fetch-Site can say the form is ours.
    if (origin === 'null' && site !== 'same-origin') return refuse('cross-site request');
    if (site === 'cross-site' || site === 'same-site') return refuse('cross-site request');
  });
}
