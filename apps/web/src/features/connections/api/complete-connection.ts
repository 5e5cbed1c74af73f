import type { AgentToolId, Language } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { storeConnection } from './get-connections';

export interface CompleteConnectionVariables {
  tool: AgentToolId;
  code: string;
  state: string;
  lang: Language;
}

/**
 * Finish connecting with the code and state the consent page sent back (the state has been
 * checked against the stored pair first); the answer is the tool's connection.
 */
export const completeConnectionMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: ['connections', 'complete'],
    mutationFn: async ({ tool, code, state, lang }: CompleteConnectionVariables) => {
      const res = await api.connections.completeConnection({
        params: { tool },
        body: { code, state, lang },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (connection, { lang }) => storeConnection(queryClient, userId, lang, connection),
  });

export function useCompleteConnection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(completeConnectionMutationOptions(queryClient, userId));
}
