import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient, followSession } from '@/lib/query-client';
import { useSessionStore, type SessionStore } from '@/lib/session';

const clients = new WeakMap<SessionStore, QueryClient>();

/** The id of the answers a page rendered by the BFF was rendered with (src/prerender/document.ts). */
export const QUERY_STATE_ID = 'query-state';

/**
 * The app's one query client (per session store), made by the first page that reads the API. On
 * a page the BFF rendered with the API's answers, it starts with them: the page hydrates with the
 * same data and asks for nothing while it is fresh.
 */
export function queryClientFor(session: SessionStore) {
  let client = clients.get(session);
  if (!client) {
    client = createQueryClient();
    const state = typeof document === 'undefined' ? null : document.getElementById(QUERY_STATE_ID);
    if (state?.textContent) {
      hydrate(client, JSON.parse(state.textContent));
      state.remove();
    }
    followSession(client, session);
    clients.set(session, client);
  }
  return client;
}

/**
 * TanStack Query for what is below: the pages that read the API (a layout route) and the chat
 * panel. A lazy chunk: the content pages render without it, so a first visit to them does not
 * load it.
 */
export default function QueryLayer({ children }: { children?: ReactNode }) {
  const session = useSessionStore();
  return (
    <QueryClientProvider client={queryClientFor(session)}>
      {children ?? <Outlet />}
    </QueryClientProvider>
  );
}
