import { z } from 'zod';

/**
 * Every environment variable of the standalone assistant (`pnpm --filter @app/assistant start`),
 * read here and nowhere else. The BFF starts it in-process when CHAT_WEBHOOK_URL is not set.
 */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3010).describe('TCP port to listen on.'),
  HOST: z.string().min(1).default('127.0.0.1').describe('Interface to listen on.'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment; a bad value throws one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`${String(issue.path[0])}: ${issue.message}`);
}
