import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { STUB_BFF_URL, STUB_URL } from '../support/servers.ts';

test.describe('the support chat with the local assistant', () => {
  test('greets on first open and answers a pricing question with the right figure', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('chat-bot').first()).toContainText(
      'Hi, how can I help you today?',
    );
    await expect(panel.getByLabel('Your message')).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await panel.getByLabel('Your message').fill('   ');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();

    await panel.getByLabel('Your message').fill('How much does the Starter plan cost?');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-user')).toContainText(
      'How much does the Starter plan cost?',
    );
    const reply = panel.getByTestId('chat-bot').nth(1);
    await expect(reply).toContainText('$2,999');
    await expect(reply.getByRole('link').first()).toHaveAttribute('href', /^\/(pricing|faq)/);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('chat-launcher')).toBeFocused();
  });

  test('answers in French with euros', async ({ page, context }) => {
    await context.addInitScript(() =>
      localStorage.setItem('ui-state', JSON.stringify({ language: 'fr' })),
    );
    await page.goto('/pricing');
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('chat-bot').first()).toContainText(
      "Bonjour, comment puis-je vous aider aujourd'hui ?",
    );
    await panel.getByLabel('Votre message').fill("Combien coûte l'offre Starter ?");
    await panel.getByRole('button', { name: 'Envoyer' }).click();
    await expect(panel.getByTestId('chat-bot').nth(1)).toContainText(/2\s999\s€/);
  });

  test('the conversation and its session id survive navigation and a reload', async ({ page }) => {
    await page.goto('/faq');
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByLabel('Your message').fill('What are your support hours?');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-bot')).toHaveCount(2);
    const sessionId = await page.evaluate(() => localStorage.getItem('chatSessionId'));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(panel.getByTestId('chat-user')).toHaveText(/What are your support hours\?/);
    await page.reload();
    await page.getByTestId('chat-launcher').click();
    await expect(page.getByTestId('chat-panel').getByTestId('chat-user')).toHaveText(
      /What are your support hours\?/,
    );
    await expect(page.getByTestId('chat-panel').getByTestId('chat-bot')).toHaveCount(2);
    expect(await page.evaluate(() => localStorage.getItem('chatSessionId'))).toBe(sessionId);
  });
});

test.describe('the support chat when the webhook misbehaves', () => {
  test('sending is disabled while a reply is awaited, with a spinner', async ({ page }) => {
    await page.goto(`${STUB_BFF_URL}/`);
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByLabel('Your message').fill('Are you there? [slow]');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-typing')).toBeVisible();
    await panel.getByLabel('Your message').fill('Second message');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(panel.getByTestId('chat-bot').nth(1)).toContainText('Echo: Are you there?', {
      timeout: 15_000,
    });
    await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('a webhook that is down gives the connection message', async ({ page }) => {
    await page.goto(`${STUB_BFF_URL}/`);
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByLabel('Your message').fill('[down] hello');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-bot').nth(1)).toContainText(
      "I'm having trouble connecting. Please try again later.",
    );
  });

  test('a reply without output gives the issues message', async ({ page }) => {
    await page.goto(`${STUB_BFF_URL}/`);
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByLabel('Your message').fill('[no-output] hello');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-bot').nth(1)).toContainText(
      "I'm here to help! However, I'm currently experiencing some issues. Please try again later.",
    );
  });
});

test.describe('the support chat on an n8n Chat Trigger', () => {
  // Several turns with a webhook that takes its time, and a second tab.
  test.describe.configure({ timeout: 60_000 });
  const open = async (page: Page, path = '/') => {
    await page.goto(`${STUB_BFF_URL}${path}`);
    await page.getByTestId('chat-launcher').click();
    return page.getByTestId('chat-panel');
  };

  test('a streamed reply appears word by word, then stays', async ({ page }) => {
    const panel = await open(page);
    // Every text the reply being written shows, as the page renders it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { streamed: string[] }).streamed = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="chat-streaming"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // The engine sends its first words and holds the rest until this test releases it.
    const token = randomUUID().replaceAll('-', '');
    await panel
      .getByLabel('Your message')
      .fill(`[stream:${token}] What does the Pro plan include?`);
    await page.keyboard.press('Enter');
    const writing = panel.getByTestId('chat-streaming');
    await expect(writing).toContainText('Mock LLM reply');
    await expect(writing).not.toContainText('message(s)');
    await expect(writing.locator('strong')).toHaveText('Mock LLM');
    const released = await fetch(`${STUB_URL}/release/${token}`, { method: 'POST' });
    expect(released.status).toBe(204);

    const reply = panel.getByTestId('chat-bot').nth(1);
    await expect(reply).toContainText('Mock LLM reply to: "What does the Pro plan include?"');
    await expect(reply.locator('strong')).toHaveText('Mock LLM');
    await expect(writing).toHaveCount(0);
    const renders = await page.evaluate(
      () => (window as unknown as { streamed: string[] }).streamed,
    );
    // Each render of the reply being written holds more of it than the one before.
    for (let i = 1; i < renders.length; i++)
      expect(renders[i]!.length).toBeGreaterThan(renders[i - 1]!.length);
    expect(renders[0]).not.toContain('message(s)');
  });

  test('Markdown renders, and HTML in a reply does not run', async ({ page }) => {
    const panel = await open(page);
    await panel.getByLabel('Your message').fill('[markdown] What is in Pro?');
    await page.keyboard.press('Enter');
    const reply = panel.getByTestId('chat-bot').nth(1);
    await expect(reply.locator('strong')).toHaveText('Pro');
    await expect(reply.locator('li')).toHaveText(['unlimited agents', 'priority support']);
    await expect(reply.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing');
    await expect(reply).toContainText('<img src=x onerror="window.__pwned=1">');
    await expect(reply.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('reload and a second tab show the conversation the engine remembers', async ({
    page,
    context,
  }) => {
    const panel = await open(page);
    await panel.getByLabel('Your message').fill('Remember this question');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-bot').nth(1)).toContainText(
      'Echo: Remember this question',
    );

    const second = await context.newPage();
    const other = await open(second, '/pricing');
    await expect(other.getByTestId('chat-user')).toHaveText([/Remember this question/]);
    await expect(other.getByTestId('chat-bot').nth(1)).toContainText(
      'Echo: Remember this question',
    );

    // What the second tab says appears in the first.
    await other.getByLabel('Your message').fill('And from the second tab');
    await second.keyboard.press('Enter');
    await expect(other.getByTestId('chat-bot').nth(2)).toContainText('Echo: And from the second');
    await expect(panel.getByTestId('chat-user')).toHaveText([
      /Remember this question/,
      /And from the second tab/,
    ]);

    // The browser's copy gone, a reload still shows what the engine remembers. n8n's memory
    // keeps no times: the messages say "Earlier", not the time they were loaded at.
    await page.evaluate(() => localStorage.removeItem('chat-history'));
    await page.reload();
    await page.getByTestId('chat-launcher').click();
    const reloaded = page.getByTestId('chat-panel');
    await expect(reloaded.getByTestId('chat-user')).toHaveText([
      /Remember this question/,
      /And from the second tab/,
    ]);
    await expect(reloaded.getByTestId('chat-earlier')).toHaveText(Array(4).fill('Earlier'));
    await expect(reloaded.locator('time')).toHaveCount(0);
  });

  test('"New conversation" starts a new session id with an empty history', async ({ page }) => {
    const panel = await open(page);
    await panel.getByLabel('Your message').fill('First conversation');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-bot').nth(1)).toContainText('Echo: First conversation');
    const before = await page.evaluate(() => localStorage.getItem('chatSessionId'));

    await panel.getByRole('button', { name: 'New conversation' }).click();
    await expect(panel.getByTestId('chat-user')).toHaveCount(0);
    await expect(panel.getByTestId('chat-bot')).toHaveText([/Hi, how can I help you today\?/]);
    const after = await page.evaluate(() => localStorage.getItem('chatSessionId'));
    expect(after).toMatch(/^[0-9a-f-]{36}$/);
    expect(after).not.toBe(before);
    await page.reload();
    await page.getByTestId('chat-launcher').click();
    await expect(page.getByTestId('chat-panel').getByTestId('chat-user')).toHaveCount(0);
  });
});

test.describe('the support chat in French', () => {
  test('the greeting follows the language, and the rate limit says so and when', async ({
    page,
  }) => {
    await page.goto('/faq');
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('chat-bot').first()).toContainText(
      'Hi, how can I help you today?',
    );
    await page.getByTestId('language-toggle').click();
    await expect(panel.getByTestId('chat-bot').first()).toContainText(
      "Bonjour, comment puis-je vous aider aujourd'hui ?",
    );

    // This conversation has used its 15 messages of the minute.
    const sessionId = await page.evaluate(() => localStorage.getItem('chatSessionId'));
    for (let i = 0; i < 15; i++)
      await page.request.post('/api/chat', {
        headers: { 'x-requested-with': 'agentia-web' },
        data: { message: 'Bonjour', sessionId, locale: 'fr' },
      });
    await panel.getByLabel('Votre message').fill('Encore une question');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-bot').nth(1)).toContainText(
      'Trop de messages. Veuillez patienter un instant.',
    );
    await expect(panel.getByTestId('chat-retry-in')).toContainText(
      /Vous pourrez écrire de nouveau dans (\d+ secondes?|1 minute)\./,
    );
    await expect(panel.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });
});
