import { apiContract, type SessionUser } from '@app/contracts';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsTeamsHandlers } from './agents-teams-handlers';
import { expectContract as call } from '@/mocks/contract-fetch';
import { createMockInvitations } from '../../invitations/mocks/invitations-handlers';

const owner: SessionUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@agentia.example',
  role: 'Pro',
  fullName: 'Olga Owner',
  avatarUrl: null,
  accountType: 'professional',
};
const member: SessionUser = {
  ...owner,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'member@agentia.example',
  fullName: 'Max Member',
};
let current: SessionUser | null = owner;
const invitations = createMockInvitations({
  signedInUser: () => current,
  people: () => [owner, member],
});
const server = setupServer(
  ...createAgentsTeamsHandlers({
    signedInUser: () => current,
    people: () => [owner, member],
    invitations,
  }),
  ...invitations.handlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const { agents, teams } = apiContract;

describe('the mocked agents and teams follow the contract and its rules', () => {
  it('offers the templates in both languages and filters them', async () => {
    const en = await call(agents.listTemplates, '/api/agent-templates?lang=en', 200);
    expect((en as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(12);
    const hr = await call(agents.listTemplates, '/api/agent-templates?lang=fr&q=ressources', 200);
    expect(
      (hr as { items: { category: string }[] }).items.every((item) => item.category === 'hr'),
    ).toBe(true);
  });

  it('shares an agent through a team, and refuses a member what only admins may do', async () => {
    current = owner;
    const agent = await call(agents.createAgent, '/api/agents', 201, {
      templateId: 'client-support',
    });
    const agentId = (agent as { id: string }).id;
    const team = await call(teams.createTeam, '/api/teams', 201, { name: 'Crew' });
    const teamId = (team as { id: string }).id;
    await call(teams.inviteMember, `/api/teams/${teamId}/members`, 201, { email: member.email });
    await call(teams.addTeamAgent, `/api/teams/${teamId}/agents`, 201, { agentId });

    // A member once they accept.
    current = member;
    await call(teams.getTeam, `/api/teams/${teamId}`, 404);
    const { items } = (await call(
      apiContract.invitations.listInvitations,
      '/api/invitations?kind=team',
      200,
    )) as { items: { id: string }[] };
    await call(
      apiContract.invitations.acceptInvitation,
      `/api/invitations/${items[0]!.id}/accept`,
      200,
    );
    current = owner;
    await call(teams.inviteMember, `/api/teams/${teamId}/members`, 409, { email: member.email });

    current = member;
    await call(agents.getAgent, `/api/agents/${agentId}`, 200);
    await call(agents.askAgent, `/api/agents/${agentId}/ask`, 200, { question: 'Hello?' });
    await call(agents.pauseAgent, `/api/agents/${agentId}/pause`, 403);
    await call(teams.inviteMember, `/api/teams/${teamId}/members`, 403, { email: 'x@y.org' });

    current = owner;
    await call(agents.pauseAgent, `/api/agents/${agentId}/pause`, 200);
    await call(agents.askAgent, `/api/agents/${agentId}/ask`, 409, { question: 'Hello?' });
    await call(teams.listMembers, `/api/teams/${teamId}/members`, 200);
    await call(teams.listTeamAgents, `/api/teams/${teamId}/agents`, 200);
    await call(teams.updateTeam, `/api/teams/${teamId}`, 200, { name: 'Crew two' });
    await call(teams.removeMember, `/api/teams/${teamId}/members/${member.id}`, 204);
    // An address without an account: invited, then the invitation withdrawn, once.
    const cancel = `/api/teams/${teamId}/invitations/cancel`;
    await call(teams.inviteMember, `/api/teams/${teamId}/members`, 201, { email: 'new@x.org' });
    await call(teams.cancelInvitation, cancel, 400, { email: 'not an address' });
    await call(teams.cancelInvitation, cancel, 204, { email: 'NEW@x.org' });
    await call(teams.cancelInvitation, cancel, 404, { email: 'new@x.org' });

    current = member;
    await call(agents.getAgent, `/api/agents/${agentId}`, 404);
    await call(teams.getTeam, `/api/teams/${teamId}`, 404);
    current = null;
    await call(teams.listTeams, '/api/teams', 401);
  });
});
