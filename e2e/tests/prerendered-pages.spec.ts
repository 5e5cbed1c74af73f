import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { demo, signedInAs, signIn } from '../support/accounts.ts';
import { BASE_URL } from '../support/servers.ts';
import { expect, test, type Page } from '../support/test.ts';

// The content-only public pages are prerendered at build time in both languages; the BFF serves
// them to a visitor without a session in the language of the `lang` cookie, else of the browser.
const pages = {
  '/': {
    en: 'Put AI agents to work on the tasks that slow you down',
    fr: 'Confiez à des agents IA les tâches qui vous ralentissent',
  },
  '/pricing': { en: 'Pricing', fr: 'Tarifs' },
} as const;

const languageCookie = (lang: 'en' | 'fr') => ({ name: 'lang', value: lang, url: BASE_URL });

/** The page with JavaScript off: what its HTML shows on its own, in its language. */
async function withoutJavaScript(
  browser: Browser,
  path: string,
  lang: 'en' | 'fr',
  heading: string,
) {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  await bare.addCookies([languageCookie(lang)]);
  const html = await bare.newPage();
  const response = await html.goto(path);
  expect(response?.headers()['content-language']).toBe(lang);
  await expect(html.locator('html')).toHaveAttribute('lang', lang);
  await expect(html.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return { bare, html };
}

/**
 * What the page tells once loaded: the console's errors and warnings (a hydration mismatch is
 * one), the session requests, whether the main heading is the element the HTML came with (kept
 * by hydration, not rendered again), and the layout shifts.
 */
async function watch(context: BrowserContext, page: Page) {
  const console: string[] = [];
  const sessionRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
  });
  page.on('request', (request) => {
    if (/\/api\/(session|auth\/me)/.test(request.url())) sessionRequests.push(request.url());
  });
  await context.addInitScript(() => {
    const w = window as unknown as { firstHeading?: Element | null; shifts: string[] };
    w.shifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        w.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources
            .map(
              ({ node, previousRect: a, currentRect: b }) =>
                `${node?.nodeName}.${(node as Element | undefined)?.className} (${a.x},${a.y},${a.width}x${a.height} -> ${b.x},${b.y},${b.width}x${b.height})`,
            )
            .join(', ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
    // Parsed, before any module script runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.firstHeading = document.querySelector('main h1');
    });
  });
  return {
    console,
    sessionRequests,
    headingKept: () =>
      page.evaluate(() => {
        const { firstHeading } = window as unknown as { firstHeading?: Element | null };
        return (
          Boolean(firstHeading?.isConnected) && firstHeading === document.querySelector('main h1')
        );
      }),
    /** Every layout shift: its score, when, and what moved. */
    shifts: () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts),
  };
}

for (const [path, headings] of Object.entries(pages)) {
  for (const lang of ['en', 'fr'] as const) {
    test(`${path} in ${lang === 'en' ? 'English' : 'French'} is in its HTML, then hydrates without a word`, async ({
      browser,
    }) => {
      const { bare, html } = await withoutJavaScript(browser, path, lang, headings[lang]);
      await expect(html.getByRole('contentinfo')).toBeVisible();
      await expect(html).toHaveTitle(/Agentia/);
      await bare.close();

      // With JavaScript: the same nodes, hydrated, with no loader and no session request.
      const context = await browser.newContext();
      await context.addCookies([languageCookie(lang)]);
      const page = await context.newPage();
      const watched = await watch(context, page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: headings[lang] })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('full-page-loader')).toHaveCount(0);
      expect(await watched.headingKept(), 'the heading is the prerendered one').toBe(true);
      expect(watched.console).toEqual([]);
      expect(watched.sessionRequests).toEqual([]);
      expect(await watched.shifts(), 'layout shifts').toEqual([]);
      await context.close();
    });
  }
}

/**
 * A page the BFF rendered names what the app loads there (`<meta name="page-modules">`), which the
 * boot script asks for a few per task once the page has painted: the screen's own chunk among
 * them, and no `modulepreload` the app had to add itself as it started (in one task, ADR 069).
 */
async function expectModulesNamed(page: Page, screen: string) {
  const { named, linked } = await page.evaluate(() => ({
    named: (document.querySelector('meta[name="page-modules"]')?.getAttribute('content') ?? '')
      .split(' ')
      .filter(Boolean),
    linked: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
      (link) => new URL(link.href).pathname,
    ),
  }));
  expect(named.some((file) => file.startsWith(`/assets/${screen}-`))).toBe(true);
  expect(linked.filter((file) => !named.includes(file))).toEqual([]);
}

// The catalogue's pages read the API: the BFF renders them when asked, with its answers, which
// the page carries for the query cache (ADR 034).
const dataPages = {
  '/tools': { en: 'AI tools explorer', fr: "Explorateur d'outils IA" },
  '/tools/chatgpt': { en: 'ChatGPT', fr: 'ChatGPT' },
} as const;
const dataScreens = { '/tools': 'tools-explorer-page', '/tools/chatgpt': 'tool-detail-page' };

for (const [path, headings] of Object.entries(dataPages)) {
  for (const lang of ['en', 'fr'] as const) {
    test(`${path} in ${lang === 'en' ? 'English' : 'French'} comes rendered with the API's answers, then hydrates without asking again`, async ({
      browser,
    }) => {
      const { bare, html } = await withoutJavaScript(browser, path, lang, headings[lang]);
      if (path === '/tools')
        await expect(html.getByTestId('results-count')).toHaveText(/\d+ (tools|outils)/);
      else await expect(html.getByTestId('star-rating').first()).toBeVisible();
      await bare.close();

      const context = await browser.newContext();
      await context.addCookies([languageCookie(lang)]);
      const page = await context.newPage();
      const watched = await watch(context, page);
      const apiReads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: headings[lang] })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await watched.headingKept(), 'the heading is the rendered one').toBe(true);
      expect(watched.console).toEqual([]);
      expect(apiReads, 'the page asks the API nothing: it came with the answers').toEqual([]);
      expect(await watched.shifts(), 'layout shifts').toEqual([]);
      await expectModulesNamed(page, dataScreens[path as keyof typeof dataScreens]);
      if (path === '/tools') {
        // Hydrated: a filter asks the API and narrows the list.
        const count = page.getByTestId('results-count');
        const all = await count.textContent();
        await page.getByLabel(lang === 'en' ? 'Category' : 'Catégorie').selectOption({ index: 1 });
        await expect(count).not.toHaveText(all!);
        expect(apiReads.some((url) => url.includes('category='))).toBe(true);
      }
      await context.close();
    });
  }
}

test('after hydration, links navigate in the page and the language switch works', async ({
  context,
  page,
}) => {
  const watched = await watch(context, page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: pages['/'].en })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The toggle turns usable once the page is hydrated: a link clicked before would load a page.
  await expect(page.getByTestId('language-toggle')).toBeEnabled();
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page).toHaveTitle(/^Pricing \|/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );

  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const cookie = (await context.cookies()).find(({ name }) => name === 'lang');
  expect(cookie).toMatchObject({ value: 'fr', sameSite: 'Lax', httpOnly: false });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 86_400);

  // The next visit is served in French.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: pages['/'].fr })).toBeVisible();
  expect(watched.console).toEqual([]);
  expect(watched.sessionRequests).toEqual([]);
});

test('a visitor who stored another language than the page was served in sees theirs', async ({
  context,
  page,
}) => {
  // Stored before the cookie existed: the server goes by the browser's English.
  await context.addInitScript(() => {
    if (!localStorage.getItem('ui-state'))
      localStorage.setItem('ui-state', JSON.stringify({ language: 'fr' }));
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const cookie = (await context.cookies()).find(({ name }) => name === 'lang');
  expect(cookie?.value).toBe('fr');
});

test('the app starts after the first paint, and a stored dark theme is on before it', async ({
  context,
  page,
}) => {
  await context.addInitScript(() => {
    localStorage.setItem('ui-state', JSON.stringify({ theme: 'dark', language: 'en' }));
    // When the dark class came on <html>.
    const w = window as unknown as { darkAt?: number };
    new MutationObserver(() => {
      if (document.documentElement?.classList.contains('dark')) w.darkAt ??= performance.now();
    }).observe(document, { subtree: true, attributeFilter: ['class'] });
  });
  const response = await page.goto('/pricing');
  const html = (await response?.text()) ?? '';
  // The HTML names one small script and no module of the app: they come after its paint.
  expect(html.match(/<script\b[^>]*>/g)).toEqual([
    expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js">$/),
  ]);
  expect(html).not.toContain('modulepreload');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name));
    return {
      paint,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
      darkAt: (window as unknown as { darkAt?: number }).darkAt,
    };
  });
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThan(timing.paint);
  expect(timing.darkAt, 'the dark theme before the first paint').toBeLessThan(timing.paint);
  // The app is running: the theme toggle offers the light theme.
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('a signed-in visitor gets the web app, which loads their session and header', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, demo.pro.email, demo.pro.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const sessionRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/session')) sessionRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/pricing');
  expect(await response?.text()).not.toContain('content="signed-out"');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Asked once, by the page's response (its Link header) rather than by the app's script, whose
  // `fetch` took the preloaded answer; nothing was preloaded in vain.
  expect(sessionRequests).toHaveLength(1);
  const initiator = await page.evaluate(
    () =>
      (
        performance.getEntriesByName(
          `${location.origin}/api/session`,
        )[0] as PerformanceResourceTiming
      ).initiatorType,
  );
  expect(initiator).not.toBe('fetch');
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

// A signed-in visitor's page comes rendered by the BFF with their session, which it carries: the
// dashboard and the screen's heading paint from the response, and the app hydrates them without
// asking for the session (ADR 067).
const signedInScreens = {
  // The dashboard's own chrome: its sidebar and the user's menu.
  '/dashboard/brains': {
    en: 'Brains',
    fr: 'Cerveaux',
    data: /^(brains-count|brains-empty)$/,
    sidebar: true,
  },
  // The site's header, signed in.
  '/admin/users': {
    en: 'Users',
    fr: 'Utilisateurs',
    // Whoever is on its first page (the run's own sign-ups among them).
    data: /^user-row-/,
    sidebar: false,
  },
} as const;

for (const [path, screen] of Object.entries(signedInScreens)) {
  for (const lang of ['en', 'fr'] as const) {
    test(`${path} signed in, in ${lang === 'en' ? 'English' : 'French'}, comes rendered with the visitor’s session, then hydrates without asking for it`, async ({
      browser,
    }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signedInAs(page, demo.admin);
      await page.evaluate((language) => {
        const stored = JSON.parse(localStorage.getItem('ui-state') ?? '{}') as object;
        localStorage.setItem('ui-state', JSON.stringify({ ...stored, language }));
      }, lang);
      await context.addCookies([languageCookie(lang)]);
      const cookies = await context.cookies();

      // Without JavaScript: the dashboard, the screen's heading and who is signed in.
      const bare = await browser.newContext({ javaScriptEnabled: false });
      await bare.addCookies(cookies);
      const html = await bare.newPage();
      const response = await html.goto(path);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers()['content-language']).toBe(lang);
      await expect(html.getByRole('heading', { level: 1, name: screen[lang] })).toBeVisible();
      if (screen.sidebar) {
        await expect(html.getByTestId('dashboard-sidebar')).toHaveAttribute('data-open', 'true');
        await expect(html.getByTestId('user-menu')).toContainText('Alex Martin');
      } else await expect(html.getByTestId('sign-out')).toBeAttached();
      await bare.close();

      // With JavaScript: the same nodes, hydrated, and the screen's data shows.
      const watched = await watch(context, page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: screen[lang] })).toBeVisible();
      await expect(page.getByTestId(screen.data).first(), 'the screen’s data').toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await watched.headingKept(), 'the heading is the rendered one').toBe(true);
      expect(watched.console).toEqual([]);
      expect(watched.sessionRequests).toEqual([]);
      expect(await watched.shifts(), 'layout shifts').toEqual([]);
      if (screen.sidebar) {
        // The app runs: the sidebar collapses, and the next page comes rendered collapsed.
        await page.getByTestId('sidebar-toggle').click();
        await expect(page.getByTestId('dashboard-sidebar')).toHaveAttribute('data-open', 'false');
        const collapsed = await page.request.get(path);
        expect(await collapsed.text()).toContain('data-open="false"');
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: screen[lang] })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('dashboard-sidebar')).toHaveAttribute('data-open', 'false');
      }
      expect(watched.console).toEqual([]);
      await context.close();
    });
  }
}

test('a signed-in page whose session has ended sends the visitor to sign in, before any script', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInAs(page, demo.free);
  const cookies = await context.cookies();
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  // The old cookie, replayed: it opens nothing, and nothing of the user is in the answer.
  const other = await browser.newContext({ javaScriptEnabled: false });
  await other.addCookies(cookies);
  const stale = await other.newPage();
  await stale.goto('/dashboard/brains');
  await expect(stale).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fbrains$/);
  expect(await stale.content()).not.toContain(demo.free.email);
  await other.close();
  await context.close();
});

// The account pages a visitor signs in from come rendered by the BFF with the sign-in ways it
// offers; their forms count once the page's code runs (ADR 060).
const accountPages = {
  '/login': { en: 'Sign in', fr: 'Connexion' },
  '/register': { en: 'Create your account', fr: 'Créez votre compte' },
} as const;

for (const [path, headings] of Object.entries(accountPages)) {
  for (const lang of ['en', 'fr'] as const) {
    test(`${path} in ${lang === 'en' ? 'English' : 'French'} comes rendered with the sign-in ways, its form waiting for the page's code`, async ({
      browser,
    }) => {
      const { bare, html } = await withoutJavaScript(browser, path, lang, headings[lang]);
      if (path === '/login') await expect(html.getByTestId('social-sign-in')).toBeVisible();
      // Without the page's code nothing is sent: the browser would send the fields itself.
      await expect(html.locator('form button[type=submit]')).toBeDisabled();
      await expect(html.locator('form')).toHaveAttribute('method', 'post');
      await bare.close();

      const context = await browser.newContext();
      await context.addCookies([languageCookie(lang)]);
      const page = await context.newPage();
      const watched = await watch(context, page);
      const apiReads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(request.url());
      });
      await page.goto(`${path}?redirect=%2Fdashboard`);
      await expect(page.getByRole('heading', { level: 1, name: headings[lang] })).toBeVisible();
      await expect(page.locator('form button[type=submit]')).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(await watched.headingKept(), 'the heading is the rendered one').toBe(true);
      expect(watched.console).toEqual([]);
      expect(watched.sessionRequests).toEqual([]);
      expect(apiReads, 'the page asks the API nothing: it came with the answers').toEqual([]);
      expect(await watched.shifts(), 'layout shifts').toEqual([]);
      await expectModulesNamed(page, `${path.slice(1)}-page`);
      await context.close();
    });
  }
}

test('a signed-out visitor of a signed-in page is sent to sign in by the server, before any script', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watched = await watch(context, page);
  const documents: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      documents.push({ url: new URL(response.url()).pathname, status: response.status() });
  });
  await page.goto('/admin/users?q=ada');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers%3Fq%3Dada$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(documents).toEqual([
    { url: '/admin/users', status: 302 },
    { url: '/login', status: 200 },
  ]);
  await page.waitForLoadState('networkidle');
  expect(await watched.shifts(), 'layout shifts').toEqual([]);

  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL('/admin/users?q=ada');
  await context.close();
});

// What each signed-in screen reads first, asked for ahead as the app starts (ADR 060).
const firstReads: Record<string, string[]> = {
  '/dashboard': ['/api/analytics/overview', '/api/connections?lang=en', '/api/invitations'],
  '/dashboard/brains': ['/api/brains?scope=mine&page=1&pageSize=12', '/api/invitations?kind=brain'],
  '/dashboard/agents': ['/api/agent-templates?lang=en'],
  '/dashboard/teams': ['/api/invitations?kind=team', '/api/teams'],
  '/dashboard/tools': ['/api/connections?lang=en'],
  '/dashboard/agents?tab=mine&category=hr': ['/api/agents?category=hr'],
  '/admin': ['/api/admin/overview'],
  '/admin/users': ['/api/admin/users?sort=newest&limit=25'],
  '/profile': ['/api/profile'],
};

test('a signed-in screen’s first reads are asked for as the app starts, each once, none in vain', async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  // Away from the dashboard the sign-in opened: none of what it asks for is counted below.
  await page.goto('about:blank');
  for (const [path, reads] of Object.entries(firstReads)) {
    const requested: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/session')
        requested.push(`${url.pathname}${url.search}`);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The heading comes with the page's HTML, before the boot script has asked for anything: the
    // reads are awaited, then whatever the app might ask again.
    await expect
      .poll(() => reads.filter((read) => !requested.includes(read)), `${path}: reads asked`)
      .toEqual([]);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    const { preloads, initiators } = await page.evaluate(() => ({
      preloads: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]'),
      ).map((link) => new URL(link.href).pathname + new URL(link.href).search),
      initiators: performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .map(
          (entry) =>
            `${entry.initiatorType} ${new URL(entry.name).pathname}${new URL(entry.name).search}`,
        ),
    }));
    // Preloaded (by the page's response, or by the app for a URL with a query), then taken by
    // the screen's own call: one request each, not made by its `fetch`.
    expect(preloads.sort(), path).toEqual(reads);
    for (const read of reads) {
      expect(
        requested.filter((url) => url === read),
        `${path}: ${read}`,
      ).toHaveLength(1);
      expect(
        initiators.some(
          (initiator) => initiator === `link ${read}` || initiator === `other ${read}`,
        ),
        `${path}: ${read} preloaded`,
      ).toBe(true);
      expect(initiators, path).not.toContain(`fetch ${read}`);
    }
  }
});

/** Each address the page's response named was asked for once: none twice, none in vain. */
function expectEachAskedOnce(named: string[], asked: string[], path: string) {
  for (const address of named)
    expect(
      asked.filter((one) => one === address),
      `${path}: ${address}`,
    ).toHaveLength(1);
}

/**
 * The files the app asks for only once a screen has painted (ADR 066), as the build's manifest
 * lists them: each such module's chunk and every chunk it imports, however deep.
 */
function filesAfterPaint(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/features/admin/components/invite-user-form.tsx');
  return files;
}

// What the app starts loading on a page, named by index.html's response (ADR 062): the browser
// asks for the screen's chunks and translations as the page arrives, not once the entry has run.
for (const lang of ['en', 'fr'] as const) {
  test(`a signed-in visitor’s page names in its response every chunk and translation the app starts with, in ${lang === 'en' ? 'English' : 'French'}: each asked once, none left for the app to find`, async ({
    browser,
  }) => {
    const afterPaint = filesAfterPaint();
    expect([...afterPaint].some((file) => file.startsWith('/assets/invite-user-form-'))).toBe(true);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedInAs(page, demo.admin);
    // The language chosen, as the app keeps it and tells the server.
    await page.evaluate((language) => {
      const stored = JSON.parse(localStorage.getItem('ui-state') ?? '{}') as object;
      localStorage.setItem('ui-state', JSON.stringify({ ...stored, language }));
    }, lang);
    await context.addCookies([languageCookie(lang)]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Every file fetched again, as on a first visit.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The scripts and the API reads the page asked for until its screen showed, in the order
    // the browser asked.
    let document: string | undefined;
    let scripts: string[] = [];
    let reads: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, type, loaderId }) => {
      const url = new URL(request.url);
      if (type === 'Document') document = loaderId;
      else if (loaderId !== document) return;
      else if (type === 'Script' && url.pathname.startsWith('/assets/')) scripts.push(url.pathname);
      else if (url.pathname.startsWith('/api/') && request.method === 'GET')
        reads.push(`${url.pathname}${url.search}`);
    });
    for (const [path, screen] of Object.entries({
      '/dashboard': 'overview-page',
      '/dashboard/brains': 'brains-page',
      '/dashboard/agents': 'agents-page',
      '/admin': 'admin-overview-page',
      '/admin/users': 'admin-users-page',
      '/profile': 'profile-page',
      // A content page: its translations as the build rendered it.
      '/pricing': 'pricing-page',
    })) {
      scripts = [];
      reads = [];
      const response = await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const shown = [...scripts];
      const shownReads = [...reads];
      // index.html names them in its `Link` header; a signed-in page rendered with the session
      // (ADR 067) in its HTML, for the boot script to ask for once it has painted.
      const link = response?.headers().link ?? '';
      const html = (await response?.text()) ?? '';
      const meta = (name: string) =>
        (new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '')
          .replaceAll('&amp;', '&')
          .split(' ')
          .filter(Boolean);
      const named = [
        ...[...link.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]!),
        ...meta('page-modules'),
      ];
      const namedReads = [
        ...[...link.matchAll(/<([^>]+)>; rel=preload; as=fetch/g)].map((match) => match[1]!),
        ...meta('page-reads'),
      ];
      // The heading comes with the page's HTML, before the boot script has asked for anything:
      // what the page names is awaited, then whatever the app might ask again.
      await expect
        .poll(
          () => [
            ...named.filter((file) => !scripts.includes(file)),
            ...namedReads.filter((read) => !reads.includes(read)),
          ],
          `${path}: named, not yet asked`,
        )
        .toEqual([]);
      await page.waitForLoadState('networkidle');
      // The session (but on a signed-in page, which carries it) and, for a screen that reads
      // the API, what it reads first: asked for with the page, each once, and nothing the
      // screen asked before it showed was left out.
      const carriesSession = path !== '/profile' && path !== '/pricing';
      expect(namedReads.includes('/api/session'), path).toBe(!carriesSession);
      expect(link === '', `${path}: a Link header`).toBe(carriesSession);
      expect(
        namedReads.filter((read) => read !== '/api/session').length > 0,
        `${path}: names its first reads`,
      ).toBe(path !== '/pricing');
      expect(
        shownReads.filter((read) => !namedReads.includes(read)),
        `${path}: reads found by the app itself`,
      ).toEqual([]);
      expectEachAskedOnce(namedReads, reads, path);
      expect(
        named.some((file) => file.startsWith(`/assets/${screen}-`)),
        path,
      ).toBe(true);
      // Without the names, the screen's chunks would be asked for by the entry once it has run.
      // The charts' library loads once the screen has rendered (components/charts/day-chart.tsx),
      // the admin's invitation form once its screen has painted (it may be asked for as the next
      // page starts loading, before that page's document).
      expect(
        shown.filter(
          (file) =>
            !named.includes(file) &&
            !file.startsWith('/assets/bar-chart-') &&
            // Named by the rendered page's HTML itself: the boot script, which imports the entry.
            !file.startsWith('/assets/boot-') &&
            !file.startsWith('/assets/index-') &&
            !afterPaint.has(file),
        ),
        `${path}: found by the app itself`,
      ).toEqual([]);
      expectEachAskedOnce(named, scripts, path);
      // The invitation form is not on the way to its screen's first paint.
      if (path === '/admin/users')
        expect(named.filter((file) => file.startsWith('/assets/invite-user-form-'))).toEqual([]);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    await context.close();
  });
}
