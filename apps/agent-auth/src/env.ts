import { z } from 'zod';
import { MIN_SECRET_LENGTH } from './server.ts';

const secret = (name: string) =>
  z
    .string({
      error: `${name} must be set to a secret of at least ${MIN_SECRET_LENGTH} characters`,
    })
    .min(
      MIN_SECRET_LENGTH,
      `${name} must be set to a secret of at least ${MIN_SECRET_LENGTH} characters`,
    );
const isHttpUrl = (value: string) => /^https?:$/.test(URL.parse(value)?.protocol ?? '');

/**
 * Every environment variable of the standalone agent server (`pnpm --filter @app/agent-auth
 * start`), read here and nowhere else. The BFF configures the in-process server itself.
 */
export const EnvSchema = z.object({
  AGENT_AUTH_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(4100)
    .describe('TCP port to listen on.'),
  AGENT_AUTH_HOST: z.string().min(1).default('127.0.0.1').describe('Interface to listen on.'),
  AGENT_JWT_SECRET: secret('AGENT_JWT_SECRET').describe('Signs the agent tokens it issues.'),
  AGENT_ASSERTION_SECRET: secret('AGENT_ASSERTION_SECRET').describe(
    'Checks the login assertions the BFF signs (the BFF has the same value).',
  ),
  AGENT_AUTH_PROVIDER_BASE_URL: z
    .string()
    .refine(isHttpUrl, 'must be an http(s) URL')
    .optional()
    .describe('Where browsers reach its demo consent pages (by default its own address).'),
  AGENT_AUTH_REDIRECT_URI: z
    .string()
    .refine(
      (value) => isHttpUrl(value) && value.includes('{tool}'),
      'must be an http(s) URL with {tool} where the tool id goes',
    )
    .optional()
    .describe(
      'Where the consent pages send the browser back, `{tool}` standing for the tool id, e.g. `http://localhost:3000/dashboard/tools/callback/{tool}`.',
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level.'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment; a bad value throws one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty values count as unset, as a shell `VAR=` means.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new Error(issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`);
}
