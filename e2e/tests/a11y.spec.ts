import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { demo } from '../support/accounts.ts';
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

/** Opens a page and asks axe for WCAG 2.1 AA violations and headings out of order. */
async function expectNoViolations(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `${path} (${label})`);
}

for (const language of ['en', 'fr'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violation on public pages (${language}, ${theme})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(300_000);
      await usePreferences(context, { language, theme });
      const caseStudy = await page.request
        .get('/sitemap.xml')
        .then(async (r) => (await r.text()).match(/\/case-studies\/[a-z0-9-]+/)?.[0]);
      for (const path of [...paths, caseStudy!])
        await expectNoViolations(page, path, `${language}, ${theme}`);
    });
  }
}

const accountPaths = ['/login', '/register', '/reset-password', '/verify-code', '/profile'];
const signedInPaths = [
  '/dashboard',
  '/dashboard/tools',
  '/dashboard/analytics',
  '/dashboard/brains',
  '/dashboard/agents',
  '/dashboard/teams',
  '/user/profile/edit',
  '/profile',
  '/tools/claude',
];

for (const language of ['en', 'fr'] as const) {
  test(`axe finds no violation on account screens and the dashboard (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await usePreferences(context, { language, theme: language === 'fr' ? 'dark' : 'light' });
    const check = (path: string) => expectNoViolations(page, path, language);
    for (const path of accountPaths) await check(path);
    await page.goto('/login');
    await page.locator('#email, input[type=email]').first().fill(demo.free.email);
    await page.locator('input[type=password]').first().fill(demo.free.password);
    await page.locator('form button[type=submit]').first().click();
    await expect(page).toHaveURL('/dashboard');
    for (const path of signedInPaths) await check(path);
  });
}
