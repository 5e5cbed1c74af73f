import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, PASSWORD, registerAndVerify } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The fixture's build prerendered `/` and `/pricing` in English and French
// (fixtures/web-dist/prerendered): a page's heading tells which file was served.
let t: TestApp;
/** A signed-in user's session cookie (`sid=…`), and their email. */
let signedIn: { cookie: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  const browser = t.http();
  const { email } = await registerAndVerify(t, browser);
  const login = cookiesOf(
    await browser.post('/api/auth/login').send({ email, password: PASSWORD }),
  );
  signedIn = { cookie: `sid=${login.sid!.value}`, email };
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
    // Signed out, it asks for no session: nothing to preload.
    expect(res.headers.link).toBeUndefined();
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
      // The shell, the session, then the page's own chunks and translations in the language
      // the app will start in: asked for as the page arrives, not once the entry has run.
      const common = headers.cookie.includes('lang=fr') ? 'common-fr1' : 'common-en1';
      expect(res.headers.link).toBe(
        [
          '</assets/index-abc123.css>; rel=preload; as=style; crossorigin',
          '</assets/index-abc123.js>; rel=modulepreload',
          '</api/session>; rel=preload; as=fetch; crossorigin',
          '</assets/pricing-page-p1.js>; rel=modulepreload',
          `</assets/${common}.js>; rel=modulepreload`,
        ].join(', '),
      );
    }
  });

  it('names what the app loads on the route the path is, in the order the router tries them', async () => {
    // A signed-in page comes rendered, naming the files in its HTML (for the boot script); a public
    // one is the web app, naming them in its `Link` header: the same files either way.
    const links = async (path: string, headers: Record<string, string> = {}) => {
      const res = await get(path, {
        ...headers,
        cookie: `${headers.cookie ?? ''}; ${signedIn.cookie}`,
      });
      const rendered = /<p id="files">([^<]*)<\/p>/.exec(res.body)?.[1];
      const files =
        rendered !== undefined
          ? rendered.split(' ').filter(Boolean)
          : String(res.headers.link)
              .split(', ')
              .filter((link) => !link.includes('index-abc123') && !link.includes('/api/session'))
              .map((link) => /^<\/(assets\/[^>]+)>; rel=modulepreload$/.exec(link)?.[1]);
      return files.map((file) => /^assets\/([^/]+)\.js$/.exec(file ?? '')?.[1]);
    };
    expect(await links('/dashboard/brains/new')).toEqual([
      'new-brain-page-n1',
      'brains-en1',
      'common-en1',
    ]);
    // `/dashboard/brains/new` is tried before `/:id`; any other id is a brain, encoded or not.
    for (const path of [
      '/dashboard/brains/b-42',
      '/dashboard/brains/%62-42',
      '/dashboard/brains/b-42/',
    ])
      expect(await links(path), path).toEqual(['brain-page-b1', 'brains-en1', 'common-en1']);
    // The language the web app starts in: the `lang` cookie, else what the browser accepts.
    expect(await links('/dashboard/brains/b-42', { 'accept-language': 'fr-CA, en;q=0.5' })).toEqual(
      ['brain-page-b1', 'brains-fr1', 'common-fr1'],
    );
    // A path no route is: the shell and the session only.
    for (const path of ['/dashboard/brains/b-42/extra', '/nothing', '/pricing/more'])
      expect(await links(path), path).toEqual([]);
    // A long or odd segment is still one segment: the route's files, found at once.
    for (const path of [`/dashboard/brains/${'b'.repeat(20_000)}`, '/dashboard/brains/%00'])
      expect(await links(path), path.slice(0, 40)).toEqual([
        'brain-page-b1',
        'brains-en1',
        'common-en1',
      ]);
    // A dot segment is read as the browser reads it.
    expect(await links('/%2e%2e/pricing')).toEqual(['pricing-page-p1', 'common-en1']);
  });

  it('names what the screen first asks the API, when the URL has no query the screen would read', async () => {
    // The page comes rendered with the session, naming its first reads for the boot script.
    const named = async (path: string, cookie = '') => {
      const body = (await get(path, { cookie: `${cookie}${signedIn.cookie}` })).body;
      const list = (id: string) =>
        (new RegExp(`<p id="${id}">([^<]*)</p>`).exec(body)?.[1] ?? '')
          .replaceAll('&amp;', '&')
          .split(' ')
          .filter(Boolean);
      return { files: list('files'), reads: list('reads') };
    };
    const files = (language: string) =>
      ['brains-page-l1', `brains-${language}1`, `common-${language}1`].map(
        (file) => `assets/${file}.js`,
      );
    for (const path of [
      '/dashboard/brains',
      '/dashboard/brains/',
      '/dashboard/%62rains',
      '/dashboard/brains?',
    ])
      expect(await named(path), path).toEqual({
        files: files('en'),
        reads: ['/api/brains?scope=mine&page=1&pageSize=12', '/api/invitations?kind=brain&lang=en'],
      });
    // In the language the app starts in.
    expect((await named('/dashboard/brains', 'lang=fr; ')).reads).toContain(
      '/api/invitations?kind=brain&lang=fr',
    );
    // A query is the screen's to read (a search, another page): its files only.
    for (const path of [
      '/dashboard/brains?page=2',
      '/dashboard/brains/?q=a',
      '/dashboard/brains?=',
    ])
      expect(await named(path), path).toEqual({ files: files('en'), reads: [] });
    // A route the build lists no read for asks for none.
    expect((await named('/dashboard/brains/b-42')).reads).toEqual([]);
    // The web app's own page names the same in its `Link` header (ADR 062, 063), the session first.
    const index = String((await get('/pricing', { cookie: 'sid=whatever' })).headers.link);
    expect(index).toContain('</api/session>; rel=preload; as=fetch; crossorigin');
  });

  it('a signed-in user, on a public page', async () => {
    const res = await get('/', { cookie: signedIn.cookie });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers.link).toContain('</api/session>; rel=preload');
  });

  it('a page the build did not prerender, an unknown path', async () => {
    // A query may change what the page shows (the case studies' filters).
    for (const path of [
      '/pricing?plan=pro',
      '/tools?category=writing',
      '/pricing/extra',
      '/nothing',
      '/dashboardish',
      '//',
    ]) {
      const res = await get(path, { cookie: 'lang=fr' });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
      expect(res.headers.link, path).toContain('</api/session>; rel=preload');
      expect(res.headers.link, path).toContain('</assets/index-abc123.js>; rel=modulepreload');
    }
  });
});

describe('a visitor without a session who asks for a signed-in page', () => {
  it('is sent to the sign-in page at once, which brings them back after', async () => {
    for (const [path, redirect] of [
      ['/dashboard', '/dashboard'],
      ['/dashboard/brains/123?tab=sources', '/dashboard/brains/123?tab=sources'],
      ['/admin/users?q=ada%20l', '/admin/users?q=ada%20l'],
      ['/%61dmin', '/%61dmin'],
      ['/dashboard/', '/dashboard/'],
    ] as const) {
      const res = await get(path, { cookie: 'lang=fr' });
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location, path).toBe(`/login?redirect=${encodeURIComponent(redirect)}`);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers.vary, path).toMatch(/Cookie/);
    }
  });

  it('with a cookie that opens no session, is sent there too, and the cookie is dropped', async () => {
    const res = await get('/dashboard/brains?q=a', { cookie: 'sid=whatever' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/login?redirect=${encodeURIComponent('/dashboard/brains?q=a')}`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('lands on the sign-in page rendered, whatever its query', async () => {
    const res = await get('/login?redirect=%2Fdashboard', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Sign in: password');
    expect(res.body).toContain('<html lang="fr">');
    // What the app loads there, in that language, for the boot script to ask for once painted.
    expect(res.body).toContain('<p id="files">assets/login-page-g1.js assets/auth-fr1.js</p>');
  });
});

// The fixture's server entry renders a signed-in page's heading from what it was given: the
// session's email, the URL, the sidebar's state (fixtures/.prerender/render-page.js).
describe('a signed-in visitor gets their page rendered with their session (ADR 067)', () => {
  it('the dashboard painted from the response, carrying the session, kept by no cache', async () => {
    const res = await get('/dashboard/brains', {
      cookie: `lang=fr; ${signedIn.cookie}`,
      'accept-encoding': 'identity',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-language']).toBe('fr');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain(`<h1>${signedIn.email} at /dashboard/brains, sidebar open</h1>`);
    expect(res.body).toContain('<script type="module" src="/assets/boot-test.js"></script>');
    // The session as `GET /api/session` tells it, so the app asks for none.
    const carried = /<script type="application\/json" id="session-state">([^<]*)<\/script>/.exec(
      res.body,
    )?.[1];
    const session = (await get('/api/session', { cookie: signedIn.cookie })).json<unknown>();
    expect(JSON.parse(carried!)).toEqual(session);
    // No `Link` header: what the app loads and first reads, the boot script asks for once the
    // page has painted (the real entry names them in `<meta name="page-modules">`, `page-reads`).
    expect(res.headers.link).toBeUndefined();
    expect(res.body).toContain('<p id="reads">/api/brains?scope=mine&amp;page=1&amp;pageSize=12 ');
    expect(res.body).toContain('assets/brains-fr1.js');
  });

  it('at its URL, query and all, with the sidebar as its cookie says, compressed', async () => {
    const res = await get('/admin/users?q=ada%20l', {
      cookie: `sidebar=closed; ${signedIn.cookie}`,
      'accept-encoding': 'br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      `<h1>${signedIn.email} at /admin/users?q=ada%20l, sidebar closed</h1>`,
    );
    // Odd paths are the app's to answer (its not-found screen), rendered all the same.
    for (const path of ['/dashboard/brains/%00', `/dashboard/${'b'.repeat(20_000)}`]) {
      const odd = await get(path, { cookie: signedIn.cookie, 'accept-encoding': 'gzip' });
      expect(odd.statusCode, path.slice(0, 30)).toBe(200);
      expect(gunzipSync(odd.rawPayload).toString(), path.slice(0, 30)).toContain(
        `at ${path.slice(0, 30)}`,
      );
    }
  });

  it('the web app, which asks for the session, when the page cannot be rendered', async () => {
    const res = await get('/dashboard/brains/renderer-fails', { cookie: signedIn.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('session-state');
    expect(res.headers.link).toContain('</api/session>; rel=preload');
  });

  it('the web app for what comes past eight renders waiting at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        get(`/dashboard/brains/slow-${i}`, { cookie: signedIn.cookie }),
      ),
    );
    expect(answers.filter((res) => res.body.includes('<h1>'))).toHaveLength(8);
    expect(answers.filter((res) => res.body.includes('<div id="root"></div>'))).toHaveLength(4);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
  });

  it('only at a signed-in page: a public one stays the web app', async () => {
    for (const path of ['/pricing', '/tools', '/nothing']) {
      const res = await get(path, { cookie: signedIn.cookie });
      expect(res.body, path).toContain('<div id="root"></div>');
    }
  });

  it('with nothing of it for a session ended since: sent to sign in, nothing rendered', async () => {
    const browser = t.http();
    const { email } = await registerAndVerify(t, browser);
    const login = cookiesOf(
      await browser.post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    const cookie = `sid=${login.sid!.value}`;
    expect((await get('/dashboard', { cookie })).body).toContain(email);
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    const res = await get('/dashboard', { cookie });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Fdashboard');
    expect(res.body).not.toContain(email);
  });
});

// The fixture's server entry (fixtures/.prerender/render-page.js) renders a data page's heading
// from the BFF's own answer: the tool's name, or the number of tools.
describe('a visitor without a session gets a data page rendered with the API’s answers', () => {
  const renders = () => (globalThis as { dataPageRenders?: number }).dataPageRenders ?? 0;

  it('the catalogue and a tool page, in the visitor’s language, marked for the boot script', async () => {
    const list = await get('/tools', { 'accept-language': 'fr-FR' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatch(/<h1>\d+ tools<\/h1>/);
    expect(list.body).toContain('<html lang="fr">');
    expect(list.body).toContain('<script type="module" src="/assets/boot-test.js"></script>');
    expect(list.headers['content-language']).toBe('fr');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    const tool = await get('/tools/chatgpt');
    expect(tool.body).toContain('<h1>ChatGPT</h1>');
    expect(tool.headers['content-language']).toBe('en');
    // With what the app loads on the route, stylesheets too (none listed for `/tools`).
    expect(tool.body).toContain(
      '<p id="files">assets/tool-page-t1.js assets/tool-page-t1.css assets/catalogue-en1.js</p>',
    );
    expect(list.body).toContain('<p id="files"></p>');
    // A tool that does not exist is the page's not-found state, rendered as well.
    expect((await get('/tools/no-such-tool')).body).toContain('<h1>answer 404</h1>');
  });

  it('rendered once for a few seconds, revalidated by its ETag, compressed', async () => {
    const first = await get('/tools/claude', { cookie: 'lang=fr' });
    const before = renders();
    const again = await get('/tools/claude', { cookie: 'lang=fr' });
    expect(renders()).toBe(before);
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await get('/tools/claude', {
      cookie: 'lang=fr',
      'if-none-match': first.headers.etag!,
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const br = await get('/tools/claude', { cookie: 'lang=fr', 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await get('/tools/claude', { cookie: 'lang=fr', 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('the web app as for anyone else when the page cannot be rendered', async () => {
    const res = await get('/tools/renderer-fails');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('the web app for what comes past eight renders waiting at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(`/tools/slow-${i}`)),
    );
    const rendered = answers.filter((res) => res.body.includes('<h1>answer 404</h1>'));
    const shell = answers.filter((res) => res.body.includes('<div id="root"></div>'));
    expect(rendered).toHaveLength(8);
    expect(shell).toHaveLength(4);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
  });

  it('never for a session, a query, or a path below a tool page', async () => {
    for (const [path, headers] of [
      ['/tools', { cookie: 'sid=whatever' }],
      ['/tools/chatgpt', { cookie: 'lang=fr; sid=whatever' }],
      ['/tools?q=chat', {}],
      ['/tools/chatgpt?lang=fr', {}],
      ['/tools/chatgpt/extra', {}],
    ] as const) {
      const res = await get(path, headers);
      expect(res.body, path).toContain('<div id="root"></div>');
    }
  });
});
