import { apiContract, type ReceivedInvitation, type SessionUser } from '@app/contracts';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAgentsTeamsHandlers } from '../../agents/mocks/agents-teams-handlers';
import { expectContract as call } from '@/mocks/contract-fetch';
import { mockAccounts, mockUser } from '@/mocks/demo-accounts';
import { createMockInvitations } from './invitations-handlers';

const owner = mockAccounts[1]!;
const stranger = mockAccounts[2]!;
let current: SessionUser | null = owner;
const invitations = createMockInvitations({
  signedInUser: () => current,
  people: () => mockAccounts,
});
const server = setupServer(
  ...createAgentsTeamsHandlers({
    signedInUser: () => current,
    people: () => mockAccounts,
    invitations,
  }),
  ...invitations.handlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => invitations.reset());

const { teams, invitations: api } = apiContract;

/** The owner's new team, with an invitation of the demo user. */
async function invitedTeam(name: string) {
  current = owner;
  const team = (await call(teams.createTeam, '/api/teams', 201, { name })) as { id: string };
  await call(teams.inviteMember, `/api/teams/${team.id}/members`, 201, {
    email: mockUser.email,
    role: 'admin',
  });
  return { teamId: team.id, token: invitations.tokenFor(mockUser.email)! };
}

describe('the mocked invitations follow the contract and the BFF’s rules', () => {
  it('opens the link for the invited account only, then accepts it once', async () => {
    const { teamId, token } = await invitedTeam('Crew');
    current = stranger;
    const other: { code: string } = await call(api.openInvitation, '/api/invitations/open', 403, {
      token,
    });
    expect(other.code).toBe('invitation_other_account');
    current = mockUser;
    const opened: ReceivedInvitation = await call(
      api.openInvitation,
      '/api/invitations/open',
      200,
      {
        token,
      },
    );
    expect(opened).toMatchObject({
      kind: 'team',
      target: { name: 'Crew' },
      role: 'admin',
      invitedBy: { email: owner.email },
    });
    await call(teams.getTeam, `/api/teams/${teamId}`, 404);
    expect(await call(api.acceptInvitation, `/api/invitations/${opened.id}/accept`, 200)).toEqual({
      kind: 'team',
      id: teamId,
    });
    expect(
      ((await call(teams.getTeam, `/api/teams/${teamId}`, 200)) as { myRole: string }).myRole,
    ).toBe('admin');
    await call(api.openInvitation, '/api/invitations/open', 404, { token });
    await call(api.acceptInvitation, `/api/invitations/${opened.id}/accept`, 404);
  });

  it('lists, declines, and refuses an expired invitation', async () => {
    const { teamId } = await invitedTeam('Night shift');
    current = mockUser;
    const list: { items: ReceivedInvitation[] } = await call(
      api.listInvitations,
      '/api/invitations',
      200,
    );
    expect(list.items.map((item) => item.target.name)).toEqual(['Night shift']);
    await call(api.listInvitations, '/api/invitations?kind=brain', 200);
    await call(api.listInvitations, '/api/invitations?kind=robot', 400);
    await call(api.declineInvitation, `/api/invitations/${list.items[0]!.id}/decline`, 204);
    await call(api.declineInvitation, `/api/invitations/${list.items[0]!.id}/decline`, 404);

    const { token } = await invitedTeam('Late shift');
    invitations.expire(mockUser.email);
    current = mockUser;
    await call(api.openInvitation, '/api/invitations/open', 410, { token });
    expect(
      ((await call(api.listInvitations, '/api/invitations', 200)) as { items: unknown[] }).items,
    ).toEqual([]);
    await call(teams.getTeam, `/api/teams/${teamId}`, 404);
  });

  it('401 for every route when nobody is signed in, and 400 for a bad id or token', async () => {
    current = mockUser;
    await call(api.acceptInvitation, '/api/invitations/nope/accept', 400);
    await call(api.openInvitation, '/api/invitations/open', 400, {});
    current = null;
    const id = '33333333-3333-4333-8333-333333333333';
    await call(api.listInvitations, '/api/invitations', 401);
    await call(api.openInvitation, '/api/invitations/open', 401, { token: 'x' });
    await call(api.acceptInvitation, `/api/invitations/${id}/accept`, 401);
    await call(api.declineInvitation, `/api/invitations/${id}/decline`, 401);
    expect(Object.keys(api).sort()).toEqual([
      'acceptInvitation',
      'declineInvitation',
      'listInvitations',
      'openInvitation',
    ]);
  });
});
