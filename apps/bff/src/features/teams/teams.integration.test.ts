import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, registerAndVerify, uniqueEmail } from '../../../test/helpers/accounts.ts';
import { createBrain, readyBrain, refundsText } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { acceptLatestInvitation, invitationToken } from '../../../test/helpers/invitations.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { countTeams } from './teams-queries.ts';

const { agents, teams, brains, invitations, analytics } = apiContract;
type Browser = ReturnType<TestApp['http']>;
let t: TestApp;
let owner: Browser;
let member: Browser;
let stranger: Browser;
let memberUser: { id: string; email: string };
let strangerId: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  owner = t.http().set('x-forwarded-for', '203.0.113.110');
  member = t.http().set('x-forwarded-for', '203.0.113.111');
  stranger = t.http().set('x-forwarded-for', '203.0.113.112');
  await registerAndVerify(t, owner);
  const m = await registerAndVerify(t, member);
  memberUser = { id: m.user.id, email: m.email };
  strangerId = (await registerAndVerify(t, stranger)).user.id;
});
afterAll(async () => {
  await t.close();
});

describe('a team sharing a brain and an agent', () => {
  it('lets the member find and use both, hides them from others, and takes them back at once', async () => {
    const team = expectContract(
      teams.createTeam,
      201,
      await owner.post('/api/teams').send({ name: 'Support crew', description: 'Front line' }),
    );
    expect(team).toMatchObject({ myRole: 'owner', memberCount: 1, members: [{ role: 'owner' }] });

    const invited = expectContract(
      teams.inviteMember,
      201,
      await owner
        .post(`/api/teams/${team.id}/members`)
        .send({ email: memberUser.email.toUpperCase() }),
    );
    expect(invited).toMatchObject({
      status: 'invited',
      invitation: { email: memberUser.email, role: 'member' },
    });
    // Not a member before saying yes.
    expect((await member.get(`/api/teams/${team.id}`)).status).toBe(404);
    expect(await acceptLatestInvitation(t, member, memberUser.email)).toEqual({
      kind: 'team',
      id: team.id,
    });
    const again = await owner
      .post(`/api/teams/${team.id}/members`)
      .send({ email: memberUser.email });
    expect(again.status).toBe(409);

    const brainId = await readyBrain(owner, 'Team handbook', refundsText);
    const agent = expectContract(
      agents.createAgent,
      201,
      await owner.post('/api/agents').send({ templateId: 'client-support', brainIds: [brainId] }),
    );
    expectContract(
      teams.addTeamBrain,
      201,
      await owner.post(`/api/teams/${team.id}/brains`).send({ brainId }),
    );
    expectContract(
      teams.addTeamAgent,
      201,
      await owner.post(`/api/teams/${team.id}/agents`).send({ agentId: agent.id }),
    );

    // The member: the team, its brain among theirs (a team brain), the agent, and its answers.
    const mine = expectContract(teams.listTeams, 200, await member.get('/api/teams'));
    expect(mine.items).toEqual([
      expect.objectContaining({ id: team.id, myRole: 'member', brainCount: 1, agentCount: 1 }),
    ]);
    const theirBrains = expectContract(brains.listBrains, 200, await member.get('/api/brains'));
    expect(theirBrains.items).toEqual([
      expect.objectContaining({ id: brainId, type: 'team', myRole: 'viewer' }),
    ]);
    const search = expectContract(
      brains.searchBrain,
      200,
      await member.get(`/api/brains/${brainId}/search`).query({ q: 'refund' }),
    );
    expect(search.total).toBeGreaterThan(0);
    const theirAgents = expectContract(agents.listAgents, 200, await member.get('/api/agents'));
    expect(theirAgents.items).toEqual([
      expect.objectContaining({
        id: agent.id,
        myAccess: 'user',
        team: { id: team.id, name: 'Support crew' },
      }),
    ]);
    const answer = expectContract(
      agents.askAgent,
      200,
      await member.post(`/api/agents/${agent.id}/ask`).send({ question: 'refund delay' }),
    );
    expect(answer.citations[0]).toMatchObject({ brainId, brainName: 'Team handbook' });
    // A member uses the agent but does not change it.
    expect((await member.patch(`/api/agents/${agent.id}`).send({ name: 'Mine' })).status).toBe(403);

    // A third person sees neither.
    expect((await stranger.get(`/api/teams/${team.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/brains/${brainId}`)).status).toBe(404);
    expect((await stranger.get(`/api/agents/${agent.id}`)).status).toBe(404);
    expect(
      (await stranger.post(`/api/agents/${agent.id}/ask`).send({ question: 'refund' })).status,
    ).toBe(404);

    // Removed: everything goes at once.
    expect((await owner.delete(`/api/teams/${team.id}/members/${memberUser.id}`)).status).toBe(204);
    expect((await member.get(`/api/teams/${team.id}`)).status).toBe(404);
    expect((await member.get(`/api/brains/${brainId}/search`).query({ q: 'refund' })).status).toBe(
      404,
    );
    expect(
      (await member.post(`/api/agents/${agent.id}/ask`).send({ question: 'refund' })).status,
    ).toBe(404);
    expect(expectContract(brains.listBrains, 200, await member.get('/api/brains')).items).toEqual(
      [],
    );
  });

  it('invites an address without an account: once the account exists, the invitation waits for a yes', async () => {
    const team = expectContract(
      teams.createTeam,
      201,
      await owner.post('/api/teams').send({ name: 'Newcomers' }),
    );
    const email = uniqueEmail('invitee');
    const invited = expectContract(
      teams.inviteMember,
      201,
      await owner.post(`/api/teams/${team.id}/members`).send({ email, role: 'admin' }),
    );
    expect(invited).toMatchObject({ status: 'invited', invitation: { email, role: 'admin' } });
    const shown = expectContract(teams.getTeam, 200, await owner.get(`/api/teams/${team.id}`));
    expect(shown.invitations).toEqual([expect.objectContaining({ email, role: 'admin' })]);
    // The e-mail leads to registration first.
    expect((await latestMail(t, email))?.text).toContain('http://localhost:3000/register');

    const newcomer = t.http().set('x-forwarded-for', '203.0.113.113');
    await registerAndVerify(t, newcomer, email, 'Nia New');
    expect(expectContract(teams.listTeams, 200, await newcomer.get('/api/teams')).items).toEqual(
      [],
    );
    const waiting = expectContract(
      invitations.listInvitations,
      200,
      await newcomer.get('/api/invitations'),
    );
    expect(waiting.items).toEqual([
      expect.objectContaining({ kind: 'team', target: { name: 'Newcomers' }, role: 'admin' }),
    ]);
    expectContract(
      invitations.acceptInvitation,
      200,
      await newcomer.post(`/api/invitations/${waiting.items[0]!.id}/accept`),
    );
    const theirs = expectContract(teams.listTeams, 200, await newcomer.get('/api/teams'));
    expect(theirs.items).toEqual([expect.objectContaining({ id: team.id, myRole: 'admin' })]);
    expect(
      expectContract(teams.getTeam, 200, await owner.get(`/api/teams/${team.id}`)).invitations,
    ).toEqual([]);
  });

  it('withdraws an invitation: its link stops working and nothing waits for the address', async () => {
    const team = expectContract(
      teams.createTeam,
      201,
      await owner.post('/api/teams').send({ name: 'Withdrawn' }),
    );
    const email = uniqueEmail('withdrawn');
    await owner.post(`/api/teams/${team.id}/members`).send({ email });
    const token = await invitationToken(t, email);
    const cancel = (body: unknown) =>
      owner.post(`/api/teams/${team.id}/invitations/cancel`).send(body as object);
    expect((await cancel({ email: 'not-an-address' })).status).toBe(400);
    expect((await cancel({ email: uniqueEmail('never-invited') })).body).toMatchObject({
      code: 'invitation_not_found',
    });
    // Addresses are compared as they are stored: lower case.
    expect((await cancel({ email: email.toUpperCase() })).status).toBe(204);
    expect(
      expectContract(teams.getTeam, 200, await owner.get(`/api/teams/${team.id}`)).invitations,
    ).toEqual([]);
    expect((await cancel({ email })).status).toBe(404);

    const newcomer = t.http().set('x-forwarded-for', '203.0.113.114');
    await registerAndVerify(t, newcomer, email, 'Wes Withdrawn');
    expectContract(
      invitations.openInvitation,
      404,
      await newcomer.post('/api/invitations/open').send({ token }),
    );
    expect(
      expectContract(invitations.listInvitations, 200, await newcomer.get('/api/invitations'))
        .items,
    ).toEqual([]);
    expect(expectContract(teams.listTeams, 200, await newcomer.get('/api/teams')).items).toEqual(
      [],
    );
  });

  it('changes roles, transfers ownership, lets people leave, and gives brains back when deleted', async () => {
    const team = expectContract(
      teams.createTeam,
      201,
      await owner.post('/api/teams').send({ name: 'Rotation' }),
    );
    await owner.post(`/api/teams/${team.id}/members`).send({ email: memberUser.email });
    await acceptLatestInvitation(t, member, memberUser.email);
    const promoted = expectContract(
      teams.updateMember,
      200,
      await owner.patch(`/api/teams/${team.id}/members/${memberUser.id}`).send({ role: 'admin' }),
    );
    expect(promoted.role).toBe('admin');
    const ownerId = team.members[0]!.user.id;
    expect(
      (await member.patch(`/api/teams/${team.id}/members/${ownerId}`).send({ role: 'member' }))
        .status,
    ).toBe(409);
    expect((await member.delete(`/api/teams/${team.id}/members/${ownerId}`)).status).toBe(409);
    expect(
      (await owner.post(`/api/teams/${team.id}/transfer`).send({ userId: strangerId })).status,
    ).toBe(404);

    const transferred = expectContract(
      teams.transferTeam,
      200,
      await owner.post(`/api/teams/${team.id}/transfer`).send({ userId: memberUser.id }),
    );
    expect(transferred.myRole).toBe('admin');
    expect(transferred.members.find((item) => item.user.id === memberUser.id)?.role).toBe('owner');

    // The new owner's brain in the team; the team deleted, the brain is personal again.
    const brain = await createBrain(member, { name: 'Rotation notes', type: 'personal' });
    expectContract(
      teams.addTeamBrain,
      201,
      await member.post(`/api/teams/${team.id}/brains`).send({ brainId: brain.id }),
    );
    expect((await owner.post(`/api/teams/${team.id}/leave`)).status).toBe(204);
    expect((await owner.get(`/api/teams/${team.id}`)).status).toBe(404);
    expect((await member.delete(`/api/teams/${team.id}`)).status).toBe(204);
    const back = expectContract(brains.getBrain, 200, await member.get(`/api/brains/${brain.id}`));
    expect(back.type).toBe('personal');
  });

  it('refuses a brain or an agent the admin does not own, and bad input', async () => {
    const team = expectContract(
      teams.createTeam,
      201,
      await owner.post('/api/teams').send({ name: 'Strict' }),
    );
    const strangerBrain = await createBrain(stranger, { name: 'Theirs', type: 'personal' });
    const response = await owner
      .post(`/api/teams/${team.id}/brains`)
      .send({ brainId: strangerBrain.id });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('brain_not_yours');
    expect((await owner.post('/api/teams').send({ name: '   ' })).status).toBe(400);
    expect(
      (await owner.post(`/api/teams/${team.id}/members`).send({ email: 'not-an-address' })).status,
    ).toBe(400);
    expect(
      (await owner.post(`/api/teams/${team.id}/members`).send({ email: 'a@b.org', role: 'owner' }))
        .status,
    ).toBe(400);
    expect(
      expectContract(brains.getBrain, 200, await stranger.get(`/api/brains/${strangerBrain.id}`))
        .type,
    ).toBe('personal');
  });

  it('counts agents and teams for the overviews', async () => {
    const overview = async (browser: Browser) =>
      expectContract(analytics.getOverview, 200, await browser.get('/api/analytics/overview'));
    const owners = await overview(owner);
    expect(owners.agents.active + owners.agents.paused).toBeGreaterThan(0);
    expect((await overview(member)).agents).toEqual({ active: 0, paused: 0 });
    expect(await countTeams(t.database.db)).toBeGreaterThanOrEqual(3);
    expect(await countTeams(t.database.db, { userId: strangerId })).toBe(0);
    expect((await overview(stranger)).teams).toBe(0);
  });
});
