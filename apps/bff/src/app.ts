import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import {
  createDevMailbox,
  createOutbox,
  createSmtpMailer,
  type Outbox,
} from './modules/mail/mailer.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import {
  createCatalogueService,
  type CatalogueService,
} from './modules/catalogue/catalogue.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAgentAuthClient, type AgentAuthClient } from './modules/auth/agent-auth-client.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { connectionsRoutes } from './modules/connections/connections.routes.ts';
import { providerProxy } from './modules/connections/provider-proxy.ts';
import { registerCsrfGuard } from './modules/auth/csrf.ts';
import { createIdentity } from './modules/auth/identity/create-identity.ts';
import { IdentityUnavailable, type IdentityProvider } from './modules/auth/identity/identity.ts';
import { createSessionStore, type SessionStore } from './modules/auth/sessions.ts';
import { agentSecrets } from './modules/auth/sign-in.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { sendIndexHtml, webApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
    database: Database;
    catalogue: CatalogueService;
    mailer: Outbox;
    identity: IdentityProvider;
    sessions: SessionStore;
    /** null when no agent authentication server is configured or started. */
    agentAuth: AgentAuthClient | null;
    agentAssertionSecret: string;
    appVersion: string;
    webAppReady: boolean;
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The chat webhook when CHAT_WEBHOOK_URL is not set (server.ts starts the local assistant). */
  chatWebhookUrl?: string;
  /** The agent authentication server when AGENT_AUTH_URL is not set (server.ts starts the local one). */
  agentAuthUrl?: string;
  /** Replaces the identity adapter `IDENTITY` names (tests). */
  identity?: IdentityProvider;
}

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

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

/** The path a request names, decoded as the router reads it; null when it cannot be decoded. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

/** Builds the whole BFF without listening: server.ts boots it, tests inject into it. */
export async function buildApp({
  env,
  database,
  logger = false,
  chatWebhookUrl,
  agentAuthUrl,
  identity,
}: AppOptions) {
  const app = Fastify({
    logger,
    // X-Forwarded-* are believed only from the proxies configured (default: none), so a client
    // cannot pick the address its rate limits are counted on.
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    // An upstream proxy's request id is kept when it looks sane, else we make one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1_048_576,
    // A path the router cannot read (broken percent-encoding, a segment over 200 characters) is
    // refused before any hook runs: answered here in the API's own shape.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .headers({
          'x-request-id': request.id,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
        })
        .send({ error: 'Invalid request: the path cannot be read', code: 'bad_request' });
    },
  });

  app.decorate('config', env);
  app.decorate('database', database);
  app.decorate('appVersion', version);
  app.decorate('webAppReady', false);
  app.decorate(
    'catalogue',
    createCatalogueService(database.db, { cacheSeconds: env.CATALOGUE_CACHE_SECONDS }),
  );

  const devMailbox = createDevMailbox(database.db);
  const outbox = createOutbox(
    env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : devMailbox,
    app.log,
  );
  app.decorate('mailer', outbox);
  // Mail handed over before a shutdown still goes out.
  app.addHook('onClose', () => outbox.drain());
  app.decorate('identity', identity ?? (await createIdentity(env, database.db, app.mailer)));
  app.decorate('sessions', createSessionStore(database.db, env));
  const agentUrl = env.AGENT_AUTH_URL ?? agentAuthUrl;
  const agentAuth = agentUrl
    ? createAgentAuthClient(agentUrl, {
        timeoutMs: env.AGENT_AUTH_TIMEOUT_MS,
        retryAfterMs: env.AGENT_AUTH_RETRY_AFTER_MS,
      })
    : null;
  app.decorate('agentAuth', agentAuth);
  app.addHook('onClose', async () => agentAuth?.close());
  app.decorate('agentAssertionSecret', agentSecrets(env).assertionSecret);

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
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ error: 'An error occurred', code: 'internal_error' });
      }
      // Malformed JSON, too-large bodies and the like: the client's fault, said plainly.
      const known = CLIENT_ERRORS[status];
      return reply
        .status(status)
        .send(
          known ?? { error: error.message, code: status === 429 ? 'rate_limited' : 'bad_request' },
        );
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // First of all: refusing is cheap only before any other work is done.
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
    retryAfterSeconds: 2,
  });
  await app.register(fastifyHelmet, {
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
        upgradeInsecureRequests: env.PUBLIC_ORIGIN.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: env.PUBLIC_ORIGIN.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    origin: env.CORS_ORIGINS.length > 0 ? env.CORS_ORIGINS : false,
    credentials: true,
  });

  // Limits are set per route (sign-in, contact, ...); answers over the limit use the API's error body.
  // With Redis the counters are shared by every replica; if Redis fails, requests are let through
  // (and logged) rather than refused.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
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
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  });

  registerCsrfGuard(app, { publicOrigin: env.PUBLIC_ORIGIN, corsOrigins: env.CORS_ORIGINS });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(connectionsRoutes);
  // The local agent server's consent pages, on our origin (not for an external server).
  if (!env.AGENT_AUTH_URL && agentAuthUrl)
    await app.register(providerProxy, {
      target: agentAuthUrl,
      timeoutMs: env.AGENT_AUTH_TIMEOUT_MS,
    });
  await app.register(catalogueRoutes);
  await app.register(contactRoutes);
  const webhookUrl = env.CHAT_WEBHOOK_URL ?? chatWebhookUrl;
  if (webhookUrl) await app.register(chatRoutes, { webhookUrl });
  await app.register(seoRoutes);
  if (env.NODE_ENV !== 'production') await app.register(devRoutes, { mailbox: devMailbox, outbox });
  await app.register(webApp, { distDir: env.WEB_DIST_DIR });

  app.setNotFoundHandler((request, reply) => {
    const path = decodedPath(request.url);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== null &&
      !/^\/(api|assets|oauth-provider)(\/|$)/.test(path) &&
      // A missing asset must fail as itself: never answer a script or style with the page.
      app.webAppReady;
    if (wantsPage) return sendIndexHtml(reply);
    return reply.status(404).send({ error: 'Not found', code: 'not_found' });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
