import { expect, test } from '../support/test.ts';
import { registerThroughScreens, uniqueEmail } from '../support/accounts.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { usePreferences } from '../support/site.ts';

/** What the screens say in each language. */
const languages = {
  en: {
    locale: 'en-US',
    theme: 'light',
    rate4: 'Rate 4 stars',
    name: 'Name',
    create: 'Create brain',
    brain: 'Travel notes',
    useTemplate: 'Use this template: Client support agent',
    createAgent: 'Create the agent',
    agent: 'Client support agent',
    question: 'Your question',
    ask: 'Ask',
    empty: 'Nothing to show yet',
    kinds: {
      sign_in: 'Sign-ins',
      tool_viewed: 'Tools viewed',
      tool_rated: 'Tools rated',
      brain_created: 'Brains created',
      agent_created: 'Agents created',
      agent_asked: 'Questions to agents',
    },
    showTable: (kind: string) => `Show the data as a table: ${kind}`,
    activity: (tool: string, brain: string, agent: string) => [
      `You asked ${agent}`,
      `You created the agent ${agent}`,
      `You created the brain ${brain}`,
      `You rated ${tool}`,
      `You viewed ${tool}`,
      'You signed in',
    ],
  },
  fr: {
    locale: 'fr-FR',
    theme: 'dark',
    rate4: 'Noter 4 étoiles',
    name: 'Nom',
    create: 'Créer le cerveau',
    brain: 'Notes de voyage',
    useTemplate: 'Utiliser ce modèle : Agent de support client',
    createAgent: 'Créer l’agent',
    agent: 'Agent de support client',
    question: 'Votre question',
    ask: 'Demander',
    empty: 'Rien à afficher pour l’instant',
    kinds: {
      sign_in: 'Connexions',
      tool_viewed: 'Outils consultés',
      tool_rated: 'Outils notés',
      brain_created: 'Cerveaux créés',
      agent_created: 'Agents créés',
      agent_asked: 'Questions aux agents',
    },
    showTable: (kind: string) => `Afficher les données en tableau : ${kind}`,
    activity: (tool: string, brain: string, agent: string) => [
      `Vous avez interrogé ${agent}`,
      `Vous avez créé l’agent ${agent}`,
      `Vous avez créé le cerveau ${brain}`,
      `Vous avez noté ${tool}`,
      `Vous avez consulté ${tool}`,
      'Vous vous êtes connecté',
    ],
  },
} as const;

/** Today as the tables write it (the API counts UTC days). */
const shortDay = (locale: string, date = new Date()) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);

for (const language of ['en', 'fr'] as const) {
  const t = languages[language];

  test(`analytics and the overview show exactly what a new user did (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await registerThroughScreens(page, uniqueEmail(`analytics-${language}`), 'Ana Lytics');
    await usePreferences(context, { language, theme: t.theme });

    await test.step('a new user sees the empty state', async () => {
      await page.goto('/dashboard/analytics');
      await expect(page.getByTestId('analytics-empty')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
      await expectAccessible(page, `empty analytics (${language})`);
    });

    let toolName = '';
    await test.step('view and rate a tool, create a brain, ask an agent', async () => {
      await page.goto('/tools/claude');
      toolName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page.getByRole('radio', { name: t.rate4 }).click();
      await expect(page.getByRole('radio', { name: t.rate4 })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.goto('/dashboard/brains/new');
      await page.getByRole('textbox', { name: t.name, exact: true }).fill(t.brain);
      await page.getByRole('button', { name: t.create }).click();
      await expect(page).toHaveURL(/\/dashboard\/brains\/[0-9a-f-]{36}$/);

      await page.goto('/dashboard/agents?tab=available');
      await page.getByRole('button', { name: t.useTemplate }).click();
      await page
        .getByTestId('agent-form-dialog')
        .getByRole('button', { name: t.createAgent })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/agents\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: t.agent })).toBeVisible();
      await page.getByRole('textbox', { name: t.question }).fill('What can you do?');
      await page.getByRole('button', { name: t.ask, exact: true }).click();
      await expect(page.getByTestId('agent-answer')).not.toBeEmpty({ timeout: 30_000 });
    });

    await test.step('the overview counts them and lists them, newest first', async () => {
      // Events are written in batches within a second: wait until they are, then open the page.
      await expect
        .poll(
          async () =>
            (
              (await (await page.request.get('/api/analytics/overview')).json()) as {
                recent: unknown[];
              }
            ).recent.length,
          { timeout: 20_000 },
        )
        .toBe(6);
      await page.goto('/dashboard');
      // Each line is the action, then when it happened.
      await expect(page.getByTestId('recent-item')).toHaveText(
        t.activity(toolName, t.brain, t.agent).map((text) => new RegExp(`^${text}`)),
        { timeout: 30_000 },
      );
      await expect(page.getByTestId('count-brains').getByTestId('count-value')).toHaveText('1');
      await expect(page.getByTestId('count-agents').getByTestId('count-value')).toHaveText('1');
      await expect(page.getByTestId('count-teams').getByTestId('count-value')).toHaveText('0');
      await expect(page.getByTestId('count-tools').getByTestId('count-value')).toHaveText('0');
      await expectAccessible(page, `overview (${language})`);
    });

    await test.step('analytics show the same actions, and the table matches the chart', async () => {
      await page.goto('/dashboard/analytics');
      await expect(page.getByTestId('total-sign_in')).toBeVisible({ timeout: 30_000 });
      for (const kind of Object.keys(t.kinds) as (keyof typeof t.kinds)[])
        await expect(page.getByTestId(`total-${kind}`).getByTestId('total-count')).toHaveText('1');
      await expect(page.getByTestId('total-comment_posted').getByTestId('total-count')).toHaveText(
        '0',
      );
      // A chart for each kind done, and none for the others.
      await expect(page.getByTestId(/^chart-[a-z_]+$/)).toHaveCount(6);
      await expect(page.getByTestId('top-tools').getByTestId('top-item')).toHaveText([
        new RegExp(`^${toolName}2 actions$`),
      ]);
      await expect(page.getByTestId('top-brains').getByTestId('top-item')).toHaveText([
        new RegExp(`^${t.brain}1 action$`),
      ]);
      await expect(page.getByTestId('top-agents').getByTestId('top-item')).toHaveText([
        new RegExp(`^${t.agent}2 actions$`),
      ]);

      const chart = page.getByTestId('chart-brain_created');
      await chart.getByText(t.showTable(t.kinds.brain_created)).click();
      const rows = chart.getByTestId('day-table').locator('tbody tr');
      await expect(rows).toHaveCount(30);
      const today = rows.last();
      await expect(today.locator('th')).toHaveText(shortDay(t.locale));
      await expect(today.locator('td')).toHaveText('1');
      const cells = await rows.locator('td').allTextContents();
      expect(cells.filter((cell) => cell !== '0')).toEqual(['1']);
      // The chart's own reading of the last day (hovering its bar) says the same as the table.
      const plot = chart.locator('.u-over');
      const box = (await plot.boundingBox())!;
      await plot.hover({ position: { x: box.width - 2, y: box.height / 2 } });
      const legend = chart.locator('.u-legend .u-value');
      await expect(legend.first()).toHaveText(shortDay(t.locale));
      await expect(legend.nth(1)).toHaveText('1');
      await expectAccessible(page, `analytics (${language})`);
    });

    await test.step('the period switcher changes the range, kept in the URL', async () => {
      await page.getByTestId('period-7d').click();
      await expect(page).toHaveURL('/dashboard/analytics?period=7d');
      const chart = page.getByTestId('chart-tool_rated');
      await chart.getByText(t.showTable(t.kinds.tool_rated)).click();
      await expect(chart.getByTestId('day-table').locator('tbody tr')).toHaveCount(7);
      await page.getByTestId('period-90d').click();
      await expect(page).toHaveURL('/dashboard/analytics?period=90d');
      await expect(chart.getByTestId('day-table').locator('tbody tr')).toHaveCount(90);
      await page.reload();
      await expect(page.getByTestId('period-90d')).toHaveAttribute('aria-current', 'page', {
        timeout: 30_000,
      });
      await expect(page.getByTestId('total-tool_rated').getByTestId('total-count')).toHaveText('1');
    });
  });
}
