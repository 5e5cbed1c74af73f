import { describe, expect, it } from 'vitest';
import { starFill, starForKey, tabbableStar } from './rating-keys';

describe('rating a tool with the keyboard', () => {
  it('moves between the stars with the arrow keys, wrapping around', () => {
    expect(starForKey('ArrowRight', 3)).toBe(4);
    expect(starForKey('ArrowUp', 3)).toBe(4);
    expect(starForKey('ArrowLeft', 3)).toBe(2);
    expect(starForKey('ArrowDown', 3)).toBe(2);
    expect(starForKey('ArrowRight', 5)).toBe(1);
    expect(starForKey('ArrowLeft', 1)).toBe(5);
  });

  it('jumps to the first and last star with Home and End', () => {
    expect(starForKey('Home', 4)).toBe(1);
    expect(starForKey('End', 2)).toBe(5);
  });

  it('leaves other keys (Tab, Enter, Space, letters) to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a']) expect(starForKey(key, 3)).toBeNull();
  });

  it('lets Tab land on the user’s own rating, else on the first star', () => {
    expect(tabbableStar(null, 4)).toBe(4);
    expect(tabbableStar(null, null)).toBe(1);
    expect(tabbableStar(2, 4)).toBe(2);
  });
});

describe('what the stars show', () => {
  it('previews up to the hovered or focused star', () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, 3, 4.6))).toEqual([1, 1, 1, 0, 0]);
  });

  it('shows the average otherwise, 4.3 filling a third of the fifth star', () => {
    const fills = [1, 2, 3, 4, 5].map((star) => starFill(star, null, 4.3));
    expect(fills.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(fills[4]).toBeCloseTo(0.3);
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, null, null))).toEqual([0, 0, 0, 0, 0]);
  });
});
