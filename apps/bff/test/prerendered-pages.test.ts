import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, PASSWORD, registerAndVerify } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The fixture's build prerendered `/` and `/pricing` in English and French
// (fixtures/web-dist/prerendered): a page's heading tells which file was served.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: path, headers });

describe('a visitor without a session gets the public page prerendered', () => {
  it('in English by default, marked signed out, revalidated at every visit', async () => {
    const res = await get('/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Pricing</h1>');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<meta name="session" content="signed-out" />');
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect(res.headers.etag).toBeDefined();
  });

  it('in the language of the `lang` cookie, over what the browser accepts', async () => {
    const res = await get('/', { cookie: 'lang=fr', 'accept-language': 'en-US,en;q=0.9' });
    expect(res.body).toContain('<h1>Bienvenue</h1>');
    expect(res.headers['content-language']).toBe('fr');
    const english = await get('/', { cookie: 'lang=en', 'accept-language': 'fr-FR' });
    expect(english.body).toContain('<h1>Welcome home</h1>');
  });

  it('else in the first language the browser accepts that the site has', async () => {
    expect(
      (await get('/pricing', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).body,
    ).toContain('<h1>Tarifs</h1>');
    expect(
      (await get('/pricing', { 'accept-language': 'de-DE,fr;q=0.5,en;q=0.7' })).body,
    ).toContain('<h1>Pricing</h1>');
    expect((await get('/pricing', { 'accept-language': 'de, es' })).body).toContain(
      '<h1>Pricing</h1>',
    );
    // A cookie naming no language of the site is no choice.
    expect((await get('/pricing', { cookie: 'lang=de', 'accept-language': 'fr' })).body).toContain(
      '<h1>Tarifs</h1>',
    );
  });

  it('at the path as the router reads it: encoded, with a trailing slash', async () => {
    for (const path of ['/%70ricing', '/pricing/'])
      expect((await get(path)).body, path).toContain('<h1>Pricing</h1>');
  });

  it('compressed as the build compressed it, when the browser accepts that', async () => {
    const res = await get('/pricing', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<h1>Pricing</h1>');
    expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
  });
});

describe('everyone else gets the web app, which loads the session', () => {
  it('a request carrying a session cookie, whatever its language', async () => {
    for (const headers of [{ cookie: 'sid=whatever' }, { cookie: 'lang=fr; sid=whatever' }]) {
      const res = await get('/pricing', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('signed-out');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('a signed-in user', async () => {
    const browser = t.http();
    const { email } = await registerAndVerify(t, browser);
    const signIn = cookiesOf(
      await browser.post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    const res = await get('/', { cookie: `sid=${signIn.sid!.value}` });
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('a page the build did not prerender, an unknown path, a dashboard path', async () => {
    // A query may change what the page shows (the case studies' filters).
    for (const path of [
      '/pricing?plan=pro',
      '/tools',
      '/tools/chatgpt',
      '/pricing/extra',
      '/nothing',
      '/dashboard',
      '//',
    ]) {
      const res = await get(path, { cookie: 'lang=fr' });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
    }
  });
});
