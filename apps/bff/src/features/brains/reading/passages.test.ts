import { describe, expect, it } from 'vitest';
import { pagedPassages, plainPassages } from './passages.ts';

const filler = (n: number) => `Sentence number ${n} of the manual fills the page a little more.`;
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => filler(from + i)).join(' ');

describe('where a passage is', () => {
  it('keeps the page a passage starts on, and the page it ends on when it spans two', () => {
    const { passages } = pagedPassages([
      { text: page(0, 10), ocr: false },
      { text: '', ocr: false },
      { text: page(100, 30), ocr: true },
    ]);
    expect(passages[0]).toMatchObject({ page: 1, pageEnd: 3, readByOcr: true });
    expect(passages[0]!.text.startsWith('Sentence number 0 ')).toBe(true);
    const last = passages.at(-1)!;
    expect(last).toMatchObject({ page: 3, pageEnd: null, readByOcr: true });
    for (const passage of passages.slice(1)) expect(passage.page).toBe(3);
  });

  it('marks only the passages with text read by OCR', () => {
    const { passages } = pagedPassages([
      { text: page(0, 30), ocr: false },
      { text: page(100, 30), ocr: true },
    ]);
    const onFirst = passages.filter((passage) => passage.pageEnd === null && passage.page === 1);
    expect(onFirst.length).toBeGreaterThan(0);
    for (const passage of onFirst) expect(passage.readByOcr).toBe(false);
    expect(passages.at(-1)).toMatchObject({ page: 2, readByOcr: true });
  });

  it('joins a word hyphenated across lines and across a page break', () => {
    const { text, passages } = pagedPassages([
      { text: 'Le conden-\nsateur se charge. Le régu-', ocr: false },
      { text: 'lateur le protège.', ocr: false },
    ]);
    expect(text).toBe('Le condensateur se charge. Le régulateur le protège.');
    expect(passages).toEqual([{ text, page: 1, pageEnd: 2, readByOcr: false }]);
  });

  it('gives a text without pages no page', () => {
    expect(plainPassages('One line.\nAnother-\nline.').passages).toEqual([
      { text: 'One line.\nAnother-\nline.', page: null, pageEnd: null, readByOcr: false },
    ]);
    expect(plainPassages('A docx conden-\nsateur.', { lineBroken: true }).text).toBe(
      'A docx condensateur.',
    );
  });
});
