import { expect, test, type Page } from '../support/test.ts';
import {
  expectNoTokenInStorage,
  registerThroughScreens,
  uniqueEmail,
} from '../support/accounts.ts';
import { TOOL_TOKEN_TTL_SECONDS, STUB_BFF_URL } from '../support/servers.ts';

/** The card of one tool on the connection health panel. */
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

async function connect(page: Page, name: string, decision: 'Allow' | 'Deny' = 'Allow') {
  await page.getByRole('button', { name: `Connect ${name}` }).click();
  await expect(page).toHaveURL(/\/oauth-provider\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('button', { name: decision }).click();
}

test.describe('a signed-in user', () => {
  test.beforeEach(async ({ page }) => {
    await registerThroughScreens(page, uniqueEmail('connector'), 'Tia Tools');
  });

  test('connect with Allow, use after expiry (refreshed), then revoke', async ({ page }) => {
    await page.goto('/dashboard/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Connected tools' })).toBeVisible();
    const notion = card(page, 'Notion');
    await expect(notion).toContainText('Not connected');

    await connect(page, 'Notion');
    await expect(page).toHaveURL('/dashboard/tools');
    await expect(notion).toContainText('Connected');
    await expect(notion).toContainText(/Expires in/);
    await expectNoTokenInStorage(page);

    // The local agent server issues short-lived tokens in this run: wait for this one to expire.
    await expect(notion).toContainText('Expired', { timeout: (TOOL_TOKEN_TTL_SECONDS + 5) * 1000 });
    await page.getByRole('button', { name: 'Test connection Notion' }).click();
    await expect(page.getByRole('status').getByText('Token refreshed')).toBeVisible();
    await expect(notion).toContainText('Connected');

    await page.getByRole('button', { name: 'Revoke Notion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke access to Notion?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(notion).toContainText('Not connected');
    await expect(page.getByRole('button', { name: 'Connect Notion' })).toBeVisible();
  });

  test('Deny gives an error state; a tampered or replayed state is rejected', async ({ page }) => {
    await page.goto('/dashboard/tools');
    await connect(page, 'Slack', 'Deny');
    await expect(page.getByText('Access was denied').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Slack' })).toBeVisible();

    await page.goto('/dashboard/tools');
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    const callback = page.waitForResponse((r) => r.url().includes('/dashboard/tools/callback/'));
    await page.getByRole('button', { name: 'Allow' }).click();
    const callbackUrl = new URL((await callback).url());
    await expect(page).toHaveURL('/dashboard/tools');
    await expect(card(page, 'GitHub')).toContainText('Connected');

    // The same callback again (a replay): its state was single use.
    await page.goto(`${callbackUrl.pathname}${callbackUrl.search}`);
    await expect(page.getByText(/invalid or has expired/).first()).toBeVisible();
    // A state that was changed on the way back: the consent page's redirect is altered.
    await page.goto('/dashboard/tools');
    await page.route('**/oauth-provider/*/consent', async (route) => {
      // Replayed outside the browser, the post loses the Sec-Fetch-Site the browser sent with it.
      const answer = await route.fetch({
        maxRedirects: 0,
        headers: { ...route.request().headers(), 'sec-fetch-site': 'same-origin' },
      });
      const back = new URL(answer.headers()['location']!);
      back.searchParams.set('state', `${back.searchParams.get('state')}tampered`);
      await route.fulfill({ status: 303, headers: { location: back.href } });
    });
    await page.getByRole('button', { name: 'Reconnect GitHub' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByText(/invalid or has expired/).first()).toBeVisible();
  });
});

test('with the agent server down, the panel shows the localised error and the dashboard works', async ({
  page,
}) => {
  await registerThroughScreens(page, uniqueEmail('offline'), 'Odile Hors-Ligne', STUB_BFF_URL);
  // In French from here on: the error is the spec's French default.
  await page.evaluate(() =>
    localStorage.setItem(
      'ui-state',
      JSON.stringify({ theme: 'light', language: 'fr', sidebarOpen: true }),
    ),
  );
  await page.goto(`${STUB_BFF_URL}/dashboard/tools`);
  await expect(page.getByText('Erreur de récupération des outils').first()).toBeVisible();
  await page.getByRole('link', { name: "Vue d'ensemble" }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Odile Hors-Ligne/ })).toBeVisible();
});
