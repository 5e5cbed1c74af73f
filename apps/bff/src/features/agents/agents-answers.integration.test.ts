import type { AddressInfo } from 'node:net';
import { AgentStreamEvent, apiContract } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookiesOf, PASSWORD, registerAndVerify } from '../../../test/helpers/accounts.ts';
import { readyBrain, refundsText } from '../../../test/helpers/brains.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { acceptLatestInvitation } from '../../../test/helpers/invitations.ts';
import {
  startStandInProvider,
  type StandInProvider,
} from '../../../test/helpers/openai-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { agents, teams } = apiContract;
type Browser = ReturnType<TestApp['http']>;
const KEY = 'sk-integration-key-never-in-a-log';

let provider: StandInProvider;
let t: TestApp;
let owner: Browser;
let member: Browser;
let stranger: Browser;
let agentId: string;
let memberEmail: string;
const logLines: string[] = [];

/** The events of a streamed answer, each checked against the contract. */
function eventsOf(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const event = AgentStreamEvent.parse(JSON.parse(/^data: (.+)$/m.exec(block)![1]!));
      expect(event.type).toBe(type);
      return event;
    });
}

const stream = (browser: Browser, body: object, id = agentId) =>
  browser.post(`/api/agents/${id}/ask/stream`).set('accept', 'text/event-stream').send(body);

beforeAll(async () => {
  provider = await startStandInProvider({ delayMs: 5 });
  t = await createTestApp(
    {
      TRUST_PROXY: '1',
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_API_KEY: KEY,
      AGENT_MODEL: 'stand-in-model',
      AGENT_ANSWER_TIMEOUT_MS: '1000',
    },
    {
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logLines.push(line) },
      },
    },
  );
  owner = t.http().set('x-forwarded-for', '203.0.113.140');
  member = t.http().set('x-forwarded-for', '203.0.113.141');
  stranger = t.http().set('x-forwarded-for', '203.0.113.142');
  await registerAndVerify(t, owner);
  const memberAccount = await registerAndVerify(t, member);
  await registerAndVerify(t, stranger);
  memberEmail = memberAccount.email;
}, 60_000);

/** The owner's agent on a ready brain, shared with the member's team; made once, inside a test. */
let made: Promise<void> | undefined;
async function makeAgent() {
  const brainId = await readyBrain(owner, 'Help centre', refundsText);
  agentId = expectContract(
    agents.createAgent,
    201,
    await owner.post('/api/agents').send({ templateId: 'client-support', brainIds: [brainId] }),
  ).id;
  const team = expectContract(
    teams.createTeam,
    201,
    await owner.post('/api/teams').send({ name: 'Support', description: '' }),
  );
  await owner.post(`/api/teams/${team.id}/members`).send({ email: memberEmail });
  await acceptLatestInvitation(t, member, memberEmail);
  await owner.post(`/api/teams/${team.id}/brains`).send({ brainId });
  expectContract(
    teams.addTeamAgent,
    201,
    await owner.post(`/api/teams/${team.id}/agents`).send({ agentId }),
  );
}
beforeEach(async () => {
  made ??= makeAgent();
  await made;
}, 60_000);
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('a streamed answer', () => {
  it('sends the text as it is written, then the citations, then the end; a follow-up continues the conversation', async () => {
    const response = await stream(owner, { question: 'How long do refunds take?' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = eventsOf(response.text);
    const types = events.map((event) => event.type);
    expect(types.at(-1)).toBe('done');
    expect(types.at(-2)).toBe('citations');
    expect(types.slice(0, -2).every((type) => type === 'delta')).toBe(true);
    // The provider writes faster than DELTA_INTERVAL_MS: the first word alone, the rest together.
    expect(types.filter((type) => type === 'delta').length).toBeGreaterThanOrEqual(2);
    const done = events.at(-1) as Extract<AgentStreamEvent, { type: 'done' }>;
    const written = events
      .flatMap((event) => (event.type === 'delta' ? [event.text] : []))
      .join('');
    expect(done.answer).toBe(written);
    expect(done).toMatchObject({ status: 'answered', usage: { measured: 'provider' } });
    expect(done.answer).toContain('fourteen days');
    const citations = events.at(-2) as Extract<AgentStreamEvent, { type: 'citations' }>;
    expect(citations.citations).toEqual([
      expect.objectContaining({ marker: 1, brainName: 'Help centre', sourceName: 'refunds.txt' }),
    ]);

    const before = provider.requests.length;
    const next = eventsOf(
      (
        await stream(owner, {
          question: 'And refunds by post?',
          conversationId: done.conversationId,
        })
      ).text,
    );
    expect(next.at(-1)).toMatchObject({ type: 'done', conversationId: done.conversationId });
    // The earlier turns went to the model, before the new question.
    const sent = provider.requests[before]!.body.messages;
    expect(sent.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent[1]!.content).toBe('How long do refunds take?');
    expect(sent[2]!.content).toBe(done.answer);

    const kept = expectContract(
      agents.getConversation,
      200,
      await owner.get(`/api/agents/${agentId}/conversations/${done.conversationId}`),
    );
    expect(kept.title).toBe('How long do refunds take?');
    expect(kept.messages.map((message) => [message.role, message.status])).toEqual([
      ['user', null],
      ['assistant', 'answered'],
      ['user', null],
      ['assistant', 'answered'],
    ]);
    expect(kept.messages[1]!.citations[0]).toMatchObject({ marker: 1, sourceName: 'refunds.txt' });
    // Analytics counts the tokens the provider said each answer used, per agent.
    await expect
      .poll(async () => {
        const report = expectContract(
          apiContract.analytics.getAnalytics,
          200,
          await owner.get('/api/analytics'),
        );
        return report.agentTokens.find((item) => item.id === agentId);
      })
      .toMatchObject({
        name: 'Client support agent',
        answers: 2,
        completionTokens: expect.any(Number) as number,
      });
    // The key went to the provider, and into no log line.
    expect(provider.requests.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
    expect(logLines.join('\n')).not.toContain(KEY);
    expect(provider.invalid).toEqual([]);
  });

  it('answers a provider’s failure as a clear answer in the asker’s language, never a 5xx', async () => {
    const events = eventsOf(
      (await stream(owner, { question: 'Refunds? [busy]', locale: 'fr' })).text,
    );
    expect(events.map((event) => event.type)).toEqual(['citations', 'done']);
    expect(events[1]).toMatchObject({
      status: 'unavailable',
      answer:
        'Le modèle qui répond est occupé (trop de demandes). Veuillez réessayer dans un instant.',
    });
    const silent = expectContract(
      agents.askAgent,
      200,
      await owner.post(`/api/agents/${agentId}/ask`).send({ question: 'Refunds? [hang]' }),
    );
    expect(silent.status).toBe('unavailable');
    expect(silent.answer).toContain('took too long');
  });

  it('stops the provider’s call when the asker closes the request, and keeps nothing of it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ email: (await owner.get('/api/session')).body.user.email, password: PASSWORD });
    const cookie = Object.entries(cookiesOf(login))
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; ');
    const abandonedBefore = provider.abandoned;
    const controller = new AbortController();
    const response = await fetch(`${address}/api/agents/${agentId}/ask/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'agentia-web', cookie },
      body: JSON.stringify({ question: 'Refunds, slowly? [slow]' }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: delta\n/);
    controller.abort();
    await expect.poll(() => provider.abandoned, { timeout: 5_000 }).toBe(abandonedBefore + 1);
    const list = expectContract(
      agents.listConversations,
      200,
      await owner.get(`/api/agents/${agentId}/conversations`),
    );
    expect(list.items.some((item) => item.title.includes('slowly'))).toBe(false);
    void (t.app.server.address() as AddressInfo).port;
  });
});

describe('conversations', () => {
  it('are their asker’s alone: a team member sees only their own, anyone else gets 404', async () => {
    const mine = expectContract(
      agents.askAgent,
      200,
      await member.post(`/api/agents/${agentId}/ask`).send({ question: 'Refund delay?' }),
    );
    const ownerList = expectContract(
      agents.listConversations,
      200,
      await owner.get(`/api/agents/${agentId}/conversations`),
    );
    expect(ownerList.items.map((item) => item.id)).not.toContain(mine.conversationId);
    const memberList = expectContract(
      agents.listConversations,
      200,
      await member.get(`/api/agents/${agentId}/conversations`),
    );
    expect(memberList.items.map((item) => item.id)).toEqual([mine.conversationId]);
    expect(memberList.items[0]).toMatchObject({ title: 'Refund delay?', messageCount: 2 });

    const path = `/api/agents/${agentId}/conversations/${mine.conversationId}`;
    for (const [other, code] of [
      [owner, 'conversation_not_found'],
      [stranger, 'agent_not_found'],
    ] as const) {
      const seen = await other.get(path);
      expectContract(agents.getConversation, 404, seen);
      const refused = await other.delete(path);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe(code);
    }
    // Nor may anyone else continue it.
    const hijack = await owner
      .post(`/api/agents/${agentId}/ask`)
      .send({ question: 'Refunds?', conversationId: mine.conversationId });
    expectContract(agents.askAgent, 404, hijack);
    expect(hijack.body.code).toBe('conversation_not_found');
    // The stranger does not see the agent at all.
    expectContract(
      agents.listConversations,
      404,
      await stranger.get(`/api/agents/${agentId}/conversations`),
    );

    expect((await member.delete(path)).status).toBe(204);
    expectContract(agents.getConversation, 404, await member.get(path));
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const count = async () =>
      expectContract(
        agents.listConversations,
        200,
        await owner.get(`/api/agents/${agentId}/conversations`),
      ).items.length;
    const before = await count();
    for (const body of [
      { question: '' },
      { question: 'x'.repeat(2001) },
      { question: 'Refunds?', conversationId: 'not-a-uuid' },
      { question: 'Refunds?', locale: 'de' },
    ]) {
      const streamed = await stream(owner, body);
      expectContract(agents.streamAskAgent, 400, streamed);
      expectContract(
        agents.askAgent,
        400,
        await owner.post(`/api/agents/${agentId}/ask`).send(body),
      );
    }
    expectContract(
      agents.getConversation,
      400,
      await owner.get(`/api/agents/${agentId}/conversations/not-a-uuid`),
    );
    expect(await count()).toBe(before);
  });
});
