import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient, followSession } from '@/lib/query-client';
import { SessionProvider, SessionStore } from '@/lib/session';

/** Where the router is, for tests that check a navigation. */
function CurrentPath() {
  const location = useLocation();
  return (
    <span hidden data-testid="current-path">
      {`${location.pathname}${location.search}`}
    </span>
  );
}

/**
 * Renders a page as the app does: a fresh session and query client, the router at `path` (the page mounted on
 * `route`), the real i18n (its namespaces load on demand, hence Suspense).
 */
export function renderPage(
  page: ReactNode,
  { path = '/', route = path }: { path?: string; route?: string } = {},
): RenderResult & { currentPath: () => string | null } {
  const session = new SessionStore();
  const queryClient = createQueryClient();
  followSession(queryClient, session);
  const result = render(
    <SessionProvider value={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>Loading page…</p>}>
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={null} />
            </Routes>
          </Suspense>
          <CurrentPath />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { ...result, currentPath: () => screen.getByTestId('current-path').textContent };
}
