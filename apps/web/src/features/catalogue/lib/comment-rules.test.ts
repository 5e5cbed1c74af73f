import { COMMENT_MAX_LENGTH } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { canPostComment } from './comment-rules';

describe('posting a comment', () => {
  it('needs some text once trimmed', () => {
    expect(canPostComment('', false)).toBe(false);
    expect(canPostComment('  \n\t ', false)).toBe(false);
    expect(canPostComment('  Great tool  ', false)).toBe(true);
  });

  it('waits for the previous post to finish', () => {
    expect(canPostComment('Great tool', true)).toBe(false);
  });

  it('keeps to the 2000-character limit', () => {
    expect(COMMENT_MAX_LENGTH).toBe(2000);
    expect(canPostComment('a'.repeat(2000), false)).toBe(true);
    expect(canPostComment('a'.repeat(2001), false)).toBe(false);
  });
});
