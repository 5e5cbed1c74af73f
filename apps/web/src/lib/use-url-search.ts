import { useEffect, useState } from 'react';

/** How long typing pauses before the URL (and the list) follows the search box. */
export const SEARCH_DELAY_MS = 250;

/**
 * A search box whose words the URL keeps: `q` is the URL's, `setQ` writes it. Typing updates the
 * URL once the person pauses; when the URL's words change from elsewhere (back, forward, a link)
 * the box follows them. Returns the box's text and its setter.
 */
export function useUrlSearch(q: string, setQ: (q: string) => void) {
  const [search, setSearch] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== search.trim()) setSearch(q);
  }

  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the timer
  }, [search]);

  return [search, setSearch] as const;
}
