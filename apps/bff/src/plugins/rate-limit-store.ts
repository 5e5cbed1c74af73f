import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { inAWhile } from '../lib/wait.ts';

/**
 * Where rate-limit counters live. Limits themselves are set per route (rate-limits.ts); answers
 * over a limit use the API's error body. With Redis the counters are shared by every replica; if
 * Redis fails, requests are let through (and logged) rather than refused.
 */
async function rateLimitStore(app: FastifyInstance, { redisUrl }: { redisUrl?: string }) {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        enableOfflineQueue: false,
      })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    // Start with shared counters when Redis answers; otherwise go on and let it reconnect.
    await new Promise<void>((done) => {
      const timer = setTimeout(done, 2000);
      redis.once('ready', () => {
        clearTimeout(timer);
        done();
      });
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'agentia-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Too many requests. Please try again ${inAWhile(context.ttl / 1000)}.`),
        {
          statusCode: context.statusCode,
        },
      ),
  });
}

export const rateLimitStorePlugin = fp(rateLimitStore, { name: 'rate-limit-store' });
