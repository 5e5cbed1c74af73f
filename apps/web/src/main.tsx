import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import './lib/i18n';
import { SessionStore } from './lib/session';
import { applyTheme } from './lib/theme';
import './styles.css';

async function start() {
  applyTheme();
  preloadPage(window.location.pathname);
  // `pnpm dev:mock`: the BFF is replaced by MSW handlers typed by the same contracts.
  if (import.meta.env.MODE === 'mock') {
    const { startMockServiceWorker } = await import('./mocks/browser');
    await startMockServiceWorker();
  }
  // The session is asked for now, beside the page's chunk, not once React first renders.
  const session = new SessionStore();
  void session.revalidate();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  );
}

void start();
