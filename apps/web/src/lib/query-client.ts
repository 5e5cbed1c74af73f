import { QueryClient } from '@tanstack/react-query';

/** 4xx answers will not get better by asking again; network and 5xx failures get two retries. */
function shouldRetry(failures: number, error: unknown) {
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status >= 400 && status < 500) && failures < 2;
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
