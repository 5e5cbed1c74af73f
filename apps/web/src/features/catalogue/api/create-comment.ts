import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '@/lib/api-errors';
import { catalogueApi } from './client';

/**
 * Post a comment, trimmed before it is sent; then the tool (and its comment list) reloads
 * (spec §4). A failure is only logged (spec §8): the text stays in the field to try again.
 */
export const createCommentMutationOptions = (queryClient: QueryClient, toolId: string) =>
  mutationOptions({
    mutationKey: ['tools', 'comment', toolId],
    mutationFn: async (content: string) => {
      const res = await (
        await catalogueApi()
      ).createComment({
        params: { id: toolId },
        body: { content: content.trim() },
      });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    // Returned, so the form stays busy until the new comment is in the list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tools', 'detail', toolId] }),
        queryClient.invalidateQueries({ queryKey: ['tools', 'list'] }),
      ]),
    onError: (error) => console.warn(`Comment on ${toolId} failed`, error),
  });

export function useCreateComment(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation(createCommentMutationOptions(queryClient, toolId));
}
