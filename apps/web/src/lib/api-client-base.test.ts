// @vitest-environment happy-dom
import { convertQueryParamsToUrlString, initContract, insertParamsIntoPath } from '@ts-rest/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  clientFor,
  pathWith,
  preloadRead,
  queryString,
  UnknownStatusError,
} from './api-client-base';

const c = initContract();
const contract = c.router(
  {
    get: {
      method: 'GET',
      path: '/things/:id',
      query: z.object({ q: z.string().optional() }),
      responses: { 200: z.object({ id: z.string() }), 404: z.object({ error: z.string() }) },
    },
    create: {
      method: 'POST',
      path: '/things',
      body: z.object({ name: z.string() }),
      responses: { 201: z.object({ name: z.string() }) },
    },
    remove: {
      method: 'DELETE',
      path: '/things/:id',
      body: c.noBody(),
      responses: { 204: c.noBody() },
    },
    upload: {
      method: 'POST',
      path: '/things/:id/files',
      contentType: 'multipart/form-data',
      body: c.type<{ file: File }>(),
      responses: { 201: z.object({ name: z.string(), size: z.number() }) },
    },
  },
  { pathPrefix: '/api' },
);

const seen: { method: string; url: string; headers: Headers; body: string | null }[] = [];
const server = setupServer(
  http.get('*/api/things/:id', ({ request, params }) => {
    seen.push({ method: 'GET', url: request.url, headers: request.headers, body: null });
    return params.id === 'gone'
      ? HttpResponse.json({ error: 'Not found' }, { status: 404 })
      : params.id === 'teapot'
        ? HttpResponse.text('short and stout', { status: 418 })
        : HttpResponse.json({ id: String(params.id) });
  }),
  http.post('*/api/things', async ({ request }) => {
    const body = await request.text();
    seen.push({ method: 'POST', url: request.url, headers: request.headers, body });
    return HttpResponse.json(JSON.parse(body) as object, { status: 201 });
  }),
  http.delete('*/api/things/:id', () => new HttpResponse(null, { status: 204 })),
  http.post('*/api/things/:id/files', async ({ request }) => {
    const file = (await request.formData()).get('file') as File;
    return HttpResponse.json({ name: file.name, size: file.size }, { status: 201 });
  }),
);
beforeAll(() => server.listen());
afterAll(() => server.close());

describe("the API client's requests are ts-rest's", () => {
  it('encodes a query as ts-rest does, whatever it holds', () => {
    const queries: Record<string, unknown>[] = [
      {},
      { q: 'a b&c=d', page: 2 },
      { tags: ['x', 'y z'], empty: null, gone: undefined },
      { filter: { from: new Date('2026-01-02T03:04:05Z'), to: 'é/?' }, yes: true },
      { nested: [{ a: 1 }, { b: ['c'] }] },
    ];
    for (const query of queries)
      expect(queryString(query)).toBe(convertQueryParamsToUrlString(query));
  });

  it('fills a path as ts-rest does', () => {
    for (const [path, params] of [
      ['/api/brains/:id/sources/:sourceId', { id: 'b1', sourceId: 's2' }],
      ['/api/things/:id?', {}],
      ['/api/things/:id', { id: 'a%2Fb' }],
    ] as const)
      expect(pathWith(path, params)).toBe(insertParamsIntoPath({ path, params }));
  });

  it('calls with the app header and cookies, and answers by status', async () => {
    const api = clientFor(contract);
    const found = await api.get({ params: { id: '7' }, query: { q: 'x y' } });
    expect(found).toMatchObject({ status: 200, body: { id: '7' } });
    expect(seen.at(-1)!.url).toMatch(/\/api\/things\/7\?q=x%20y$/);
    expect(seen.at(-1)!.headers.get('x-requested-with')).toBe('agentia-web');

    expect(await api.get({ params: { id: 'gone' } })).toMatchObject({
      status: 404,
      body: { error: 'Not found' },
    });

    const made = await api.create({ body: { name: 'Ada' } });
    expect(made).toMatchObject({ status: 201, body: { name: 'Ada' } });
    expect(seen.at(-1)!.headers.get('content-type')).toBe('application/json');
    expect(seen.at(-1)!.body).toBe('{"name":"Ada"}');

    expect(await api.remove({ params: { id: '7' } })).toMatchObject({
      status: 204,
    });

    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await api.upload({ params: { id: '7' }, body: { file } })).toMatchObject({
      status: 201,
      body: { name: 'notes.txt', size: 5 },
    });
  });

  it('throws on a status the route does not declare', async () => {
    const api = clientFor(contract);
    const error = await api.get({ params: { id: 'teapot' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnknownStatusError);
    expect((error as UnknownStatusError).response).toMatchObject({
      status: 418,
      body: 'short and stout',
    });
  });

  it('stops when its signal aborts', async () => {
    const api = clientFor(contract);
    const controller = new AbortController();
    controller.abort();
    await expect(
      api.get({ params: { id: '7' }, fetchOptions: { signal: controller.signal } }),
    ).rejects.toThrow();
  });
});

describe('a read asked for ahead', () => {
  const client = clientFor(contract);

  it('is a fetch preload of the very address the call asks, once, and for GETs only', async () => {
    seen.length = 0;
    await client.get({ params: { id: 'a b' }, query: { q: 'x&y' } });
    const asked = seen[0]!.url;
    // The links are kept, not put in the page: this DOM would fetch them itself.
    const added: HTMLLinkElement[] = [];
    const append = vi
      .spyOn(document.head, 'append')
      .mockImplementation((...nodes) => void added.push(...(nodes as HTMLLinkElement[])));
    preloadRead(client.get, { params: { id: 'a b' }, query: { q: 'x&y' } });
    preloadRead(client.get, { params: { id: 'a b' }, query: { q: 'x&y' } });
    preloadRead(client.create, { body: { name: 'n' } });
    append.mockRestore();
    expect(
      added.map((link) => ({
        rel: link.rel,
        as: link.getAttribute('as'),
        href: new URL(link.getAttribute('href')!, location.href).href,
        crossOrigin: link.crossOrigin,
      })),
    ).toEqual([{ rel: 'preload', as: 'fetch', href: asked, crossOrigin: 'anonymous' }]);
  });

  it('is not asked for again when the page asked for it already (a signed-in page’s boot script)', async () => {
    seen.length = 0;
    await client.get({ params: { id: 'c' }, query: { q: 'z' } });
    const asked = new URL(seen[0]!.url);
    const existing = document.createElement('link');
    existing.rel = 'preload';
    existing.as = 'fetch';
    existing.setAttribute('href', `${asked.pathname}${asked.search}`);
    // A link the DOM does not fetch (no `href` property set through the page's base).
    const query = vi
      .spyOn(document.head, 'querySelectorAll')
      .mockReturnValue([existing] as unknown as NodeListOf<Element>);
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    preloadRead(client.get, { params: { id: 'c' }, query: { q: 'z' } });
    expect(append).not.toHaveBeenCalled();
    append.mockRestore();
    query.mockRestore();
  });
});
