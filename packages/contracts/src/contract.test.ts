import type { AppRoute, AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import {
  accessLevels,
  AgentToolParams,
  agentAuthContract,
  AgentTokenStatus,
  apiContract,
  ListToolsQuery,
  ToolIdParam,
  toolIds,
} from './index.ts';

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

  it('says who may call every route, and declares what a guard answers', () => {
    for (const route of routes(apiContract)) {
      const declared = (route.metadata as { auth?: string } | undefined)?.auth;
      expect(accessLevels, `${route.method} ${route.path}`).toContain(declared);
      if (declared !== 'public') expect(route.responses, route.path).toHaveProperty('401');
      if (declared === 'admin') expect(route.responses, route.path).toHaveProperty('403');
    }
  });

  it('declares a 400 for every route that takes input', () => {
    for (const route of routes(apiContract)) {
      const noBody = 'body' in route && typeof route.body === 'symbol'; // c.noBody()
      const takesInput =
        ('query' in route && route.query !== undefined) ||
        ('pathParams' in route && route.pathParams !== undefined) ||
        ('body' in route && !noBody);
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

describe('the agent authentication server contract', () => {
  const agentRoutes = routes(agentAuthContract);

  it('gives every route a summary and a declared success', () => {
    for (const route of agentRoutes) {
      expect(route.summary, route.path).toBeTruthy();
      expect(route.responses, route.path).toHaveProperty('200');
    }
  });

  it('declares a 401 wherever a bearer token is needed, and everywhere but the login', () => {
    for (const route of agentRoutes) {
      if (route.path === '/auth/login') continue;
      expect(route.headers, route.path).toBeDefined();
      expect(route.responses, route.path).toHaveProperty('401');
    }
  });

  it('declares a 404 for every route about one tool, and knows the five tools', () => {
    const toolRoutes = agentRoutes.filter((route) => route.path.includes(':tool'));
    expect(toolRoutes.length).toBe(6);
    for (const route of toolRoutes) expect(route.responses, route.path).toHaveProperty('404');
    expect(toolIds).toEqual(['google-drive', 'notion', 'slack', 'github', 'hubspot']);
    expect(AgentToolParams.safeParse({ tool: 'notion' }).success).toBe(true);
    expect(AgentToolParams.safeParse({ tool: 'dropbox' }).success).toBe(false);
  });

  it('lets a token status say "not connected" with no dates', () => {
    const notConnected = {
      tool: 'slack',
      connected: false,
      is_valid: false,
      has_refresh_token: false,
      expires_at: null,
      connected_at: null,
    };
    expect(AgentTokenStatus.parse(notConnected)).toEqual(notConnected);
    expect(AgentTokenStatus.safeParse({ ...notConnected, expires_at: 'tomorrow' }).success).toBe(
      false,
    );
  });
});
