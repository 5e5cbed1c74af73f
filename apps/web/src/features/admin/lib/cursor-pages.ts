import { useCallback, useState } from 'react';

/**
 * Keyset pages seen so far: the cursor of each page opened, so "Previous" goes back without the
 * server counting rows. A new filter starts again from the first page (`reset`, stable).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const next = useCallback((cursor: string) => setCursors((list) => [...list, cursor]), []);
  const previous = useCallback(
    () => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    [],
  );
  // The same array when already on the first page: no render for nothing.
  const reset = useCallback(
    () => setCursors((list) => (list.length === 1 && list[0] === undefined ? list : [undefined])),
    [],
  );
  return { cursor: cursors.at(-1), page: cursors.length, next, previous, reset };
}
export type CursorPages = ReturnType<typeof useCursorPages>;
