import { describe, expect, it } from 'vitest';
import { menuIndexForKey } from './menu-keys';

describe('a menu by keyboard', () => {
  it('moves down and up through the items, wrapping around', () => {
    expect(menuIndexForKey('ArrowDown', 0, 3)).toBe(1);
    expect(menuIndexForKey('ArrowDown', 2, 3)).toBe(0);
    expect(menuIndexForKey('ArrowUp', 0, 3)).toBe(2);
    expect(menuIndexForKey('ArrowUp', 2, 3)).toBe(1);
  });

  it('starts from the first or last item when none has the focus', () => {
    expect(menuIndexForKey('ArrowDown', -1, 3)).toBe(0);
    expect(menuIndexForKey('ArrowUp', -1, 3)).toBe(2);
  });

  it('jumps with Home and End, and ignores other keys', () => {
    expect(menuIndexForKey('Home', 2, 3)).toBe(0);
    expect(menuIndexForKey('End', 0, 3)).toBe(2);
    expect(menuIndexForKey('Tab', 0, 3)).toBeNull();
    expect(menuIndexForKey('ArrowDown', -1, 0)).toBeNull();
  });
});
