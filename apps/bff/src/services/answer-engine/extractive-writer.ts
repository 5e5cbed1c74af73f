import type { Language } from '@app/contracts';
import { NO_USAGE, type AnswerWriter } from './answer-engine.ts';
import { passageText } from './prompt.ts';

/** How many sentences an extractive answer quotes at most. */
const MAX_QUOTES = 3;

const lead: Record<Language, string> = {
  en: 'From your documents:',
  fr: 'D’après vos documents :',
};
const quoted: Record<Language, (sentence: string) => string> = {
  en: (sentence) => `“${sentence}”`,
  fr: (sentence) => `« ${sentence} »`,
};

/** Words too common to say what a question is about, in both languages. */
const COMMON = new Set(
  `the and for are was were with what when where which who how why does did this that from have has can
  you your our its not but les des une est que qui quoi comment pour dans avec sur par pas son ses aux
  elle ils nous vous mon mes ton tes leur leurs cette ces quel quelle quels quelles sont`.split(
    /\s+/,
  ),
);

/** A word as compared: lower case, its first six letters (a cheap stem for both languages). */
const stem = (word: string) => word.toLowerCase().slice(0, 6);

/** The words a question is about. */
export function questionWords(question: string): Set<string> {
  const words = question.match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return new Set(words.filter((word) => !COMMON.has(word.toLowerCase())).map(stem));
}

/** A passage's whole sentences. */
export function sentencesOf(text: string, locale: Language): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(text)]
    .map((part) => part.segment.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** How many of the question's words a sentence holds. */
function score(sentence: string, words: Set<string>): number {
  const held = new Set((sentence.match(/[\p{L}\p{N}]{3,}/gu) ?? []).map(stem));
  let count = 0;
  for (const word of words) if (held.has(word)) count += 1;
  return count;
}

/**
 * The extractive answer (the default, no model): each passage's best sentence (the one holding
 * the most words of the question), the best three in the passages' order, quoted whole and
 * marked with the passage's number. It says that it quotes, and it never cuts a sentence.
 */
export function createExtractiveWriter(): AnswerWriter {
  return {
    description: 'extractive (quotes of the passages, no model)',
    async write(question, { onDelta, signal }) {
      const words = questionWords(question.question);
      const best = question.passages.flatMap((citation, index) => {
        const ranked = sentencesOf(passageText(citation), question.locale)
          .map((sentence, position) => ({ sentence, position, score: score(sentence, words) }))
          .sort((a, b) => b.score - a.score || a.position - b.position);
        return ranked[0] ? [{ ...ranked[0], marker: index + 1 }] : [];
      });
      // Sentences holding a word of the question; the best passage's first sentence otherwise.
      const matching = best.filter((item) => item.score > 0);
      const chosen = (matching.length > 0 ? matching : best.slice(0, 1))
        .sort((a, b) => b.score - a.score || a.marker - b.marker)
        .slice(0, MAX_QUOTES)
        .sort((a, b) => a.marker - b.marker);
      if (chosen.length === 0)
        return { ok: false, failure: 'no_output', reason: 'the passages hold no sentence' };
      const pieces = [
        lead[question.locale],
        ...chosen.map((item) => `\n\n> ${quoted[question.locale](item.sentence)} [${item.marker}]`),
      ];
      for (const piece of pieces) {
        if (signal?.aborted) return { ok: false, failure: 'stopped', reason: 'the asker left' };
        onDelta?.(piece);
      }
      return { ok: true, text: pieces.join(''), usage: NO_USAGE };
    },
  };
}
