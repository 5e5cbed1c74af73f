import { resolve } from 'node:path';
import { z } from 'zod';

/** The header the chat webhook receives: `Basic user:password` or `Header-Name: value`. */
export function parseChatWebhookAuth(value: string): { name: string; value: string } | null {
  const basic = /^basic\s+([^:]+:.*)$/i.exec(value.trim());
  if (basic)
    return {
      name: 'authorization',
      value: `Basic ${Buffer.from(basic[1]!, 'utf8').toString('base64')}`,
    };
  const header = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(\S.*)$/.exec(value.trim());
  return header ? { name: header[1]!.toLowerCase(), value: header[2]! } : null;
}

/** Variables whose values are never repeated in a message. */
const SECRET_VARIABLES = new Set([
  'CHAT_WEBHOOK_AUTH',
  'OPENAI_API_KEY',
  'SESSION_SECRET',
  'AGENT_ASSERTION_SECRET',
  'OIDC_CLIENT_SECRET',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_SECRET_KEY',
]);

/** A value as an error message may repeat it: secrets left out, a URL's password masked. */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined || SECRET_VARIABLES.has(name)) return '';
  return ` (got "${value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, '$1***@')}")`;
}

/** The repository root, for defaults that point into the workspace (data, the built SPA). */
export const workspaceRoot = resolve(import.meta.dirname, '../../..');

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the BFF reads, with its description. `process.env` is read here and
 * nowhere else; docs/environment-variables.md is generated from this schema.
 */
export const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe(
      'Runtime mode. `production` hides development-only routes and enables strict caching.',
    ),
  HOST: z
    .string()
    .min(1)
    .default('localhost')
    .describe('Interface to listen on; `0.0.0.0` in a container.'),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3000)
    .describe('TCP port to listen on (0 picks a free one).'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level.'),
  PUBLIC_ORIGIN: z
    .url()
    .optional()
    .describe(
      'Origin people reach the site at, e.g. `https://app.example.com`. Defaults to `http://localhost:$PORT`.',
    ),
  DATABASE_URL: z
    .url()
    .optional()
    .describe(
      'Postgres connection string. When unset, an embedded PGlite database is kept under `DATA_DIR`.',
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default(resolve(workspaceRoot, '.data'))
    .describe('Folder for embedded data (PGlite). Defaults to `.data/` at the repository root.'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(resolve(workspaceRoot, 'apps/web/dist'))
    .describe('Folder of the built SPA that the BFF serves. Defaults to `apps/web/dist`.'),
  DATABASE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(5000)
    .describe(
      'With Postgres: how long to wait for a connection, and for one query, before failing the request.',
    ),
  SEED: booleanString
    .prefault('true')
    .describe('Seed the catalogue and its community at start (idempotent). `false` to skip.'),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(5000)
    .describe(
      "On SIGTERM, how long the BFF keeps serving while `/api/ready` answers 503 (so load balancers stop sending it traffic) before it stops accepting, finishes in-flight requests and hands unfinished jobs back. Set it above your balancer's health-check interval; 0 stops at once.",
    ),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform(list)
    .describe(
      'Comma-separated extra origins allowed to call the API with credentials. Empty: same origin only.',
    ),
  SMTP_URL: z
    .url()
    .optional()
    .describe(
      'SMTP server for outgoing e-mail, e.g. `smtps://user:pass@smtp.example.com`. Unset: e-mails go to the dev mailbox.',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Agentia <no-reply@agentia.example>')
    .describe('Sender of every e-mail.'),
  CONTACT_NOTIFY_TO: z
    .email()
    .default('team@agentia.example')
    .describe('Who receives a notification for each contact-form inquiry.'),
  CHAT_WEBHOOK_URL: z
    .url()
    .refine((value) => {
      const url = new URL(value);
      return url.username === '' && url.password === '';
    }, 'must not carry credentials (user:password@); put them in CHAT_WEBHOOK_AUTH')
    .optional()
    .describe(
      'Chat webhook (n8n chat trigger protocol), e.g. `https://n8n.example.com/webhook/{id}/chat`. Unset: the local support assistant answers in-process.',
    ),
  CHAT_WEBHOOK_AUTH: z
    .string()
    .transform((value, context) => {
      const parsed = parseChatWebhookAuth(value);
      if (parsed) return parsed;
      context.addIssue({
        code: 'custom',
        message: 'expected `Basic user:password` or `Header-Name: value`',
      });
      return z.NEVER;
    })
    .optional()
    .describe(
      'Credentials sent to the chat webhook on every call: `Basic user:password` for a Chat Trigger whose Authentication is Basic Auth (n8n offers Basic Auth, n8n User Auth and None; n8n User Auth needs an n8n editor login the BFF does not have), or `Header-Name: value` for a header that a reverse proxy in front of n8n checks (the trigger then on None). Never logged.',
    ),
  CHAT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(15_000)
    .default(15_000)
    .describe(
      "How long the BFF waits for the first byte of the chat webhook's answer before answering with the connection message.",
    ),
  CHAT_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(30_000)
    .describe(
      'Once a streamed answer has begun, how long the chat webhook may stay silent between two chunks.',
    ),
  CHAT_TOTAL_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(120_000)
    .describe('The longest one chat reply may take from start to end, however it streams.'),
  OPENAI_BASE_URL: z
    .url()
    .refine((value) => /^https?:/.test(value), 'an http(s) URL')
    .optional()
    .describe(
      "An OpenAI-compatible chat completions API that writes the agents' answers, e.g. `https://api.openai.com/v1`, or a local model's: Ollama `http://localhost:11434/v1`, vLLM, LM Studio, LiteLLM. Needs `AGENT_MODEL`. Unset: the chat webhook answers when `CHAT_WEBHOOK_URL` is set, else the agents quote their passages (no model).",
    ),
  OPENAI_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'The key sent to `OPENAI_BASE_URL` (`Authorization: Bearer`); a local provider usually needs none. Used on the server only, never logged or sent to the browser.',
    ),
  AGENT_MODEL: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('The model that answers at `OPENAI_BASE_URL`, e.g. `gpt-4o-mini` or `llama3.2`.'),
  AGENT_ANSWER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(30_000)
    .describe(
      "How long the model provider may stay silent (before an answer's first words, and between two pieces) before the asker is told it took too long.",
    ),
  AGENT_MAX_ANSWER_TOKENS: z.coerce
    .number()
    .int()
    .min(16)
    .max(32_000)
    .default(800)
    .describe(
      "The most tokens one agent answer may use (`max_tokens` sent to the model provider): the operator's cap on an answer's length and cost.",
    ),
  IDENTITY: z
    .enum(['embedded', 'supabase'])
    .default('embedded')
    .describe(
      'Identity provider: `embedded` (own tables in the database) or `supabase` (needs the three `SUPABASE_*` variables).',
    ),
  SUPABASE_URL: z.url().optional().describe('Supabase project URL, when `IDENTITY=supabase`.'),
  SUPABASE_ANON_KEY: z
    .string()
    .min(20)
    .optional()
    .describe('Supabase anon key (used on the server only), when `IDENTITY=supabase`.'),
  SUPABASE_SERVICE_ROLE_KEY: z
    .string()
    .min(20)
    .optional()
    .describe(
      'Supabase service-role key for invitations and seeding, when `IDENTITY=supabase`. Never sent to the browser.',
    ),
  SUPABASE_SECRET_KEY: z
    .string()
    .regex(/^sb_secret_[A-Za-z0-9_-]{16,}$/, 'a secret API key, sb_secret_…')
    .optional()
    .describe(
      'Supabase secret API key (`sb_secret_…`). When set, calls made for a person use it and carry their address in `Sb-Forwarded-For`, so Supabase’s per-address rate limits count people instead of the BFF; turn on IP address forwarding in the project (Authentication → Rate Limits). Never sent to the browser.',
    ),
  SUPABASE_OTP_LENGTH: z.coerce
    .number()
    .int()
    .min(6)
    .max(10)
    .default(6)
    .describe(
      'Digits of the codes the Supabase project e-mails (Authentication → Providers → Email → Email OTP Length). Supabase does not tell it: the verify screen states this one.',
    ),
  SUPABASE_OTP_EXPIRY_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(3600)
    .describe(
      'How long the Supabase project’s codes and links live, invitations included (Email OTP Expiration; a new project has 3600). Supabase does not tell it: the screens and invitations state this one.',
    ),
  SUPABASE_EMAILS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(30)
    .describe(
      'E-mails the Supabase project may send an hour (Authentication → Rate Limits → Rate limit for sending emails; 30 with custom SMTP, 2 with the built-in sender). Supabase does not tell it: sign-ups held back by the cap are told when their code will go out from it.',
    ),
  IDENTITY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(5000)
    .describe(
      'How long one call to the Supabase identity service may take; past it the user reads "Error connecting to authentication server".',
    ),
  SUPABASE_OAUTH_PROVIDERS: z
    .string()
    .default('')
    .transform(list)
    .describe('Comma-separated social providers enabled in Supabase, e.g. `google,github`.'),
  OIDC_ISSUER: z
    .url()
    .optional()
    .describe(
      'OpenID Connect issuer for social sign-in with the embedded identity provider. Unset: no social sign-in.',
    ),
  OIDC_CLIENT_ID: z.string().min(1).optional().describe('Client id registered at `OIDC_ISSUER`.'),
  OIDC_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('Client secret registered at `OIDC_ISSUER`.'),
  OIDC_PROVIDER_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,30}$/)
    .default('google')
    .describe('Path segment of the social provider (`/oauth/callback/{id}`).'),
  OIDC_PROVIDER_NAME: z
    .string()
    .min(1)
    .default('Google')
    .describe('Name of the social provider on the sign-in button.'),
  SESSION_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'Secret (32+ characters) keying one-time-code hashes and the local agent server’s keys. Required in production; a fixed development value otherwise.',
    ),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 90)
    .default(24 * 7)
    .describe('A session unused this long ends (idle expiry).'),
  SESSION_ABSOLUTE_DAYS: z.coerce
    .number()
    .min(0.01)
    .max(365)
    .default(30)
    .describe('A session ends this long after sign-in, however much it is used (absolute expiry).'),
  AGENT_AUTH_URL: z
    .url()
    .optional()
    .describe(
      'Agent authentication server. Unset: the local one (apps/agent-auth) is started in-process.',
    ),
  AGENT_ASSERTION_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'Secret shared with the agent server to vouch for sign-ins without a password (code, link, social). Derived from `SESSION_SECRET` for the local server.',
    ),
  AGENT_AUTH_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(5000)
    .describe('How long the BFF waits for the agent authentication server.'),
  AGENT_AUTH_RETRY_AFTER_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(15_000)
    .describe(
      'After the agent authentication server fails, calls to it fail at once for this long; then one call at a time probes it (circuit breaker).',
    ),
  AGENT_TOOL_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .optional()
    .describe(
      'Lifetime of the demo tools’ access tokens issued by the local agent server (default 3600).',
    ),
  DEMO_ACCOUNTS: booleanString
    .optional()
    .describe(
      'Create the demo accounts (Admin, Pro, Free) at start and print their passwords. Default: on outside production.',
    ),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      const trimmed = value.trim();
      if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false as const;
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      const addresses = list(trimmed);
      if (addresses.every((address) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address)))
        return addresses;
      context.addIssue({
        code: 'custom',
        message: 'a number of hops, or a comma-separated list of addresses or CIDR ranges',
      });
      return z.NEVER;
    })
    .describe(
      "Proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed: a number of hops in front of the BFF (e.g. `1` behind one load balancer), or their addresses / CIDR ranges. Empty (the default): no proxy is trusted and the client address is the connection's.",
    ),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(200)
    .describe(
      'Mean event-loop delay (ms) past which new API requests get `503` with `Retry-After` instead of waiting (the web app’s page and files are still served). `0` turns it off.',
    ),
  OVERLOAD_MAX_IN_FLIGHT: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(512)
    .describe(
      'API requests in progress at once past which new ones get `503` with `Retry-After`. `0` turns it off.',
    ),
  REDIS_URL: z
    .url()
    .optional()
    .describe(
      'Redis for rate-limit counters shared by every BFF replica. Unset: counters are per process.',
    ),
  ANALYTICS_FLUSH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(60_000)
    .default(1000)
    .describe(
      'How long an analytics event may wait in memory before it is written (events are written in batches, never by the request that causes them).',
    ),
  ANALYTICS_BATCH_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(5000)
    .default(100)
    .describe(
      'Analytics events written by one insert at most (each takes the database about 0.1 ms on PGlite, so a batch holds other queries that long).',
    ),
  ANALYTICS_RAW_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(30)
    .describe(
      'Raw analytics events older than this many days are rolled up into per-day counts (every night).',
    ),
  CATALOGUE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(30)
    .describe('How long catalogue reads stay in the in-process cache (0 disables it).'),
  SEARCH_WARMUP_SEARCHES: z.coerce
    .number()
    .int()
    .min(0)
    .max(20_000)
    .optional()
    .describe(
      'Embedded database only: brain searches the BFF runs over generated passages of its own before it listens, so that its first users search at full speed (about 2 s of start). Unset: 1000, or 0 when `NODE_ENV` is `test`. `0` turns it off.',
    ),
  OCR_ENABLED: booleanString
    .prefault('true')
    .describe(
      'Read the pages of a PDF that have no text layer (scans) by OCR, in English and French, in a child process of the BFF. `false`: such a PDF is refused as having no text.',
    ),
  OCR_MAX_PAGES: z.coerce
    .number()
    .int()
    .min(1)
    .max(2000)
    .default(50)
    .describe(
      'Pages of one file that may be read by OCR; a file with more pages to read ends in error before any is read, unless most of its pages have a text layer (it is then read from that layer alone).',
    ),
  OCR_PAGE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .default(30_000)
    .describe(
      'How long OCR may take on one page (rendering and reading); past it the OCR process is ended and the file ends in error.',
    ),
  OCR_MAX_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(256)
    .max(16_384)
    .default(768)
    .describe(
      'Resident memory the OCR process may reach (checked ten times a second, on Linux); past it the process is ended and the file ends in error.',
    ),
});

export type Env = z.infer<typeof EnvSchema> & {
  PUBLIC_ORIGIN: string;
  SESSION_SECRET: string;
  DEMO_ACCOUNTS: boolean;
};

/** Only for development and tests: production refuses to start without its own secret. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws one line naming the variable and what is wrong. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name}: ${issue.message}${shownValue(name, source[name])}`,
    );
  }
  const env = result.data;
  const fail = (name: string, message: string): never => {
    throw new ConfigError(`Invalid configuration: ${name}: ${message}`);
  };
  if (env.IDENTITY === 'supabase') {
    for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const)
      if (!env[name]) fail(name, 'required when IDENTITY=supabase');
  }
  if (env.OPENAI_BASE_URL && !env.AGENT_MODEL)
    fail('AGENT_MODEL', 'required with OPENAI_BASE_URL (the model that answers)');
  if (env.OIDC_ISSUER && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET))
    fail('OIDC_CLIENT_ID', 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with OIDC_ISSUER');
  const production = env.NODE_ENV === 'production';
  if (production && !env.SESSION_SECRET) fail('SESSION_SECRET', 'required in production');
  return {
    ...env,
    PUBLIC_ORIGIN: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    SESSION_SECRET: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    DEMO_ACCOUNTS: env.DEMO_ACCOUNTS ?? !production,
  };
}
