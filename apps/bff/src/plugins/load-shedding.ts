import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) past which new requests are refused; 0: never. */
  maxEventLoopDelayMs: number;
  /** Requests in progress past which new ones are refused; 0: no cap. */
  maxInFlight: number;
  /** Seconds a refused client is told to wait. */
  retryAfterSeconds: number;
}

/** Liveness stays true while the BFF sheds load: a load balancer must not restart it for that. */
const EXEMPT = new Set(['/api/health']);

/**
 * What is refused past capacity: the API and the consent proxy, where the work is (database,
 * identity, jobs). The web app's files and pages are not: they are read from disk, and a page
 * whose script was refused stays broken, while its API calls are asked again after `Retry-After`.
 */
export function sheddable(route: string | undefined): boolean {
  return route !== undefined && !EXEMPT.has(route) && /^\/(api|oauth-provider)(\/|$)/.test(route);
}

/**
 * Past its capacity the BFF answers at once `503 Service Unavailable` with `Retry-After`, rather
 * than queueing work until every answer is late: when the event loop lags (CPU saturated) or
 * when too many requests are already in progress.
 */
async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const body = { error: 'The service is busy. Please try again in a moment.', code: 'overloaded' };
  const refusing = (reply: FastifyReply) =>
    reply
      .status(503)
      .header('retry-after', String(options.retryAfterSeconds))
      .header('cache-control', 'no-store');

  if (options.maxEventLoopDelayMs > 0)
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: options.retryAfterSeconds,
      exposeStatusRoute: false,
      // Returning nothing lets the request through; returning a body sends it.
      pressureHandler: (request, reply) => {
        if (!sheddable(request.routeOptions.url)) return;
        refusing(reply);
        return body as unknown as void;
      },
    });

  if (options.maxInFlight > 0) {
    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (!sheddable(request.routeOptions.url)) return;
      if (inFlight >= options.maxInFlight) return refusing(reply).send(body);
      inFlight++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        inFlight--;
      };
      // Whichever comes first: the answer sent, or the client gone.
      reply.raw.once('finish', release);
      reply.raw.once('close', release);
    });
  }
}

export const loadSheddingPlugin = fp(loadShedding, { name: 'load-shedding' });
