import { linesPdf, scanPdf, textPdf } from '@app/test-fixtures/scanned-pdf';
import { expect, test, type Page } from '../support/test.ts';
import { registerThroughScreens, uniqueEmail } from '../support/accounts.ts';
import { expectSandboxedPdf, openInNewTab } from '../support/file-tabs.ts';
import { usePreferences } from '../support/site.ts';

/**
 * What the screens say, and what the documents say, in each language. The scan's third page is
 * one paragraph of over 900 characters (one passage of its own, whatever the two short pages
 * before it make), and its distinctive word is in its first sentence. The text PDF is laid out
 * line by line: one line ends in a hyphen, inside a word.
 */
const languages = {
  en: {
    theme: 'light',
    newBrain: 'New brain',
    name: 'Name',
    create: 'Create brain',
    chooseFiles: 'Choose files',
    ready: 'Ready',
    reading: /^Reading scanned page [12] of 3 \(OCR\)$/,
    read: '3 scanned pages read by OCR',
    searchBox: 'Words to look for',
    search: 'Search',
    page: (page: number) => `p. ${page}`,
    byOcr: 'read by OCR',
    resultLink: (name: string, place: string) => `${name}, ${place} (opens in a new tab)`,
    brain: 'Harbour archive',
    scan: [
      'Minutes of the spring meeting of the harbour association, held in the old customs house on the second Tuesday of April.',
      'The treasurer reported that the mooring fees cover the repairs to the eastern jetty, and the members approved the accounts.',
      [
        'The lighthouse keeper stores the spare lanterns in the granite tower beside the slipway.',
        'Every autumn the glass of the great lamp is cleaned with vinegar and soft paper, never with a cloth.',
        'The fog horn is tested on the first Sunday of each month at noon, after a notice in the local paper.',
        'Fishermen who need the slipway at night telephone the keeper, who switches on the yellow lights along the quay.',
        'The logbook of the tower records the weather three times a day, the ships that pass, and any light that fails.',
        'Visitors may climb the one hundred and twelve steps on summer afternoons, in groups of no more than eight people.',
        'The stairs are swept on Fridays, and the brass rail is polished before the visitors arrive in June.',
        'When a storm is announced, the shutters of the lower windows are closed and the boats are pulled up the ramp.',
        'The keeper hands the keys to the harbour master whenever she leaves the island for more than one night.',
        'Spare bulbs, fuses and a second radio are kept in the chest under the stairs, checked every spring.',
      ].join(' '),
    ],
    scanWord: 'lanterns',
    lines: [
      'Field survey notes, second season of the coastal study.',
      'Load the answers with read.table before you plot them, then check',
      'that every row of the table carries its station number. The thermo-',
      'stat in the shed keeps the water samples at four degrees until they are sent.',
    ],
    dotted: 'read.table',
    joined: 'thermostat',
  },
  fr: {
    theme: 'dark',
    newBrain: 'Nouveau cerveau',
    name: 'Nom',
    create: 'Créer le cerveau',
    chooseFiles: 'Choisir des fichiers',
    ready: 'Prêt',
    reading: /^Lecture OCR de la page numérisée [12] sur 3$/,
    read: '3 pages numérisées lues par OCR',
    searchBox: 'Mots à chercher',
    search: 'Rechercher',
    page: (page: number) => `p. ${page}`,
    byOcr: 'lu par OCR',
    resultLink: (name: string, place: string) =>
      `${name}, ${place} (s’ouvre dans un nouvel onglet)`,
    brain: 'Archives du port',
    scan: [
      'Compte rendu de la réunion de printemps de l’association du port, tenue dans l’ancienne maison des douanes le deuxième mardi d’avril.',
      'Le trésorier indique que les droits de mouillage couvrent les réparations de la jetée est, et les membres approuvent les comptes.',
      [
        'Le gardien du phare range les lanternes de secours dans la tour de granit, près de la cale.',
        'Chaque automne, le verre de la grande lampe est nettoyé au vinaigre avec du papier doux, jamais avec un chiffon.',
        'La corne de brume est essayée le premier dimanche de chaque mois à midi, après un avis dans le journal local.',
        'Les pêcheurs qui ont besoin de la cale la nuit appellent le gardien, qui allume les feux jaunes le long du quai.',
        'Le registre de la tour note le temps trois fois par jour, les navires qui passent et chaque feu qui s’éteint.',
        'Les visiteurs peuvent monter les cent douze marches les après-midi d’été, par groupes de huit personnes au plus.',
        'L’escalier est balayé le vendredi, et la rampe en laiton est astiquée avant l’arrivée des visiteurs en juin.',
        'Quand une tempête est annoncée, les volets du bas sont fermés et les bateaux sont remontés sur la rampe.',
        'Le gardien confie les clés au capitaine du port dès qu’il quitte l’île pour plus d’une nuit.',
        'Les ampoules, les fusibles et une seconde radio sont rangés dans le coffre sous l’escalier.',
      ].join(' '),
    ],
    scanWord: 'lanternes',
    lines: [
      'Notes de terrain, deuxième saison de l’étude du littoral.',
      'Chargez les réponses avec read.table avant de tracer les courbes, puis',
      'vérifiez que chaque ligne du tableau porte son numéro de station. Le conden-',
      'sateur de la cabane garde sa charge toute la nuit, même par grand froid.',
    ],
    dotted: 'read.table',
    joined: 'condensateur',
  },
} as const;

type Texts = (typeof languages)[keyof typeof languages];

/** The time a person waits for a scan of three pages read by OCR, on a loaded two-core machine. */
const OCR = { timeout: 120_000 };
/** Reading a text PDF takes a second or two through the real job queue. */
const PROCESSING = { timeout: 30_000 };

/** One source of the brain's list, by its name. */
const source = (page: Page, name: string) => page.getByTestId('source').filter({ hasText: name });

/** Searches the brain, and answers the hits of one source. */
async function hitsOf(page: Page, t: Texts, words: string, name: string) {
  await page.getByRole('searchbox', { name: t.searchBox }).fill(words);
  await page.getByRole('button', { name: t.search, exact: true }).click();
  // The results are those of these words, not the last search's.
  await expect(page.getByTestId('search-count')).toContainText(words);
  return page.getByTestId('search-hit').filter({ hasText: name });
}

for (const language of ['en', 'fr'] as const) {
  const t = languages[language];

  test(`a scanned PDF is read by OCR page by page, and found at its page (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const scanName = `harbour-minutes-${language}.pdf`;
    const textName = `survey-notes-${language}.pdf`;
    // Image-only pages, as a scanner makes them, of a text the test knows; 200 dpi.
    const scan = Buffer.from(
      await scanPdf(await textPdf(t.scan.map((text) => [text])), { dpi: 200 }),
    );
    const text = Buffer.from(await linesPdf([t.lines]));
    await registerThroughScreens(page, uniqueEmail(`scans-${language}`), 'Sam Scanner');
    await usePreferences(context, { language, theme: t.theme });

    await test.step('create a brain', async () => {
      await page.goto('/dashboard/brains');
      await page.getByRole('link', { name: t.newBrain }).click();
      await page.getByRole('textbox', { name: t.name, exact: true }).fill(t.brain);
      await page.getByRole('button', { name: t.create }).click();
      await expect(page).toHaveURL(/\/dashboard\/brains\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: t.brain })).toBeVisible();
    });

    await test.step('upload a scan and a text PDF, and watch the scan read page by page', async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: t.chooseFiles }).click();
      await (
        await chooser
      ).setFiles([
        { name: scanName, mimeType: 'application/pdf', buffer: scan },
        { name: textName, mimeType: 'application/pdf', buffer: text },
      ]);
      const scanned = source(page, scanName);
      // The page being read, under the progress bar, before the last one is.
      await expect(scanned.getByTestId('source-ocr')).toHaveText(t.reading, OCR);
      await expect(scanned.getByTestId('source-status')).toHaveText(t.ready, OCR);
      await expect(scanned.getByTestId('source-ocr')).toHaveCount(0);
      await expect(scanned).toContainText(t.read);
      await expect(source(page, textName).getByTestId('source-status')).toHaveText(
        t.ready,
        PROCESSING,
      );
      await expect(source(page, textName)).not.toContainText(t.read);
    });

    await test.step('find a word of the third scanned page, at its page, read by OCR', async () => {
      const hit = await hitsOf(page, t, t.scanWord, scanName);
      await expect(hit).toHaveCount(1);
      await expect(hit.getByTestId('passage')).toContainText(t.scanWord);
      await expect(hit.getByTestId('passage-page')).toHaveText(t.page(3));
      await expect(hit.getByTestId('passage-ocr')).toHaveText(t.byOcr);
      const link = hit.getByRole('link', { name: t.resultLink(scanName, t.page(3)), exact: true });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/api\/brains\/[0-9a-f-]{36}\/sources\/[0-9a-f-]{36}\/file#page=3$/);
      const fileUrl = href!.replace(/#.*$/, '');
      const { tab, response } = await openInNewTab(context, () => link.click());
      expect(tab.url()).toMatch(new RegExp(`${fileUrl}#page=3$`));
      await expectSandboxedPdf(tab, response, fileUrl);
      await tab.close();
    });

    await test.step('find a dotted name and a word hyphenated at a line end in the text PDF', async () => {
      const dotted = await hitsOf(page, t, t.dotted, textName);
      await expect(dotted).toHaveCount(1);
      await expect(dotted.getByTestId('passage')).toContainText(t.dotted);
      await expect(dotted.getByTestId('passage-page')).toHaveText(t.page(1));
      await expect(dotted.getByTestId('passage-ocr')).toHaveCount(0);

      const joined = await hitsOf(page, t, t.joined, textName);
      await expect(joined).toHaveCount(1);
      // The word is whole again in the passage: no hyphen, no line break inside it.
      await expect(joined.getByTestId('passage')).toContainText(t.joined);
    });
  });
}
