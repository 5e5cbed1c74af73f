import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { InvalidCursor } from '../lib/keyset-cursor.ts';
import { IdentityRateLimited, IdentityUnavailable } from '../services/identity/identity.ts';

/** Powerful browser features the product never uses, denied to every page and frame. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Answers any route may give before its handler runs (contracts: `commonResponses`). */
const CLIENT_ERRORS: Record<number, { error: string; code: string }> = {
  413: { error: 'The request body is too large (1 MB at most)', code: 'too_large' },
  415: {
    error: 'Unsupported content type: send JSON (content-type: application/json)',
    code: 'unsupported_media_type',
  },
};

export interface HttpDefaultsOptions {
  publicOrigin: string;
  corsOrigins: string[];
}

/**
 * What every answer shares: the API's error body (details only in the logs), the request id,
 * security headers with a CSP the SPA passes (no inline script or style), compression, cookies
 * and CORS for the configured origins only.
 */
async function httpDefaults(app: FastifyInstance, options: HttpDefaultsOptions) {
  const https = options.publicOrigin.startsWith('https:');

  // Before any route is registered: routes keep the error handler of the moment they are added.
  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
      if (error instanceof IdentityUnavailable) {
        request.log.error({ err: error }, 'identity provider unavailable');
        return reply.status(503).header('retry-after', '5').send({
          error: 'Error connecting to authentication server',
          code: 'identity_unavailable',
        });
      }
      // A route that lets the identity provider's limit through (invitations) still says when.
      if (error instanceof IdentityRateLimited)
        return reply
          .status(429)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({
            error: error.message,
            code: error.reason === 'email_quota' ? 'email_send_limit' : 'rate_limited',
          });
      // Found by the listing once the query passed the contract: the same 400 as the contract's.
      if (error instanceof InvalidCursor) return reply.status(400).send(error.body);
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ error: 'An error occurred', code: 'internal_error' });
      }
      // Malformed JSON, too-large bodies and the like: the client's fault, said plainly.
      return reply.status(status).send(
        CLIENT_ERRORS[status] ?? {
          error: error.message,
          code: status === 429 ? 'rate_limited' : 'bad_request',
        },
      );
    },
  );

  const securityHeaders = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https,
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
  });

  // Answers up to 64 KiB are compressed in one call on the event loop, not through a zlib stream
  // (the library's default for two cores stops at 8 KiB). A stream hands the compression to the
  // thread pool, but its setup and scheduling cost the event loop more than compressing a few
  // kilobytes does (several times more for a search's answer), and here the event
  // loop is the busy part: it also runs PGlite, and with Postgres the database's processes take
  // the other core. Bigger answers keep the stream.
  await app.register(fastifyCompress, { threshold: 1024, syncThreshold: 64 * 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
  });
}

export const httpDefaultsPlugin = fp(httpDefaults, { name: 'http-defaults' });

/**
 * Helmet's headers, worked out once. Helmet is a middleware that parses its options on every
 * call (`@fastify/helmet` builds one per request, a visible part of an anonymous read); the
 * headers it sets depend only on the options, so they are recorded here and set as they are.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return headers;
}
