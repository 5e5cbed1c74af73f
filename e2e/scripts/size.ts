// What Chromium really loads on a first visit: the production build served by the BFF as the
// container serves it, a fresh browser profile per page, every script requested until the
// network is idle. Sizes are the decoded bodies compressed with gzip -9 (what a gzip transfer
// weighs, whatever the server negotiated). Fails when a page needs more than its budget.
// Usage: pnpm size (builds the web app first), or `node scripts/size.ts` in e2e/ after a build.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startProductionServer } from '../support/production-server.ts';

// `/` is held to the goal, 120 kB. The catalogue's pages, which also load TanStack Query, are
// held to today's figures plus a little, so that nothing grows unnoticed (the typed API client,
// zod and the contract, which they load only when a call is made, would add some 40 kB). The
// boot script of pages rendered ahead (0.6 kB, ADR 032) and the query cache's hydration on the
// catalogue's pages (0.5 kB, ADR 034) are in them. Figures and how they got there: ADR 037.
// The signed-in app's first page, the dashboard as a Pro, is held to its goal (150 kB); the sign-in
// page (its form's schemas and zod) and the admin area as an Admin (its chart) to today's figures
// plus a little. Each section adds only its own chunk to them. Figures: docs/performance.md.
const BUDGET_KB: Record<string, number> = {
  '/': 120,
  '/tools': 128,
  '/tools/chatgpt': 128,
  '/login': 190,
  '/dashboard': 150,
  '/admin': 158,
};
const DEMO = {
  pro: { email: 'pro@agentia.example', password: 'Pro-demo-2026' },
  admin: { email: 'admin@agentia.example', password: 'Admin-demo-2026' },
};
const PAGES: { path: string; as?: keyof typeof DEMO }[] = [
  { path: '/' },
  { path: '/tools' },
  { path: '/tools/chatgpt' },
  { path: '/login' },
  { path: '/dashboard', as: 'pro' },
  { path: '/admin', as: 'admin' },
];

const { base, stop } = await startProductionServer('size', { demoAccounts: true });
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const failures: string[] = [];
  const summary: Record<string, string>[] = [];
  for (const { path, as } of PAGES) {
    for (const language of ['en', 'fr'] as const) {
      const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-US' });
      await context.addInitScript((lang) => {
        localStorage.setItem('ui-state', JSON.stringify({ language: lang }));
      }, language);
      // Signed in through the API: the session cookie is the browser's own, as after the form.
      if (as) {
        const signedIn = await context.request.post(`${base}/api/auth/login`, {
          data: DEMO[as],
          headers: { origin: base, 'x-requested-with': 'agentia-web' },
        });
        if (!signedIn.ok())
          throw new Error(`the demo ${as} could not sign in: ${signedIn.status()}`);
      }
      const page = await context.newPage();
      const bodies: Promise<{ url: string; gzip: number } | null>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(
          response
            .body()
            .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
            .catch(() => null),
        );
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      // A busy machine can leave a gap in the chain of requests (a page rendered ahead shows its
      // heading before the boot script has even started the app): the page is loaded once its
      // code has hydrated it (the language toggle is offered then, ADR 034) and the network is
      // idle again.
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await page
        .locator('[data-testid=language-toggle]:enabled')
        .first()
        .waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const scripts = (await Promise.all(bodies)).filter((script) => script !== null);
      await context.close();
      const kb = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
      summary.push({
        page: as ? `${path} (${as})` : path,
        language,
        scripts: String(scripts.length),
        'JavaScript (kB gzip)': kb.toFixed(1),
        largest: scripts
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, process.env.SIZE_VERBOSE ? 40 : 3)
          .map(
            (script) =>
              `${new URL(script.url).pathname.split('/').pop()} ${(script.gzip / 1024).toFixed(1)}`,
          )
          .join(', '),
      });
      const budget = BUDGET_KB[path];
      if (budget !== undefined && kb > budget)
        failures.push(
          `${path} (${language}) loads ${kb.toFixed(1)} kB gzip of JavaScript, over ${budget} kB`,
        );
    }
  }
  await browser.close();
  console.table(summary);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`size check failed: ${failure}`);
    process.exitCode = 1;
  } else
    console.log(
      `size check passed: ${Object.entries(BUDGET_KB)
        .map(([path, kb]) => `${path} within ${kb} kB`)
        .join(', ')} gzip in both languages`,
    );
} finally {
  stop();
}
