import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { storeSources } from './get-brain';

/**
 * Owner or editor: add files in one multipart request (field `files`). The server checks the
 * limits and the type from the bytes; the new sources wait to be read.
 */
export const uploadSourcesMutationOptions = (
  queryClient: QueryClient,
  userId: string,
  brainId: string,
) =>
  mutationOptions({
    mutationKey: ['brains', 'upload', brainId],
    mutationFn: async (files: readonly File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      const res = await api.brains.uploadSources({ params: { id: brainId }, body });
      if (res.status !== 201) throw new ApiError(res.status, res.body, res.headers);
      return res.body.sources;
    },
    onSuccess: (sources) => storeSources(queryClient, userId, brainId, sources),
  });

export function useUploadSources(userId: string, brainId: string) {
  const queryClient = useQueryClient();
  return useMutation(uploadSourcesMutationOptions(queryClient, userId, brainId));
}
