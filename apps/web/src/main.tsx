import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { prerenderedLanguage, startLanguage } from './lib/i18n';
import { startSession } from './lib/session';
import { applyTheme } from './lib/theme';
import './styles.css';

async function start() {
  applyTheme();
  void preloadPage(window.location.pathname, window.location.search);
  // `pnpm dev:mock`: the BFF is replaced by MSW handlers typed by the same contracts.
  if (import.meta.env.MODE === 'mock') {
    const { startMockServiceWorker } = await import('./mocks/browser');
    await startMockServiceWorker();
  }
  const session = startSession();
  // A task of its own for the hydration: this one evaluated the app and asked for the page's
  // files, and the two together held the main thread too long on a phone.
  await new Promise((resolve) => setTimeout(resolve));
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App session={session} />
    </StrictMode>
  );
  // A page prerendered at build time (public pages, for a visitor without a session) is hydrated;
  // one in another language than the visitor stored is rendered again in theirs.
  // As a transition, React renders the first screen in slices that yield to the browser between
  // them, instead of one task that holds the main thread until the whole page is hydrated.
  startTransition(() => {
    if (prerenderedLanguage() === startLanguage) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
