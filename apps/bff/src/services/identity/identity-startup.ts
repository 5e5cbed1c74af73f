import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { IdentityRateLimited, IdentityUnavailable, type IdentityProvider } from './identity.ts';

export interface IdentityStartupOptions {
  identity: IdentityProvider;
  log: FastifyBaseLogger;
  /** Seeds what needs the provider (demo accounts); run once its configuration was read. */
  seed?: () => Promise<void>;
  /** Aborted at shutdown: no further attempt is made. */
  signal: AbortSignal;
  /** Waits between attempts while the provider does not answer (ms); the last one repeats. */
  delaysMs?: number[];
}

const DEFAULT_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 10_000];

/**
 * What start-up asks of the identity provider, without making start-up wait for it: read what the
 * provider tells of its configuration (a warning for each difference), then seed. Each step is
 * tried again, with growing waits, while the provider cannot be reached or limits the BFF; any
 * other failure is logged once and that step given up. Resolves when done or aborted.
 */
export async function prepareIdentity({
  identity,
  log,
  seed,
  signal,
  delaysMs = DEFAULT_DELAYS_MS,
}: IdentityStartupOptions): Promise<void> {
  const step = async (name: string, work: () => Promise<void>) => {
    for (let attempt = 0; !signal.aborted; attempt++) {
      try {
        await work();
        if (attempt > 0)
          log.info({ step: name, attempts: attempt + 1 }, 'identity provider answered');
        return;
      } catch (error) {
        const passing =
          error instanceof IdentityUnavailable || error instanceof IdentityRateLimited;
        if (!passing) {
          log.error({ err: error, step: name }, 'identity start-up step failed');
          return;
        }
        const delay = delaysMs[Math.min(attempt, delaysMs.length - 1)]!;
        // Said once, then every tenth attempt: the readiness check says the rest.
        if (attempt % 10 === 0)
          log.warn(
            { step: name, retryInMs: delay, reason: (error as Error).message },
            'identity provider not answering yet; retrying in the background',
          );
        await sleep(delay, undefined, { signal }).catch(() => undefined);
      }
    }
  };
  await step('configuration', async () => {
    for (const warning of await identity.checkConfiguration())
      log.warn({ identity: identity.kind }, `Identity provider configuration: ${warning}`);
  });
  if (seed) await step('seed', seed);
}
