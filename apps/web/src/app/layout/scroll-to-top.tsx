import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Smoothly back to the top when the path changes (not when only the query changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
