import type { APIRequestContext } from '@playwright/test';
import { registerThroughScreens, uniqueEmail } from '../support/accounts.ts';
import { usePreferences } from '../support/site.ts';
import { expect as baseExpect, test } from '../support/test.ts';

// The main BFF answers through a stand-in OpenAI-compatible provider (support/openai-stub.ts)
// that quotes passage [1] a word every 60 ms, and begins "Following up:" when earlier turns
// came with the question.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

const SPA = { 'x-requested-with': 'agentia-web' };
const manual =
  'Refunds are paid within fourteen days of the return. A customer asks for a refund from the orders page.';

const texts = {
  en: {
    question: 'Your question',
    ask: 'Ask',
    stop: 'Stop',
    conversations: 'Your conversations',
  },
  fr: {
    question: 'Votre question',
    ask: 'Demander',
    stop: 'Arrêter',
    conversations: 'Vos conversations',
  },
} as const;

/** The signed-in person's agent on a brain of one pasted manual, once the manual is read. */
async function agentOnAManual(request: APIRequestContext, language: 'en' | 'fr') {
  const brain = await request.post('/api/brains', {
    headers: SPA,
    data: { name: 'Manuals', type: 'personal' },
  });
  const { id: brainId } = (await brain.json()) as { id: string };
  const pasted = await request.post(`/api/brains/${brainId}/sources/text`, {
    headers: SPA,
    data: { name: 'refunds.txt', content: manual },
  });
  expect(pasted.status()).toBe(201);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/brains/${brainId}`)).json()) as { status: string }).status,
    )
    .toBe('ready');
  const agent = await request.post('/api/agents', {
    headers: SPA,
    data: { templateId: 'client-support', language, brainIds: [brainId] },
  });
  expect(agent.status()).toBe(201);
  return ((await agent.json()) as { id: string }).id;
}

for (const language of ['en', 'fr'] as const) {
  const t = texts[language];

  test(`an agent streams its answer, cites the page, continues the conversation and reopens it (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await registerThroughScreens(page, uniqueEmail(`answers-${language}`), 'Ada Answer');
    await usePreferences(context, { language, theme: 'light' });
    const agentId = await agentOnAManual(page.request, language);
    await page.goto(`/dashboard/agents/${agentId}`);

    await test.step('ask, and watch the answer being written', async () => {
      await page.getByRole('textbox', { name: t.question }).fill('How long do refunds take?');
      await page.getByRole('button', { name: t.ask, exact: true }).click();
      const answer = page.getByTestId('agent-answer');
      // While it is written: part of the text, the Stop button.
      await expect(answer).toHaveAttribute('data-status', 'streaming');
      await expect(page.getByRole('button', { name: t.stop })).toBeVisible();
      await expect(answer).toHaveAttribute('data-status', 'answered');
      await expect(answer).toContainText('fourteen days of the return. [1]');
      await expect(answer).toContainText('According to Manuals · refunds.txt');
    });

    await test.step('open the cited passage’s file, at its page when it has one', async () => {
      const link = page.getByTestId('agent-citation-link');
      await expect(link).toContainText('Manuals — refunds.txt');
      await expect(link).toHaveAttribute(
        'href',
        /\/api\/brains\/[0-9a-f-]{36}\/sources\/[0-9a-f-]{36}\/file(#page=\d+)?$/,
      );
      await expect(link).toHaveAttribute('target', '_blank');
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      expect(opened.url()).toMatch(/\/file(#page=\d+)?$/);
      await opened.close();
    });

    await test.step('ask a follow-up in the same conversation', async () => {
      await page.getByRole('textbox', { name: t.question }).fill('And refunds by post?');
      await page.getByRole('button', { name: t.ask, exact: true }).click();
      const second = page.getByTestId('agent-answer').nth(1);
      await expect(second).toHaveAttribute('data-status', 'answered');
      // The provider was given the first exchange with the question.
      await expect(second).toContainText('Following up:');
    });

    await test.step('reload, and reopen the conversation from the list', async () => {
      await page.reload();
      const list = page.getByTestId('agent-conversations');
      await expect(list.getByRole('heading', { name: t.conversations })).toBeVisible();
      await list.getByRole('button', { name: /^How long do refunds take\?/ }).click();
      await expect(page.getByTestId('agent-answer')).toHaveCount(2);
      await expect(page.getByTestId('agent-answer').nth(1)).toContainText('Following up:');
      await expect(page.getByTestId('agent-citation-link').first()).toBeVisible();
    });
  });
}
