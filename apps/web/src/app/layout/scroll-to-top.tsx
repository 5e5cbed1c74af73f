import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Smoothly back to the top when the path changes (not when only the query changes). Not for the
 * page a visit starts on: the browser has placed it (at the top, or where a reload left it), and
 * asking to scroll would make it lay the page out there and then, while the app starts.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
