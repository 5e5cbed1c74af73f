import { describe, expect, it } from 'vitest';
import { createAnswerEngine } from '../../src/services/answer-engine/answer-engine.ts';
import { createExtractiveWriter } from '../../src/services/answer-engine/extractive-writer.ts';
import { question, refunds, runAnswerEngineSuite } from './answer-engine-suite.ts';

runAnswerEngineSuite('extractive', async () => ({
  engine: createAnswerEngine(createExtractiveWriter()),
  calls: () => 0,
  close: async () => {},
}));

describe('the extractive answer', () => {
  const engine = createAnswerEngine(createExtractiveWriter());

  it('quotes the sentences that hold the question’s words, whole, marked with their passage', async () => {
    const answer = await engine.answer(question());
    expect(answer.answer).toBe(
      'From your documents:\n\n> “Refunds are paid within fourteen days of the return.” [1]',
    );
    expect(answer.citations.map((citation) => citation.marker)).toEqual([1]);
    expect(answer.answer).not.toContain('…');
    expect(answer.usage).toEqual({ promptTokens: 0, completionTokens: 0, measured: 'none' });
  });

  it('says it quotes in French, with French quotation marks', async () => {
    const answer = await engine.answer(
      question({ question: 'Quand les colis partent-ils de l’entrepôt ?' }, 'fr'),
    );
    expect(answer.answer.startsWith('D’après vos documents :')).toBe(true);
    expect(answer.answer).toContain('« ');
  });

  it('quotes passages from several sources, each with its number', async () => {
    const answer = await engine.answer(
      question({ question: 'Refund tracking numbers by e-mail from the orders page?' }),
    );
    expect(answer.citations.map((citation) => citation.marker)).toEqual([1, 2]);
    expect(answer.answer).toContain('[1]');
    expect(answer.answer).toContain('Tracking numbers are sent by e-mail.” [2]');
  });

  it('falls back to the best passage’s first sentence when no sentence holds a word of the question', async () => {
    const answer = await engine.answer(question({ question: 'xyz?', passages: [refunds] }));
    expect(answer.status).toBe('answered');
    expect(answer.answer).toContain('Refunds are paid within fourteen days of the return.');
  });
});
