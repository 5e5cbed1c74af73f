import { apiContract } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTools } from '../src/db/seed/tools-data.ts';
import { expectContract } from './helpers/contract.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const { listTools, getToolFacets, getTool } = apiContract.catalogue;
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
