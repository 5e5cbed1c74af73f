import { QueryClient } from '@tanstack/react-query';
import { ApiError, errorStatus } from './api-errors';
import type { SessionStore } from './session';

/** The BFF said it is busy (503 `overloaded`, sent with `Retry-After: 2`): asking again later helps. */
function isOverloaded(error: unknown) {
  return error instanceof ApiError && error.status === 503 && error.body?.code === 'overloaded';
}

/**
 * An answer of the BFF says what it means, and asking again will not change it: the error state
 * shows at once. Two exceptions are tried twice more: a request that got no answer (network), and
 * the BFF shedding load, which asks to be called again after a moment.
 */
export function shouldRetry(failures: number, error: unknown) {
  if (failures >= 2) return false;
  if (isOverloaded(error)) return true;
  return errorStatus(error) === null;
}

/** After an overload, the two seconds the BFF asks for (then four); otherwise TanStack's default. */
export function retryDelay(failures: number, error: unknown) {
  if (isOverloaded(error)) return 2_000 * 2 ** failures;
  return Math.min(1_000 * 2 ** failures, 30_000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}

/**
 * Keeps the cache in step with who is signed in: a sign-in drops what an earlier visitor left
 * (nothing on screen), a sign-out forgets every query fetched for the user. Returns how to stop.
 */
export function followSession(queryClient: QueryClient, session: SessionStore) {
  return session.onAccountChange((change) => {
    if (change === 'signed-in')
      queryClient.removeQueries({ predicate: (query) => !query.isActive() });
    else void queryClient.resetQueries();
  });
}
