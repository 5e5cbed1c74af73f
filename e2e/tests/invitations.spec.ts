import type { Browser } from '@playwright/test';
import {
  latestLink,
  latestMail,
  PASSWORD,
  registerThroughScreens,
  uniqueEmail,
} from '../support/accounts.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { usePreferences } from '../support/site.ts';
import { expect as baseExpect, test } from '../support/test.ts';

// Several browsers at once on a shared machine: the screens get more time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

/** The SPA's header: the BFF's CSRF guard lets unsafe calls through with it. */
const SPA = { 'x-requested-with': 'agentia-web' };

const texts = {
  en: {
    email: 'E-mail address',
    role: 'Role',
    editor: 'Editor',
    invite: 'Invite',
    waiting: (count: number) =>
      `${count} invitation${count === 1 ? '' : 's'} waiting for an answer`,
    signInEmail: 'Email',
    signInPassword: 'Password',
    signIn: 'Sign in',
    invitationTitle: 'Invitation',
    brainInvitation: 'invites you to the brain “Field guide” as Editor.',
    teamInvitation: 'invites you to the team “Night crew” as Member.',
    accept: (name: string) => `Accept the invitation to ${name}`,
    editorBadge: 'Editor',
    member: 'Member',
    noticeTitle: '1 invitation is waiting for you',
    otherAccount: 'This invitation is for another account',
    mailSubject: 'Otto Owner invites you to the team “Night crew” on Agentia',
  },
  fr: {
    email: 'Adresse e-mail',
    role: 'Rôle',
    editor: 'Éditeur',
    invite: 'Inviter',
    waiting: (count: number) =>
      `${count} invitation${count === 1 ? '' : 's'} en attente de réponse`,
    signInEmail: 'E-mail',
    signInPassword: 'Mot de passe',
    signIn: 'Se connecter',
    invitationTitle: 'Invitation',
    brainInvitation: 'vous invite au cerveau « Field guide » en tant qu’éditeur.',
    teamInvitation: 'vous invite à l’équipe « Night crew » en tant que membre.',
    accept: (name: string) => `Accepter l’invitation à ${name}`,
    editorBadge: 'Éditeur',
    member: 'Membre',
    noticeTitle: '1 invitation vous attend',
    otherAccount: 'Cette invitation est destinée à un autre compte',
    mailSubject: 'Otto Owner vous invite à l’équipe « Night crew » sur Agentia',
  },
} as const;

/** Another person with an account, in a browser of their own, then reading in `language`. */
async function person(browser: Browser, email: string, fullName: string, language: 'en' | 'fr') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughScreens(page, email, fullName);
  await usePreferences(context, { language, theme: 'light' });
  return { context, page };
}

for (const language of ['en', 'fr'] as const) {
  const t = texts[language];

  test(`an owner shares a brain and invites to a team; the person accepts, then has access (${language})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(300_000);
    await registerThroughScreens(page, uniqueEmail(`inviter-${language}`), 'Otto Owner');
    await usePreferences(context, { language, theme: 'light' });
    // The person invited has an account, and is signed out in their own browser.
    const inviteeEmail = uniqueEmail(`invitee-${language}`);
    const invitee = await person(browser, inviteeEmail, 'Ines Invitee', language);
    await invitee.context.clearCookies();

    const brain = await page.request.post('/api/brains', {
      headers: SPA,
      data: { name: 'Field guide', type: 'shared' },
    });
    const brainPath = `/dashboard/brains/${((await brain.json()) as { id: string }).id}`;
    const team = await page.request.post('/api/teams', {
      headers: SPA,
      data: { name: 'Night crew' },
    });
    const teamPath = `/dashboard/teams/${((await team.json()) as { id: string }).id}`;

    await test.step('the owner invites the person to the brain as Editor, and to the team', async () => {
      await page.goto(brainPath);
      const sharing = page.getByTestId('sharing');
      await sharing.getByRole('textbox', { name: t.email }).fill(inviteeEmail);
      await sharing.getByRole('combobox', { name: t.role, exact: true }).selectOption('editor');
      await sharing.getByRole('button', { name: t.invite, exact: true }).click();
      const pending = sharing.getByTestId('brain-invitations');
      await expect(pending).toContainText(inviteeEmail);
      await expect(pending).toContainText(t.editor);
      await expect(sharing.getByText(t.waiting(1))).toBeVisible();
      await expect(sharing).not.toContainText('Ines Invitee');
      await expectAccessible(page, `sharing with an invitation (${language})`);

      await page.goto(teamPath);
      await page.getByRole('textbox', { name: t.email }).fill(inviteeEmail);
      await page.getByRole('button', { name: t.invite, exact: true }).click();
      await expect(page.getByTestId('team-invitations')).toContainText(inviteeEmail);
      await expect(page.getByTestId('team-members')).not.toContainText('Ines Invitee');
      expect((await latestMail(page.request, inviteeEmail)).subject).toBe(t.mailSubject);
    });

    await test.step('the brain’s link, opened signed out: sign in first, then the invitation', async () => {
      // The team's invitation was the last e-mail; the brain's was the one before.
      const mails = (await (
        await invitee.page.request.get('/api/dev/mailbox', { params: { to: inviteeEmail } })
      ).json()) as { text: string }[];
      const brainMail = mails.find((mail) => mail.text.includes('Field guide'))!;
      const link = new URL(/https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(brainMail.text)![0]);
      await invitee.page.goto(`${link.pathname}${link.search}`);
      await expect(invitee.page).toHaveURL(/\/login\?redirect=/);
      await invitee.page.getByLabel(t.signInEmail).fill(inviteeEmail);
      await invitee.page.getByLabel(t.signInPassword, { exact: true }).fill(PASSWORD);
      await invitee.page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(invitee.page).toHaveURL(/\/dashboard\/invitations\?token=/);
      await expect(
        invitee.page.getByRole('heading', { level: 1, name: t.invitationTitle }),
      ).toBeVisible();
      const card = invitee.page.getByTestId('invitation');
      await expect(card).toContainText('Otto Owner');
      await expect(card).toContainText(t.brainInvitation);
      await expectAccessible(invitee.page, `invitation page (${language})`);
      // Not shared before the yes.
      expect(
        (await invitee.page.request.get(`/api${brainPath.replace('/dashboard', '')}`)).status(),
      ).toBe(404);
      await invitee.page.getByRole('button', { name: t.accept('Field guide') }).click();
      await expect(invitee.page).toHaveURL(brainPath);
      await expect(
        invitee.page.getByRole('heading', { level: 1, name: 'Field guide' }),
      ).toBeVisible();
      await expect(invitee.page.getByTestId('brain-header').getByTestId('role-badge')).toHaveText(
        t.editorBadge,
      );
    });

    await test.step('the team’s invitation waits in the product, and is accepted there', async () => {
      await invitee.page.goto('/dashboard/teams');
      const notice = invitee.page.getByTestId('invitations-notice');
      await expect(notice).toContainText(t.noticeTitle);
      await expect(notice).toContainText(t.teamInvitation);
      await expectAccessible(invitee.page, `teams with an invitation (${language})`);
      await notice.getByRole('button', { name: t.accept('Night crew') }).click();
      await expect(invitee.page).toHaveURL(teamPath);
      await expect(invitee.page.getByTestId('my-team-role')).toHaveText(t.member);
    });

    await test.step('the owner now sees the person by name, and nothing pending', async () => {
      await page.reload();
      await expect(page.getByTestId('team-members')).toContainText('Ines Invitee');
      await expect(page.getByTestId('team-invitations')).toHaveCount(0);
    });

    await test.step('an address without an account: the invitation waits for its account, and another account cannot take it', async () => {
      const newcomerEmail = uniqueEmail(`newcomer-${language}`);
      await page.getByRole('textbox', { name: t.email }).fill(newcomerEmail);
      await page.getByRole('button', { name: t.invite, exact: true }).click();
      await expect(page.getByTestId('team-invitations')).toContainText(newcomerEmail);
      const mail = await latestMail(page.request, newcomerEmail);
      expect(mail.text).toContain('/register');
      // The invitee, signed in as themself, opens the newcomer's link: not theirs.
      await invitee.page.goto(await latestLink(invitee.page.request, newcomerEmail));
      await expect(
        invitee.page.getByRole('heading', { level: 1, name: t.otherAccount }),
      ).toBeVisible();

      const newcomer = await person(browser, newcomerEmail, 'Nico Newcomer', language);
      await newcomer.page.goto('/dashboard');
      const notice = newcomer.page.getByTestId('invitations-notice');
      await expect(notice).toContainText(t.noticeTitle);
      expect(
        (await newcomer.page.request.get(`/api${teamPath.replace('/dashboard', '')}`)).status(),
      ).toBe(404);
      await notice.getByRole('button', { name: t.accept('Night crew') }).click();
      await expect(newcomer.page).toHaveURL(teamPath);
      await newcomer.context.close();
    });

    await invitee.context.close();
  });
}
