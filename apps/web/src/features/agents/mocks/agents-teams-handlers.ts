import {
  agentMessages,
  apiContract,
  CancelInvitationRequest,
  CreateAgentRequest,
  CreateTeamRequest,
  InviteMemberRequest,
  ListAgentsQuery,
  ListTemplatesQuery,
  teamMessages,
  TransferTeamRequest,
  UpdateAgentRequest,
  UpdateMemberRequest,
  UpdateTeamRequest,
  type AgentDetail,
  type SessionUser,
  type TeamDetail,
  type TeamRole,
} from '@app/contracts';
import { findTemplates, templatesIn } from '@app/content/agent-templates';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { MockInvitationsPort } from '@/mocks/invitations-port';
import { createAgentsAnswerHandlers } from './agents-answer-handlers';

/**
 * The mocked BFF's agents and teams (`pnpm dev:mock` and the component tests), following the
 * BFF's rules (features/agents, features/teams): an agent is its owner's and its team's; members
 * use it, the team's owner and admins change it, only its owner deletes it; anyone else gets
 * 404. Asking an agent is in agents-answer-handlers.ts. State lives in memory; a reload of the page starts again.
 */
const path = (route: { path: string }) => `*${route.path}`;
const { agents: agentsApi, teams: teamsApi } = apiContract;
const iso = (ms: number) => new Date(ms).toISOString();
const fail = (status: 400 | 401 | 403 | 404 | 409, error: string, code: string) =>
  HttpResponse.json({ error, code }, { status });
const noSession = () => fail(401, 'No active session', 'unauthenticated');

interface MockAgent extends Omit<AgentDetail, 'myAccess' | 'team' | 'brains' | 'owner'> {
  ownerId: string;
  teamId: string | null;
  brainIds: string[];
}
interface MockTeam {
  id: string;
  name: string;
  description: string;
  createdAt: number;
  members: { userId: string; role: TeamRole; joinedAt: number }[];
  brainIds: string[];
}

export interface MockAgentsTeamsOptions {
  signedInUser: () => SessionUser | null;
  people: () => SessionUser[];
  /** Invitations to teams, accepted by the person invited (features/invitations/mocks). */
  invitations: MockInvitationsPort;
}

async function jsonOf<S extends z.ZodType>(request: Request, schema: S) {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  return result.success ? (result.data as z.output<S>) : null;
}
const Id = z.uuid();

export function createAgentsTeamsHandlers({
  signedInUser,
  people,
  invitations,
}: MockAgentsTeamsOptions) {
  const agents = new Map<string, MockAgent>();
  const teams = new Map<string, MockTeam>();
  invitations.register('team', {
    name: (id) => teams.get(id)?.name ?? null,
    join: (id, userId, role) => {
      const team = teams.get(id);
      if (!team || team.members.some((m) => m.userId === userId)) return;
      team.members.push({
        userId,
        role: role === 'admin' ? 'admin' : 'member',
        joinedAt: Date.now(),
      });
    },
  });
  const person = (id: string) => people().find((p) => p.id === id);
  const roleIn = (team: MockTeam | undefined, userId: string) =>
    team?.members.find((m) => m.userId === userId)?.role ?? null;

  function accessTo(agent: MockAgent, userId: string) {
    if (agent.ownerId === userId) return 'owner' as const;
    const role = roleIn(teams.get(agent.teamId ?? ''), userId);
    if (role === 'owner' || role === 'admin') return 'editor' as const;
    return role === 'member' ? ('user' as const) : null;
  }

  function agentView(agent: MockAgent, userId: string): AgentDetail {
    const team = agent.teamId ? teams.get(agent.teamId) : undefined;
    const { ownerId, teamId: _teamId, brainIds, ...rest } = agent;
    return {
      ...rest,
      owner: { id: ownerId, fullName: person(ownerId)?.fullName ?? null },
      myAccess: accessTo(agent, userId) ?? 'user',
      team: team ? { id: team.id, name: team.name } : null,
      brains: brainIds.map((id) => ({ id, name: id.slice(0, 8), status: 'ready', readable: true })),
    };
  }

  function teamView(team: MockTeam, userId: string): TeamDetail {
    const myRole = roleIn(team, userId)!;
    const teamAgents = [...agents.values()].filter((agent) => agent.teamId === team.id);
    return {
      id: team.id,
      name: team.name,
      description: team.description,
      myRole,
      memberCount: team.members.length,
      brainCount: team.brainIds.length,
      agentCount: teamAgents.length,
      createdAt: iso(team.createdAt),
      members: team.members.map((m) => ({
        user: {
          id: m.userId,
          fullName: person(m.userId)?.fullName ?? null,
          email: person(m.userId)?.email ?? '',
        },
        role: m.role,
        joinedAt: iso(m.joinedAt),
      })),
      // A team's invitations are for the admin and member roles only.
      invitations:
        myRole === 'member'
          ? []
          : invitations
              .pending('team', team.id)
              .map((item) => ({ ...item, role: item.role === 'admin' ? 'admin' : 'member' })),
      brains: team.brainIds.map((id) => ({
        id,
        name: id.slice(0, 8),
        status: 'ready',
        owner: { id: userId, fullName: null },
      })),
      agents: teamAgents.map((agent) => ({
        id: agent.id,
        name: agent.name,
        status: agent.status,
        owner: { id: agent.ownerId, fullName: person(agent.ownerId)?.fullName ?? null },
      })),
    };
  }

  /** The caller and the agent, or the answer that ends the request. */
  function agentFor(params: { id?: unknown }, need: 'use' | 'change' | 'delete') {
    const me = signedInUser();
    if (!me) return { refused: noSession() };
    if (!Id.safeParse(params.id).success)
      return { refused: fail(400, 'Agent not found', 'invalid_request') };
    const agent = agents.get(String(params.id));
    const access = agent ? accessTo(agent, me.id) : null;
    if (!agent || !access) return { refused: fail(404, agentMessages.notFound, 'agent_not_found') };
    if (need === 'change' && access === 'user')
      return { refused: fail(403, agentMessages.readOnly, 'read_only') };
    if (need === 'delete' && access !== 'owner')
      return { refused: fail(403, agentMessages.ownerOnly, 'owner_only') };
    return { refused: null, me, agent };
  }

  /** The caller and the team, or the answer that ends the request. */
  function teamFor(params: { id?: unknown }, need: 'view' | 'administer' | 'own') {
    const me = signedInUser();
    if (!me) return { refused: noSession() };
    if (!Id.safeParse(params.id).success)
      return { refused: fail(400, 'Team not found', 'invalid_request') };
    const team = teams.get(String(params.id));
    const role = roleIn(team, me.id);
    if (!team || !role) return { refused: fail(404, teamMessages.notFound, 'team_not_found') };
    if (need === 'administer' && role === 'member')
      return { refused: fail(403, teamMessages.adminOnly, 'admin_only') };
    if (need === 'own' && role !== 'owner')
      return { refused: fail(403, teamMessages.ownerOnly, 'owner_only') };
    return { refused: null, me, team, role };
  }

  const setStatus =
    (status: 'active' | 'paused') =>
    ({ params }: { params: { id?: unknown } }) => {
      const found = agentFor(params, 'change');
      if (found.refused) return found.refused;
      found.agent.status = status;
      found.agent.updatedAt = iso(Date.now());
      return HttpResponse.json(agentView(found.agent, found.me.id));
    };

  return [
    http.get(path(agentsApi.listTemplates), ({ request }) => {
      if (!signedInUser()) return noSession();
      const query = ListTemplatesQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return fail(400, 'Invalid request', 'invalid_request');
      return HttpResponse.json({ items: findTemplates(query.data.lang, query.data) });
    }),
    http.get(path(agentsApi.listAgents), ({ request }) => {
      const me = signedInUser();
      if (!me) return noSession();
      const query = ListAgentsQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return fail(400, 'Invalid request', 'invalid_request');
      const q = query.data.q?.toLowerCase();
      const items = [...agents.values()]
        .filter((agent) => accessTo(agent, me.id))
        .filter((agent) => !query.data.category || agent.category === query.data.category)
        .filter(
          (agent) =>
            !q || `${agent.name} ${agent.description} ${agent.category}`.toLowerCase().includes(q),
        )
        .map((agent) => {
          const { instructions: _i, brains: _b, ...summary } = agentView(agent, me.id);
          return summary;
        });
      return HttpResponse.json({ items });
    }),
    http.post(path(agentsApi.createAgent), async ({ request }) => {
      const me = signedInUser();
      if (!me) return noSession();
      const body = await jsonOf(request, CreateAgentRequest);
      if (!body) return fail(400, 'Invalid request', 'invalid_request');
      const template = body.templateId
        ? templatesIn(body.language).find((item) => item.id === body.templateId)
        : undefined;
      if (body.templateId && !template)
        return fail(400, agentMessages.templateNotFound, 'template_not_found');
      const name = body.name ?? template?.name;
      if (!name) return fail(400, agentMessages.nameRequired, 'name_required');
      const now = iso(Date.now());
      const agent: MockAgent = {
        id: crypto.randomUUID(),
        ownerId: me.id,
        teamId: null,
        templateId: template?.id ?? null,
        name,
        description: body.description ?? template?.description ?? '',
        category: body.category ?? template?.category ?? 'assistant',
        instructions: body.instructions ?? template?.instructions ?? '',
        language: body.language,
        status: 'active',
        tools: body.tools ?? template?.tools ?? [],
        brainIds: body.brainIds,
        createdAt: now,
        updatedAt: now,
      };
      agents.set(agent.id, agent);
      return HttpResponse.json(agentView(agent, me.id), { status: 201 });
    }),
    http.get(path(agentsApi.getAgent), ({ params }) => {
      const found = agentFor(params, 'use');
      return found.refused ?? HttpResponse.json(agentView(found.agent, found.me.id));
    }),
    http.patch(path(agentsApi.updateAgent), async ({ params, request }) => {
      const found = agentFor(params, 'change');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, UpdateAgentRequest);
      if (!body) return fail(400, 'Invalid request', 'invalid_request');
      Object.assign(found.agent, body, { updatedAt: iso(Date.now()) });
      return HttpResponse.json(agentView(found.agent, found.me.id));
    }),
    http.delete(path(agentsApi.deleteAgent), ({ params }) => {
      const found = agentFor(params, 'delete');
      if (found.refused) return found.refused;
      agents.delete(found.agent.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(path(agentsApi.pauseAgent), setStatus('paused')),
    http.post(path(agentsApi.resumeAgent), setStatus('active')),
    // Asking and conversations: agents-answer-handlers.ts, over the same agents.
    ...createAgentsAnswerHandlers({
      agentFor: (params) => {
        const found = agentFor(params, 'use');
        return found.refused
          ? { refused: found.refused }
          : { refused: null, me: found.me, agent: found.agent };
      },
    }),

    http.get(path(teamsApi.listTeams), () => {
      const me = signedInUser();
      if (!me) return noSession();
      const items = [...teams.values()]
        .filter((team) => roleIn(team, me.id))
        .map((team) => {
          const {
            members: _m,
            invitations: _i,
            brains: _b,
            agents: _a,
            ...summary
          } = teamView(team, me.id);
          return summary;
        });
      return HttpResponse.json({ items });
    }),
    http.post(path(teamsApi.createTeam), async ({ request }) => {
      const me = signedInUser();
      if (!me) return noSession();
      const body = await jsonOf(request, CreateTeamRequest);
      if (!body) return fail(400, 'Invalid request', 'invalid_request');
      const team: MockTeam = {
        id: crypto.randomUUID(),
        name: body.name,
        description: body.description,
        createdAt: Date.now(),
        members: [{ userId: me.id, role: 'owner', joinedAt: Date.now() }],
        brainIds: [],
      };
      teams.set(team.id, team);
      return HttpResponse.json(teamView(team, me.id), { status: 201 });
    }),
    http.get(path(teamsApi.getTeam), ({ params }) => {
      const found = teamFor(params, 'view');
      return found.refused ?? HttpResponse.json(teamView(found.team, found.me.id));
    }),
    http.patch(path(teamsApi.updateTeam), async ({ params, request }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, UpdateTeamRequest);
      if (!body) return fail(400, 'Invalid request', 'invalid_request');
      Object.assign(found.team, body);
      return HttpResponse.json(teamView(found.team, found.me.id));
    }),
    http.post(path(teamsApi.transferTeam), async ({ params, request }) => {
      const found = teamFor(params, 'own');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, TransferTeamRequest);
      if (!body) return fail(400, 'Invalid request', 'invalid_request');
      const next = found.team.members.find((m) => m.userId === body.userId);
      if (!next) return fail(404, teamMessages.memberNotFound, 'member_not_found');
      for (const m of found.team.members)
        if (m.userId === found.me.id && m !== next) m.role = 'admin';
      next.role = 'owner';
      return HttpResponse.json(teamView(found.team, found.me.id));
    }),
    http.get(path(teamsApi.listMembers), ({ params }) => {
      const found = teamFor(params, 'view');
      return found.refused ?? HttpResponse.json(teamView(found.team, found.me.id).members);
    }),
    http.get(path(teamsApi.listTeamBrains), ({ params }) => {
      const found = teamFor(params, 'view');
      return found.refused ?? HttpResponse.json(teamView(found.team, found.me.id).brains);
    }),
    http.get(path(teamsApi.listTeamAgents), ({ params }) => {
      const found = teamFor(params, 'view');
      return found.refused ?? HttpResponse.json(teamView(found.team, found.me.id).agents);
    }),
    http.delete(path(teamsApi.removeTeamBrain), ({ params }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      if (!found.team.brainIds.includes(String(params.brainId)))
        return fail(404, teamMessages.brainNotInTeam, 'brain_not_in_team');
      found.team.brainIds = found.team.brainIds.filter((id) => id !== params.brainId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(path(teamsApi.removeTeamAgent), ({ params }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      const agent = agents.get(String(params.agentId));
      if (!agent || agent.teamId !== found.team.id)
        return fail(404, teamMessages.agentNotInTeam, 'agent_not_in_team');
      agent.teamId = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(path(teamsApi.deleteTeam), ({ params }) => {
      const found = teamFor(params, 'own');
      if (found.refused) return found.refused;
      teams.delete(found.team.id);
      for (const agent of agents.values()) if (agent.teamId === found.team.id) agent.teamId = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(path(teamsApi.leaveTeam), ({ params }) => {
      const found = teamFor(params, 'view');
      if (found.refused) return found.refused;
      if (found.role === 'owner') return fail(409, teamMessages.ownerStays, 'owner_stays');
      found.team.members = found.team.members.filter((m) => m.userId !== found.me.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(path(teamsApi.inviteMember), async ({ params, request }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, InviteMemberRequest);
      if (!body) return fail(400, 'Invalid request', 'invalid_request');
      // As the BFF: a member's address is said to be one (the inviter sees the members); any
      // other is invited alike, with or without an account.
      const known = people().find((p) => p.email.toLowerCase() === body.email);
      if (known && roleIn(found.team, known.id))
        return fail(409, teamMessages.alreadyMember, 'already_member');
      const invitation = invitations.send({
        kind: 'team',
        targetId: found.team.id,
        email: body.email,
        role: body.role,
        inviter: found.me,
      });
      return HttpResponse.json(
        { status: 'invited', invitation: { ...invitation, role: body.role } },
        { status: 201 },
      );
    }),
    http.post(path(teamsApi.cancelInvitation), async ({ params, request }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, CancelInvitationRequest);
      if (!body) return fail(400, 'Invalid request', 'invalid_request');
      if (!invitations.withdraw('team', found.team.id, body.email))
        return fail(404, teamMessages.invitationNotFound, 'invitation_not_found');
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch(path(teamsApi.updateMember), async ({ params, request }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, UpdateMemberRequest);
      if (!body) return fail(400, 'Invalid request', 'invalid_request');
      const member = found.team.members.find((m) => m.userId === params.userId);
      if (!member) return fail(404, teamMessages.memberNotFound, 'member_not_found');
      if (member.role === 'owner') return fail(409, teamMessages.ownerRole, 'owner_role');
      member.role = body.role;
      return HttpResponse.json(
        teamView(found.team, found.me.id).members.find((m) => m.user.id === member.userId)!,
      );
    }),
    http.delete(path(teamsApi.removeMember), ({ params }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      const member = found.team.members.find((m) => m.userId === params.userId);
      if (!member) return fail(404, teamMessages.memberNotFound, 'member_not_found');
      if (member.role === 'owner') return fail(409, teamMessages.ownerStays, 'owner_stays');
      found.team.members = found.team.members.filter((m) => m !== member);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(path(teamsApi.addTeamAgent), async ({ params, request }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, z.object({ agentId: z.uuid() }));
      const agent = body ? agents.get(body.agentId) : undefined;
      if (!agent || agent.ownerId !== found.me.id)
        return fail(400, teamMessages.agentNotYours, 'agent_not_yours');
      agent.teamId = found.team.id;
      return HttpResponse.json(
        teamView(found.team, found.me.id).agents.find((item) => item.id === agent.id)!,
        { status: 201 },
      );
    }),
    http.post(path(teamsApi.addTeamBrain), async ({ params, request }) => {
      const found = teamFor(params, 'administer');
      if (found.refused) return found.refused;
      const body = await jsonOf(request, z.object({ brainId: z.uuid() }));
      if (!body) return fail(400, teamMessages.brainNotYours, 'brain_not_yours');
      if (!found.team.brainIds.includes(body.brainId)) found.team.brainIds.push(body.brainId);
      return HttpResponse.json(
        teamView(found.team, found.me.id).brains.find((item) => item.id === body.brainId)!,
        { status: 201 },
      );
    }),
  ];
}
