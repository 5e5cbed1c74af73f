import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/** Protected areas: a signed-out visitor goes to /login, which remembers where they were going. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(from)}`} replace state={{ from }} />;
  }
  return <Outlet />;
}
