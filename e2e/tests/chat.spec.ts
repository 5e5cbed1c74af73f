import { expect, test } from '../support/test.ts';
import { STUB_BFF_URL } from '../support/servers.ts';

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
    await panel.getByLabel('Your message').fill('Are you there?');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-typing')).toBeVisible();
    await panel.getByLabel('Your message').fill('Second message');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(panel.getByTestId('chat-bot').nth(1)).toContainText('Echo: Are you there?');
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
