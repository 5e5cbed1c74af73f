import { QueryClient } from '@tanstack/react-query';

/**
 * An answer of the BFF (any status) says what it means, and asking again will not change it: the
 * error state shows at once. Only a request that got no answer (network) is tried twice more.
 */
function shouldRetry(failures: number, error: unknown) {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' && failures < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
}
