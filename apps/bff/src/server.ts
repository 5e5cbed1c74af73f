import { createAssistant } from '@app/assistant';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { DataDirInUse } from './db/database.ts';
import { prepareDatabase } from './db/index.ts';
import { ConfigError, parseEnv } from './env.ts';
import { createLocalChatEngine } from './services/chat-engine/local-chat-engine.ts';
import { createLocalAgentServer } from './services/agent-auth/local-agent-server.ts';
import { seedDemoAccounts } from './features/auth/demo-accounts.ts';
import { SEARCH_WARMUP } from './features/brains/search/index.ts';
import { prepareIdentity } from './services/identity/identity-startup.ts';

let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = {
  level: env.LOG_LEVEL,
  // Credentials never reach a log line: the visitor's cookies and headers, and the keys of the
  // services the BFF calls should an object carrying one ever be logged.
  redact: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    '*.apiKey',
    '*.OPENAI_API_KEY',
  ],
  ...(env.NODE_ENV === 'development'
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {}),
};

const prepared = await prepareDatabase(env).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { database, migrations, seed } = prepared;
// Without a configured chat webhook, the local support assistant answers, in this process.
const chatEngine = env.CHAT_WEBHOOK_URL ? undefined : createLocalChatEngine(createAssistant());
// Without a configured agent authentication server, the local one runs in this process.
const agentAuth = env.AGENT_AUTH_URL ? null : createLocalAgentServer(env);
const agentAuthUrl = agentAuth ? await agentAuth.listen(0, '127.0.0.1') : undefined;
const { app, services, lifecycle } = await buildApp({
  env,
  database,
  logger,
  ...(chatEngine ? { chatEngine } : {}),
  ...(agentAuthUrl ? { agentAuthUrl } : {}),
});
agentAuth?.bindIdentity(services.identity);
app.log.info({ chatEngine: services.chatEngine?.description ?? 'none' }, 'support chat');
if (agentAuthUrl) app.log.info({ agentAuthUrl }, 'local agent authentication server started');
app.log.info({ database: database.kind, migrationsApplied: migrations, seed }, 'database ready');

// The identity provider's configuration is read, and demo accounts seeded, without holding start
// back: a Supabase project out of reach leaves the BFF serving its pages, /api/ready saying
// identity is down, and these retried until it answers. The embedded provider lives in our own
// database, so its accounts exist before the server listens, as they always have.
const identityStartup = new AbortController();
const identityPrepared = prepareIdentity({
  identity: services.identity,
  log: app.log,
  signal: identityStartup.signal,
  ...(env.DEMO_ACCOUNTS && {
    seed: async () => {
      const accounts = await seedDemoAccounts(services);
      app.log.info(
        'Demo accounts (development only):\n' +
          accounts
            .map((a) => `  ${a.role.padEnd(5)} ${a.email}  password: ${a.password}`)
            .join('\n'),
      );
    },
  }),
});
if (services.identity.kind === 'embedded') await identityPrepared;

// SIGTERM (a deploy, a scale-down): first stop being ready and keep serving while balancers
// notice, then stop accepting, finish what is in flight, hand unfinished jobs back (app.close)
// and exit 0. Ctrl-C in a terminal skips the wait.
closeWithGrace({ delay: env.SHUTDOWN_DRAIN_MS + 15_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
  if (signal === 'SIGTERM' && env.SHUTDOWN_DRAIN_MS > 0) {
    lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    app.log.info('drained: closing');
  }
  identityStartup.abort();
  await identityPrepared;
  await app.close();
  await agentAuth?.close();
  await database.close();
});

// The embedded engine's search code is compiled to its optimised form before the first user
// searches (ADR 051). Postgres runs native code and needs none of this. A failure costs only speed.
const warmupSearches = env.SEARCH_WARMUP_SEARCHES ?? (env.NODE_ENV === 'test' ? 0 : SEARCH_WARMUP);
if (database.kind === 'pglite' && warmupSearches > 0) {
  await services.brainSearch.warmUp({ searches: warmupSearches }).then(
    (warmed) => app.log.info(warmed, 'search warmed up'),
    (error: unknown) => app.log.warn({ err: error }, 'search not warmed up'),
  );
}
await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Ready on ${env.PUBLIC_ORIGIN}`);
