import { expect, test } from '../support/test.ts';

test('an unknown route shows "Page not found" and leads home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL('/');
});

test('the language choice survives a reload', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'AI tools explorer' })).toBeVisible();
  await page.getByTestId('language-toggle').click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Explorateur d'outils IA" }),
  ).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ui-state') ?? '{}'));
  expect(stored.language).toBe('fr');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: "Explorateur d'outils IA" }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the language toggle waits until the page below the header is hydrated', async ({ page }) => {
  // The catalogue's translations arrive late: the header is hydrated (and its other controls
  // usable) while the page's content still waits for them. A language switched then would
  // re-render text React has not hydrated yet (React error 418, which the fixture reports).
  await page.route('**/assets/catalogue-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/tools');
  const toggle = page.getByTestId('language-toggle');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeEnabled();
  await expect(toggle).toBeDisabled();
  await toggle.click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Explorateur d'outils IA" }),
  ).toBeVisible();
});

test('a French browser gets French on its first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/tools');
  await expect(
    page.getByRole('heading', { level: 1, name: "Explorateur d'outils IA" }),
  ).toBeVisible();
  await context.close();
});

test('the header and footer offer what a signed-out visitor needs', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Pricing', 'Case studies', 'About', 'AI Tools', 'Resources']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  // The Services menu opens by keyboard and closes with Escape, once the page is hydrated (the
  // page comes rendered by the BFF: a key pressed before its code runs does nothing).
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeEnabled();
  const services = nav.getByRole('button', { name: 'Services' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Enterprise solutions' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'All services' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Enterprise solutions' })).toBeHidden();
  await expect(services).toBeFocused();

  const footer = page.getByRole('contentinfo');
  for (const name of [
    'Enterprise',
    'Professional',
    'Security',
    'Support',
    'Contact',
    'FAQ',
    'Privacy',
    'Terms',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('a route change shows the progress bar and scrolls back to the top', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Hydrated (the theme toggle is enabled): before, the footer's link is the page's own, and a
  // click loads the next page from the server.
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeEnabled();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Security' }).click();
  await expect(page.getByTestId('route-progress')).toBeAttached();
  await expect(page.getByTestId('route-progress')).not.toBeAttached({ timeout: 2_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the mobile menu mirrors the header without AI Tools', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // On a phone the header keeps the logo, the language toggle and the menu button.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  await expect(dialog.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'AI Tools' })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Case studies' }).click();
  await expect(page).toHaveURL('/case-studies');
  await expect(dialog).toBeHidden();
});

test('protected areas send a visitor to /login and remember where they were going', async ({
  page,
}) => {
  await page.goto('/dashboard/brains');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/dashboard/brains')}`);
});

test('an unknown API path is a JSON 404, not the web app', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: 'Not found', code: 'not_found' });
});

test('a full-page loading indicator shows while the session loads', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/session', async (route) => {
    await held;
    await route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // A page with a query: the web app renders it in the browser (without one, the BFF would).
  await page.goto('/tools?sort=name', { waitUntil: 'commit' });
  await expect(page.getByTestId('full-page-loader')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  // The page's own chunk loads meanwhile, not after the session.
  await expect
    .poll(() => scripts.some((path) => /\/tools-explorer-page-[\w-]+\.js$/.test(path)))
    .toBe(true);
  release();
  await expect(page.getByTestId('full-page-loader')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'AI tools explorer' })).toBeVisible();
});
