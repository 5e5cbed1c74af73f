import type {
  CreateTeamRequest,
  InviteMemberRequest,
  InviteResult,
  MemberRole,
  TeamDetail,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { teamKey, teamsKey } from './get-teams';

/** Throws the API's refusal unless the answer has the expected status. */
function expectStatus<T>(
  res: { status: number; body: unknown; headers?: Headers },
  status: number,
): T {
  if (res.status !== status) throw new ApiError(res.status, res.body, res.headers);
  return res.body as T;
}

/** Everything the user knows of teams is asked again (lists, the team, what they can add). */
function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: teamsKey(userId) });
}

export function useCreateTeam(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationKey: ['teams', 'create'],
    mutationFn: async (body: CreateTeamRequest) =>
      expectStatus<TeamDetail>(await api.teams.createTeam({ body }), 201),
    onSuccess: refresh,
  });
}

/** Every change made on a team's page: each answers and refreshes the team. */
export function useTeamActions(userId: string, teamId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(userId);
  const params = { id: teamId };
  const forget = () => {
    queryClient.removeQueries({ queryKey: teamKey(userId, teamId) });
    refresh();
  };
  const invite = async (body: InviteMemberRequest) =>
    expectStatus<InviteResult>(await api.teams.inviteMember({ params, body }), 201);
  return {
    invite: useMutation({ mutationFn: invite, onSuccess: refresh }),
    /** The same call from the list of invitations: a new link, seven days again. */
    resendInvitation: useMutation({ mutationFn: invite, onSuccess: refresh }),
    cancelInvitation: useMutation({
      mutationFn: async (email: string) =>
        expectStatus(await api.teams.cancelInvitation({ params, body: { email } }), 204),
      onSuccess: refresh,
    }),
    changeRole: useMutation({
      mutationFn: async ({ userId: member, role }: { userId: string; role: MemberRole }) =>
        expectStatus(
          await api.teams.updateMember({ params: { ...params, userId: member }, body: { role } }),
          200,
        ),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (member: string) =>
        expectStatus(await api.teams.removeMember({ params: { ...params, userId: member } }), 204),
      onSuccess: refresh,
    }),
    transfer: useMutation({
      mutationFn: async (member: string) =>
        expectStatus(await api.teams.transferTeam({ params, body: { userId: member } }), 200),
      onSuccess: refresh,
    }),
    leave: useMutation({
      mutationFn: async () => expectStatus(await api.teams.leaveTeam({ params }), 204),
      onSuccess: forget,
    }),
    destroy: useMutation({
      mutationFn: async () => expectStatus(await api.teams.deleteTeam({ params }), 204),
      onSuccess: forget,
    }),
    addBrain: useMutation({
      mutationFn: async (brainId: string) =>
        expectStatus(await api.teams.addTeamBrain({ params, body: { brainId } }), 201),
      onSuccess: refresh,
    }),
    removeBrain: useMutation({
      mutationFn: async (brainId: string) =>
        expectStatus(await api.teams.removeTeamBrain({ params: { ...params, brainId } }), 204),
      onSuccess: refresh,
    }),
    addAgent: useMutation({
      mutationFn: async (agentId: string) =>
        expectStatus(await api.teams.addTeamAgent({ params, body: { agentId } }), 201),
      onSuccess: refresh,
    }),
    removeAgent: useMutation({
      mutationFn: async (agentId: string) =>
        expectStatus(await api.teams.removeTeamAgent({ params: { ...params, agentId } }), 204),
      onSuccess: refresh,
    }),
  };
}
