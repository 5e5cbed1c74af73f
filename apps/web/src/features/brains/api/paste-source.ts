import type { PasteSourceRequest } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { storeSources } from './get-brain';

/** Owner or editor: add pasted text or Markdown as a source. */
export const pasteSourceMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'paste', brainId],
    mutationFn: async (body: PasteSourceRequest) => {
      const res = await api.brains.pasteSource({ params: { id: brainId }, body });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body.sources;
    },
    onSuccess: (sources) => storeSources(queryClient, userId, brainId, sources),
  });

export function usePasteSource(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(pasteSourceMutationOptions(queryClient, userId, brainId));
}
