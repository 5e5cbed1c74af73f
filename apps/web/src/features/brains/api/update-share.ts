import type { BrainShare, ShareRole } from '@app/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { sharesKey } from './get-shares';

export interface UpdateShareVariables {
  personId: string;
  role: ShareRole;
}

/** Owner only: change a person's role. */
export const updateShareMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'update-share', brainId],
    mutationFn: async ({ personId, role }: UpdateShareVariables): Promise<BrainShare> => {
      const res = await api.brains.updateShare({
        params: { id: brainId, userId: personId },
        body: { role },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    onSuccess: (share) =>
      queryClient.setQueryData<BrainShare[]>(sharesKey(userId, brainId), (shares) =>
        shares?.map((item) => (item.user.id === share.user.id ? share : item)),
      ),
    onError: () => void queryClient.invalidateQueries({ queryKey: sharesKey(userId, brainId) }),
  });

export function useUpdateShare(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateShareMutationOptions(queryClient, userId, brainId));
}
