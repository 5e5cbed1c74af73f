import { createHash } from 'node:crypto';

/**
 * The one script a prerendered page names in its HTML (ADR 032). The page reads without the app,
 * so the app's modules are asked for only after the page's first paint, and they never delay it:
 *  - at once (it is a module: after the HTML is parsed, before the first paint), the stored theme
 *    goes on <html>, as the app's entry would put it;
 *  - once the browser reports the page's first contentful paint (or after 3 s without one), the
 *    page's chunks and translations are preloaded (their list is in `<meta name="page-modules">`),
 *    and a signed-in page's first reads of the API (`<meta name="page-reads">`, ADR 067), and the
 *    entry is imported; the entry hydrates the page.
 * A hidden tab paints nothing: there the app starts at once.
 * The file is named by its content's hash, as Vite names every asset, and kept for a year.
 */
export function bootScript(entry: string): { file: string; code: string } {
  const code = `// Prerendered pages: the theme now, the app after the first paint (ADR 032).
try {
  const theme = JSON.parse(localStorage.getItem('ui-state') ?? '{}').theme;
  if (theme === 'dark' || theme === 'light') {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }
} catch {
  // No storage, or not ours: the app starts light.
}
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const modules = document.querySelector('meta[name="page-modules"]')?.getAttribute('content') ?? '';
  for (const href of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // A signed-in page's first reads of the API, as the app asks for them (\`preloadRead\`).
  const reads = document.querySelector('meta[name="page-reads"]')?.getAttribute('content') ?? '';
  for (const href of reads.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
if (document.visibilityState === 'hidden') start();
else {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  // A page that paints no content in time starts all the same.
  setTimeout(start, 3000);
}
`;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { file: `assets/boot-${hash}.js`, code };
}
