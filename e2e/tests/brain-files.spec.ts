import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { registerThroughScreens, uniqueEmail } from '../support/accounts.ts';
import { expectSandboxedPdf, openInNewTab } from '../support/file-tabs.ts';
import { pdfWithText } from '../support/files.ts';
import { usePreferences } from '../support/site.ts';

const SPA = { 'x-requested-with': 'agentia-web' };
const PROCESSING = { timeout: 30_000 };

const languages = {
  en: {
    theme: 'light',
    ready: 'Ready',
    open: (name: string) => `Open ${name} (opens in a new tab)`,
    resultLink: (name: string, place: string) => `${name}, ${place} (opens in a new tab)`,
    page: 'p. 2',
    searchBox: 'Words to look for',
    search: 'Search',
    // Page 1 is one passage of its own (over 900 characters, under 1,500): the passage that
    // answers the query is page 2's alone.
    pages: [
      [
        'The espresso machine is descaled every Friday by whoever arrives first, and the milk jug is rinsed after each use.',
        'Coffee beans are ordered on the first Monday of the month from the roaster down the street, two kilos at a time.',
        'The kettle on the third floor is for tea only: its water tastes of nothing, which is how tea drinkers like it.',
        'Mugs go into the dishwasher before noon; the dishwasher runs at one o’clock and is emptied by the afternoon shift.',
        'The fridge is cleared every Thursday evening, and anything without a name and a date on it goes to the compost.',
        'Fruit is delivered on Tuesdays and Fridays, and the bowl by the window is filled as soon as the crate arrives.',
        'The kitchen closes at seven in the evening, when the cleaners arrive, and opens again at half past seven in the morning.',
        'Whoever finishes the last of the sugar writes it on the board beside the door, so that it is bought the next day.',
        'Dish towels are washed on Mondays and hung to dry on the rail under the window.',
        'The recycling bins by the back door are emptied every Wednesday by the building staff.',
        'Nobody leaves dirty cups in the meeting rooms, which are booked from the shared calendar.',
      ].join(' '),
      'Visitors sign the register at the front desk and wear a yellow badge.',
    ],
    query: 'register',
  },
  fr: {
    theme: 'dark',
    ready: 'Prêt',
    open: (name: string) => `Ouvrir ${name} (s’ouvre dans un nouvel onglet)`,
    resultLink: (name: string, place: string) =>
      `${name}, ${place} (s’ouvre dans un nouvel onglet)`,
    page: 'p. 2',
    searchBox: 'Mots à chercher',
    search: 'Rechercher',
    pages: [
      [
        'La machine à café est détartrée chaque vendredi par la première personne arrivée, et le pot à lait est rincé après usage.',
        'Le café en grains se commande le premier lundi du mois chez le torréfacteur de la rue voisine, deux kilos à la fois.',
        'La bouilloire du troisième étage sert au thé seulement : son eau n’a aucun goût, comme les buveurs de thé l’aiment.',
        'Les tasses vont au lave-vaisselle avant midi ; il tourne à treize heures et l’équipe de l’après-midi le vide.',
        'Le frigo est vidé chaque jeudi soir, et ce qui ne porte ni nom ni date part au compost sans discussion.',
        'Les fruits sont livrés le mardi et le vendredi, et la corbeille près de la fenêtre est remplie dès leur arrivée.',
        'La cuisine ferme à dix-neuf heures, quand l’équipe de ménage arrive, et rouvre à sept heures et demie le matin.',
        'Qui termine le sucre l’écrit sur le tableau près de la porte, pour qu’il soit racheté le lendemain.',
        'Les torchons sont lavés le lundi et séchés sur la barre sous la fenêtre.',
        'Les bacs de tri près de la porte de service sont vidés chaque mercredi par le personnel.',
        'Personne ne laisse de tasses sales dans les salles de réunion, réservées dans l’agenda commun.',
      ].join(' '),
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

    await test.step('open it from a search result, at the passage’s page', async () => {
      await page.getByRole('searchbox', { name: t.searchBox }).fill(t.query);
      await page.getByRole('button', { name: t.search, exact: true }).click();
      const hit = page.getByTestId('search-hit').filter({ hasText: fileName });
      await expect(hit).toHaveCount(1);
      await expect(hit.getByTestId('passage-page')).toHaveText(t.page);
      await expect(hit.getByTestId('passage-ocr')).toHaveCount(0);
      const link = hit.getByRole('link', { name: t.resultLink(fileName, t.page), exact: true });
      // Reached with the keyboard: focused, then followed with Enter.
      await link.focus();
      await expect(link).toBeFocused();
      const { tab, response } = await openInNewTab(context, () => link.press('Enter'));
      expect(tab.url()).toMatch(new RegExp(`${fileUrl}#page=2$`));
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
