import { scanPdf, textPdf } from '@app/test-fixtures/scanned-pdf';
import { describe, expect, it } from 'vitest';
import { guessLanguage } from './language.ts';
import { pagesNeedingOcr, pagesWithoutTextLayer } from './text-layer.ts';

describe('pages that need OCR', () => {
  it('finds the scanned page of a mixed PDF', { timeout: 30_000 }, async () => {
    const text = await textPdf([
      ['This first page keeps its text layer, as a word processor writes it.'],
      ['This second page is scanned: only a picture of its words is left.'],
      ['The third page keeps its text layer too.'],
    ]);
    expect(await pagesWithoutTextLayer(text)).toEqual([]);
    const mixed = await scanPdf(text, { pages: [2], dpi: 100 });
    expect(await pagesWithoutTextLayer(mixed)).toEqual([2]);
  });

  it('counts letters and digits, not spaces or a page number', () => {
    expect(
      pagesNeedingOcr(['', '   \n  ', '- 3 -', 'A page of real text, read as it is.']),
    ).toEqual([1, 2, 3]);
    expect(pagesNeedingOcr(['12 letters..', 'twelve'], 6)).toEqual([]);
  });
});

describe('the language of text read so far', () => {
  const english =
    'The report was written for the members of the board, and it is the first of the year. '.repeat(
      3,
    );
  const french =
    "Le rapport a été écrit pour les membres du conseil, et c'est le premier de l'année. ".repeat(
      3,
    );

  it('tells English from French once there are enough words', () => {
    expect(guessLanguage(english)).toBe('eng');
    expect(guessLanguage(french)).toBe('fra');
  });

  it('says nothing of a short or unclear text', () => {
    expect(guessLanguage('Annual report 2025')).toBeNull();
    expect(guessLanguage(`${english} ${french}`)).toBeNull();
    expect(guessLanguage('lorem ipsum dolor sit amet '.repeat(20))).toBeNull();
  });
});
