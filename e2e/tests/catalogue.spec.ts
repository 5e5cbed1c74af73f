import { expect, test } from '../support/test.ts';
import { allTools, seedTools } from '../support/catalogue.ts';

test.describe('the AI tools explorer', () => {
  test('a visitor searches the catalogue and opens a tool', async ({ page }) => {
    const target = seedTools.find((tool) => tool.githubUrl)!;
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'AI tools explorer' })).toBeVisible();
    await expect(page.getByTestId('results-count')).toHaveText(`${seedTools.length} tools`);

    await page.getByLabel('Search tools').fill(target.en.name);
    await expect(page).toHaveURL(
      new RegExp(`[?&]q=${encodeURIComponent(target.en.name).replace(/%20/g, '\\+|%20')}`),
    );
    const card = page.getByRole('link', { name: target.en.name, exact: true });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(`/tools/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: target.en.name })).toBeVisible();
  });

  test('a search that matches nothing says so and can be cleared', async ({ page }) => {
    await page.goto('/tools?q=zzzz-nothing-here');
    await expect(page.getByText('No tool matches your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByTestId('results-count')).toHaveText(`${seedTools.length} tools`);
  });

  test('filtering by a tag keeps only tools with that tag, and the URL can be shared', async ({
    page,
    request,
  }) => {
    const facets = (await (await request.get('/api/tools/facets?lang=en')).json()) as {
      tags: { tag: string; count: number }[];
    };
    const { tag, count } = facets.tags.find(
      (entry) => entry.count >= 2 && entry.count < seedTools.length,
    )!;
    await page.goto('/tools');
    await page.getByLabel('Filter by tag').selectOption(tag);
    await expect(page.getByTestId('results-count')).toHaveText(
      count === 1 ? '1 tool' : `${count} tools`,
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(count, 12));
    for (const card of await cards.all())
      await expect(card.getByRole('button', { name: tag, exact: true })).toBeVisible();

    const shared = page.url();
    expect(new URL(shared).searchParams.get('tag')).toBe(tag);
    await page.goto(shared);
    await expect(page.getByLabel('Filter by tag')).toHaveValue(tag);
    await expect(page.getByTestId('results-count')).toHaveText(
      count === 1 ? '1 tool' : `${count} tools`,
    );
  });

  test('the explorer pages through the catalogue', async ({ page }) => {
    await page.goto('/tools?sort=name');
    await expect(page.getByText(`Page 1 of ${Math.ceil(seedTools.length / 12)}`)).toBeVisible();
    const first = await page.getByRole('article').first().getByRole('heading').textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Page 2 of ${Math.ceil(seedTools.length / 12)}`)).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(first!);
  });
});

test.describe('a tool page for a signed-out visitor', () => {
  test('shows the tool, its guide and its comments in English', async ({ page, request }) => {
    const tools = await allTools(request);
    const withEverything = seedTools.find(
      (tool) =>
        tool.en.guide.body &&
        tool.en.guide.conclusion &&
        tools.find((t) => t.id === tool.id)!.commentCount > 0,
    )!;
    const summary = tools.find((t) => t.id === withEverything.id)!;
    await page.goto(`/tools/${withEverything.id}`);

    await expect(page.getByRole('link', { name: /Back to tools/ })).toHaveAttribute(
      'href',
      '/tools',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: withEverything.en.name }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(withEverything.en.guide.seoTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page.getByText(withEverything.en.description)).toBeVisible();
    // Read-only stars: an image with its value, no buttons to rate.
    await expect(
      page.getByRole('img', { name: /Rated .* out of 5|Not rated yet/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /star/i })).toHaveCount(0);
    await expect(page.getByTestId('rating-count')).toHaveText(
      summary.rating.count === 1 ? '1 rating' : `${summary.rating.count} ratings`,
    );
    await expect(page.getByRole('link', { name: /Visit website/ })).toHaveAttribute(
      'href',
      withEverything.url,
    );

    for (const heading of ['Introduction', 'Details', 'Conclusion']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(withEverything.en.guide.introduction)).toBeVisible();

    // Instead of the comment form, a prompt to sign in that links to /login.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const signIn = page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/tools/${withEverything.id}`)}`,
    );
    await expect(page.getByTestId('comment')).toHaveCount(summary.commentCount);
    await expect(page.getByTestId('comment').first()).toContainText(
      / ago|yesterday|last (week|month)/,
    );
  });

  test('shows the same tool in French after switching language', async ({ page }) => {
    const tool = seedTools.find((t) => t.fr.guide.body && t.fr.guide.conclusion)!;
    await page.goto(`/tools/${tool.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tool.en.name })).toBeVisible();
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(tool.fr.description)).toBeVisible();
    await expect(page.getByRole('link', { name: /Retour aux outils/ })).toBeVisible();
    for (const heading of ['Introduction', 'Détails', 'Conclusion', 'Commentaires']) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${heading}`) }),
      ).toBeVisible();
    }
    await expect(page.getByText(tool.fr.guide.introduction)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });

  test('leaves out Details and Conclusion when the guide has none', async ({ page }) => {
    const noBody = seedTools.find(
      (t) => t.en.guide.body === null && t.en.guide.conclusion !== null,
    )!;
    await page.goto(`/tools/${noBody.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Introduction' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Conclusion' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toHaveCount(0);

    const noConclusion = seedTools.find(
      (t) => t.en.guide.conclusion === null && t.en.guide.body !== null,
    )!;
    await page.goto(`/tools/${noConclusion.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Conclusion' })).toHaveCount(0);
  });

  test('says so when nobody has commented yet', async ({ page, request }) => {
    const quiet = (await allTools(request)).find((tool) => tool.commentCount === 0)!;
    await page.goto(`/tools/${quiet.id}`);
    await expect(
      page.getByText('No comments yet. Be the first to share your thoughts!'),
    ).toBeVisible();
  });

  test('an unknown tool reads "Tool Not Found" with a way back', async ({ page }) => {
    await page.goto('/tools/no-such-tool');
    await expect(page.getByRole('heading', { level: 1, name: 'Tool Not Found' })).toBeVisible();
    await expect(page.getByText("The tool you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: /Back to tools/ }).click();
    await expect(page).toHaveURL('/tools');
  });

  test('a failed load shows the message and a retry that works', async ({ page }) => {
    const tool = seedTools[0]!;
    let fail = true;
    await page.route(`**/api/tools/${tool.id}?*`, (route) =>
      fail ? route.abort('connectionrefused') : route.continue(),
    );
    // From the explorer, in the browser (a tool page asked for directly comes rendered by the BFF).
    await page.goto(`/tools?q=${encodeURIComponent(tool.en.name)}`);
    await page.getByRole('link', { name: tool.en.name, exact: true }).click();
    await expect(page.getByText('Failed to load tool details')).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: tool.en.name })).toBeVisible();
  });
});

test('the AI tools guide links every category to the explorer', async ({ page }) => {
  await page.goto('/resources/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'The AI tools guide' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Browse by category' }).getByRole('link');
  await expect(categories.first()).toBeVisible();
  await categories.first().click();
  await expect(page).toHaveURL(/\/tools\?category=/);
  await expect(page.getByRole('article').first()).toBeVisible();
});
