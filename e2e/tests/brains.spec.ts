import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { latestLink, registerThroughScreens, uniqueEmail } from '../support/accounts.ts';
import { corruptPdf, pdfWithText } from '../support/files.ts';
import { usePreferences } from '../support/site.ts';

/** What the screens say, and what the documents say, in each language. */
const languages = {
  en: {
    theme: 'light',
    newBrain: 'New brain',
    name: 'Name',
    shared: /^Shared/,
    create: 'Create brain',
    chooseFiles: 'Choose files',
    pending: 'Pending',
    ready: 'Ready',
    error: 'Error',
    readyOneFailed: 'Ready · 1 failed',
    searchBox: 'Words to look for',
    search: 'Search',
    notValidPdf: 'The file is not a valid PDF',
    retry: (name: string) => `Retry ${name}`,
    retrying: 'Reading it again.',
    email: 'E-mail address',
    share: 'Invite',
    accept: (name: string) => `Accept the invitation to ${name}`,
    viewer: 'Viewer',
    readOnly: 'You can search this brain, but not change it.',
    pasteText: 'Paste text',
    notFound: 'Brain not found',
    backToBrains: 'Back to brains',
    brain: 'Staff handbook',
    pdfPages: [
      'Welcome to the team. Every new colleague receives a laptop on the first morning, together with a badge for the building and a short tour of the office.',
      'Holidays are booked through the people team at least two weeks ahead. Requests are answered within three working days, and the calendar shows who is away.',
      'Expenses are paid back at the end of each month, once the receipts are attached to the request in the expenses tool.',
    ],
    pdfQuery: 'booking holidays',
    pdfMark: /^(holidays|booked)$/i,
    markdown:
      '# Release notes\n\nThe dashboard now loads faster, and every brain can be searched in English and in French.\n',
    markdownQuery: 'dashboard',
    markdownMark: /^dashboard$/i,
  },
  fr: {
    theme: 'dark',
    newBrain: 'Nouveau cerveau',
    name: 'Nom',
    shared: /^Partagé/,
    create: 'Créer le cerveau',
    chooseFiles: 'Choisir des fichiers',
    pending: 'En attente',
    ready: 'Prêt',
    error: 'Erreur',
    readyOneFailed: 'Prêt · 1 en échec',
    searchBox: 'Mots à chercher',
    search: 'Rechercher',
    notValidPdf: "Le fichier n'est pas un PDF valide",
    retry: (name: string) => `Relancer ${name}`,
    retrying: 'Nouvelle lecture en cours.',
    email: 'Adresse e-mail',
    share: 'Inviter',
    accept: (name: string) => `Accepter l’invitation à ${name}`,
    viewer: 'Lecteur',
    readOnly: 'Vous pouvez chercher dans ce cerveau, mais pas le modifier.',
    pasteText: 'Coller du texte',
    notFound: 'Cerveau introuvable',
    backToBrains: 'Retour aux cerveaux',
    brain: 'Livret d’accueil',
    pdfPages: [
      "Bienvenue dans l'équipe. Chaque nouveau collaborateur reçoit son ordinateur le premier matin, avec un badge pour le bâtiment et une courte visite des bureaux.",
      "Les congés se réservent auprès de l'équipe des ressources humaines au moins deux semaines à l'avance. Les demandes reçoivent une réponse sous trois jours ouvrés.",
      'Les notes de frais sont remboursées à la fin de chaque mois, une fois les justificatifs joints à la demande dans l’outil de notes de frais.',
    ],
    pdfQuery: 'congé',
    pdfMark: /^congés$/i,
    markdown:
      '# Notes de version\n\nLe tableau de bord se charge plus vite, et chaque cerveau se consulte en anglais comme en français.\n',
    markdownQuery: 'tableau',
    markdownMark: /^tableau$/i,
  },
} as const;

type Texts = (typeof languages)[keyof typeof languages];

/** Reading a PDF takes a second or two through the real job queue: more than expect's default. */
const PROCESSING = { timeout: 30_000 };

/** Asks axe for WCAG 2.1 AA violations on what the page shows now. */
async function expectAccessible(page: Page, label: string) {
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
  expect(summary, label).toEqual([]);
}

/** A person with an account of their own, in their own browser, reading in `language`. */
async function anotherPerson(
  browser: Browser,
  problems: string[],
  language: 'en' | 'fr',
  label: string,
  fullName: string,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The same watch as the test's own page: no CSP violation, no uncaught error.
  page.on('pageerror', (error) => problems.push(`${label}: uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      problems.push(`${label}: CSP: ${message.text()}`);
  });
  const email = uniqueEmail(label);
  await registerThroughScreens(page, email, fullName);
  await usePreferences(context, { language, theme: languages[language].theme });
  return { context, page, email };
}

/** One source of the brain's list, by its name. */
const source = (page: Page, name: string) => page.getByTestId('source').filter({ hasText: name });

/** Chooses files with the page's own file picker (the button opens it). */
async function chooseFiles(
  page: Page,
  t: Texts,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t.chooseFiles }).click();
  await (await chooser).setFiles(files);
}

async function searchFor(page: Page, t: Texts, words: string) {
  await page.getByRole('searchbox', { name: t.searchBox }).fill(words);
  await page.getByRole('button', { name: t.search, exact: true }).click();
}

for (const language of ['en', 'fr'] as const) {
  const t = languages[language];

  test(`a brain, from its creation to sharing it with a viewer (${language})`, async ({
    page,
    context,
    browser,
    pageProblems,
  }) => {
    test.setTimeout(180_000);
    const ownerEmail = uniqueEmail(`brain-owner-${language}`);
    await registerThroughScreens(page, ownerEmail, 'Olivia Owner');
    await usePreferences(context, { language, theme: t.theme });

    let brainPath = '';
    await test.step('create a shared brain', async () => {
      await page.goto('/dashboard/brains');
      await expect(page.getByTestId('brains-empty')).toBeVisible();
      await expectAccessible(page, `empty list (${language})`);
      await page.getByRole('link', { name: t.newBrain }).click();
      await expect(page).toHaveURL('/dashboard/brains/new');
      await page.getByRole('textbox', { name: t.name, exact: true }).fill(t.brain);
      await page.getByRole('radio', { name: t.shared }).check();
      await expectAccessible(page, `new brain (${language})`);
      await page.getByRole('button', { name: t.create }).click();
      await expect(page).toHaveURL(/\/dashboard\/brains\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: t.brain })).toBeVisible();
      brainPath = new URL(page.url()).pathname;
    });

    await test.step('upload a PDF and a Markdown file, and watch both become ready without a reload', async () => {
      // Set on this document: a reload or a navigation would lose it.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      await chooseFiles(page, t, [
        {
          name: 'handbook.pdf',
          mimeType: 'application/pdf',
          buffer: await pdfWithText([...t.pdfPages]),
        },
        { name: 'release-notes.md', mimeType: 'text/markdown', buffer: Buffer.from(t.markdown) },
      ]);
      await expect(source(page, 'handbook.pdf')).toBeVisible();
      await expect(source(page, 'handbook.pdf').getByTestId('source-status')).toHaveText(
        t.ready,
        PROCESSING,
      );
      await expect(source(page, 'release-notes.md').getByTestId('source-status')).toHaveText(
        t.ready,
        PROCESSING,
      );
      // The brain's badge follows its sources; under a loaded CI run it once lagged them past 7 s.
      await expect(page.getByTestId('brain-status')).toHaveText(t.ready, PROCESSING);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    });

    await test.step('search, and see a highlighted passage', async () => {
      await searchFor(page, t, t.pdfQuery);
      const hit = page.getByTestId('search-hit').filter({ hasText: 'handbook.pdf' }).first();
      await expect(hit).toBeVisible();
      await expect(hit.locator('mark').first()).toHaveText(t.pdfMark);
    });

    await test.step('upload a corrupt file, see why it failed, and retry it', async () => {
      await chooseFiles(page, t, [
        { name: 'broken.pdf', mimeType: 'application/pdf', buffer: corruptPdf() },
      ]);
      const broken = source(page, 'broken.pdf');
      await expect(broken.getByTestId('source-status')).toHaveText(t.error, PROCESSING);
      await expect(broken.getByTestId('source-error')).toHaveText(t.notValidPdf);
      // Still searchable: ready, saying one source failed (not a red "Error").
      await expect(page.getByTestId('brain-status')).toHaveText(t.readyOneFailed);
      await expectAccessible(page, `brain with ready and failed sources (${language})`);

      await page.getByRole('button', { name: t.retry('broken.pdf') }).click();
      await expect(page.getByTestId('toaster').getByText(t.retrying)).toBeVisible();
      // The server read it a second time, and it failed again for the same reason.
      await expect
        .poll(async () => {
          const brain = (await (
            await page.request.get(`/api${brainPath.replace('/dashboard', '')}`)
          ).json()) as {
            sources: { name: string; status: string; attempts: number }[];
          };
          const file = brain.sources.find((item) => item.name === 'broken.pdf');
          return file && { status: file.status, attempts: file.attempts };
        }, PROCESSING)
        .toEqual({ status: 'error', attempts: 2 });
      await expect(broken.getByTestId('source-status')).toHaveText(t.error);
      await expect(broken.getByTestId('source-error')).toHaveText(t.notValidPdf);
    });

    const viewer = await anotherPerson(
      browser,
      pageProblems,
      language,
      `viewer-${language}`,
      'Victor Viewer',
    );
    const stranger = await anotherPerson(
      browser,
      pageProblems,
      language,
      `stranger-${language}`,
      'Sasha Stranger',
    );

    await test.step('share the brain with a second person as Viewer, who accepts', async () => {
      const sharing = page.getByTestId('sharing');
      await sharing.getByRole('textbox', { name: t.email }).fill(viewer.email);
      await sharing.getByRole('button', { name: t.share, exact: true }).click();
      // Listed by address until they say yes: nobody is named, nothing is shared yet.
      await expect(sharing.getByTestId('brain-invitations')).toContainText(viewer.email);
      await expect(sharing.getByTestId('share')).toHaveCount(0);
      await viewer.page.goto(await latestLink(viewer.page.request, viewer.email));
      await viewer.page.getByRole('button', { name: t.accept(t.brain) }).click();
      await expect(viewer.page).toHaveURL(brainPath);
      await page.reload();
      const share = sharing.getByTestId('share').filter({ hasText: 'Victor Viewer' });
      await expect(share).toBeVisible();
      await expect(share.getByRole('combobox')).toHaveValue('viewer');
      await expect(sharing.getByTestId('brain-invitations')).toHaveCount(0);
    });

    await test.step('the viewer can search, but cannot add anything', async () => {
      const other = viewer.page;
      await other.goto(brainPath);
      await expect(other.getByRole('heading', { level: 1, name: t.brain })).toBeVisible();
      await expect(other.getByTestId('brain-header').getByTestId('role-badge')).toHaveText(
        t.viewer,
      );
      await expect(other.getByTestId('read-only-note')).toHaveText(t.readOnly);
      await expect(source(other, 'release-notes.md').getByTestId('source-status')).toHaveText(
        t.ready,
      );
      await searchFor(other, t, t.markdownQuery);
      const hit = other.getByTestId('search-hit').filter({ hasText: 'release-notes.md' }).first();
      await expect(hit.locator('mark').first()).toHaveText(t.markdownMark);
      await expect(other.getByTestId('add-sources')).toHaveCount(0);
      await expect(other.getByRole('button', { name: t.chooseFiles })).toHaveCount(0);
      await expect(other.getByRole('button', { name: t.pasteText })).toHaveCount(0);
      await expect(other.getByRole('button', { name: t.retry('broken.pdf') })).toHaveCount(0);
      await expect(other.getByTestId('sharing')).toHaveCount(0);
      await expectAccessible(other, `viewer's view (${language})`);

      // Among the brains shared with them, with its owner and their role.
      await other.goto('/dashboard/brains');
      const card = other.getByTestId('brain-card').filter({ hasText: t.brain });
      await expect(card).toContainText('Olivia Owner');
      await expect(card.getByTestId('role-badge')).toHaveText(t.viewer);
      await expectAccessible(other, `list with a shared brain (${language})`);
    });

    await test.step('a third person gets the not-found state', async () => {
      const other = stranger.page;
      await other.goto(brainPath);
      await expect(other.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
      await expect(other.getByText(t.brain)).toHaveCount(0);
      await expectAccessible(other, `not found (${language})`);
      await other.getByRole('link', { name: t.backToBrains }).click();
      await expect(other).toHaveURL('/dashboard/brains');
    });

    await viewer.context.close();
    await stranger.context.close();
  });
}
