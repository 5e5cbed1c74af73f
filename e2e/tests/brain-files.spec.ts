import type { APIRequestContext, BrowserContext, Response } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { registerThroughScreens, uniqueEmail } from '../support/accounts.ts';
import { pdfWithText } from '../support/files.ts';
import { usePreferences } from '../support/site.ts';

/**
 * Passages keep the page they start on once the brains' reading stores it; until then results
 * carry no page and link to the whole file. Set to true then: the result must say "p. 2" and
 * open the file at `#page=2`.
 */
const PASSAGES_KNOW_THEIR_PAGE = false;

const SPA = { 'x-requested-with': 'agentia-web' };
const PROCESSING = { timeout: 30_000 };

const languages = {
  en: {
    theme: 'light',
    ready: 'Ready',
    open: (name: string) => `Open ${name} (opens in a new tab)`,
    resultLink: (name: string) =>
      new RegExp(`^${name}(, pp?\\. \\d+(–\\d+)?)? \\(opens in a new tab\\)$`),
    page: 'p. 2',
    searchBox: 'Words to look for',
    search: 'Search',
    pages: [
      'The espresso machine is descaled every Friday by whoever arrives first.',
      'Visitors sign the register at the front desk and wear a yellow badge.',
    ],
    query: 'register',
  },
  fr: {
    theme: 'dark',
    ready: 'Prêt',
    open: (name: string) => `Ouvrir ${name} (s’ouvre dans un nouvel onglet)`,
    resultLink: (name: string) =>
      new RegExp(`^${name}(, pp?\\. \\d+(–\\d+)?)? \\(s’ouvre dans un nouvel onglet\\)$`),
    page: 'p. 2',
    searchBox: 'Mots à chercher',
    search: 'Rechercher',
    pages: [
      'La machine à café est détartrée chaque vendredi par la première personne arrivée.',
      "Les visiteurs signent le registre à l'accueil et portent un badge jaune.",
    ],
    query: 'registre',
  },
} as const;

/** A brain of the page's person with one PDF, made through the API as the web app makes it. */
async function brainWithPdf(request: APIRequestContext, pages: readonly string[], name: string) {
  const made = await request.post('/api/brains', {
    headers: SPA,
    data: { name: 'House rules', type: 'personal' },
  });
  expect(made.status()).toBe(201);
  const brainId = ((await made.json()) as { id: string }).id;
  const added = await request.post(`/api/brains/${brainId}/sources`, {
    headers: SPA,
    multipart: {
      files: { name, mimeType: 'application/pdf', buffer: await pdfWithText([...pages]) },
    },
  });
  expect(added.status()).toBe(201);
  const sourceId = ((await added.json()) as { sources: { id: string }[] }).sources[0]!.id;
  return { brainId, sourceId };
}

/** Follows a link that opens a new tab, and answers the tab and the file's response. */
async function openInNewTab(context: BrowserContext, follow: () => Promise<void>) {
  const file = context.waitForEvent('response', (response: Response) =>
    /\/api\/brains\/[^/]+\/sources\/[^/]+\/file$/.test(new URL(response.url()).pathname),
  );
  const [tab] = await Promise.all([context.waitForEvent('page'), follow()]);
  const response = await file;
  await tab.waitForLoadState();
  return { tab, response };
}

/**
 * The file opened in a tab is a PDF the browser shows (its document is the PDF, not an error
 * page), and the BFF serves it never sniffed, in a sandbox. The headers are read from the BFF's
 * own answer: for the tab, Chromium replaces a PDF's policy with its viewer's.
 */
async function expectSandboxedPdf(tab: Page, response: Response, url: string) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
  const served = await tab.context().request.get(url);
  expect(served.status()).toBe(200);
  const headers = served.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  expect(headers['content-disposition']).toMatch(/^inline; filename=/);
}

for (const language of ['en', 'fr'] as const) {
  const t = languages[language];

  test(`a source's original file opens in a new tab, for its readers only (${language})`, async ({
    page,
    context,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await registerThroughScreens(page, uniqueEmail(`files-${language}`), 'Fiona Files');
    await usePreferences(context, { language, theme: t.theme });
    const fileName = `house-rules-${language}.pdf`;
    const { brainId, sourceId } = await brainWithPdf(page.request, t.pages, fileName);
    const fileUrl = `/api/brains/${brainId}/sources/${sourceId}/file`;

    await test.step('open the file from the list of sources', async () => {
      await page.goto(`/dashboard/brains/${brainId}`);
      const source = page.getByTestId('source').filter({ hasText: fileName });
      await expect(source.getByTestId('source-status')).toHaveText(t.ready, PROCESSING);
      const open = source.getByRole('link', { name: t.open(fileName) });
      const { tab, response } = await openInNewTab(context, () => open.click());
      expect(tab.url()).toMatch(new RegExp(`${fileUrl}$`));
      await expectSandboxedPdf(tab, response, fileUrl);
      await tab.close();
    });

    await test.step('open it from a search result, at the passage’s page once it is known', async () => {
      await page.getByRole('searchbox', { name: t.searchBox }).fill(t.query);
      await page.getByRole('button', { name: t.search, exact: true }).click();
      const hit = page.getByTestId('search-hit').filter({ hasText: fileName }).first();
      await expect(hit).toBeVisible();
      if (PASSAGES_KNOW_THEIR_PAGE)
        await expect(hit.getByTestId('passage-page')).toHaveText(t.page);
      const link = hit.getByRole('link', { name: t.resultLink(fileName) });
      // Reached with the keyboard: focused, then followed with Enter.
      await link.focus();
      await expect(link).toBeFocused();
      const { tab, response } = await openInNewTab(context, () => link.press('Enter'));
      expect(tab.url()).toMatch(
        new RegExp(`${fileUrl}${PASSAGES_KNOW_THEIR_PAGE ? '#page=2' : '(#page=\\d+)?'}$`),
      );
      await expectSandboxedPdf(tab, response, fileUrl);
      await tab.close();
    });

    await test.step('another person gets a 404, and a signed-out visitor a 401', async () => {
      const other = await browser.newContext({ baseURL });
      const stranger = await other.newPage();
      await registerThroughScreens(stranger, uniqueEmail(`files-stranger-${language}`));
      const refused = await stranger.request.get(fileUrl);
      expect(refused.status()).toBe(404);
      expect(refused.headers()['content-disposition']).toBeUndefined();
      expect(((await refused.json()) as { code: string }).code).toBe('brain_not_found');
      await other.close();

      const anonymous = await playwright.request.newContext({ baseURL });
      expect((await anonymous.get(fileUrl)).status()).toBe(401);
      await anonymous.dispose();
    });
  });
}
