import { describe, expect, it } from 'vitest';
import { searchWords } from './agents-ask.ts';

describe('a question as search words', () => {
  it('keeps dotted and hyphenated names whole, as the index keeps them', () => {
    expect(searchWords('What does read.table do with <stdio.h> in 6.3.1?')).toBe(
      'what or does or read.table or do or with or stdio.h or in or 6.3.1',
    );
    expect(searchWords('How do I run fc-cache?')).toBe('how or do or run or fc-cache');
  });

  it('drops one-letter words and repeats, and ends a name at a trailing dot', () => {
    expect(searchWords('Is a bzlib.h. bzlib.h file needed?')).toBe(
      'is or bzlib.h or file or needed',
    );
  });

  it('answers nothing for a question without words', () => {
    expect(searchWords('?! …')).toBe('');
  });
});
