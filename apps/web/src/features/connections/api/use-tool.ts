import type { AgentToolId, Language } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { CONNECTIONS_KEY, storeConnection } from './get-connections';

export interface UseToolVariables {
  tool: AgentToolId;
  lang: Language;
}

/**
 * Use (test) a tool, with the spec's token logic on the server (§4): an expired token with a
 * refresh token is refreshed (`refreshed: true`), otherwise the agent API is asked for a read.
 */
export const toolUseMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: ['connections', 'use'],
    mutationFn: async ({ tool, lang }: UseToolVariables) => {
      const res = await api.connections.useTool({ params: { tool }, body: { lang } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (used, { lang }) => storeConnection(queryClient, userId, lang, used.connection),
    // A refusal (409 not connected, a refresh that ended the connection) means the list is stale.
    onError: () => void queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });

export function useUseTool(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(toolUseMutationOptions(queryClient, userId));
}
