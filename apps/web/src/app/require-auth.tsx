import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/** Protected areas: a signed-out visitor goes to /login, which remembers where they were going. */
export function RequireAuth() {
  const { user, isPlaceholder } = useSession();
  const location = useLocation();
  // A remembered user is only a guess until the server confirms the session.
  if (isPlaceholder) return <LoadingState />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(from)}`} replace state={{ from }} />;
  }
  return <Outlet />;
}
