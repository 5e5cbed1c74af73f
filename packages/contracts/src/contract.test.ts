import type { AppRoute, AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { apiContract, ListToolsQuery, ToolIdParam } from './index.ts';

function routes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((value) =>
    'method' in value ? [value as AppRoute] : routes(value as AppRouter),
  );
}

describe('the BFF contract', () => {
  it('puts every route under /api with a summary and a declared success', () => {
    for (const route of routes(apiContract)) {
      expect(route.path).toMatch(/^\/api\//);
      expect(route.summary, route.path).toBeTruthy();
      expect(
        Object.keys(route.responses).some((status) => status.startsWith('2')),
        route.path,
      ).toBe(true);
    }
  });

  it('declares a 400 for every route that takes input', () => {
    for (const route of routes(apiContract)) {
      const takesInput = ('query' in route && route.query !== undefined) || 'body' in route;
      if (takesInput) expect(route.responses, route.path).toHaveProperty('400');
    }
  });

  it('gives the explorer sensible defaults and coerces query strings', () => {
    expect(ListToolsQuery.parse({})).toEqual({ lang: 'en', sort: 'rating', page: 1, pageSize: 12 });
    expect(ListToolsQuery.parse({ page: '3', pageSize: '24', q: '  chat  ' })).toMatchObject({
      page: 3,
      pageSize: 24,
      q: 'chat',
    });
  });

  it.each([
    { page: '0' },
    { pageSize: '49' },
    { sort: 'stars' },
    { lang: 'de' },
    { q: 'x'.repeat(101) },
  ])('rejects %o', (query) => {
    expect(ListToolsQuery.safeParse(query).success).toBe(false);
  });

  it('accepts only slug-shaped tool ids', () => {
    expect(ToolIdParam.safeParse({ id: 'github-copilot' }).success).toBe(true);
    for (const id of ['', 'Caps', '../etc', 'a'.repeat(81)]) {
      expect(ToolIdParam.safeParse({ id }).success, id).toBe(false);
    }
  });
});
