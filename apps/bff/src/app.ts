import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Database } from './db/database.ts';
import { pendingMigrations } from './db/migrate.ts';
import type { Env } from './env.ts';
import { inquiryInbox } from './features/admin/admin-for-others.ts';
import { createAdminModule } from './features/admin/admin.module.ts';
import { agentsForTeams } from './features/agents/agents-for-others.ts';
import { countAgents } from './features/agents/agents-queries.ts';
import { createAgentsModule } from './features/agents/agents.module.ts';
import { createAnalyticsRollup } from './features/analytics/analytics-rollup-job.ts';
import { recordWhatPeopleDo } from './features/analytics/analytics-subscriptions.ts';
import { createAnalyticsModule } from './features/analytics/analytics.module.ts';
import { createEventWriter } from './features/analytics/event-writer.ts';
import { createApiDocsModule } from './features/api-docs/api-docs.module.ts';
import { createAuthModule } from './features/auth/auth.module.ts';
import {
  createBrainProcessor,
  createBrainSweeper,
} from './features/brains/brain-processing-job.ts';
import {
  brainsForAgents,
  brainsForAnalytics,
  brainsForInvitations,
  brainsForTeams,
} from './features/brains/brains-for-others.ts';
import { createBrainsModule } from './features/brains/brains.module.ts';
import { createBrainSearch } from './features/brains/search/index.ts';
import { catalogueForAdmin } from './features/catalogue/catalogue-for-others.ts';
import { createCatalogueQueries } from './features/catalogue/catalogue-queries.ts';
import { createCatalogueModule } from './features/catalogue/catalogue.module.ts';
import { createChatModule } from './features/chat/chat.module.ts';
import { createConnectionsModule } from './features/connections/connections.module.ts';
import { providerProxy } from './features/connections/provider-proxy.ts';
import { createContactModule } from './features/contact/contact.module.ts';
import { createDevModule } from './features/dev/dev.module.ts';
import { createHealthModule } from './features/health/health.module.ts';
import { createInvitations } from './features/invitations/invitations-queries.ts';
import {
  createInvitationsModule,
  invitationLimits,
} from './features/invitations/invitations.module.ts';
import { createProfileModule } from './features/profile/profile.module.ts';
import { createSeoModule } from './features/seo/seo.module.ts';
import { teamsForInvitations } from './features/teams/teams-for-others.ts';
import { countTeams } from './features/teams/teams-queries.ts';
import { createTeamsModule } from './features/teams/teams.module.ts';
import type { ContractRouting } from './plugins/contract-router.ts';
import { guardsPlugin } from './plugins/guards.ts';
import { httpDefaultsPlugin } from './plugins/http-defaults.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { rateLimitStorePlugin } from './plugins/rate-limit-store.ts';
import { sendPage, webApp, type WebAppState } from './plugins/web-app.ts';
import { createAgentAuthClient } from './services/agent-auth/agent-auth-client.ts';
import { agentSecrets, createAgentSessions } from './services/agent-auth/agent-sessions.ts';
import { createRefusalLog, routeOf } from './services/audit/audit-log.ts';
import { createAnswerEngine } from './services/answer-engine/answer-engine.ts';
import { createExtractiveWriter } from './services/answer-engine/extractive-writer.ts';
import { createOpenAiWriter } from './services/answer-engine/openai-writer.ts';
import { createWebhookWriter } from './services/answer-engine/webhook-writer.ts';
import type { ChatEngine } from './services/chat-engine/chat-engine.ts';
import { createWebhookChatEngine } from './services/chat-engine/webhook-chat-engine.ts';
import { createEventBus } from './services/events/event-bus.ts';
import { createIdentity } from './services/identity/create-identity.ts';
import type { IdentityProvider } from './services/identity/identity.ts';
import { createJobQueue } from './services/jobs/job-queue.ts';
import { createOcrReader, ocrLimits } from './services/ocr/index.ts';
import { createDevMailbox, createOutbox, createSmtpMailer } from './services/mail/mailer.ts';
import { registerCsrfGuard } from './services/sessions/csrf.ts';
import { createSessionStore } from './services/sessions/session-store.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The chat engine when CHAT_WEBHOOK_URL is not set (server.ts gives the local assistant). */
  chatEngine?: ChatEngine;
  /** The agent authentication server when AGENT_AUTH_URL is not set (server.ts starts the local one). */
  agentAuthUrl?: string;
  /** Replaces the identity adapter `IDENTITY` names (tests). */
  identity?: IdentityProvider;
}

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The path a request names, decoded as the router reads it; null when it cannot be decoded. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

/** The Fastify instance, with what it decides before any hook runs. */
function createServer(env: Env, logger: FastifyServerOptions['logger']) {
  return Fastify({
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
}

/** Every service, built once from the environment; each closes with the app. */
async function createServices(
  app: FastifyInstance,
  { env, database, chatEngine: localChatEngine, agentAuthUrl, identity: own }: AppOptions,
) {
  const db = database.db;
  const events = createEventBus(app.log);
  const devMailbox = createDevMailbox(db);
  const outbox = createOutbox(
    env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : devMailbox,
    app.log,
  );
  // Mail handed over before a shutdown still goes out.
  app.addHook('onClose', () => outbox.drain());
  const identity = own ?? (await createIdentity(env, db, outbox));
  const sessions = createSessionStore(db, env);
  const agentUrl = env.AGENT_AUTH_URL ?? agentAuthUrl;
  const agentClient = agentUrl
    ? createAgentAuthClient(agentUrl, {
        timeoutMs: env.AGENT_AUTH_TIMEOUT_MS,
        retryAfterMs: env.AGENT_AUTH_RETRY_AFTER_MS,
      })
    : null;
  app.addHook('onClose', async () => agentClient?.close());
  const agent = createAgentSessions({
    client: agentClient,
    sessions,
    assertionSecret: agentSecrets(env.SESSION_SECRET, env.AGENT_ASSERTION_SECRET).assertionSecret,
    tokenMaxAgeSeconds: env.SESSION_ABSOLUTE_DAYS * 86_400,
  });
  // The support chat (and any feature relaying to the same workflow): n8n when configured.
  const chatEngine: ChatEngine | undefined = env.CHAT_WEBHOOK_URL
    ? createWebhookChatEngine({
        url: env.CHAT_WEBHOOK_URL,
        auth: env.CHAT_WEBHOOK_AUTH,
        firstByteMs: env.CHAT_TIMEOUT_MS,
        idleMs: env.CHAT_IDLE_TIMEOUT_MS,
        totalMs: env.CHAT_TOTAL_TIMEOUT_MS,
      })
    : localChatEngine;
  // Agents' answers (ADR 058): an OpenAI-compatible model when OPENAI_BASE_URL is set, else the
  // chat webhook when CHAT_WEBHOOK_URL is, else quotes of the passages (no model).
  const answers = createAnswerEngine(
    env.OPENAI_BASE_URL && env.AGENT_MODEL
      ? createOpenAiWriter({
          baseUrl: env.OPENAI_BASE_URL,
          apiKey: env.OPENAI_API_KEY,
          model: env.AGENT_MODEL,
          silenceMs: env.AGENT_ANSWER_TIMEOUT_MS,
          maxTokens: env.AGENT_MAX_ANSWER_TOKENS,
        })
      : env.CHAT_WEBHOOK_URL && chatEngine
        ? createWebhookWriter(chatEngine)
        : createExtractiveWriter(),
  );
  // Durable jobs on the same database; this process works them too.
  const jobs = await createJobQueue({
    database,
    log: app.log,
    // Every page of a file read by OCR at its time budget, and five minutes for the rest.
    sourceJobSeconds: env.OCR_ENABLED
      ? (env.OCR_MAX_PAGES * env.OCR_PAGE_TIMEOUT_MS) / 1000 + 5 * 60
      : 0,
  });
  app.addHook('onClose', () => jobs.stop());
  // Refused admin calls are audited too, at most a quota per actor a minute (ADR 050).
  const recordRefusal = createRefusalLog(db, { log: app.log });
  // One OCR reader a process (its child process reads one file at a time, ADR 054), ended after
  // the job workers stopped.
  const ocr = env.OCR_ENABLED ? createOcrReader(ocrLimits(env)) : null;
  app.addHook('onClose', async () => ocr?.close());
  return {
    db,
    events,
    devMailbox,
    outbox,
    identity,
    sessions,
    agent,
    chatEngine,
    answers,
    jobs,
    ocr,
    recordRefusal,
  };
}
type Services = Awaited<ReturnType<typeof createServices>>;

/** What every request goes through, in order, before any feature's handler. */
async function registerRequestPipeline(app: FastifyInstance, env: Env, services: Services) {
  // First of all: refusing is cheap only before any other work is done.
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
    retryAfterSeconds: 2,
  });
  await app.register(httpDefaultsPlugin, {
    publicOrigin: env.PUBLIC_ORIGIN,
    corsOrigins: env.CORS_ORIGINS,
  });
  await app.register(rateLimitStorePlugin, env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {});
  registerCsrfGuard(app, { publicOrigin: env.PUBLIC_ORIGIN, corsOrigins: env.CORS_ORIGINS });
  await app.register(guardsPlugin, {
    sessions: services.sessions,
    onForbidden: (request, user) =>
      services.recordRefusal(request, user, {
        action: 'admin.refused',
        target: routeOf(request),
        details: { status: 403 },
      }),
  });
}

/**
 * The composition root: builds every service from the environment once, then gives each
 * feature exactly what it needs, and what it asks of another feature through that feature's
 * answer to its port (`<name>-ports.ts` says what a feature needs, `<name>-for-others.ts` what
 * it answers). Features never import one another; server.ts boots the result; tests inject into
 * it.
 */
export async function buildApp(options: AppOptions) {
  const { env, database, logger = false, agentAuthUrl } = options;
  const app = createServer(env, logger);

  // Draining (SIGTERM, server.ts): not ready any more, so balancers stop sending traffic here,
  // and every answer closes its connection, so clients open their next one elsewhere.
  const lifecycle = { draining: false };
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });

  const services = await createServices(app, options);
  const { db, events, identity, sessions, agent, outbox, jobs, chatEngine, ocr } = services;
  const routing: ContractRouting = { validateResponses: env.NODE_ENV !== 'production' };

  // ---- What features share: the answers to their ports, and what reacts to their events ----
  const catalogue = createCatalogueQueries(db, { cacheSeconds: env.CATALOGUE_CACHE_SECONDS });
  // Names and pictures show beside comments in the catalogue's kept reads.
  events.on('profile.changed', () => catalogue.invalidate());
  const brainSearch = createBrainSearch({ db, log: app.log });
  app.addHook('onClose', () => brainSearch.close());
  // Brains and teams are shared by invitations the person accepts (ADR 048): one feature, and
  // one limit of invitations sent for both (below, once the rate-limit store is there).
  const invitations = createInvitations({
    db,
    mailer: outbox,
    publicOrigin: env.PUBLIC_ORIGIN,
    targets: { brains: brainsForInvitations(), teams: teamsForInvitations() },
  });
  // What people do, for their analytics: every feature says it on the event bus; analytics
  // records it in memory and writes it in batches, off the request.
  const analytics = createEventWriter({
    db,
    log: app.log,
    batchSize: env.ANALYTICS_BATCH_SIZE,
    flushIntervalMs: env.ANALYTICS_FLUSH_INTERVAL_MS,
  });
  recordWhatPeopleDo({ events, db, analytics, log: app.log });
  // After the job workers stopped: what they and the last requests recorded is written.
  app.addHook('onClose', () => analytics.close());

  // ---- Durable jobs (two workers for sources) ----
  await jobs.work(
    'brain-source',
    createBrainProcessor({
      db,
      log: app.log,
      events,
      search: brainSearch,
      ocr: ocr && { reader: ocr, maxPages: env.OCR_MAX_PAGES },
    }),
    { concurrency: 2 },
  );
  await jobs.work('brain-sweep', createBrainSweeper({ db, jobs, log: app.log }), {
    concurrency: 1,
  });
  await jobs.schedule('brain-sweep', '* * * * *', {});
  await jobs.work(
    'analytics-rollup',
    createAnalyticsRollup({ db, rawDays: env.ANALYTICS_RAW_DAYS, log: app.log }),
    { concurrency: 1 },
  );
  await jobs.schedule('analytics-rollup', '17 3 * * *', {});
  // Sign-up codes the identity provider held back (Supabase's hourly cap) go out when it lets:
  // the queue is in the database, so a restart loses none (ADR 046).
  const sendWaitingCodes = identity.sendWaitingCodes?.bind(identity);
  if (sendWaitingCodes) {
    await jobs.work('signup-codes', () => sendWaitingCodes(), { concurrency: 1 });
    await jobs.schedule('signup-codes', '* * * * *', {});
  }

  await registerRequestPipeline(app, env, services);
  const invitationLimit = invitationLimits(app);

  // ---- Features ----
  await app.register(
    createHealthModule({
      database,
      version,
      routing,
      readiness: [
        { name: 'accepting', check: async () => !lifecycle.draining },
        { name: 'database', check: () => database.ping() },
        { name: 'identity', check: () => identity.checkReady() },
        // A replica started before its migrations ran (or an older image on a newer schema's
        // database) must not take traffic; nor one whose job workers stopped.
        {
          name: 'migrations',
          check: async () => (await pendingMigrations(db).catch(() => ['unknown'])).length === 0,
        },
        { name: 'jobs', check: async () => jobs.running() },
      ],
    }),
  );
  await app.register(
    createAuthModule({
      db,
      identity,
      sessions,
      agent,
      events,
      publicOrigin: env.PUBLIC_ORIGIN,
      routing,
    }),
  );
  await app.register(createProfileModule({ db, identity, sessions, events, routing }));
  await app.register(
    createAdminModule({
      db,
      identity,
      catalogue: catalogueForAdmin({ db, catalogue }),
      recordRefusal: services.recordRefusal,
      routing,
    }),
  );
  await app.register(createConnectionsModule({ sessions, agent, routing }));
  // The local agent server's consent pages, on our origin (not for an external server).
  if (!env.AGENT_AUTH_URL && agentAuthUrl)
    await app.register(providerProxy, {
      target: agentAuthUrl,
      timeoutMs: env.AGENT_AUTH_TIMEOUT_MS,
    });
  await app.register(createCatalogueModule({ catalogue, sessions, events, routing }));
  await app.register(
    createBrainsModule({
      db,
      jobs,
      search: brainSearch,
      events,
      invitations,
      invitationLimit,
      routing,
    }),
  );
  await app.register(
    createAgentsModule({
      db,
      brains: brainsForAgents({ db, search: brainSearch }),
      answers: services.answers,
      events,
      routing,
    }),
  );
  await app.register(
    createTeamsModule({
      db,
      brains: brainsForTeams(db),
      agents: agentsForTeams(db),
      invitations,
      invitationLimit,
      routing,
    }),
  );
  await app.register(createInvitationsModule({ invitations, events, routing }));
  await app.register(
    createAnalyticsModule({
      db,
      counts: {
        brains: (userId) => brainsForAnalytics(db).byStatus(userId),
        agents: (userId) => countAgents(db, { userId }),
        teams: (userId) => countTeams(db, { userId }),
      },
      routing,
    }),
  );
  await app.register(
    createContactModule({
      inquiries: inquiryInbox(db),
      mailer: outbox,
      notifyTo: env.CONTACT_NOTIFY_TO,
      routing,
    }),
  );
  if (chatEngine)
    await app.register(createChatModule({ engine: chatEngine, sessions, events, routing }));
  await app.register(createSeoModule({ db, publicOrigin: env.PUBLIC_ORIGIN }));
  await app.register(createApiDocsModule({ version }));
  if (env.NODE_ENV !== 'production')
    await app.register(createDevModule({ mailbox: services.devMailbox, outbox, routing }));
  const webAppState: WebAppState = { ready: false };
  await app.register(webApp, { distDir: env.WEB_DIST_DIR, state: webAppState });

  app.setNotFoundHandler((request, reply) => {
    const path = decodedPath(request.url);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== null &&
      // A missing asset must fail as itself: never answer a script or style with the page.
      !/^\/(api|assets|oauth-provider)(\/|$)/.test(path) &&
      webAppState.ready;
    if (wantsPage)
      return sendPage(request, reply, {
        path,
        state: webAppState,
        sessionCookie: sessions.names.session,
      });
    return reply.status(404).send({ error: 'Not found', code: 'not_found' });
  });

  // What the process that boots the app needs too (server.ts: the local agent server checks
  // passwords with the same identity; demo accounts are seeded through it; the search is warmed
  // up; tests drain mail and flush analytics).
  return {
    app,
    services: { identity, db, outbox, catalogue, jobs, chatEngine, analytics, brainSearch, ocr },
    lifecycle,
  };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
