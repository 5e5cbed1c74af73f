import { describe, expect, it } from 'vitest';
import { createWebhookChatEngine } from './webhook-chat-engine.ts';

/** A message as LangChain serialises it, with whatever a memory or a workflow put beside it. */
const message = (kind: 'HumanMessage' | 'AIMessage', content: string, extra: object = {}) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', kind],
  kwargs: { content, additional_kwargs: {}, response_metadata: {}, ...extra },
});

/** The engine over a trigger that answers `loadPreviousSession` with `data`. */
const engineAnswering = (data: unknown[]) =>
  createWebhookChatEngine({
    url: 'http://n8n.test/webhook/7d1f3c2e-5a4b-4c6d-8e9f-0a1b2c3d4e5f/chat',
    firstByteMs: 1000,
    idleMs: 1000,
    totalMs: 2000,
    fetch: async () => Response.json({ data }),
  });

describe('times of a remembered conversation', () => {
  it('keeps the times the engine gives, wherever LangChain lets a workflow put them', async () => {
    const history = await engineAnswering([
      message('HumanMessage', 'Hello', {
        additional_kwargs: { timestamp: '2026-03-10T09:15:00.000Z' },
      }),
      message('AIMessage', 'Hi', { response_metadata: { created_at: 1_773_134_160 } }),
      { ...message('HumanMessage', 'Thanks'), createdAt: 1_773_134_220_000 },
    ]).history('session-1234');
    expect(history).toEqual({
      status: 'ok',
      messages: [
        { type: 'user', content: 'Hello', at: '2026-03-10T09:15:00.000Z' },
        { type: 'bot', content: 'Hi', at: '2026-03-10T09:16:00.000Z' },
        { type: 'user', content: 'Thanks', at: '2026-03-10T09:17:00.000Z' },
      ],
    });
  });

  it('gives no time where the engine gave none, or something that is not one', async () => {
    const history = await engineAnswering([
      message('HumanMessage', 'Hello'),
      message('AIMessage', 'Hi', { additional_kwargs: { timestamp: 'yesterday' } }),
      message('HumanMessage', 'Again', { additional_kwargs: { timestamp: 42 } }),
    ]).history('session-1234');
    expect(history).toEqual({
      status: 'ok',
      messages: [
        { type: 'user', content: 'Hello', at: null },
        { type: 'bot', content: 'Hi', at: null },
        { type: 'user', content: 'Again', at: null },
      ],
    });
  });
});
