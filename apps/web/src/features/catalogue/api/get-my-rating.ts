import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-errors';
import { catalogueApi } from './client';

/**
 * The signed-in user's own rating of a tool (1-5), or null when they have not rated it yet.
 * The user's id is part of the key so that another account never sees a cached answer.
 */
export const myRatingQueryOptions = (toolId: string, userId: string) =>
  queryOptions({
    queryKey: ['tools', 'my-rating', toolId, userId],
    queryFn: async ({ signal }) => {
      const res = await (
        await catalogueApi()
      ).getMyRating({
        params: { id: toolId },
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body.rating;
    },
  });

/** Only asked when someone is signed in: visitors have no rating of their own. */
export function useMyRating(toolId: string, userId: string | null) {
  return useQuery({
    ...myRatingQueryOptions(toolId, userId ?? ''),
    enabled: userId !== null,
  });
}
