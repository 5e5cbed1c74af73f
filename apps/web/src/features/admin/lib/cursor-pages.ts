import { useState } from 'react';

/**
 * Keyset pages seen so far: the cursor of each page opened, so "Previous" goes back without the
 * server counting rows. A new filter starts again from the first page (`reset`).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors.at(-1),
    page: cursors.length,
    next: (cursor: string) => setCursors((list) => [...list, cursor]),
    previous: () => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    reset: () => setCursors([undefined]),
  };
}
export type CursorPages = ReturnType<typeof useCursorPages>;
