// The HTML document of a page rendered ahead of the browser: at build time (scripts/prerender.ts,
// the content-only pages) and by the BFF (render-page.tsx: renderDataPage, the catalogue's pages
// with the API's answers; renderSignedInPage, a signed-in visitor's page with their session).
// Plain TypeScript without aliases: the build script imports it as it is.

/** The boot loader index.html carries in its root, replaced by the page. */
const BOOT_LOADER =
  /<div id="root">\s*<div class="boot-loader"[^>]*><span><\/span><\/div>\s*<\/div>/;
/** index.html's entry: the boot script starts it after the first paint (scripts/boot-script.ts). */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

export interface PageDocument {
  language: string;
  /** What React rendered: hoisted <title>, <meta> and <link> elements first, then the page. */
  html: string;
  /** The boot script's file (assets/boot-<hash>.js). */
  boot: string;
  /** The page's own chunks and translations (beyond the entry's), started after the first paint. */
  scripts?: string[];
  /** The page's stylesheets beyond the entry's. */
  css?: string[];
  /** What the page's screen first reads of the API, asked for after the first paint too. */
  reads?: string[];
  /** TanStack Query's dehydrated state, when the page was rendered with the API's answers. */
  queryState?: unknown;
  /**
   * The session a signed-in visitor's page was rendered with (`GET /api/session`'s answer): the
   * app starts with it and asks for none. Without it, the page is a signed-out visitor's.
   */
  session?: unknown;
}

/** The entry index.html names (`assets/index-<hash>.js`), which the boot script imports. */
export function entryOf(template: string): string {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('index.html: no module script for the boot script to start');
  if (!BOOT_LOADER.test(template)) throw new Error('index.html: no boot loader in <div id="root">');
  return entry.replace(/^\//, '');
}

/** Text inside a double-quoted attribute. */
function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** JSON inside <script type="application/json">: nothing in it can end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * index.html with the page in its root: its language, its title and description (hoisted by
 * React to the start of the HTML) in <head>, the session marker, the boot script with the list of
 * the page's chunks, and the query state the page was rendered with.
 */
export function pageDocument(template: string, page: PageDocument): string {
  // Our CSP refuses inline scripts.
  if (/<script\b/.test(page.html)) throw new Error('a rendered page has an inline script');
  // React puts the <title>, <meta> and <link> elements a page renders before the rest.
  const hoisted =
    /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hoisted.length);
  let head = template.replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`);
  if (hoisted.includes('<title>')) head = head.replace(/<title>[\s\S]*?<\/title>/, '');
  if (hoisted.includes('name="description"'))
    head = head.replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
  // The dashboard's pages have no site footer: only a signed-in visitor sees them.
  const footer = body.includes('id="site-footer"');
  if (!footer && page.session === undefined) throw new Error('a rendered page has no footer');
  const entry = ENTRY.exec(head);
  if (!entry) throw new Error('index.html: no module script for the boot script to start');
  // The entry and the chunks the page rendered come after the first paint (boot-script.ts).
  const preloads = [...head.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const modules = [
    ...preloads.map((match) => match[1]!),
    ...(page.scripts ?? []).map((file) => `/${file}`),
  ];
  const links = [
    ...(page.session === undefined ? ['<meta name="session" content="signed-out" />'] : []),
    `<meta name="page-modules" content="${modules.join(' ')}" />`,
    ...(page.reads?.length
      ? [`<meta name="page-reads" content="${page.reads.map(escapeAttribute).join(' ')}" />`]
      : []),
    // No paint of a half-parsed page, whose header would move as the rest of it comes in (a
    // layout shift): the first paint waits until the footer, after the page, is parsed.
    ...(footer ? ['<link rel="expect" href="#site-footer" blocking="render" />'] : []),
    hoisted,
    ...(page.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ].join('\n    ');
  for (const match of preloads) head = head.replace(match[0], '');
  // Data, not a script: the CSP does not apply to it, and the browser runs nothing in it.
  const state = [
    ...(page.queryState === undefined
      ? []
      : [
          `<script type="application/json" id="query-state">${scriptJson(page.queryState)}</script>`,
        ]),
    ...(page.session === undefined
      ? []
      : [
          `<script type="application/json" id="session-state">${scriptJson(page.session)}</script>`,
        ]),
  ]
    .map((element) => `\n    ${element}`)
    .join('');
  return head
    .replace(entry[0], () => `<script type="module" crossorigin src="/${page.boot}"></script>`)
    .replace('</head>', `    ${links}\n  </head>`)
    .replace(
      BOOT_LOADER,
      () => `<div id="root" data-prerendered="${page.language}">${body}</div>${state}`,
    );
}
