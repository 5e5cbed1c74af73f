import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiContract, type RouteAccess } from '@app/contracts';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { workspaceRoot } from '../../env.ts';
import { renderOpenApiDocument } from './openapi.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

type Operation = {
  summary?: string;
  operationId?: string;
  'x-access'?: string;
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  requestBody?: unknown;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Every route of the contract but the development-only ones, with its OpenAPI path and method. */
function servedRoutes(router: AppRouter = apiContract, names: string[] = []) {
  const routes: { id: string; path: string; method: string; route: AppRoute }[] = [];
  for (const [name, value] of Object.entries(router)) {
    if (names.length === 0 && name === 'dev') continue;
    if ('method' in value && typeof value.method === 'string') {
      const route = value as AppRoute;
      routes.push({
        id: [...names, name].join('.'),
        path: route.path.replace(/:(\w+)/g, '{$1}'),
        method: route.method.toLowerCase(),
        route,
      });
    } else routes.push(...servedRoutes(value as AppRouter, [...names, name]));
  }
  return routes;
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.http().get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = res.body as Document;
});
afterAll(() => t.close());

describe('the API reference', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('has every served route with its summary, access, parameters and every answer', () => {
    const routes = servedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const { id, path, method, route } of routes) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation!.operationId).toBe(id);
      expect(operation!.summary).toBe(route.summary);
      const access = (route.metadata as RouteAccess).auth;
      expect(operation!['x-access']).toBe(access);
      expect(Boolean(operation!.security), id).toBe(access !== 'public');
      // Every declared status, the shared ones (413, 415, 429, 503) included, with its body.
      const statuses = Object.keys(route.responses).sort();
      expect(Object.keys(operation!.responses).sort(), id).toEqual(statuses);
      const hasBody =
        route.method !== 'GET' &&
        ((route as { body?: unknown }).body instanceof z.ZodType ||
          (route as { contentType?: string }).contentType === 'multipart/form-data');
      expect(Boolean(operation!.requestBody), `${id} body`).toBe(hasBody);
    }
    // The error body is described on the answers that carry it.
    const signIn = document.paths['/api/auth/login']!.post!;
    for (const status of ['400', '429'])
      expect(JSON.stringify(signIn.responses[status]!.content), status).toContain('"error"');
    // Development routes are not part of what production serves.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/dev'))).toBe(false);
  });

  it('is checked in under docs/api as generated (run `pnpm --filter @app/bff openapi`)', () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const checkedIn = readFileSync(resolve(workspaceRoot, 'docs/api/openapi.json'), 'utf8');
    expect(checkedIn === renderOpenApiDocument(version), 'docs/api/openapi.json drifted').toBe(
      true,
    );
    expect(JSON.parse(checkedIn)).toEqual(document);
  });

  it('serves Swagger UI from our origin, without inline scripts', async () => {
    const page = await t.http().get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.text;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(inline!.trim()).toBe('');
    }
    const initializer = await t.http().get('/api/docs/static/swagger-initializer.js');
    expect(initializer.status).toBe(200);
    const bundle = await t.http().get('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    // Our CSP stays on the page: scripts and styles from this origin only.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
  });
});
