import { resolve } from 'node:path';
import { z } from 'zod';

/** The repository root, for defaults that point into the workspace (data, the built SPA). */
export const workspaceRoot = resolve(import.meta.dirname, '../../..');

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
  SEED: booleanString
    .prefault('true')
    .describe('Seed the catalogue and its community at start (idempotent). `false` to skip.'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
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
    .optional()
    .describe(
      'Chat webhook (n8n chat trigger protocol). Unset: the local support assistant is started in-process and used.',
    ),
  CHAT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(30_000)
    .describe(
      'How long the BFF waits for the chat webhook before answering with the connection message.',
    ),
  CATALOGUE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(30)
    .describe('How long catalogue reads stay in the in-process cache (0 disables it).'),
});

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_ORIGIN: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws one line naming the variable and what is wrong. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = source[name];
    throw new ConfigError(
      `Invalid configuration: ${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`,
    );
  }
  const env = result.data;
  return { ...env, PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}` };
}
