import { describe, expect, it } from 'vitest';
import { completeMarkdown } from './complete-markdown';

describe('the complete part of Markdown being written', () => {
  it.each([
    ['Refunds take **fourteen', 'Refunds take '],
    ['Refunds take **fourteen days**', 'Refunds take **fourteen days**'],
    ['Run `npm', 'Run '],
    ['See [the guide](/guides/re', 'See '],
    ['See [the guide', 'See '],
    ['See [the guide](/guides) and', 'See [the guide](/guides) and'],
    ['Quoted. [1', 'Quoted. '],
    ['Quoted. [1] and [2]', 'Quoted. [1] and [2]'],
    ['**a** and **b', '**a** and '],
  ])('%j shows %j', (text, shown) => {
    expect(completeMarkdown(text)).toBe(shown);
  });
});
