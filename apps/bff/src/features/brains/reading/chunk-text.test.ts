import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chunkSpans,
  chunkText,
  dehyphenate,
  normaliseWhitespace,
  PASSAGE_MAX,
} from './chunk-text.ts';

/** Words as documents have them: dotted names, numbers, addresses, end marks, long runs. */
const word = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[A-Za-zÀ-ÿ]{1,12}$/) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'read.table',
      '3.14',
      'example.com',
      '6.3.1',
      'https://example.org/a/b?c=d.e',
      'jane.doe@example.org',
      'end.',
      'Why?',
      'so…',
      '"quoted."',
      '(aside.)',
      'well-known',
      '💡',
      'éè',
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
  // A "word" longer than a passage (a hash, a table without spaces).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.integer({ min: 80, max: 200 }))
      .map(([part, times]) => part.repeat(times)),
  },
);
const space = fc.constantFrom(' ', '  ', '\n', '\n\n', ' \n \n ', '\t', '\u00a0', '\r\n');
const text = fc
  .array(fc.tuple(word, space), { maxLength: 600 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

describe('cutting a text into passages', () => {
  it('changes nothing but whitespace: the passages, joined, are the normalised text', () => {
    fc.assert(
      fc.property(text, (input) => {
        const normalised = normaliseWhitespace(input);
        const spans = chunkSpans(normalised);
        let at = 0;
        for (const span of spans) {
          // What lies between two passages is whitespace, and nothing is left out.
          expect(normalised.slice(at, span.start)).toMatch(/^\s*$/);
          expect(span.end - span.start).toBeGreaterThan(0);
          expect(span.end - span.start).toBeLessThanOrEqual(PASSAGE_MAX);
          expect(normalised.slice(span.start, span.end).trim()).not.toBe('');
          at = span.end;
        }
        expect(normalised.slice(at)).toBe('');
        // Every character other than whitespace is kept, in order.
        const chunks = chunkText(input);
        expect(chunks.join('').replace(/\s+/g, '')).toBe(input.replace(/\s+/g, ''));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps dotted names, numbers, addresses and versions whole', () => {
    const sentence =
      'Call read.table on the file, then compare it with 3.14 and 6.3.1 as documented at https://example.com/docs.html or write to help@example.com. Then go on. ';
    const chunks = chunkText(sentence.repeat(40));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(PASSAGE_MAX);
      expect(chunk).not.toMatch(/read\. table|3\. 14|6\. 3|example\. com/);
    }
    const all = chunks.join(' ');
    expect(all.match(/read\.table/g)).toHaveLength(40);
    expect(all.match(/help@example\.com\./g)).toHaveLength(40);
  });

  it('cuts at paragraphs first, then after a sentence, then between words', () => {
    const paragraph = (n: number) => `Paragraph ${n} says something short.`;
    expect(chunkText([1, 2, 3].map(paragraph).join('\n\n'))).toEqual([
      'Paragraph 1 says something short.\n\nParagraph 2 says something short.\n\nParagraph 3 says something short.',
    ]);
    const long = `${'A sentence of eight words ends right here. '.repeat(60)}`;
    for (const chunk of chunkText(long)) expect(chunk).toMatch(/here\.$/);
    const run = 'word '.repeat(400);
    for (const chunk of chunkText(run)) expect(chunk).toMatch(/^word( word)*$/);
  });

  it('cuts a single word longer than a passage, as a last resort', () => {
    const hash = 'a'.repeat(PASSAGE_MAX * 2 + 10);
    expect(chunkText(`before ${hash} after`).map((chunk) => chunk.length)).toEqual([
      6,
      PASSAGE_MAX,
      PASSAGE_MAX,
      16,
    ]);
    // Never between the two halves of a character outside the BMP.
    const emoji = '😀'.repeat(PASSAGE_MAX);
    expect(chunkText(emoji).join('')).toBe(emoji);
    for (const chunk of chunkText(emoji)) expect(chunk).toMatch(/^(😀)+$/u);
  });

  it('gives no passage for a text of whitespace', () => {
    expect(chunkText(' \n\n\t ')).toEqual([]);
  });
});

describe('joining words a line break cut', () => {
  it('joins a hyphen at a line end before a lower-case letter', () => {
    expect(dehyphenate('le conden-\nsateur est chargé')).toBe('le condensateur est chargé');
    expect(dehyphenate('inter-  \n  national')).toBe('international');
    expect(dehyphenate('soft\u00AD\nhyphen')).toBe('softhyphen');
  });

  it('keeps real hyphens', () => {
    expect(dehyphenate('a well-known word')).toBe('a well-known word');
    expect(dehyphenate('Jean-\nPierre')).toBe('Jean-\nPierre');
    expect(dehyphenate('list:\n- item\n- other')).toBe('list:\n- item\n- other');
    expect(dehyphenate('2020-\n2021')).toBe('2020-\n2021');
    expect(dehyphenate('end of a paragraph-\n\nnext')).toBe('end of a paragraph-\n\nnext');
  });
});
