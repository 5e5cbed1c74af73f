import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { createBrain, readyBrain, refundsText, settled } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { acceptLatestInvitation } from '../../../test/helpers/invitations.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { countAgents } from './agents-queries.ts';

const { agents, teams, brains } = apiContract;
type Browser = ReturnType<TestApp['http']>;
let t: TestApp;
let owner: Browser;
let stranger: Browser;
let readyBrainId: string;
/** The owner's ready brain, made by the first test that needs it (polling runs inside a test). */
let helpCentre: Promise<string> | undefined;
const ensureHelpCentre = async () => {
  helpCentre ??= readyBrain(owner, 'Help centre', refundsText);
  readyBrainId = await helpCentre;
};

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  owner = t.http().set('x-forwarded-for', '203.0.113.110');
  stranger = t.http().set('x-forwarded-for', '203.0.113.112');
  await registerAndVerify(t, owner);
  await registerAndVerify(t, stranger);
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
    // No model configured: the extractive answer quotes the passage's best sentence.
    expect(answer.status).toBe('answered');
    expect(answer.answer.startsWith('From your documents:')).toBe(true);
    expect(answer.answer).toContain('fourteen days');
    expect(answer.answer).toContain('[1]');
    expect(answer.answer).not.toContain('…');
    expect(answer.citations[0]).toMatchObject({
      marker: 1,
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
    expect(nothing).toMatchObject({
      status: 'nothing_found',
      answer: 'Je n’ai rien trouvé à ce sujet dans les cerveaux de cet agent.',
      citations: [],
      usage: { promptTokens: 0, completionTokens: 0, measured: 'none' },
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

describe('an agent relayed to a workflow engine', () => {
  it('posts the passages before the question in chatInput, keeps the conversation’s session, and returns its output', async () => {
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
      await registerAndVerify(relayed, browser);
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
      // The output marks no passage: it rests on the one it was given.
      expect(answer.citations).toEqual([
        expect.objectContaining({ marker: 1, brainId: brain.id, sourceName: 'refunds.txt' }),
      ]);
      expect(answer.usage.measured).toBe('estimated');
      const [sent] = received as { chatInput: string; sessionId: string; metadata: object }[];
      expect(sent!.chatInput).toMatch(/^Instructions: /);
      expect(sent!.chatInput).toContain('Passages:\n\n[1] Policies · refunds.txt\n');
      expect(sent!.chatInput.endsWith('Question: How long do refunds take?')).toBe(true);
      expect(sent).toMatchObject({
        sessionId: `agent-conversation-${answer.conversationId}`,
        action: 'sendMessage',
        metadata: {
          locale: 'en',
          agentId: agent.id,
          conversationId: answer.conversationId,
          instructions: agent.instructions,
          passages: [
            expect.objectContaining({
              brainId: brain.id,
              brainName: 'Policies',
              sourceName: 'refunds.txt',
              page: null,
              text: expect.stringContaining('fourteen days'),
            }),
          ],
        },
      });
      // The next question of the same conversation keeps its session id.
      const next = expectContract(
        agents.askAgent,
        200,
        await browser
          .post(`/api/agents/${agent.id}/ask`)
          .send({ question: 'And refunds by post?', conversationId: answer.conversationId }),
      );
      expect(next.conversationId).toBe(answer.conversationId);
      expect((received[1] as { sessionId: string }).sessionId).toBe(sent!.sessionId);
    } finally {
      await relayed.close();
      await new Promise((resolve) => engine.close(resolve));
    }
  });
});
