import { expect, test } from '../support/test.ts';
import { allToolPages, allTools } from '../support/catalogue.ts';

test.describe('the AI tools explorer', () => {
  test('a visitor searches the catalogue and opens a tool', async ({ page, request }) => {
    const tools = await allTools(request);
    const target = tools.find((tool) => tool.githubUrl)!;
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'AI tools explorer' })).toBeVisible();
    await expect(page.getByTestId('results-count')).toHaveText(`${tools.length} tools`);

    await page.getByLabel('Search tools').fill(target.name);
    await expect(page).toHaveURL(
      new RegExp(`[?&]q=${encodeURIComponent(target.name).replace(/%20/g, '\\+|%20')}`),
    );
    const card = page.getByRole('link', { name: target.name, exact: true });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(`/tools/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  });

  test('a search that matches nothing says so and can be cleared', async ({ page, request }) => {
    const tools = await allTools(request);
    await page.goto('/tools?q=zzzz-nothing-here');
    await expect(page.getByText('No tool matches your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByTestId('results-count')).toHaveText(`${tools.length} tools`);
  });

  test('filtering by a tag keeps only tools with that tag, and the URL can be shared', async ({
    page,
    request,
  }) => {
    const facets = (await (await request.get('/api/tools/facets?lang=en')).json()) as {
      tags: { tag: string; count: number }[];
    };
    const total = (await allTools(request)).length;
    const { tag, count } = facets.tags.find((entry) => entry.count >= 2 && entry.count < total)!;
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

  test('the explorer pages through the catalogue', async ({ page, request }) => {
    const pages = Math.ceil((await allTools(request)).length / 12);
    await page.goto('/tools?sort=name');
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    const first = await page.getByRole('article').first().getByRole('heading').textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(first!);
  });
});

test.describe('a tool page for a signed-out visitor', () => {
  test('shows the tool, its guide and its comments in English', async ({ page, request }) => {
    const withEverything = (await allToolPages(request)).find(
      (tool) => tool.guide?.bodyHtml && tool.guide.conclusion && tool.commentCount > 0,
    )!;
    const guide = withEverything.guide!;
    await page.goto(`/tools/${withEverything.id}`);

    await expect(page.getByRole('link', { name: /Back to tools/ })).toHaveAttribute(
      'href',
      '/tools',
    );
    await expect(page.getByRole('heading', { level: 1, name: withEverything.name })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(guide.seoTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page.getByText(withEverything.description)).toBeVisible();
    // Read-only stars: an image with its value, no buttons to rate.
    await expect(
      page.getByRole('img', { name: /Rated .* out of 5|Not rated yet/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /star/i })).toHaveCount(0);
    await expect(page.getByTestId('rating-count')).toHaveText(
      withEverything.rating.count === 1 ? '1 rating' : `${withEverything.rating.count} ratings`,
    );
    await expect(page.getByRole('link', { name: /Visit website/ })).toHaveAttribute(
      'href',
      withEverything.url,
    );

    for (const heading of ['Introduction', 'Details', 'Conclusion']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(guide.introduction)).toBeVisible();

    // Instead of the comment form, a prompt to sign in that links to /login.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const signIn = page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/tools/${withEverything.id}`)}`,
    );
    await expect(page.getByTestId('comment')).toHaveCount(withEverything.commentCount);
    await expect(page.getByTestId('comment').first()).toContainText(
      / ago|yesterday|last (week|month)/,
    );
  });

  test('shows the same tool in French after switching language', async ({ page, request }) => {
    const tool = (await allToolPages(request, 'fr')).find(
      (t) => t.lang === 'fr' && t.guide?.bodyHtml && t.guide.conclusion,
    )!;
    const english = (await allTools(request)).find((t) => t.id === tool.id)!;
    await page.goto(`/tools/${tool.id}`);
    await expect(page.getByRole('heading', { level: 1, name: english.name })).toBeVisible();
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(tool.description)).toBeVisible();
    await expect(page.getByRole('link', { name: /Retour aux outils/ })).toBeVisible();
    for (const heading of ['Introduction', 'Détails', 'Conclusion', 'Commentaires']) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${heading}`) }),
      ).toBeVisible();
    }
    await expect(page.getByText(tool.guide!.introduction)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });

  test('leaves out Details and Conclusion when the guide has none', async ({ page, request }) => {
    const tools = await allToolPages(request);
    const noBody = tools.find((t) => t.guide && !t.guide.bodyHtml && t.guide.conclusion)!;
    await page.goto(`/tools/${noBody.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Introduction' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Conclusion' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toHaveCount(0);

    const noConclusion = tools.find((t) => t.guide?.bodyHtml && !t.guide.conclusion)!;
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

  test('a failed load shows the message and a retry that works', async ({ page, request }) => {
    const [tool] = await allTools(request);
    if (!tool) throw new Error('The catalogue is empty');
    let fail = true;
    await page.route(`**/api/tools/${tool.id}?*`, (route) =>
      fail ? route.abort('connectionrefused') : route.continue(),
    );
    // From the explorer, in the browser (a tool page asked for directly comes rendered by the BFF).
    await page.goto(`/tools?q=${encodeURIComponent(tool.name)}`);
    await page.getByRole('link', { name: tool.name, exact: true }).click();
    await expect(page.getByText('Failed to load tool details')).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
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
