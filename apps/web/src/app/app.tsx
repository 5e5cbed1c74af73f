import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { FullPageLoader } from '@/components/ui/spinner';
import { SessionProvider, SessionStore } from '@/lib/session';
import { AppRoutes } from './router';

export function App() {
  const [session] = useState(() => {
    const store = new SessionStore();
    void store.revalidate();
    return store;
  });
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
