import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export const ROUTE_PROGRESS_MS = 500;

/** A thin bar at the top for 500 ms on every route change (spec). */
export function RouteProgress() {
  const location = useLocation();
  // The bar is shown for a location until its 500 ms are up.
  const [doneFor, setDoneFor] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setDoneFor(location.key), ROUTE_PROGRESS_MS);
    return () => window.clearTimeout(timer);
  }, [location.key]);

  if (doneFor === location.key) return null;
  return (
    <div
      data-testid="route-progress"
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-full origin-left animate-route-progress bg-brand-600" />
    </div>
  );
}
