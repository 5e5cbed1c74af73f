import { randomUUID } from 'node:crypto';
import type { AgentCitation, Language } from '@app/contracts';
import { AgentAnswer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerMessages,
  type AnswerEngine,
  type AnswerQuestion,
} from '../../src/services/answer-engine/answer-engine.ts';

/** What the shared suite needs from an adapter's test: the engine, and how often it was called. */
export interface AnswerEngineHarness {
  engine: AnswerEngine;
  /** How many times the adapter reached its model or workflow (0 for the extractive one). */
  calls(): number;
  close(): Promise<void>;
}

const passage = (
  brainName: string,
  sourceName: string,
  text: string,
  page: number | null,
): AgentCitation => ({
  brainId: randomUUID(),
  brainName,
  sourceId: randomUUID(),
  sourceName,
  passage: [{ text, highlight: false }],
  page,
  pageEnd: null,
  readByOcr: false,
});

export const refunds = passage(
  'Help centre',
  'refunds.pdf',
  'Refunds are paid within fourteen days of the return. A customer asks for a refund from the orders page.',
  3,
);
export const shipping = passage(
  'Help centre',
  'shipping.md',
  'Parcels leave the warehouse every weekday. Tracking numbers are sent by e-mail.',
  null,
);

export const question = (
  overrides: Partial<AnswerQuestion> = {},
  locale: Language = 'en',
): AnswerQuestion => ({
  agentId: randomUUID(),
  conversationId: randomUUID(),
  instructions: 'You answer customers about refunds.',
  question: 'How long do refunds take?',
  locale,
  passages: [refunds, shipping],
  history: [],
  ...overrides,
});

/**
 * The answer engine port's documented behaviour (answer-engine.ts), for any adapter: each
 * adapter's test file calls this with a harness that starts it against its own backing service.
 */
export function runAnswerEngineSuite(
  adapterName: string,
  createHarness: () => Promise<AnswerEngineHarness>,
): void {
  describe(`answer engine: ${adapterName}`, () => {
    let harness: AnswerEngineHarness;
    beforeAll(async () => {
      harness = await createHarness();
    });
    afterAll(() => harness.close());

    it('answers nothing_found in the asker’s language without calling anything when no passage was found', async () => {
      const before = harness.calls();
      for (const locale of ['en', 'fr'] as const) {
        const pieces: string[] = [];
        const answer = await harness.engine.answer(question({ passages: [] }, locale), {
          onDelta: (text) => pieces.push(text),
        });
        expect(answer.status).toBe('nothing_found');
        expect(answer.answer).toBe(answerMessages.nothing_found[locale]);
        expect(pieces.join('')).toBe(answer.answer);
        expect(answer.citations).toEqual([]);
      }
      expect(harness.calls()).toBe(before);
    });

    it('answers from the passages, streaming the text it returns', async () => {
      const before = harness.calls();
      const pieces: string[] = [];
      const answer = await harness.engine.answer(question(), {
        onDelta: (text) => pieces.push(text),
      });
      expect(answer.status).toBe('answered');
      expect(answer.answer.trim()).not.toBe('');
      expect(pieces.join('')).toBe(answer.answer);
      expect(harness.calls()).toBeGreaterThanOrEqual(before);
    });

    it('cites only passages it was given: those its text marks [n], or all when it marks none', async () => {
      const asked = question();
      const answer = await harness.engine.answer(asked);
      const sourceIds = asked.passages.map((item) => item.sourceId);
      expect(answer.citations.length).toBeGreaterThan(0);
      const marked = [...answer.answer.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
      for (const citation of answer.citations) {
        expect(sourceIds[citation.marker - 1]).toBe(citation.sourceId);
        if (marked.length > 0) expect(marked).toContain(citation.marker);
      }
      if (marked.length === 0) expect(answer.citations).toHaveLength(asked.passages.length);
      // What the HTTP answer carries is the contract's shape.
      expect(
        AgentAnswer.safeParse({ ...answer, conversationId: asked.conversationId }).success,
      ).toBe(true);
    });

    it('stops when the asker goes away, and says so', async () => {
      const controller = new AbortController();
      const answer = await harness.engine.answer(question(), {
        signal: controller.signal,
        onDelta: () => controller.abort(),
      });
      expect(answer.stopped).toBe(true);
      expect(answer.status).toBe('unavailable');
    });
  });
}
