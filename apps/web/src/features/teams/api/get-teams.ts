import type { AgentList, BrainSummary, TeamDetail, TeamList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { preloadRead } from '@/lib/api-client-base';

/** Every cached teams query starts with this key; the user's id follows, so accounts never share. */
export const TEAMS_KEY = ['teams'] as const;
export const teamsKey = (userId: string) => [...TEAMS_KEY, userId] as const;
export const teamKey = (userId: string, teamId: string) =>
  [...teamsKey(userId), 'detail', teamId] as const;

export const teamListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...teamsKey(userId), 'list'],
    queryFn: async ({ signal }): Promise<TeamList> => {
      const res = await api.teams.listTeams({ fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
  });

/** What the teams screen reads first, asked for as the app starts (ADR 060). */
export const preloadTeamsReads = () => preloadRead(api.teams.listTeams);

export function useTeamList(userId: string) {
  return useQuery(teamListQueryOptions(userId));
}

/** A team with its members, invitations, brains and agents (members only). */
export const teamQueryOptions = (userId: string, teamId: string) =>
  queryOptions({
    queryKey: teamKey(userId, teamId),
    queryFn: async ({ signal }): Promise<TeamDetail> => {
      const res = await api.teams.getTeam({ params: { id: teamId }, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body;
    },
    staleTime: 0,
  });

export function useTeam(userId: string, teamId: string) {
  return useQuery(teamQueryOptions(userId, teamId));
}

/** The brains the user owns: what they may add to a team. */
export function useOwnBrains(userId: string) {
  return useQuery({
    queryKey: [...teamsKey(userId), 'own-brains'],
    queryFn: async ({ signal }): Promise<BrainSummary[]> => {
      const res = await api.brains.listBrains({
        query: { scope: 'mine', pageSize: 48 },
        fetchOptions: { signal },
      });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body.items.filter((brain) => brain.myRole === 'owner');
    },
    staleTime: 0,
  });
}

/** The agents the user owns: what they may add to a team. */
export function useOwnAgents(userId: string) {
  return useQuery({
    queryKey: [...teamsKey(userId), 'own-agents'],
    queryFn: async ({ signal }): Promise<AgentList['items']> => {
      const res = await api.agents.listAgents({ query: {}, fetchOptions: { signal } });
      if (res.status !== 200) throw new ApiError(res.status, res.body, res.headers);
      return res.body.items.filter((agent) => agent.myAccess === 'owner');
    },
    staleTime: 0,
  });
}
