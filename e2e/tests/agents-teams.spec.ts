import type { APIRequestContext, Browser } from '@playwright/test';
import { registerThroughScreens, uniqueEmail } from '../support/accounts.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { usePreferences } from '../support/site.ts';
import { expect as baseExpect, test } from '../support/test.ts';

// Several browsers and the job queue at once on a shared machine: the screens get more time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

/** The SPA's header: the BFF's CSRF guard lets unsafe calls through with it. */
const SPA = { 'x-requested-with': 'agentia-web' };
const refunds =
  'Refunds are paid within fourteen days of the return. A customer asks for a refund from the orders page.';

const texts = {
  en: {
    theme: 'light',
    available: 'Available agents',
    mine: 'My agents',
    createFirst: 'Create your first agent',
    search: 'Search',
    useTemplate: 'Use this template: Client support agent',
    agentName: 'Client support agent',
    create: 'Create the agent',
    missingTool: 'This agent needs Slack, which is not connected.',
    connect: 'Connect it in Tools',
    question: 'Your question',
    ask: 'Ask',
    pause: 'Pause',
    paused: 'Paused',
    refusal: 'This agent is paused: resume it to ask it questions.',
    notFound: 'Agent not found',
  },
  fr: {
    theme: 'dark',
    available: 'Agents disponibles',
    mine: 'Mes agents',
    createFirst: 'Créer votre premier agent',
    search: 'Rechercher',
    useTemplate: 'Utiliser ce modèle : Agent de support client',
    agentName: 'Agent de support client',
    create: 'Créer l’agent',
    missingTool: 'Cet agent a besoin de Slack, qui n’est pas connecté.',
    connect: 'Le connecter dans Outils',
    question: 'Votre question',
    ask: 'Demander',
    pause: 'Mettre en pause',
    paused: 'En pause',
    refusal: 'Cet agent est en pause : reprenez-le pour lui poser des questions.',
    notFound: 'Agent introuvable',
  },
} as const;

/** A brain of the signed-in person's own with one pasted source, once it is read. */
async function readyBrain(request: APIRequestContext, name: string) {
  const brain = await request.post('/api/brains', {
    headers: SPA,
    data: { name, type: 'personal' },
  });
  expect(brain.status()).toBe(201);
  const { id } = (await brain.json()) as { id: string };
  const pasted = await request.post(`/api/brains/${id}/sources/text`, {
    headers: SPA,
    data: { name: 'refunds.txt', content: refunds },
  });
  expect(pasted.status()).toBe(201);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/brains/${id}`)).json()) as { status: string }).status,
      {
        timeout: 30_000,
      },
    )
    .toBe('ready');
  return id;
}

for (const language of ['en', 'fr'] as const) {
  const t = texts[language];

  test(`an agent from a template answers from its brain, refuses while paused, and warns of a missing tool (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await registerThroughScreens(page, uniqueEmail(`agents-${language}`), 'Alma Agent');
    await usePreferences(context, { language, theme: t.theme });
    await readyBrain(page.request, 'Help centre');

    await test.step('my agents start empty; the catalogue filters by words, kept in the URL', async () => {
      await page.goto('/dashboard/agents?tab=mine');
      await expect(page.getByTestId('agents-empty')).toBeVisible();
      await expect(page.getByRole('button', { name: t.createFirst })).toBeVisible();
      await expectAccessible(page, `my agents empty (${language})`);
      await page.getByRole('link', { name: t.available }).click();
      await expect(page.getByTestId('template-card').first()).toBeVisible();
      expect(await page.getByTestId('template-card').count()).toBeGreaterThanOrEqual(12);
      await page.getByRole('searchbox', { name: t.search }).fill('hubspot');
      await expect(page).toHaveURL(/q=hubspot/);
      await expect(page.getByTestId('template-card')).toHaveCount(2);
      await expectAccessible(page, `catalogue (${language})`);
      await page.getByRole('searchbox', { name: t.search }).fill('');
      await expect(page).not.toHaveURL(/q=/);
    });

    await test.step('create an agent from a template with the ready brain', async () => {
      await page.getByRole('button', { name: t.useTemplate }).click();
      const dialog = page.getByTestId('agent-form-dialog');
      await expect(dialog.getByRole('checkbox', { name: /Help centre/ })).toBeVisible();
      await dialog.getByRole('checkbox', { name: /Help centre/ }).check();
      await expectAccessible(page, `agent form (${language})`);
      await dialog.getByRole('button', { name: t.create }).click();
      await expect(page).toHaveURL(/\/dashboard\/agents\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: t.agentName })).toBeVisible();
    });

    await test.step('the missing tool is said, with a link to the tools', async () => {
      await expect(page.getByTestId('missing-tool')).toContainText(t.missingTool);
      await expect(page.getByRole('link', { name: t.connect })).toHaveAttribute(
        'href',
        '/dashboard/tools',
      );
      await expectAccessible(page, `agent page (${language})`);
    });

    await test.step('ask it a question, and see the answer cite the brain', async () => {
      await page.getByRole('textbox', { name: t.question }).fill('How long do refunds take?');
      await page.getByRole('button', { name: t.ask, exact: true }).click();
      await expect(page.getByTestId('agent-answer')).toContainText('fourteen days');
      await expect(page.getByTestId('agent-answer')).toContainText('Help centre');
      await expect(page.getByTestId('agent-citations')).toContainText('Help centre — refunds.txt');
    });

    await test.step('pause it, and see it refuse', async () => {
      await page.getByRole('button', { name: t.pause, exact: true }).click();
      await expect(page.getByTestId('agent-status')).toHaveText(t.paused);
      await page.getByRole('textbox', { name: t.question }).fill('And exchanges?');
      await page.getByRole('textbox', { name: t.question }).press('Enter');
      await expect(page.getByTestId('agent-refusal')).toHaveText(t.refusal);
    });

    await test.step('an agent that is not there is not found', async () => {
      await page.goto('/dashboard/agents/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
      await expectAccessible(page, `agent not found (${language})`);
    });
  });
}

async function person(browser: Browser, label: string, fullName: string, language: 'en' | 'fr') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await registerThroughScreens(page, email, fullName);
  await usePreferences(context, { language, theme: 'light' });
  return { context, page, email };
}

const teamTexts = {
  en: {
    name: 'Name',
    create: 'Create the team',
    email: 'E-mail address',
    invite: 'Invite',
    accept: (name: string) => `Accept the invitation to ${name}`,
    addBrains: 'Add brains',
    add: (name: string) => `Add ${name}`,
    inTeam: 'In this team',
    member: 'Member',
    agentName: 'Client support agent',
    question: 'Your question',
    ask: 'Ask',
    teamNotFound: 'Team not found',
    agentNotFound: 'Agent not found',
    brainNotFound: 'Brain not found',
    removeNamed: (name: string) => `Remove ${name}`,
    remove: 'Remove',
  },
  fr: {
    name: 'Nom',
    create: "Créer l'équipe",
    email: 'Adresse e-mail',
    invite: 'Inviter',
    accept: (name: string) => `Accepter l’invitation à ${name}`,
    addBrains: 'Ajouter des cerveaux',
    add: (name: string) => `Ajouter ${name}`,
    inTeam: 'Dans cette équipe',
    member: 'Membre',
    agentName: 'Agent de support client',
    question: 'Votre question',
    ask: 'Demander',
    teamNotFound: 'Équipe introuvable',
    agentNotFound: 'Agent introuvable',
    brainNotFound: 'Cerveau introuvable',
    removeNamed: (name: string) => `Retirer ${name}`,
    remove: 'Retirer',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  const t = teamTexts[language];

  test(`a team shares a brain and an agent with a member, hides them from others, and takes them back (${language})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(420_000);
    await registerThroughScreens(page, uniqueEmail('team-owner'), 'Otto Owner');
    await usePreferences(context, { language, theme: 'light' });
    const member = await person(browser, 'team-member', 'Mia Member', language);
    const stranger = await person(browser, 'team-stranger', 'Sam Stranger', language);
    const brainId = await readyBrain(page.request, 'Team handbook');
    const made = await page.request.post('/api/agents', {
      headers: SPA,
      data: { templateId: 'client-support', brainIds: [brainId], language },
    });
    const agentId = ((await made.json()) as { id: string }).id;

    let teamPath = '';
    await test.step('the owner creates a team and invites the member, who accepts', async () => {
      await page.goto('/dashboard/teams');
      await expect(page.getByTestId('teams-empty')).toBeVisible();
      await expectAccessible(page, `teams empty (${language})`);
      await page.getByRole('textbox', { name: t.name }).fill('Support crew');
      await page.getByRole('button', { name: t.create }).click();
      await expect(page).toHaveURL(/\/dashboard\/teams\/[0-9a-f-]{36}$/);
      teamPath = new URL(page.url()).pathname;
      await page.getByRole('textbox', { name: t.email }).fill(member.email);
      await page.getByRole('button', { name: t.invite, exact: true }).click();
      // A member once they accept: until then, an address waiting for an answer.
      await expect(page.getByTestId('team-invitations')).toContainText(member.email);
      await expect(page.getByTestId('team-members')).not.toContainText('Mia Member');
      await expectAccessible(page, `team page (${language})`);
      await member.page.goto('/dashboard/teams');
      await member.page.getByRole('button', { name: t.accept('Support crew') }).click();
      await expect(member.page).toHaveURL(teamPath);
      await page.reload();
      await expect(page.getByTestId('team-members')).toContainText('Mia Member');
    });

    await test.step('the owner adds the brain and the agent', async () => {
      await page.getByRole('link', { name: t.addBrains }).click();
      await expect(page).toHaveURL(`${teamPath}/add-brains`);
      await page.getByRole('button', { name: t.add('Team handbook') }).click();
      await expect(page.getByText(t.inTeam)).toBeVisible();
      await expectAccessible(page, `add brains (${language})`);
      await page.goto(`${teamPath}/add-agents`);
      await page.getByRole('button', { name: t.add(t.agentName) }).click();
      await expect(page.getByText(t.inTeam)).toBeVisible();
      await page.goto(teamPath);
      await expect(page.getByTestId('team-brains')).toContainText('Team handbook');
      await expect(page.getByTestId('team-agents')).toContainText(t.agentName);
    });

    await test.step('the member finds and uses both', async () => {
      await member.page.goto('/dashboard/teams');
      await member.page.getByRole('link', { name: 'Support crew' }).click();
      await expect(member.page.getByTestId('my-team-role')).toHaveText(t.member);
      await member.page.getByRole('link', { name: t.agentName }).click();
      await expect(member.page.getByRole('heading', { level: 1, name: t.agentName })).toBeVisible();
      await member.page.getByRole('textbox', { name: t.question }).fill('refund delay');
      await member.page.getByRole('button', { name: t.ask, exact: true }).click();
      await expect(member.page.getByTestId('agent-citations')).toContainText(
        'Team handbook — refunds.txt',
      );
      await member.page.goto(`/dashboard/brains/${brainId}`);
      await expect(
        member.page.getByRole('heading', { level: 1, name: 'Team handbook' }),
      ).toBeVisible();
    });

    await test.step('a third person sees neither', async () => {
      await stranger.page.goto(teamPath);
      await expect(
        stranger.page.getByRole('heading', { level: 1, name: t.teamNotFound }),
      ).toBeVisible();
      await expectAccessible(stranger.page, `team not found (${language})`);
      await stranger.page.goto(`/dashboard/agents/${agentId}`);
      await expect(
        stranger.page.getByRole('heading', { level: 1, name: t.agentNotFound }),
      ).toBeVisible();
      await stranger.page.goto(`/dashboard/brains/${brainId}`);
      await expect(
        stranger.page.getByRole('heading', { level: 1, name: t.brainNotFound }),
      ).toBeVisible();
    });

    await test.step('the owner removes the member, who loses access at once', async () => {
      await page.getByRole('button', { name: t.removeNamed('Mia Member') }).click();
      await page
        .getByTestId('team-confirm-dialog')
        .getByRole('button', { name: t.remove, exact: true })
        .click();
      await expect(page.getByTestId('team-members')).not.toContainText('Mia Member');
      await member.page.goto(`/dashboard/agents/${agentId}`);
      await expect(
        member.page.getByRole('heading', { level: 1, name: t.agentNotFound }),
      ).toBeVisible();
      await member.page.goto(teamPath);
      await expect(
        member.page.getByRole('heading', { level: 1, name: t.teamNotFound }),
      ).toBeVisible();
    });

    await member.context.close();
    await stranger.context.close();
  });
}
