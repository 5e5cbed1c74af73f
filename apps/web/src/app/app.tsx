import { Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { FullPageLoader } from '@/components/ui/spinner';
import { SessionProvider, type SessionStore } from '@/lib/session';
import { AppRoutes } from './router';

/**
 * The app inside a router of the caller's choosing: the browser's (below) or, when the public
 * pages are prerendered at build time, a static one (src/prerender/render-page.tsx).
 */
export function AppWithRouter({
  session,
  router: Router,
}: {
  session: SessionStore;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <SessionProvider value={session}>
      <Router>
        <Suspense fallback={<FullPageLoader />}>
          <AppRoutes />
        </Suspense>
      </Router>
    </SessionProvider>
  );
}

/** The app around its session (made, and asked for, as the page starts: see main.tsx). */
export function App({ session }: { session: SessionStore }) {
  return <AppWithRouter session={session} router={BrowserRouter} />;
}
