import type { AgentToolId, Language } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { CONNECTIONS_KEY, storeConnection } from './get-connections';

export interface RevokeToolVariables {
  tool: AgentToolId;
  lang: Language;
}

/** Revoke a tool's access; the answer is the tool, now not connected. */
export const revokeToolMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: ['connections', 'revoke'],
    mutationFn: async ({ tool, lang }: RevokeToolVariables) => {
      const res = await api.connections.revokeTool({ params: { tool }, query: { lang } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (connection, { lang }) => storeConnection(queryClient, userId, lang, connection),
    onError: () => void queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });

export function useRevokeTool(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(revokeToolMutationOptions(queryClient, userId));
}
