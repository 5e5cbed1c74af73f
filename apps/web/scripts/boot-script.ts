import { createHash } from 'node:crypto';

/**
 * The one script a prerendered page names in its HTML (ADR 032). The page reads without the app,
 * so the app's modules are asked for only after the page's first paint, and they never delay it:
 *  - at once (it is a module: after the HTML is parsed, before the first paint), the stored theme
 *    goes on <html>, as the app's entry would put it;
 *  - once the browser reports the page's first contentful paint (or after 3 s without one), the
 *    page's chunks and translations are preloaded (their list is in `<meta name="page-modules">`),
 *    and a signed-in page's first reads of the API (`<meta name="page-reads">`, ADR 067), a few
 *    links per task, then the entry is imported; the entry hydrates the page. On a signed-in page
 *    the browser's Intl data is loaded meanwhile, in tasks of its own (ADR 068).
 * A hidden tab paints nothing: there the app starts at once.
 * The file is named by its content's hash, as Vite names every asset, and kept for a year.
 */
export function bootScript(entry: string): { file: string; code: string } {
  const code = `// Prerendered pages: the theme now, the app after the first paint (ADR 032).
try {
  const theme = JSON.parse(localStorage.getItem('ui-state') ?? '{}').theme;
  if (theme === 'dark') document.documentElement.classList.add('dark');
} catch {
  // No storage, or not ours: the app starts light.
}
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const hrefs = (name) =>
    (document.querySelector(\`meta[name="\${name}"]\`)?.getAttribute('content') ?? '').split(' ').filter(Boolean);
  const modules = hrefs('page-modules').map((href) => ({ href, rel: 'modulepreload', crossOrigin: '' }));
  // A signed-in page's first reads of the API, as the app asks for them (\`preloadRead\`).
  const reads = hrefs('page-reads').map((href) => ({ href, rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' }));
  const links = [...modules, ...reads];
  // A few links per task: each one the browser starts fetching takes a moment of the main thread,
  // and twenty at once were one long task on a phone.
  const next = () => {
    for (const attributes of links.splice(0, 5))
      document.head.append(Object.assign(document.createElement('link'), attributes));
    if (links.length > 0) setTimeout(next);
    else import(${JSON.stringify(entry)});
  };
  next();
  // A signed-in page formats dates and numbers as its data arrives. The browser's first Intl
  // formatter loads the locale's data (some 30 ms on a phone), so it is loaded now, while the app
  // downloads, in three tasks of its own (the locale, numbers, dates): not in the one that renders
  // the data.
  if (document.getElementById('session-state')) {
    const lang = document.documentElement.lang;
    const warm = [
      () => new Intl.Locale(lang).maximize(),
      () => new Intl.NumberFormat(lang),
      () => new Intl.DateTimeFormat(lang, { timeZone: 'UTC' }),
    ];
    const step = () => {
      warm.shift()();
      if (warm.length > 0) setTimeout(step);
    };
    setTimeout(step);
  }
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
  // Shipped without its comments and indentation: every prerendered page loads it.
  const shipped = code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
  const hash = createHash('sha256').update(shipped).digest('base64url').slice(0, 8);
  return { file: `assets/boot-${hash}.js`, code: shipped };
}
