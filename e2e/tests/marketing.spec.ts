import { caseStudies, caseStudyHighlights } from '@app/content/case-studies';
import { home } from '@app/content/home';
import { enterpriseOffers, professionalOffers } from '@app/content/services';
import { expect, test } from '../support/test.ts';
import { sitemapPaths, usePreferences } from '../support/site.ts';

test.describe('every public page, in English and in French', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`renders a real page for each sitemap entry (${language})`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await usePreferences(context, { language });
      const paths = (await sitemapPaths(request)).filter(
        (path) => !/^\/tools\/./.test(path) || path.endsWith('/chatgpt'),
      );
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths) {
        await page.goto(path);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1, path).toHaveCount(1);
        await expect(h1, path).not.toHaveText(/Page not found|Page introuvable/);
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        expect(
          await page.locator('meta[name="description"]').last().getAttribute('content'),
          path,
        ).toBeTruthy();
        // A page prerendered in the other language is switched in place: its title and og:title
        // are read once they agree, as they do a moment later.
        await expect
          .poll(
            async () => {
              const title = await page.title();
              const og = await page
                .locator('meta[property="og:title"]')
                .last()
                .getAttribute('content');
              return og === title ? title : `og:title "${og}" is not the title "${title}"`;
            },
            { message: path },
          )
          .toMatch(/\| Agentia$/);
      }
    });
  }
});

test('pricing shows the spec figures in dollars, and in euros in French', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByTestId('tier-starter')).toContainText('$2,999');
  await expect(page.getByTestId('tier-starter')).toContainText('Up to 5 members');
  await expect(page.getByTestId('tier-professional')).toContainText('$5,999');
  await expect(page.getByTestId('tier-professional')).toContainText('Up to 20 members');
  await expect(page.getByTestId('tier-custom')).toContainText('Unlimited members');
  for (const [id, price] of [
    ['youtube-automation', '$49'],
    ['social-media', '$29'],
    ['blog-writing', '$39'],
    ['ai-assistant', '$19'],
    ['lead-generation', '$59'],
  ]) {
    await expect(page.getByTestId(`plan-${id}`)).toContainText(price!);
  }
  await expect(page.getByTestId('bundle-creator')).toContainText('$89');
  await expect(page.getByTestId('bundle-creator')).toContainText('Save $28');
  await expect(page.getByTestId('bundle-business')).toContainText('$149');
  await expect(page.getByTestId('bundle-business')).toContainText('Save $46');
  await expect(page.getByText('Up to 30%', { exact: true })).toBeVisible();

  await page.getByTestId('language-toggle').click();
  await expect(page.getByTestId('tier-starter')).toContainText(/2\s999\s€/);
  await expect(page.getByTestId('bundle-business')).toContainText(/149\s€/);
});

test('the enterprise calculator gives a live estimate and the recommended tier', async ({
  page,
}) => {
  await page.goto('/pricing');
  const calculator = page.getByTestId('calculator');
  await calculator.getByRole('spinbutton', { name: 'Number of users' }).fill('3');
  await expect(page.getByTestId('recommended-tier')).toHaveText('Starter');
  await expect(page.getByTestId('estimate-monthly')).toHaveText('$2,999');

  await calculator.getByRole('spinbutton', { name: 'Number of users' }).fill('12');
  await expect(page.getByTestId('recommended-tier')).toHaveText('Professional');
  await expect(page.getByTestId('estimate-monthly')).toHaveText('$5,999');

  await calculator.getByLabel('Deployment type').selectOption('self-hosted');
  await calculator.getByLabel('Support level').selectOption('dedicated');
  await expect(page.getByTestId('recommended-tier')).toHaveText('Custom');
  await expect(page.getByTestId('estimate-monthly')).toHaveText('$9,999');
  await expect(page.getByTestId('estimate')).toContainText(
    '$6,999 a month when paying with AGENT tokens',
  );
});

test('case-study filters combine, live in the URL and can be shared', async ({ page }) => {
  await page.goto('/case-studies');
  const all = Number((await page.getByTestId('case-study-count').textContent())!.split(' ')[0]);
  expect(all).toBeGreaterThanOrEqual(9);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await expect(page).toHaveURL(/category=/);
  const byCategory = Number(
    (await page.getByTestId('case-study-count').textContent())!.split(' ')[0],
  );
  expect(byCategory).toBeLessThan(all);
  const firstIndustry = await page.getByRole('article').first().locator('p').first().textContent();
  const industry = firstIndustry!.split(' · ')[1]!;
  await page.getByLabel('Industry').selectOption({ label: industry });
  await expect(page).toHaveURL(/category=.*industry=|industry=.*category=/);
  const shared = page.url();
  const count = await page.getByRole('article').count();
  expect(count).toBeGreaterThanOrEqual(1);

  await page.goto('/');
  await page.goto(shared);
  await expect(page.getByRole('article')).toHaveCount(count);
  await expect(page.getByLabel('Industry')).not.toHaveValue('');

  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'The challenge' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Client information' })).toBeVisible();
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Le défi' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chiffres clés' })).toBeVisible();
  await expect(page.getByText('Durée')).toBeVisible();
});

test('the home page changes language in place, its cards with it', async ({ page }) => {
  // The page's content comes in the visitor's language only (ADR 037): the other one is loaded
  // when they switch, and every part of the page follows.
  const [study] = caseStudyHighlights(caseStudies);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: home.hero.title.en })).toBeVisible();
  await expect(page.getByRole('link', { name: study!.title.en })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('language-toggle')).toBeEnabled();

  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1, name: home.hero.title.fr })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: home.audiences.title.fr }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: study!.title.fr })).toBeVisible();
  await expect(page.getByRole('link', { name: enterpriseOffers[0]!.title.fr })).toBeVisible();
  await expect(page.getByRole('link', { name: professionalOffers[0]!.title.fr })).toBeVisible();
  await expect(page.getByText(study!.title.en)).toHaveCount(0);
  await expect(page).toHaveTitle(/\| Agentia$/);
});

test('a missing case study says so, with the spec text', async ({ page }) => {
  await page.goto('/case-studies/no-such-study');
  await expect(
    page.getByText("The case study you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: /Back to case studies/ }).click();
  await expect(page).toHaveURL('/case-studies');
});

test('the FAQ searches and opens answers like an accordion', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByTestId('faq-count')).toBeVisible();
  const total = Number((await page.getByTestId('faq-count').textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThanOrEqual(15);
  await page.getByRole('searchbox').fill('refund');
  await expect(page.getByTestId('faq-count')).not.toHaveText(`${total} questions`);
  const question = page.locator('button[aria-controls^="faq-"]').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/30/).first()).toBeVisible();
  await page.getByRole('searchbox').fill('zzzz nothing');
  await expect(page.getByRole('link', { name: /contact/i }).first()).toBeVisible();
});

test('support, resources and legal pages carry the spec facts', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByText(/Monday.+Friday.+9AM.+6PM EST/).first()).toBeVisible();
  await expect(page.getByTestId('channel-email')).toContainText('24 hours');
  await expect(page.getByTestId('channel-phone')).toContainText(/premium/i);

  await page.goto('/terms');
  await expect(page.getByTestId('last-updated')).toHaveText('Last updated: March 15, 2025');
  await page.goto('/privacy');
  await page.getByTestId('language-toggle').click();
  await expect(page.getByTestId('last-updated')).toHaveText('Dernière mise à jour : 15 mars 2025');
  await page.getByTestId('language-toggle').click();

  await page.goto('/resources');
  await expect(page.getByTestId('resource').first()).toBeVisible();
  const total = await page.getByTestId('resource').count();
  expect(total).toBeGreaterThanOrEqual(12);
  await page.getByLabel('Type').selectOption('whitepaper');
  await expect(page).toHaveURL(/type=whitepaper/);
  await expect(page.getByTestId('resource')).not.toHaveCount(total);
  await expect(page.getByTestId('resource').first()).toContainText('Whitepapers');
});

test('the contact form validates, sends, and the team gets the e-mail', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

  const email = `e2e-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Claire Martin');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not an email');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('We want to automate lead qualification.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Martin Conseil');
  await page.getByRole('combobox', { name: 'Inquiry type' }).selectOption('enterprise');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-success')).toContainText('Thank you');

  const mails = (await (await request.get('/api/dev/mailbox?to=team@agentia.example')).json()) as {
    subject: string;
    text: string;
  }[];
  const mail = mails.find((m) => m.text.includes(email))!;
  expect(mail.subject).toBe('[Contact] Enterprise solutions from Claire Martin');
  expect(mail.text).toMatch(/Inquiry: [0-9a-f-]{36}/);
  expect(mail.text).toContain('Martin Conseil');
});

test('the contact form says so when sending fails', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, json: { error: 'An error occurred' } }),
  );
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Claire Martin');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('claire@example.com');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText("We couldn't send your message");
});

test('theme and language are kept across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ui-state')!))).toMatchObject({
    theme: 'dark',
    language: 'fr',
  });
});
