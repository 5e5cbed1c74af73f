export const STARS = [1, 2, 3, 4, 5] as const;
const MAX = STARS.length;

/**
 * The five rating stars are a radio group (WAI-ARIA APG): the arrow keys move between the stars
 * and wrap around, Home and End go to the first and last. Returns the star to focus next, or
 * null when the key is not one of these (Enter and Space activate the focused star's button).
 */
export function starForKey(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current >= MAX ? 1 : current + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current <= 1 ? MAX : current - 1;
    case 'Home':
      return 1;
    case 'End':
      return MAX;
    default:
      return null;
  }
}

/** The one star reachable with Tab: the focused one, else the user's rating, else the first. */
export function tabbableStar(focused: number | null, rating: number | null): number {
  return focused ?? rating ?? 1;
}

/**
 * How much of star `star` (1-5) is drawn filled, from 0 to 1: up to the previewed star (under the
 * pointer or the keyboard focus) when there is one, else the average, partly filling a star.
 */
export function starFill(star: number, preview: number | null, average: number | null): number {
  if (preview !== null) return star <= preview ? 1 : 0;
  return Math.max(0, Math.min(1, (average ?? 0) - (star - 1)));
}
