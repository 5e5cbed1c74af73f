import type { BrainDetail, CreateBrainRequest } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { brainKey } from './get-brain';
import { brainsKey } from './get-brains';

/** Create a brain; its page opens from the cache, and the lists are asked again. */
export const createBrainMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: ['brains', 'create'],
    mutationFn: async (body: CreateBrainRequest): Promise<BrainDetail> => {
      const res = await api.brains.createBrain({ body });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (brain) => {
      queryClient.setQueryData(brainKey(userId, brain.id), brain);
      void queryClient.invalidateQueries({ queryKey: [...brainsKey(userId), 'list'] });
    },
  });

export function useCreateBrain(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(createBrainMutationOptions(queryClient, userId));
}
