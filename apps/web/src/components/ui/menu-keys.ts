/**
 * Keyboard moves inside a menu (WAI-ARIA APG): the arrow keys go to the next or previous item and
 * wrap around, Home and End go to the first and last. Returns the index of the item to focus, or
 * null when the key is not one of these.
 */
export function menuIndexForKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
