import type { APIRequestContext, BrowserContext } from '@playwright/test';

/** Every page the sitemap lists, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Starts every page of the context with these UI preferences (the app's `ui-state`). */
export async function usePreferences(
  context: BrowserContext,
  prefs: { language?: 'en' | 'fr'; theme?: 'light' | 'dark' },
) {
  await context.addInitScript((value) => {
    // Frames with an opaque origin (about:blank, sandboxed) have no storage: nothing to set there.
    if (!/^https?:$/.test(location.protocol) || origin === 'null') return;
    // A document the browser shows itself (its PDF viewer) may have none either.
    let storage: Storage | null;
    try {
      storage = window.sessionStorage;
    } catch {
      return;
    }
    if (!storage || !window.localStorage) return;
    if (!storage.getItem('prefs-set')) {
      localStorage.setItem(
        'ui-state',
        JSON.stringify({ theme: 'light', language: 'en', sidebarOpen: true, ...value }),
      );
      storage.setItem('prefs-set', '1');
    }
  }, prefs);
}
