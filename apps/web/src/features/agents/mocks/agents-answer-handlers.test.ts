import { AgentStreamEvent, apiContract, type SessionUser } from '@app/contracts';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsTeamsHandlers } from './agents-teams-handlers';
import { expectContract as call } from '@/mocks/contract-fetch';
import { createMockInvitations } from '../../invitations/mocks/invitations-handlers';

const owner: SessionUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@agentia.dev',
  role: 'Pro',
  fullName: 'Olga Owner',
  avatarUrl: null,
  accountType: 'professional',
};
const other: SessionUser = { ...owner, id: '22222222-2222-4222-8222-222222222222' };
let current: SessionUser | null = owner;
const invitations = createMockInvitations({
  signedInUser: () => current,
  people: () => [owner, other],
});
const server = setupServer(
  ...createAgentsTeamsHandlers({
    signedInUser: () => current,
    people: () => [owner, other],
    invitations,
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const { agents } = apiContract;

describe('the mocked agent answers follow the contract and its rules', () => {
  it('streams delta events, then citations, then the end; keeps the conversation for its asker only', async () => {
    current = owner;
    const agent = (await call(agents.createAgent, '/api/agents', 201, {
      name: 'Helper',
    })) as { id: string };
    const response = await fetch(`http://localhost/api/agents/${agent.id}/ask/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Refunds?' }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => AgentStreamEvent.parse(JSON.parse(/^data: (.+)$/m.exec(block)![1]!)));
    expect(events.map((event) => event.type).slice(-2)).toEqual(['citations', 'done']);
    const done = events.at(-1) as Extract<AgentStreamEvent, { type: 'done' }>;
    expect(done.status).toBe('nothing_found');

    const list = (await call(
      agents.listConversations,
      `/api/agents/${agent.id}/conversations`,
      200,
    )) as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).toEqual([done.conversationId]);
    const path = `/api/agents/${agent.id}/conversations/${done.conversationId}`;
    await call(agents.getConversation, path, 200);
    await call(agents.askAgent, `/api/agents/${agent.id}/ask`, 200, {
      question: 'And then?',
      conversationId: done.conversationId,
    });
    await call(agents.askAgent, `/api/agents/${agent.id}/ask`, 400, { question: '' });
    current = other;
    await call(agents.getConversation, path, 404);
    current = owner;
    await call(agents.deleteConversation, path, 204);
    await call(agents.getConversation, path, 404);
  });
});
