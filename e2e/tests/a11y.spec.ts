import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { usePreferences } from '../support/site.ts';

const paths = [
  '/',
  '/about',
  '/services',
  '/services/enterprise',
  '/services/professional',
  '/pricing',
  '/case-studies',
  '/resources',
  '/resources/tools',
  '/tools',
  '/tools/chatgpt',
  '/contact',
  '/security',
  '/faq',
  '/support',
  '/documentation',
  '/terms',
  '/privacy',
  '/no-such-page',
];

for (const language of ['en', 'fr'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violation on public pages (${language}, ${theme})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await usePreferences(context, { language, theme });
      const caseStudy = await page.request
        .get('/sitemap.xml')
        .then(async (r) => (await r.text()).match(/\/case-studies\/[a-z0-9-]+/)?.[0]);
      for (const path of [...paths, caseStudy!]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
        expect(summary, `${path} (${language}, ${theme})`).toEqual([]);
      }
    });
  }
}
