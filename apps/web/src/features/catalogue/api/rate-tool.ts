import type { ToolDetail } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '@/lib/api-errors';
import { catalogueApi } from './client';
import { myRatingQueryOptions } from './get-my-rating';

/**
 * Rate a tool 1-5 (the BFF updates the user's rating or inserts the first one); then the tool
 * reloads (spec §4). A failure is only logged (spec §8): the stars fall back to what was saved.
 */
export const rateToolMutationOptions = (queryClient: QueryClient, toolId: string, userId: string) =>
  mutationOptions({
    mutationKey: ['tools', 'rate', toolId],
    mutationFn: async (rating: number) => {
      const res = await (
        await catalogueApi()
      ).rateTool({ params: { id: toolId }, body: { rating } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(myRatingQueryOptions(toolId, userId).queryKey, saved.rating);
      // The new average shows at once; the reload below brings the rest of the tool up to date.
      queryClient.setQueriesData<ToolDetail | null>(
        { queryKey: ['tools', 'detail', toolId] },
        (tool) => (tool ? { ...tool, rating: saved.summary } : tool),
      );
      // Returned, so the stars stay disabled until the tool has reloaded.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tools', 'detail', toolId] }),
        queryClient.invalidateQueries({ queryKey: ['tools', 'list'] }),
      ]);
    },
    onError: (error) => console.warn(`Rating ${toolId} failed`, error),
  });

export function useRateTool(toolId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation(rateToolMutationOptions(queryClient, toolId, userId));
}
