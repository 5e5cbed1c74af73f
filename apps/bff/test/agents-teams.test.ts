import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countAgents } from '../src/features/agents/agents-queries.ts';
import { countTeams } from '../src/features/teams/teams-queries.ts';
import { latestMail, registerAndVerify, uniqueEmail } from './helpers/accounts.ts';
import { createBrain, settled } from './helpers/brains.ts';
import { expectContract } from './helpers/contract.ts';
import { acceptLatestInvitation, invitationToken } from './helpers/invitations.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const { agents, teams, brains, invitations } = apiContract;
type Browser = ReturnType<TestApp['http']>;
let t: TestApp;
let owner: Browser;
let member: Browser;
let stranger: Browser;
let memberUser: { id: string; email: string };
let strangerId: string;
let readyBrainId: string;
/** The owner's ready brain, made by the first test that needs it (polling runs inside a test). */
let helpCentre: Promise<string> | undefined;
const ensureHelpCentre = async () => {
  helpCentre ??= readyBrain(owner, 'Help centre', refundsText);
  readyBrainId = await helpCentre;
};

/** A brain of the browser's own with one pasted source, read and indexed. */
async function readyBrain(browser: Browser, name: string, content: string) {
  const brain = await createBrain(browser, { name, type: 'personal' });
  expectContract(
    brains.pasteSource,
    201,
    await browser
      .post(`/api/brains/${brain.id}/sources/text`)
      .send({ name: 'refunds.txt', content }),
  );
  await settled(browser, brain.id);
  return brain.id;
}

const refundsText =
  'Refunds are paid within fourteen days of the return. A customer asks for a refund from the orders page, and the money goes back to the card used for the purchase.';

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

describe('agent templates', () => {
  it('offers at least 12 templates in English and French, filtered by category and words', async () => {
    const en = expectContract(agents.listTemplates, 200, await owner.get('/api/agent-templates'));
    const fr = expectContract(
      agents.listTemplates,
      200,
      await owner.get('/api/agent-templates').query({ lang: 'fr' }),
    );
    expect(en.items.length).toBeGreaterThanOrEqual(12);
    expect(fr.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id));
    const support = en.items.find((item) => item.id === 'client-support')!;
    expect(support).toMatchObject({
      name: 'Client support agent',
      category: 'support',
      tools: ['slack'],
    });
    expect(fr.items.find((item) => item.id === 'client-support')!.name).toBe(
      'Agent de support client',
    );

    const sales = expectContract(
      agents.listTemplates,
      200,
      await owner.get('/api/agent-templates').query({ category: 'sales' }),
    );
    expect(sales.items.length).toBeGreaterThan(0);
    expect(sales.items.every((item) => item.category === 'sales')).toBe(true);
    // Words match the name, the description and the category's name in the language asked.
    const hubspot = expectContract(
      agents.listTemplates,
      200,
      await owner.get('/api/agent-templates').query({ q: 'hubspot' }),
    );
    expect(hubspot.items.map((item) => item.id).sort()).toEqual([
      'lead-automation',
      'sales-follow-up',
    ]);
    const rh = expectContract(
      agents.listTemplates,
      200,
      await owner.get('/api/agent-templates').query({ q: 'ressources humaines', lang: 'fr' }),
    );
    expect(rh.items.every((item) => item.category === 'hr')).toBe(true);
    expect(rh.items.length).toBe(2);

    const bad = await owner.get('/api/agent-templates').query({ category: 'cooking' });
    expect(bad.status).toBe(400);
  });
});

describe('an agent built on a brain', () => {
  beforeEach(ensureHelpCentre);
  it('is made from a template with a ready brain, answers citing it, and refuses while paused', async () => {
    const agent = expectContract(
      agents.createAgent,
      201,
      await owner
        .post('/api/agents')
        .send({ templateId: 'client-support', language: 'fr', brainIds: [readyBrainId] }),
    );
    expect(agent).toMatchObject({
      name: 'Agent de support client',
      category: 'support',
      language: 'fr',
      status: 'active',
      templateId: 'client-support',
      tools: ['slack'],
      myAccess: 'owner',
      team: null,
      brains: [{ id: readyBrainId, name: 'Help centre', status: 'ready', readable: true }],
    });
    expect(agent.instructions).toContain('Vous répondez');

    const answer = expectContract(
      agents.askAgent,
      200,
      await owner
        .post(`/api/agents/${agent.id}/ask`)
        .send({ question: 'How long do refunds take?' }),
    );
    expect(answer.status).toBe('answered');
    expect(answer.answer).toContain('Help centre');
    expect(answer.answer).toContain('refunds.txt');
    expect(answer.answer).toContain('fourteen days');
    expect(answer.citations[0]).toMatchObject({
      brainId: readyBrainId,
      brainName: 'Help centre',
      sourceName: 'refunds.txt',
    });

    const nothing = expectContract(
      agents.askAgent,
      200,
      await owner
        .post(`/api/agents/${agent.id}/ask`)
        .send({ question: 'Quel temps fait-il à Lisbonne ?', locale: 'fr' }),
    );
    expect(nothing).toEqual({
      status: 'nothing_found',
      answer: 'Je n’ai rien trouvé à ce sujet dans les cerveaux de cet agent.',
      citations: [],
    });

    expectContract(agents.pauseAgent, 200, await owner.post(`/api/agents/${agent.id}/pause`));
    const refused = await owner.post(`/api/agents/${agent.id}/ask`).send({ question: 'Refunds?' });
    expectContract(agents.askAgent, 409, refused);
    expect(refused.body.code).toBe('agent_paused');
    const resumed = expectContract(
      agents.resumeAgent,
      200,
      await owner.post(`/api/agents/${agent.id}/resume`),
    );
    expect(resumed.status).toBe('active');
    expect(
      (await owner.post(`/api/agents/${agent.id}/ask`).send({ question: 'refund' })).body.status,
    ).toBe('answered');
  });

  it('is made from scratch, edited, filtered, and deleted', async () => {
    const made = expectContract(
      agents.createAgent,
      201,
      await owner.post('/api/agents').send({
        name: 'Invoice helper',
        description: 'Reads invoices',
        category: 'productivity',
        instructions: 'Answer about invoices.',
        tools: ['notion', 'github'],
      }),
    );
    expect(made).toMatchObject({ templateId: null, tools: ['notion', 'github'], brains: [] });
    const edited = expectContract(
      agents.updateAgent,
      200,
      await owner
        .patch(`/api/agents/${made.id}`)
        .send({ name: 'Invoice reader', brainIds: [readyBrainId] }),
    );
    expect(edited).toMatchObject({ name: 'Invoice reader', brains: [{ id: readyBrainId }] });

    const byWord = expectContract(
      agents.listAgents,
      200,
      await owner.get('/api/agents').query({ q: 'invoices' }),
    );
    expect(byWord.items.map((item) => item.id)).toEqual([made.id]);
    const byCategory = expectContract(
      agents.listAgents,
      200,
      await owner.get('/api/agents').query({ category: 'productivity' }),
    );
    expect(byCategory.items.map((item) => item.id)).toContain(made.id);
    expect(byCategory.items.every((item) => item.category === 'productivity')).toBe(true);

    expect((await owner.delete(`/api/agents/${made.id}`)).status).toBe(204);
    expect((await owner.get(`/api/agents/${made.id}`)).status).toBe(404);
  });

  it('refuses bad input with a 400 and makes nothing', async () => {
    const before = await countAgents(t.database.db);
    const strangerBrain = await createBrain(stranger, { name: 'Private', type: 'personal' });
    for (const [body, code] of [
      [{ templateId: 'no-such-template' }, 'template_not_found'],
      [{}, 'name_required'],
      [{ name: 'Spy', brainIds: [strangerBrain.id] }, 'brain_not_available'],
      [{ name: 'Bad tool', tools: ['fax'] }, 'invalid_request'],
      [{ name: '' }, 'invalid_request'],
      [{ name: 'Bad category', category: 'cooking' }, 'invalid_request'],
    ] as const) {
      const response = await owner.post('/api/agents').send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe(code);
    }
    expect(await countAgents(t.database.db)).toEqual(before);
    expect((await owner.get('/api/agents/not-a-uuid')).status).toBe(400);
  });
});

describe('brains on an agent that its reader may not read', () => {
  it('says that a brain made private later is unavailable, without its name or id', async () => {
    const reader = t.http().set('x-forwarded-for', '203.0.113.120');
    await registerAndVerify(t, reader);
    const publicBrain = await createBrain(stranger, {
      name: 'Stranger secret recipes',
      type: 'personal',
      visibility: 'public',
    });
    const mine = await createBrain(reader, { name: 'Reader notes', type: 'personal' });
    const agent = expectContract(
      agents.createAgent,
      201,
      await reader
        .post('/api/agents')
        .send({ name: 'Cook', language: 'en', brainIds: [publicBrain.id, mine.id] }),
    );
    expect(agent.brains.map((brain) => brain.readable)).toEqual([true, true]);

    expectContract(
      brains.updateBrain,
      200,
      await stranger.patch(`/api/brains/${publicBrain.id}`).send({ visibility: 'private' }),
    );
    const res = await reader.get(`/api/agents/${agent.id}`);
    const detail = expectContract(agents.getAgent, 200, res);
    expect(detail.brains).toEqual([
      { readable: false },
      { readable: true, id: mine.id, name: 'Reader notes', status: mine.status },
    ]);
    expect(res.text).not.toContain('Stranger secret recipes');
    expect(res.text).not.toContain(publicBrain.id);
  });

  it('hides the owner’s private brain on a team agent, and an editor’s change keeps it attached', async () => {
    const teamOwner = t.http().set('x-forwarded-for', '203.0.113.121');
    const teamAdmin = t.http().set('x-forwarded-for', '203.0.113.122');
    await registerAndVerify(t, teamOwner);
    const admin = await registerAndVerify(t, teamAdmin);
    const team = expectContract(
      teams.createTeam,
      201,
      await teamOwner.post('/api/teams').send({ name: 'Kitchen', description: '' }),
    );
    expectContract(
      teams.inviteMember,
      201,
      await teamOwner
        .post(`/api/teams/${team.id}/members`)
        .send({ email: admin.email, role: 'admin' }),
    );
    await acceptLatestInvitation(t, teamAdmin, admin.email);
    const privateBrain = await createBrain(teamOwner, {
      name: 'Owner private diary',
      type: 'personal',
    });
    const adminsBrain = await createBrain(teamAdmin, { name: 'Admin cookbook', type: 'personal' });
    const agent = expectContract(
      agents.createAgent,
      201,
      await teamOwner
        .post('/api/agents')
        .send({ name: 'Sous-chef', language: 'en', brainIds: [privateBrain.id] }),
    );
    expectContract(
      teams.addTeamAgent,
      201,
      await teamOwner.post(`/api/teams/${team.id}/agents`).send({ agentId: agent.id }),
    );

    const seen = await teamAdmin.get(`/api/agents/${agent.id}`);
    expect(expectContract(agents.getAgent, 200, seen)).toMatchObject({
      myAccess: 'editor',
      brains: [{ readable: false }],
    });
    expect(seen.text).not.toContain('Owner private diary');
    expect(seen.text).not.toContain(privateBrain.id);

    // The editor picks their own brain: the one they cannot see stays, after it.
    const edited = expectContract(
      agents.updateAgent,
      200,
      await teamAdmin
        .patch(`/api/agents/${agent.id}`)
        .send({ name: 'Sous-chef 2', brainIds: [adminsBrain.id] }),
    );
    expect(edited.brains).toEqual([
      {
        readable: true,
        id: adminsBrain.id,
        name: 'Admin cookbook',
        status: adminsBrain.status,
      },
      { readable: false },
    ]);
    const ownersView = expectContract(
      agents.getAgent,
      200,
      await teamOwner.get(`/api/agents/${agent.id}`),
    );
    expect(ownersView.brains).toEqual([
      { readable: false },
      {
        readable: true,
        id: privateBrain.id,
        name: 'Owner private diary',
        status: privateBrain.status,
      },
    ]);
  });
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

  it('counts agents and teams for the admin overview', async () => {
    const db = t.database.db;
    const all = await countAgents(db);
    expect(all.active + all.paused).toBeGreaterThan(0);
    const ofMember = await countAgents(db, { userId: memberUser.id });
    expect(ofMember).toEqual({ active: 0, paused: 0 });
    expect(await countTeams(db)).toBeGreaterThanOrEqual(3);
    expect(await countTeams(db, { userId: strangerId })).toBe(0);
  });
});

describe('an agent relayed to a workflow engine', () => {
  it('posts the question with the agent’s id, instructions and passages, and returns its output', async () => {
    const received: unknown[] = [];
    const engine = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ output: 'Refunds take fourteen days.' }));
      });
    });
    await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(engine.address() as AddressInfo).port}/webhook/chat`;
    const relayed = await createTestApp({ TRUST_PROXY: '1', CHAT_WEBHOOK_URL: url });
    try {
      const browser = relayed.http().set('x-forwarded-for', '203.0.113.120');
      const me = await registerAndVerify(relayed, browser);
      const brain = await createBrain(browser, { name: 'Policies', type: 'personal' });
      await browser
        .post(`/api/brains/${brain.id}/sources/text`)
        .send({ name: 'refunds.txt', content: refundsText });
      await settled(browser, brain.id);
      const agent = expectContract(
        agents.createAgent,
        201,
        await browser
          .post('/api/agents')
          .send({ templateId: 'client-support', brainIds: [brain.id] }),
      );
      const answer = expectContract(
        agents.askAgent,
        200,
        await browser
          .post(`/api/agents/${agent.id}/ask`)
          .send({ question: 'How long do refunds take?' }),
      );
      expect(answer).toMatchObject({ status: 'answered', answer: 'Refunds take fourteen days.' });
      expect(answer.citations[0]).toMatchObject({ brainId: brain.id, sourceName: 'refunds.txt' });
      expect(received).toEqual([
        {
          chatInput: 'How long do refunds take?',
          sessionId: `agent-${agent.id}-${me.user.id}`,
          action: 'sendMessage',
          metadata: {
            locale: 'en',
            agentId: agent.id,
            instructions: agent.instructions,
            passages: [
              expect.objectContaining({
                brainId: brain.id,
                brainName: 'Policies',
                sourceName: 'refunds.txt',
                text: expect.stringContaining('fourteen days'),
              }),
            ],
          },
        },
      ]);
    } finally {
      await relayed.close();
      await new Promise((resolve) => engine.close(resolve));
    }
  });
});
