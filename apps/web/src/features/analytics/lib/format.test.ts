import { describe, expect, it } from 'vitest';
import { changeOf } from './format';

describe('analytics formats', () => {
  it('compares with the previous period', () => {
    expect(changeOf(3, 2)).toEqual({ kind: 'up', value: 50 });
    expect(changeOf(1, 3)).toEqual({ kind: 'down', value: 66.7 });
    expect(changeOf(2, 2)).toEqual({ kind: 'same' });
    expect(changeOf(4, 0)).toEqual({ kind: 'new' });
    expect(changeOf(0, 0)).toEqual({ kind: 'same' });
  });
});
