import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect as baseExpect, test, type Page } from '../support/test.ts';
import {
  demo,
  latestLink,
  PASSWORD,
  registerThroughScreens,
  signedInAs,
  signIn,
  uniqueEmail,
} from '../support/accounts.ts';
import { usePreferences } from '../support/site.ts';

// Each test walks several screens and two or three browsers on shared cores: more time per step.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** What the admin screens say in each language. */
const languages = {
  en: {
    theme: 'light',
    overview: 'Admin overview',
    users: 'Users',
    forbidden: 'Admins only',
    inviteEmail: 'E-mail address',
    role: 'Role',
    sendInvitation: 'Send invitation',
    invitationSent: (email: string) => `Invitation sent to ${email}`,
    search: 'Search by e-mail or name',
    roleOf: (name: string) => `Role of ${name}`,
    admin: 'Admin',
    pro: 'Pro',
    disable: (name: string) => `Disable ${name}`,
    disableConfirm: (name: string) => `Disable ${name}?`,
    disableButton: 'Disable',
    disabled: (name: string) => `${name} is disabled and signed out everywhere`,
    tools: 'Tools',
    toolList: 'Tool catalogue',
    edit: (name: string) => `Edit ${name}`,
    frenchGuide: /^Guide/,
    french: 'French',
    save: 'Save',
    preview: 'Preview',
    reasonFor: (tool: string) => `Reason for moderating the comment on ${tool}`,
    hide: 'Hide',
    hidden: 'Comment hidden',
    clients: 'Clients',
    newClient: 'New client',
    name: 'Name',
    seats: 'Seats',
    contactName: 'Contact name',
    contactEmail: 'Contact e-mail',
    archive: (name: string) => `Archive ${name}`,
    logs: 'Logs',
    action: 'Action',
    roleChange: 'Role change',
    export: 'Export CSV',
  },
  fr: {
    theme: 'dark',
    overview: "Vue d'ensemble",
    users: 'Utilisateurs',
    forbidden: 'Réservé aux administrateurs',
    inviteEmail: 'Adresse e-mail',
    role: 'Rôle',
    sendInvitation: "Envoyer l'invitation",
    invitationSent: (email: string) => `Invitation envoyée à ${email}`,
    search: 'Rechercher par e-mail ou nom',
    roleOf: (name: string) => `Rôle de ${name}`,
    admin: 'Admin',
    pro: 'Pro',
    disable: (name: string) => `Désactiver ${name}`,
    disableConfirm: (name: string) => `Désactiver ${name} ?`,
    disableButton: 'Désactiver',
    disabled: (name: string) => `${name} est désactivé et déconnecté partout`,
    tools: 'Outils',
    toolList: "Catalogue d'outils",
    edit: (name: string) => `Modifier ${name}`,
    frenchGuide: /^Guide/,
    french: 'Français',
    save: 'Enregistrer',
    preview: 'Aperçu',
    reasonFor: (tool: string) => `Motif de modération du commentaire sur ${tool}`,
    hide: 'Masquer',
    hidden: 'Commentaire masqué',
    clients: 'Clients',
    newClient: 'Nouveau client',
    name: 'Nom',
    seats: 'Postes',
    contactName: 'Nom du contact',
    contactEmail: 'E-mail du contact',
    archive: (name: string) => `Archiver ${name}`,
    logs: 'Journaux',
    action: 'Action',
    roleChange: 'Changement de rôle',
    export: 'Exporter en CSV',
  },
} as const;

/** Each language edits its own tool, so the two runs never meet. */
const toolOf = { en: { id: 'gemini', name: 'Gemini' }, fr: { id: 'jasper', name: 'Jasper' } };

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

const signInAsAdmin = (page: Page) => signedInAs(page, demo.admin);

/** Someone else, in a browser of their own. */
async function otherBrowser(browser: Browser, problems: string[], label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${label}: uncaught: ${error.message}`));
  return { context, page };
}

for (const language of ['en', 'fr'] as const) {
  const t = languages[language];

  test(`users: invite, the invitation completed, a role changed, a user disabled (${language})`, async ({
    page,
    context,
    browser,
    pageProblems,
  }) => {
    await signInAsAdmin(page);
    // From the next page on, the admin reads in this language.
    await usePreferences(context, { language, theme: t.theme });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: t.users })).toBeVisible();
    await expectAccessible(page, 'users');

    const invitee = uniqueEmail(`invited-${language}`);
    await test.step('invite from the screen', async () => {
      await page.getByLabel(t.inviteEmail).fill(invitee);
      await page.getByRole('combobox', { name: t.role, exact: true }).first().selectOption('Pro');
      await page.getByRole('button', { name: t.sendInvitation }).click();
      await expect(page.getByText(t.invitationSent(invitee))).toBeVisible();
    });

    const guest = await otherBrowser(browser, pageProblems, 'invitee');
    await test.step('the invited person completes the invitation and signs in', async () => {
      await guest.page.goto(await latestLink(guest.page.request, invitee));
      await guest.page.getByLabel('Full name').fill('Iris Invited');
      await guest.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await guest.page.getByLabel('Confirm password').fill(PASSWORD);
      await guest.page.getByRole('button', { name: 'Create account' }).click();
      await expect(guest.page).toHaveURL(/\/login/, { timeout: 10_000 });
      await signIn(guest.page, invitee, PASSWORD);
      await expect(guest.page).toHaveURL('/dashboard');
      await guest.page.goto('/admin');
      await expect(
        guest.page.getByRole('heading', { level: 1, name: 'Admins only' }),
      ).toBeVisible();
    });

    await test.step('a role change takes effect at the next request', async () => {
      await page.getByRole('searchbox', { name: t.search }).fill(invitee);
      const row = page.getByTestId(`user-row-${invitee}`);
      await expect(row).toBeVisible();
      await expect(row.getByRole('combobox', { name: t.roleOf('Iris Invited') })).toHaveValue(
        'Pro',
      );
      await row.getByRole('combobox', { name: t.roleOf('Iris Invited') }).selectOption('Admin');
      await expect(row.getByRole('combobox', { name: t.roleOf('Iris Invited') })).toHaveValue(
        'Admin',
      );
      await guest.page.reload();
      await expect(
        guest.page.getByRole('heading', { level: 1, name: 'Admin overview' }),
      ).toBeVisible();
      // Back to Pro, so disabling is allowed to leave the other Admins.
      await row.getByRole('combobox', { name: t.roleOf('Iris Invited') }).selectOption('Pro');
      await expect(row.getByRole('combobox', { name: t.roleOf('Iris Invited') })).toHaveValue(
        'Pro',
      );
    });

    await test.step('a disabled user’s open session is refused', async () => {
      const row = page.getByTestId(`user-row-${invitee}`);
      await row.getByRole('button', { name: t.disable('Iris Invited') }).click();
      // Disabling asks first: it signs the person out everywhere.
      await page
        .getByRole('dialog', { name: t.disableConfirm('Iris Invited') })
        .getByRole('button', { name: t.disableButton, exact: true })
        .click();
      await expect(page.getByText(t.disabled('Iris Invited'))).toBeVisible();
      await guest.page.goto('/dashboard');
      await expect(guest.page).toHaveURL(/\/login/);
      await signIn(guest.page, invitee, PASSWORD);
      await expect(guest.page.getByRole('alert')).toContainText('This account has been disabled');
    });
    await guest.context.close();
  });

  test(`tools: a French guide edited and on the public page, a comment hidden (${language})`, async ({
    page,
    context,
    browser,
    pageProblems,
  }) => {
    const tool = toolOf[language];
    const marker = `Section ${language} ${Date.now().toString(36)}`;

    // A visitor comments on the tool.
    const visitor = await otherBrowser(browser, pageProblems, 'visitor');
    await registerThroughScreens(
      visitor.page,
      uniqueEmail(`commenter-${language}`),
      'Carl Comment',
    );
    const spam = `Cheap pills ${marker}`;
    const posted = await visitor.page.evaluate(
      async ({ id, content }) => {
        const response = await fetch(`/api/tools/${id}/comments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'agentia-web' },
          body: JSON.stringify({ content }),
        });
        return ((await response.json()) as { id: string }).id;
      },
      { id: tool.id, content: spam },
    );

    await signInAsAdmin(page);
    // From the next page on, the admin reads in this language.
    await usePreferences(context, { language, theme: t.theme });
    await page.goto('/admin/tools');
    await expect(page.getByRole('heading', { level: 1, name: t.tools })).toBeVisible();
    await expectAccessible(page, 'tools');

    await test.step('edit the French guide, with its live preview', async () => {
      await page.getByRole('button', { name: t.edit(tool.name), exact: true }).click();
      const french = page.getByRole('group', { name: t.french });
      const guide = french.getByRole('textbox', { name: t.frenchGuide });
      await guide.fill(`## ${marker}\n\nUn guide **en français**.`);
      await expect(
        page.getByTestId('guide-preview-fr').getByRole('heading', { level: 2, name: marker }),
      ).toBeVisible();
      await expectAccessible(page, 'tool editor');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('heading', { name: t.toolList, level: 2 })).toBeVisible();
    });

    await test.step('the public French page shows it at once', async () => {
      const reader = await browser.newContext();
      await usePreferences(reader, { language: 'fr' });
      const publicPage = await reader.newPage();
      await publicPage.goto(`/tools/${tool.id}`);
      await expect(publicPage.getByRole('heading', { level: 2, name: marker })).toBeVisible();
      await expect(publicPage.getByText(spam)).toBeVisible();
      await reader.close();
    });

    await test.step('hide the comment, with a reason', async () => {
      const row = page.getByTestId(`comment-row-${posted}`);
      await row.getByRole('textbox', { name: t.reasonFor(tool.name) }).fill('Spam');
      await row.getByRole('button', { name: t.hide }).click();
      await expect(page.getByText(t.hidden)).toBeVisible();
      await visitor.page.goto(`/tools/${tool.id}`);
      await expect(visitor.page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
      await expect(visitor.page.getByText(spam)).toHaveCount(0);
    });
    await visitor.context.close();
  });

  test(`overview, clients and the audit log (${language})`, async ({ page, context }) => {
    await signInAsAdmin(page);
    // From the next page on, the admin reads in this language.
    await usePreferences(context, { language, theme: t.theme });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: t.overview })).toBeVisible();
    await expect(page.getByTestId('overview-count-tools')).not.toHaveText('0');
    await expectAccessible(page, 'overview');

    await page
      .getByRole('navigation', { name: /Admin sections|Sections d'administration/ })
      .first()
      .getByRole('link', { name: t.clients })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t.clients })).toBeVisible();
    const client = `Client ${language} ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: t.newClient }).click();
    const dialog = page.getByTestId('client-dialog');
    await dialog.getByLabel(t.name, { exact: true }).fill(client);
    await dialog.getByLabel(t.seats).fill('25');
    await dialog.getByLabel(t.contactName).fill('Cora Contact');
    await dialog.getByLabel(t.contactEmail).fill('cora@example.org');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId(`client-row-${client}`)).toBeVisible();
    await expectAccessible(page, 'clients');
    await page.getByRole('button', { name: t.archive(client) }).click();
    await expect(page.getByTestId(`client-row-${client}`)).toHaveCount(0);

    await page.goto('/admin/logs');
    await expect(page.getByRole('heading', { level: 1, name: t.logs })).toBeVisible();
    await page.getByRole('combobox', { name: t.action }).selectOption('auth.sign_in');
    await expect(page.getByRole('link', { name: t.export })).toHaveAttribute(
      'href',
      '/api/admin/audit-log/export?action=auth.sign_in',
    );
    // The filtered rows, not the previous ones shown faded while they load.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    await expectAccessible(page, 'logs');
  });
}

test('a signed-in user without the Admin role sees the forbidden state', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demo.free.email, demo.free.password);
  await expect(page).toHaveURL('/dashboard');
  for (const path of ['/admin', '/admin/users', '/admin/tools', '/admin/logs', '/admin/clients']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  }
});
