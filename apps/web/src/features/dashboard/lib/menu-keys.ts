/**
 * Keyboard moves inside a menu (WAI-ARIA APG menu button): the arrow keys go to the next or
 * previous item and wrap around, Home and End go to the first and last. Returns the index of the
 * item to focus, or null when the key is not one of these.
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

/** Two letters for an avatar without a picture: "Ada Lovelace" -> "AL", else the e-mail's first. */
export function initials(fullName: string | null, email: string): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length === 0
      ? [email.trim().charAt(0)]
      : words.length === 1
        ? [words[0]!.charAt(0)]
        : [words[0]!.charAt(0), words[words.length - 1]!.charAt(0)];
  return letters.join('').toLocaleUpperCase() || '?';
}
