import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTools } from '../../db/seed/tools-data.ts';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const { catalogue } = apiContract;
const { listTools, getToolFacets, getTool } = catalogue;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/tools (the explorer)', () => {
  it('lists the seeded catalogue, best rated first, twelve to a page', async () => {
    const page = expectContract(listTools, 200, await t.http().get('/api/tools'));
    expect(page.total).toBe(seedTools.length);
    expect(page.items).toHaveLength(12);
    expect(page.pageCount).toBe(Math.ceil(seedTools.length / 12));
    const averages = page.items.map((tool) => tool.rating.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it('finds tools by a word of their name or description, whatever its case', async () => {
    const target = seedTools[0]!;
    const word = target.en.name.slice(0, 4).toUpperCase();
    const page = expectContract(
      listTools,
      200,
      await t.http().get('/api/tools').query({ q: word }),
    );
    expect(page.items.map((tool) => tool.id)).toContain(target.id);
    for (const tool of page.items) {
      const haystack = `${tool.name} ${tool.description} ${tool.tags.join(' ')}`.toLowerCase();
      expect(haystack).toContain(word.toLowerCase());
    }
  });

  it('treats % and _ in a search as plain characters', async () => {
    const page = expectContract(
      listTools,
      200,
      await t.http().get('/api/tools').query({ q: '%_%' }),
    );
    expect(page.total).toBe(0);
    expect(page.items).toEqual([]);
  });

  it('filters by a tag in the requested language', async () => {
    const facets = expectContract(
      getToolFacets,
      200,
      await t.http().get('/api/tools/facets').query({ lang: 'fr' }),
    );
    const { tag, count } = facets.tags[0]!;
    const page = expectContract(
      listTools,
      200,
      await t.http().get('/api/tools').query({ lang: 'fr', tag, pageSize: 48 }),
    );
    expect(page.total).toBe(count);
    expect(page.items.every((tool) => tool.tags.includes(tag) && tool.lang === 'fr')).toBe(true);
  });

  it('filters by category and counts every category in the facets', async () => {
    const facets = expectContract(getToolFacets, 200, await t.http().get('/api/tools/facets'));
    expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(seedTools.length);
    const { category, count } = facets.categories[0]!;
    const page = expectContract(
      listTools,
      200,
      await t.http().get('/api/tools').query({ category, pageSize: 48 }),
    );
    expect(page.total).toBe(count);
    expect(page.items.every((tool) => tool.category === category)).toBe(true);
  });

  it('sorts by name and by newest', async () => {
    const byName = expectContract(
      listTools,
      200,
      await t.http().get('/api/tools').query({ sort: 'name', pageSize: 48 }),
    );
    const names = byName.items.map((tool) => tool.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const newest = expectContract(
      listTools,
      200,
      await t.http().get('/api/tools').query({ sort: 'newest', pageSize: 48 }),
    );
    const latest = [...seedTools].sort((a, b) => b.addedAt.localeCompare(a.addedAt))[0]!;
    expect(newest.items[0]!.id).toBe(latest.id);
  });

  it('pages through every tool exactly once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = expectContract(
        listTools,
        200,
        await t.http().get('/api/tools').query({ sort: 'name', page, pageSize: 10 }),
      );
      seen.push(...body.items.map((tool) => tool.id));
    }
    expect(new Set(seen).size).toBe(seedTools.length);
  });

  it.each([
    [{ sort: 'popular' }, 'query.sort'],
    [{ page: '0' }, 'query.page'],
    [{ pageSize: '500' }, 'query.pageSize'],
    [{ lang: 'de' }, 'query.lang'],
    [{ category: 'games' }, 'query.category'],
  ])('rejects %o with a clear 400', async (query, path) => {
    const body = expectContract(listTools, 400, await t.http().get('/api/tools').query(query));
    expect(body.error).toContain(path);
    expect(body.issues?.[0]?.path).toBe(path);
  });
});

describe('GET /api/tools/:id (the tool page)', () => {
  const withEverything = seedTools.find((tool) => tool.en.guide.body && tool.en.guide.conclusion)!;

  it('returns the tool with its guide, rating summary and comments newest first', async () => {
    const tool = expectContract(
      getTool,
      200,
      await t.http().get(`/api/tools/${withEverything.id}`),
    );
    expect(tool.name).toBe(withEverything.en.name);
    expect(tool.guide?.introduction).toBe(withEverything.en.guide.introduction);
    expect(tool.guide?.bodyHtml).toMatch(/<h2>/);
    expect(tool.guide?.conclusion).toBe(withEverything.en.guide.conclusion);
    const times = tool.comments.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('speaks French when asked', async () => {
    const tool = expectContract(
      getTool,
      200,
      await t.http().get(`/api/tools/${withEverything.id}`).query({ lang: 'fr' }),
    );
    expect(tool.lang).toBe('fr');
    expect(tool.description).toBe(withEverything.fr.description);
    expect(tool.guide?.seoTitle).toBe(withEverything.fr.guide.seoTitle);
  });

  it('averages the rating rows to one decimal', async () => {
    const rows = await t.database.db
      .selectFrom('ratings')
      .select('rating')
      .where('tool_id', '=', withEverything.id)
      .execute();
    const tool = expectContract(
      getTool,
      200,
      await t.http().get(`/api/tools/${withEverything.id}`),
    );
    expect(tool.rating.count).toBe(rows.length);
    const mean = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length;
    expect(tool.rating.average).toBeCloseTo(Math.round(mean * 10) / 10, 5);
  });

  it('leaves out the body and the conclusion when the guide has none', async () => {
    const noBody = seedTools.find((tool) => tool.en.guide.body === null)!;
    const noConclusion = seedTools.find((tool) => tool.en.guide.conclusion === null)!;
    const a = expectContract(getTool, 200, await t.http().get(`/api/tools/${noBody.id}`));
    expect(a.guide?.bodyHtml).toBeNull();
    const b = expectContract(getTool, 200, await t.http().get(`/api/tools/${noConclusion.id}`));
    expect(b.guide?.conclusion).toBeNull();
  });

  it('falls back to English where the French translation is missing', async () => {
    const id = withEverything.id;
    await t.database.db
      .deleteFrom('tool_translations')
      .where('tool_id', '=', id)
      .where('locale', '=', 'fr')
      .execute();
    t.services.catalogue.invalidate();
    const tool = expectContract(
      getTool,
      200,
      await t.http().get(`/api/tools/${id}`).query({ lang: 'fr' }),
    );
    expect(tool.lang).toBe('en');
    expect(tool.name).toBe(withEverything.en.name);
    expect(tool.guide?.introduction).toBe(withEverything.en.guide.introduction);
  });

  it('sanitises the Markdown body before it leaves the server', async () => {
    await t.database.db
      .updateTable('tool_translations')
      .set({
        body: '## Hi\n\n<script>alert(1)</script><img src=x onerror=alert(2)>[x](javascript:alert(3))',
      })
      .where('tool_id', '=', withEverything.id)
      .where('locale', '=', 'en')
      .execute();
    t.services.catalogue.invalidate();
    const tool = expectContract(
      getTool,
      200,
      await t.http().get(`/api/tools/${withEverything.id}`),
    );
    expect(tool.guide?.bodyHtml).toContain('<h2>Hi</h2>');
    expect(tool.guide?.bodyHtml).not.toMatch(/<script|<img|onerror|href="javascript:/);
  });

  it('answers 404 with the spec text for an unknown tool', async () => {
    const body = expectContract(getTool, 404, await t.http().get('/api/tools/no-such-tool'));
    expect(body.error).toBe("The tool you're looking for doesn't exist.");
  });

  it('answers 400 for an id that cannot be a tool', async () => {
    expectContract(getTool, 400, await t.http().get('/api/tools/NOT_valid!'));
  });
});

describe('ratings and comments', () => {
  it('inserts a rating, then updates the same row, and the tool shows the new average', async () => {
    const browser = t.http();
    const { user } = await registerAndVerify(t, browser);
    const before = expectContract(
      catalogue.getTool,
      200,
      await t.http().get('/api/tools/notion-ai'),
    );
    expect(
      expectContract(
        catalogue.getMyRating,
        200,
        await browser.get('/api/tools/notion-ai/my-rating'),
      ),
    ).toEqual({ rating: null });

    const first = expectContract(
      catalogue.rateTool,
      200,
      await browser.put('/api/tools/notion-ai/rating').send({ rating: 5 }),
    );
    expect(first.summary.count).toBe(before.rating.count + 1);
    const second = expectContract(
      catalogue.rateTool,
      200,
      await browser.put('/api/tools/notion-ai/rating').send({ rating: 1 }),
    );
    expect(second.summary.count).toBe(first.summary.count);
    const rows = await t.database.db
      .selectFrom('ratings')
      .select('rating')
      .where('tool_id', '=', 'notion-ai')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ rating: 1 }]);
    const after = expectContract(
      catalogue.getTool,
      200,
      await t.http().get('/api/tools/notion-ai'),
    );
    expect(after.rating).toEqual(second.summary);
    expect(
      expectContract(
        catalogue.getMyRating,
        200,
        await browser.get('/api/tools/notion-ai/my-rating'),
      ),
    ).toEqual({ rating: 1 });

    for (const rating of [0, 6, 2.5, '4'])
      expectContract(
        catalogue.rateTool,
        400,
        await browser.put('/api/tools/notion-ai/rating').send({ rating }),
      );
    expectContract(
      catalogue.rateTool,
      404,
      await browser.put('/api/tools/no-such-tool/rating').send({ rating: 3 }),
    );
    const anonymous = expectContract(
      catalogue.rateTool,
      401,
      await t.http().put('/api/tools/notion-ai/rating').send({ rating: 3 }),
    );
    expect(anonymous.error).toBe('No active session');
  });

  it('posts a trimmed comment that the tool then lists first, as text', async () => {
    const browser = t.http();
    await registerAndVerify(t, browser, undefined, 'Linus');
    const content = '  <b>Great</b> for meeting notes.  ';
    const comment = expectContract(
      catalogue.createComment,
      201,
      await browser.post('/api/tools/notion-ai/comments').send({ content }),
    );
    expect(comment).toMatchObject({
      content: '<b>Great</b> for meeting notes.',
      author: { fullName: 'Linus' },
    });
    const tool = expectContract(
      catalogue.getTool,
      200,
      await t.http().get('/api/tools/notion-ai?lang=fr'),
    );
    expect(tool.comments[0]).toEqual(comment);

    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('comments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await count();
    for (const bad of ['', '   \n ', 'x'.repeat(2001)])
      expectContract(
        catalogue.createComment,
        400,
        await browser.post('/api/tools/notion-ai/comments').send({ content: bad }),
      );
    expectContract(
      catalogue.createComment,
      401,
      await t.http().post('/api/tools/notion-ai/comments').send({ content: 'Hello' }),
    );
    expect(await count()).toBe(total);
  });

  it('limits comments to ten a minute per person', async () => {
    const browser = t.http();
    await registerAndVerify(t, browser);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await browser.post('/api/tools/chatgpt/comments').send({ content: `Note ${i}` })).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
