import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header the SPA sends on every call (apps/web/src/lib/api-client.ts). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'agentia-web';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing /api call: the custom header (which a
 * cross-site form or a simple request cannot carry without a CORS preflight we refuse), and the
 * browser's own word on where the request comes from (Origin, then Sec-Fetch-Site).
 */
export function registerCsrfGuard(app: FastifyInstance) {
  const allowed = new Set([new URL(app.config.PUBLIC_ORIGIN).origin, ...app.config.CORS_ORIGINS]);
  const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const refuse = (reason: string) =>
      reply.status(403).send({ error: `Forbidden: ${reason}`, code: 'csrf' });
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return refuse('missing request header');
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(origin) && origin !== ownOrigin(request))
        return refuse('cross-site request');
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return refuse('cross-site request');
  });
}
