import type { AdminComment, AdminTool, CreateToolRequest, UpdateToolRequest } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_KEY, bodyOf } from './admin-key';

type ToolRow = {
  id: string;
  name: string;
  category: string;
  hasFrench: boolean;
  commentCount: number;
  updatedAt: string;
};

/** GET /api/admin/tools */
export const useAdminTools = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'tools'],
    queryFn: async ({ signal }) =>
      bodyOf<ToolRow[]>(await api.admin.listTools({ fetchOptions: { signal } }), 200),
  });

/** GET /api/admin/tools/:id */
export const useAdminTool = (id: string | null) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'tool', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      bodyOf<AdminTool>(
        await api.admin.getTool({ params: { id: id! }, fetchOptions: { signal } }),
        200,
      ),
  });

/** POST /api/admin/tools or PUT /api/admin/tools/:id */
export function useSaveTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string | null;
      body: CreateToolRequest | UpdateToolRequest;
    }) =>
      id
        ? bodyOf<AdminTool>(await api.admin.updateTool({ params: { id }, body }), 200)
        : bodyOf<AdminTool>(await api.admin.createTool({ body: body as CreateToolRequest }), 201),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      // The public pages read the catalogue again.
      await queryClient.invalidateQueries({ queryKey: ['tools'] });
    },
  });
}

/** DELETE /api/admin/tools/:id */
export function useDeleteTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => bodyOf(await api.admin.deleteTool({ params: { id } }), 204),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** POST /api/admin/tools/preview: the guide as the public page will show it. */
export const useGuidePreview = (markdown: string) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'preview', markdown],
    queryFn: async ({ signal }) =>
      bodyOf<{ html: string }>(
        await api.admin.previewGuide({ body: { markdown }, fetchOptions: { signal } }),
        200,
      ),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

/** GET /api/admin/comments */
export const useAdminComments = (query: { status?: 'visible' | 'hidden'; cursor?: string }) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'comments', query],
    queryFn: async ({ signal }) =>
      bodyOf<{ items: AdminComment[]; nextCursor: string | null }>(
        await api.admin.listComments({ query, fetchOptions: { signal } }),
        200,
      ),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/comments/:id/moderation */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      action,
      reason,
    }: {
      id: string;
      action: 'hide' | 'restore' | 'delete';
      reason: string;
    }) =>
      bodyOf(await api.admin.moderateComment({ params: { id }, body: { action, reason } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
