import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnswerEngine,
  type AnswerEngine,
} from '../../src/services/answer-engine/answer-engine.ts';
import { createOpenAiWriter } from '../../src/services/answer-engine/openai-writer.ts';
import { startStandInProvider, type StandInProvider } from '../helpers/openai-stand-in.ts';
import { question, runAnswerEngineSuite } from './answer-engine-suite.ts';

const KEY = 'sk-test-key-that-stays-on-the-server';
const engineFor = (provider: StandInProvider, silenceMs = 2_000) =>
  createAnswerEngine(
    createOpenAiWriter({
      baseUrl: provider.baseUrl,
      apiKey: KEY,
      model: 'stand-in-model',
      silenceMs,
      maxTokens: 300,
    }),
  );

runAnswerEngineSuite('OpenAI-compatible (stand-in provider)', async () => {
  const provider = await startStandInProvider({ delayMs: 2 });
  return {
    engine: engineFor(provider),
    calls: () => provider.requests.length,
    async close() {
      expect(provider.invalid).toEqual([]);
      await provider.close();
    },
  };
});

describe('the OpenAI-compatible adapter', () => {
  let provider: StandInProvider;
  let engine: AnswerEngine;
  beforeAll(async () => {
    provider = await startStandInProvider();
    engine = engineFor(provider, 300);
  });
  afterAll(async () => {
    // Every request we sent matched the published schema.
    expect(provider.invalid).toEqual([]);
    await provider.close();
  });

  it('sends the instructions, the numbered passages, the conversation so far and the question; reads the provider’s usage', async () => {
    const asked = question({
      history: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hello! How can I help?' },
      ],
    });
    const answer = await engine.answer(asked);
    const sent = provider.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body.model).toBe('stand-in-model');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.stream_options).toEqual({ include_usage: true });
    expect(sent.body.max_tokens).toBe(300);
    expect(sent.body.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    const system = sent.body.messages[0]!.content as string;
    expect(system.startsWith('You answer customers about refunds.')).toBe(true);
    expect(system).toContain('Answer in English');
    expect(system).toContain('[1] Help centre · refunds.pdf · p. 3\nRefunds are paid');
    expect(system).toContain('[2] Help centre · shipping.md\nParcels');
    expect(sent.body.messages.at(-1)!.content).toBe('How long do refunds take?');
    expect(answer.answer).toBe(
      'Following up: According to Help centre · refunds.pdf · p. 3: Refunds are paid within fourteen days of the return. [1]',
    );
    expect(answer.citations.map((citation) => citation.marker)).toEqual([1]);
    expect(answer.usage.measured).toBe('provider');
    expect(answer.usage.completionTokens).toBeGreaterThan(0);
  });

  it.each([
    ['refuses (401)', '[refuse]', 'The answering model refused the request.'],
    ['is busy (429)', '[busy]', 'The answering model is busy right now'],
    ['is down (503)', '[down]', 'The answering model cannot be reached right now.'],
    ['stays silent (time-out)', '[hang]', 'The answering model took too long to answer.'],
    [
      'sends a broken stream',
      '[broken]',
      'The answering model’s reply was cut off or could not be read.',
    ],
    ['answers nothing', '[empty]', 'The answering model gave no answer.'],
  ])('a provider that %s gives a clear answer, status unavailable', async (_case, marker, text) => {
    const answer = await engine.answer(question({ question: `Refunds? ${marker}` }));
    expect(answer.status).toBe('unavailable');
    expect(answer.answer.startsWith(text)).toBe(true);
    expect(answer.citations).toEqual([]);
    // The provider's own words (which may echo part of a key) are not what the log keeps.
    expect(answer.reason).not.toContain('Incorrect API key');
  });

  it('tells a failure in French to a French asker', async () => {
    const answer = await engine.answer(question({ question: 'Remboursement ? [busy]' }, 'fr'));
    expect(answer.answer).toBe(
      'Le modèle qui répond est occupé (trop de demandes). Veuillez réessayer dans un instant.',
    );
  });

  it('a provider nobody listens at is unreachable', async () => {
    const closed = await startStandInProvider();
    await closed.close();
    const answer = await engineFor(closed).answer(question());
    expect(answer.status).toBe('unavailable');
    expect(answer.answer).toContain('cannot be reached');
  });
});
