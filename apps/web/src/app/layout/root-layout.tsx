import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { SessionWarning } from '@/components/session-warning';
import { FullPageLoader, LoadingState } from '@/components/ui/spinner';
import { useFinishSignOut, useSession } from '@/lib/session';
import { PageHydrated } from '@/lib/use-hydrated';
import { ChatLauncher } from './chat-launcher';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';

/** Paths that bring their own chrome: the header and footer are hidden there (spec). */
export function hidesSiteChrome(pathname: string) {
  return (
    pathname === '/dashboard' ||
    pathname.startsWith('/dashboard/') ||
    pathname === '/user/profile/edit'
  );
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isPending } = useSession();
  const chrome = !hidesSiteChrome(pathname);
  useFinishSignOut();

  if (isPending) return <FullPageLoader />;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <RouteProgress />
      <ScrollToTop />
      {chrome ? <Header /> : null}
      {/* The dashboard's own layout shows the warning where the header is hidden. */}
      {chrome ? <SessionWarning /> : null}
      {/* The footer waits with the page: painted before it, it would be pushed down the screen
          when the page's chunk arrives (a layout shift of the whole viewport). */}
      <Suspense
        fallback={
          <main id="main" className="flex-1" tabIndex={-1}>
            <LoadingState />
          </main>
        }
      >
        <main id="main" className="flex-1" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
        {chrome ? <Footer /> : null}
        <PageHydrated />
      </Suspense>
      <ChatLauncher />
    </div>
  );
}
