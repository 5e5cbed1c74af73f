import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inAWhile } from '../lib/wait.ts';

/**
 * A rate limit as a preHandler, keyed by anything the request holds (its body included, which
 * is parsed by then). Several can guard one route: unlike `app.rateLimit`, each one counts.
 */
export function limiter(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    timeWindow: number | string;
    key?: (request: FastifyRequest) => string | Promise<string>;
    message?: (seconds: number) => string;
  },
) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: async (request) =>
      `${options.name}:${(await options.key?.(request)) ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw Object.assign(
      new Error(
        options.message?.(seconds) ?? `Too many requests. Please try again ${inAWhile(seconds)}.`,
      ),
      { statusCode: 429 },
    );
  };
}

/** A limit per signed-in user (set by the guard), whichever session they use. */
export function perUserLimiter(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindow: number | string },
) {
  return limiter(app, { ...options, key: (request) => request.user?.id ?? request.ip });
}
