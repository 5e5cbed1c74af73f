import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { FullPageLoader } from '@/components/ui/spinner';
import { SessionProvider, type SessionStore } from '@/lib/session';
import { AppRoutes } from './router';

/** The app around its session (made, and asked for, as the page starts: see main.tsx). */
export function App({ session }: { session: SessionStore }) {
  return (
    <SessionProvider value={session}>
      <BrowserRouter>
        <Suspense fallback={<FullPageLoader />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </SessionProvider>
  );
}
