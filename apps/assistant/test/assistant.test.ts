import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../src/assistant.ts';
import { detectLanguage } from '../src/language.ts';
import { createAssistantServer } from '../src/server.ts';
import { retrievalSet } from './retrieval-set.ts';

const assistant = createAssistant();
const HIT_RATE_TARGET = 0.8;

describe('retrieval', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`answers at least ${HIT_RATE_TARGET * 100}% of the ${lang} question set from the right page`, () => {
      const misses: string[] = [];
      for (const { question, pages } of retrievalSet[lang]) {
        const result = assistant.answer(question, `set-${lang}-${question}`, lang);
        if (!result.source || !pages.includes(result.source))
          misses.push(`${question} -> ${result.source ?? 'no answer'}`);
        expect(result.lang).toBe(lang);
      }
      const rate = 1 - misses.length / retrievalSet[lang].length;
      console.warn(
        `retrieval hit rate (${lang}): ${(rate * 100).toFixed(1)}% of ${retrievalSet[lang].length}${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}`,
      );
      expect(retrievalSet[lang].length).toBeGreaterThanOrEqual(30);
      expect(rate).toBeGreaterThanOrEqual(HIT_RATE_TARGET);
    });
  }

  it('gives the right figure and currency for a pricing question', () => {
    expect(assistant.answer('How much does the Starter plan cost?', 'p1', 'en').output).toContain(
      '$2,999',
    );
    expect(assistant.answer("Combien coûte l'offre Starter ?", 'p2', 'fr').output).toContain(
      '2 999 €',
    );
  });

  it('cites the page it answers from as a link', () => {
    expect(assistant.answer('What are your support hours?', 'c1', 'en').output).toMatch(
      /\[[^\]]+\]\(\/(support|faq)[^)]*\)/,
    );
  });

  it('says plainly when it does not know, and points to /contact', () => {
    const result = assistant.answer('What is the capital of Australia?', 'u1', 'en');
    expect(result.confident).toBe(false);
    expect(result.output).toContain('(/contact)');
    expect(
      assistant.answer('Quelle est la recette de la tarte tatin ?', 'u2', 'fr').output,
    ).toContain('contactez-nous');
  });

  it('reads a short follow-up with the previous question', () => {
    const session = 'follow-up-1';
    assistant.answer('How much is the creator bundle?', session, 'en');
    const followUp = assistant.answer('and the business one?', session, 'en');
    expect(followUp.output).toMatch(/\$149/);
  });

  it('answers in the language of the message', () => {
    expect(detectLanguage('Combien coûte le pack créateur ?', 'en')).toBe('fr');
    expect(detectLanguage('How much is it?', 'fr')).toBe('en');
    expect(detectLanguage('ok', 'fr')).toBe('fr');
  });
});

describe('the webhook server', () => {
  const server = createAssistantServer();
  let url = '';
  beforeAll(async () => {
    url = await server.listen();
  });
  afterAll(() => server.close());

  it('speaks the chat-trigger protocol', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chatInput: 'What are your support hours?',
        sessionId: 's-1',
        action: 'sendMessage',
        metadata: { locale: 'en' },
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { output: string };
    expect(body.output).toMatch(/9AM|9 AM/);
  });

  it('rejects what is not a chat request', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 1 }),
    });
    expect(res.status).toBe(400);
  });
});
