import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ChatWebhookRequest } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerEngine } from '../../src/services/answer-engine/answer-engine.ts';
import {
  createWebhookWriter,
  webhookMessage,
} from '../../src/services/answer-engine/webhook-writer.ts';
import { createWebhookChatEngine } from '../../src/services/chat-engine/webhook-chat-engine.ts';
import { createN8nFake } from '../helpers/n8n-fake.ts';
import { question, runAnswerEngineSuite } from './answer-engine-suite.ts';

const engineOptions = { firstByteMs: 2_000, idleMs: 2_000, totalMs: 10_000 };

// The recorded streaming AI Agent of n8n (test/fixtures/n8n-chat): JSON lines, begin/item/end.
runAnswerEngineSuite('chat webhook (n8n, streaming)', async () => {
  const n8n = await createN8nFake({ lineGapMs: 5 });
  n8n.state.workflow = 'agent-streaming';
  const engine = createAnswerEngine(
    createWebhookWriter(createWebhookChatEngine({ url: n8n.url, ...engineOptions })),
  );
  return { engine, calls: () => n8n.state.received.length, close: () => n8n.close() };
});

describe('the chat webhook as an answer engine', () => {
  let n8n: Awaited<ReturnType<typeof createN8nFake>>;
  beforeAll(async () => {
    n8n = await createN8nFake({ lineGapMs: 5 });
  });
  afterAll(() => n8n.close());
  const engine = () =>
    createAnswerEngine(
      createWebhookWriter(createWebhookChatEngine({ url: n8n.url, ...engineOptions })),
    );

  it('sends the numbered passages in chatInput, before the question, with the session of the conversation', async () => {
    n8n.reset();
    const asked = question();
    const pieces: string[] = [];
    const answer = await engine().answer(asked, { onDelta: (text) => pieces.push(text) });
    // "When Last Node Finishes": the whole answer comes as one piece.
    expect(pieces).toEqual([answer.answer]);
    const sent = ChatWebhookRequest.parse(n8n.state.received[0]!.body);
    expect(sent.sessionId).toBe(`agent-conversation-${asked.conversationId}`);
    expect(sent.chatInput).toContain('Instructions: You answer customers about refunds.');
    expect(sent.chatInput).toContain(
      '[1] Help centre · refunds.pdf · p. 3\nRefunds are paid within fourteen days of the return.',
    );
    expect(sent.chatInput).toContain('[2] Help centre · shipping.md\nParcels leave');
    expect(sent.chatInput.endsWith('Question: How long do refunds take?')).toBe(true);
    expect(sent.metadata?.passages?.map((item) => item.page)).toEqual([3, null]);
    expect(sent.metadata?.conversationId).toBe(asked.conversationId);
    // n8n counts no tokens: they are estimated.
    expect(answer.usage.measured).toBe('estimated');
    expect(answer.usage.promptTokens).toBeGreaterThan(0);
  });

  it('a failed workflow is unavailable, with the reason in the asker’s language', async () => {
    n8n.reset();
    n8n.state.workflow = 'error';
    const answer = await engine().answer(question({}, 'fr'));
    expect(answer.status).toBe('unavailable');
    expect(answer.answer).toBe(
      'Le modèle qui répond n’a donné aucune réponse. Veuillez réessayer plus tard.',
    );
    expect(answer.citations).toEqual([]);
  });
});

describe('the n8n workflow template (docs/n8n/agent-answer-workflow.json)', () => {
  const template = JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../../../docs/n8n/agent-answer-workflow.json'),
      'utf8',
    ),
  ) as {
    nodes: { name: string; type: string; parameters: Record<string, unknown> }[];
    connections: Record<string, Record<string, { node: string; type: string }[][]>>;
  };
  const node = (type: string) => {
    const found = template.nodes.find((candidate) => candidate.type === type);
    if (!found) throw new Error(`no ${type} node`);
    return found;
  };

  it('streams from a Chat Trigger to an AI Agent whose system message uses the passages', () => {
    const trigger = node('@n8n/n8n-nodes-langchain.chatTrigger');
    expect(trigger.parameters.public).toBe(true);
    expect((trigger.parameters.options as { responseMode: string }).responseMode).toBe('streaming');
    const agent = node('@n8n/n8n-nodes-langchain.agent');
    const systemMessage = (agent.parameters.options as { systemMessage: string }).systemMessage;
    expect(systemMessage).toContain('numbered passages');
    expect(systemMessage).toContain('[1]');
    expect((agent.parameters.options as { enableStreaming?: boolean }).enableStreaming).toBe(true);
    // The chat input (passages, then the question) is what the agent reads.
    expect(agent.parameters.text ?? '={{ $json.chatInput }}').toBe('={{ $json.chatInput }}');
    // Its memory is kept per conversation: the session id the BFF sends.
    const memory = node('@n8n/n8n-nodes-langchain.memoryBufferWindow');
    expect(JSON.stringify(memory.parameters)).not.toContain('customKey');
    const wired = Object.values(template.connections).flatMap((outputs) =>
      Object.values(outputs).flat(2),
    );
    expect(
      wired
        .filter((link) => link.node === agent.name)
        .map((link) => link.type)
        .sort(),
    ).toEqual(['ai_languageModel', 'ai_memory', 'main']);
  });

  it('the message the BFF sends holds what that system message refers to', () => {
    const sent = ChatWebhookRequest.parse({
      ...webhookMessage(question()),
      action: 'sendMessage',
    });
    expect(sent.chatInput).toMatch(/Passages:\n\n\[1\] /);
  });
});
