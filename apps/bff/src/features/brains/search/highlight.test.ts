import { describe, expect, it, vi } from 'vitest';
import {
  createHighlighter,
  excerpt,
  mayReduceTo,
  queryLexemes,
  wordBounds,
  wordsOf,
} from './highlight.ts';

const marked = (passage: { text: string; highlight: boolean }[]) =>
  passage.filter((run) => run.highlight).map((run) => run.text);
const plain = (passage: { text: string }[]) => passage.map((run) => run.text).join('');

describe('queryLexemes', () => {
  it('reads the lexemes of a tsquery, and leaves out the negated ones', () => {
    expect(queryLexemes(`'revenu' & 'hire'`)).toEqual(['revenu', 'hire']);
    expect(queryLexemes(`'quarter' <-> 'review' | 'budget'`)).toEqual([
      'quarter',
      'review',
      'budget',
    ]);
    expect(queryLexemes(`'revenu' & !'hire'`)).toEqual(['revenu']);
    expect(queryLexemes(`'a' & !( 'b' <-> 'c' ) & 'd'`)).toEqual(['a', 'd']);
    expect(queryLexemes(`'l''équip'`)).toEqual(["l'équip"]);
    expect(queryLexemes('')).toEqual([]);
  });
});

describe('wordBounds', () => {
  it('finds the runs of letters and digits of any script, dots inside included, as /[\\p{L}\\p{N}]+(?:\\.[\\p{L}\\p{N}]+)*/u does', () => {
    const texts = [
      'Holidays are booked in March, 2026.',
      "L'équipe a réservé 3 chevaux — naïve? Ça va!",
      'e\u0301cole (a combining accent is not a letter)',
      '日本語のテキスト、emoji😀between and 𝒜𝓁𝓅𝒽𝒶 beyond the first plane',
      '\u212Aelvin and \u0130nce, straße, ǅemal',
      'a lone half \ud800 of a pair, and \udc00 the other',
      'Include <stdio.h>, call read.table, see example.com or 6.3.1 at 3.14. End. a.😀 b..c d.',
      '',
      ' — ',
      // Longer than the buffer the bounds are first written to: it grows.
      'a b '.repeat(3000),
    ];
    for (const text of texts) {
      const expected = [...text.matchAll(/[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*/gu)].flatMap(
        (match) => [match.index, match.index + match[0].length],
      );
      expect([...wordBounds(text)], text).toEqual(expected);
    }
  });
});

describe('mayReduceTo', () => {
  it('keeps the forms a stemmer can reduce to the lexeme, and nothing that begins otherwise', () => {
    expect(mayReduceTo('companies', 'compani')).toBe(true);
    expect(mayReduceTo('chevaux', 'cheval')).toBe(true);
    expect(mayReduceTo('dying', 'die')).toBe(true);
    expect(mayReduceTo('booked', 'book')).toBe(true);
    expect(mayReduceTo('revenue', 'hire')).toBe(false);
  });
});

describe('excerpt', () => {
  const text = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ') + '.';
  const words = wordsOf(text);

  it('shows a short passage whole, its matches marked', () => {
    const short = 'Holidays are booked in March.';
    const passage = excerpt(short, wordsOf(short), (word) =>
      ['holidays', 'booked'].includes(word.key),
    );
    expect(plain(passage)).toBe(short);
    expect(marked(passage)).toEqual(['Holidays', 'booked']);
  });

  it('picks up to two fragments around the matches, in order, with their context', () => {
    const passage = excerpt(text, words, (word) => word.key === 'w80' || word.key === 'w20');
    expect(plain(passage)).toBe(
      `… ${Array.from({ length: 40 }, (_, i) => `w${i + 12}`).join(' ')} … ` +
        `${Array.from({ length: 40 }, (_, i) => `w${i + 60}`).join(' ')}.`,
    );
    expect(marked(passage)).toEqual(['w20', 'w80']);
  });

  it('prefers the fragment that holds the most different searched words', () => {
    const passage = excerpt(text, words, (word) => ['w5', 'w50', 'w52'].includes(word.key), {
      maxFragments: 1,
    });
    expect(marked(passage)).toEqual(['w50', 'w52']);
    expect(plain(passage).startsWith('… w42 ')).toBe(true);
    expect(plain(passage).endsWith('w81 …')).toBe(true);
  });

  it('shows the beginning when no word is marked, and a passage of signs as it is', () => {
    expect(plain(excerpt(text, words, () => false)).endsWith('w39 …')).toBe(true);
    expect(excerpt(' — ', wordsOf(' — '), () => false)).toEqual([{ text: '—', highlight: false }]);
  });
});

describe('createHighlighter', () => {
  it('asks for the candidate words once, and marks the words that reduce to a query lexeme', async () => {
    const reduce = vi.fn(async (words: { config: string; word: string }[]) =>
      words.map(({ word }) => [word.replace(/ed$|ing$|s$/, '')]),
    );
    const highlight = createHighlighter(reduce);
    const hit = {
      text: 'We booked the rooms; booking opens soon. Rooms booked.',
      config: 'english',
      lexemes: ['book'],
    };
    const [passage] = await highlight([hit]);
    expect(marked(passage!)).toEqual(['booked', 'booking', 'booked']);
    // Only words that begin like a lexeme are asked, each once.
    expect(reduce).toHaveBeenCalledWith([
      { config: 'english', word: 'booked' },
      { config: 'english', word: 'booking' },
    ]);
    await highlight([hit]);
    expect(reduce).toHaveBeenCalledTimes(1);
  });

  it('keeps each configuration apart, and asks nothing when there is nothing to mark', async () => {
    const reduce = vi.fn(async (words: { config: string; word: string }[]) =>
      words.map(({ config, word }) => [config === 'simple' ? word : word.slice(0, 4)]),
    );
    const highlight = createHighlighter(reduce);
    const [english, simple] = await highlight([
      { text: 'booking', config: 'english', lexemes: ['book'] },
      { text: 'booking', config: 'simple', lexemes: ['book'] },
    ]);
    expect(marked(english!)).toEqual(['booking']);
    expect(marked(simple!)).toEqual([]);
    await highlight([{ text: 'Nothing here.', config: 'english', lexemes: ['book'] }]);
    await highlight([]);
    expect(reduce).toHaveBeenCalledTimes(1);
  });

  it('looks at a word whose first letter lowers to ASCII from beyond it (the Kelvin sign)', async () => {
    const highlight = createHighlighter(async (words) => words.map(({ word }) => [word]));
    const [passage] = await highlight([
      { text: 'Degrees \u212Aelvin, kelvin, KELVIN.', config: 'simple', lexemes: ['kelvin'] },
    ]);
    expect(marked(passage!)).toEqual(['\u212Aelvin', 'kelvin', 'KELVIN']);
  });

  it('forgets the oldest words beyond its bound', async () => {
    const reduce = vi.fn(async (words: { config: string; word: string }[]) =>
      words.map(({ word }) => [word]),
    );
    const highlight = createHighlighter(reduce, { maxKnown: 2 });
    for (const word of ['alpha', 'alps', 'alpine'])
      await highlight([{ text: word, config: 'simple', lexemes: ['alp'] }]);
    await highlight([{ text: 'alpha', config: 'simple', lexemes: ['alp'] }]);
    expect(reduce).toHaveBeenCalledTimes(4);
  });
});
