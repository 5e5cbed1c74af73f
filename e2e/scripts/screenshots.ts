// Screenshots of every public page at 1280 px and 390 px, in both languages, for review.
// Start the product first (`pnpm start`), then: pnpm --filter @app/e2e screenshots
// Writes into screenshots/ at the repository root (git-ignored). BASE_URL overrides the address.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = resolve(import.meta.dirname, '../../screenshots');
mkdirSync(out, { recursive: true });

const xml = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((m) => new URL(m[1]!).pathname)
  .filter(
    (path, index, all) =>
      !path.startsWith('/tools/') || all.findIndex((p) => p.startsWith('/tools/')) === index,
  );

const browser = await chromium.launch(chromiumLaunchOptions);
let count = 0;
for (const language of ['en', 'fr'] as const) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((lang) => {
      localStorage.setItem(
        'ui-state',
        JSON.stringify({ theme: 'light', language: lang, sidebarOpen: true }),
      );
    }, language);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const name =
        (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')) + `.${language}.${width}.png`;
      await page.screenshot({ path: resolve(out, name), fullPage: true });
      count++;
    }
    await context.close();
  }
}
await browser.close();
console.log(`${count} screenshots in ${out}`);
