// Fails when a page that should be a lazy chunk ends up in the initial bundle (Vite's build
// manifest). What the browser really loads, and its budget, is measured in Chromium by
// e2e/scripts/size.ts; both run under `pnpm size`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '../dist');
/** Pages that must never be in the initial bundle. */
const LAZY_PAGES = [
  'src/components/errors/not-found-page.tsx',
  'src/features/catalogue/components/tools-explorer-page.tsx',
  'src/features/catalogue/components/tool-detail-page.tsx',
  'src/features/catalogue/components/ai-tools-guide-page.tsx',
  'src/app/layout/mobile-menu.tsx',
  'src/features/marketing/components/home-page.tsx',
  'src/features/marketing/components/pricing-page.tsx',
  'src/features/marketing/components/case-study-page.tsx',
  'src/features/marketing/components/legal-pages.tsx',
  'src/features/contact/components/contact-page.tsx',
  // The chat panel and its Markdown renderer load when the visitor opens the chat.
  'src/features/chat/components/chat-panel.tsx',
];

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry in the build manifest: run `pnpm build` first');
const initial = staticClosure(entryKey);
const failures: string[] = [];
for (const page of LAZY_PAGES) {
  if (!manifest[page]) failures.push(`${page} is not a chunk of its own`);
  else if (initial.has(page)) failures.push(`${page} is in the initial bundle`);
}

// The typed client (ts-rest, zod and the whole contract, some 50 kB gzip) loads with the pages
// that call the API, never with the shell: one import of `api-client` from the shell's code
// (say, to tell an error apart) would bring it onto every page.
// Nor does React Router's framework-mode prefetching, which its <Link> carries: the app's links
// are components/ui/link.tsx (ADR 037).
const SHELL_MUST_NOT_HOLD = [
  /\/@ts-rest\//,
  /\/zod\//,
  /packages\/contracts\/src\/index\.ts$/,
  /react-router\/dist\/production\/lib\/dom\/ssr\/links\.js$/,
];
// The home page's content comes in one language, as the `home` namespace (ADR 037), never as the
// content package's modules, which hold both languages and every case study's and offer's text.
const HOME_MUST_NOT_HOLD = [/packages\/content\/src\/(home|case-studies|services)\.ts$/];

function checkSources(keys: Iterable<string>, patterns: RegExp[], what: string) {
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    const { sources } = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as {
      sources: string[];
    };
    for (const pattern of patterns) {
      const source = sources.find((name) => pattern.test(name));
      if (source) failures.push(`${what} holds ${source.replace(/^(\.\.\/)+/, '')}`);
    }
  }
}
checkSources(initial, SHELL_MUST_NOT_HOLD, 'the initial bundle');
checkSources(
  staticClosure('src/features/marketing/components/home-page.tsx'),
  HOME_MUST_NOT_HOLD,
  'the home page',
);
// The catalogue's pages hydrate from the answers the BFF rendered them with (ADR 034): their
// client, with zod and the contract, loads on the first call, and the comment form (with
// react-hook-form) only for a signed-in visitor (ADR 037).
const CATALOGUE_MUST_NOT_HOLD = [/\/@ts-rest\//, /\/zod\//, /\/react-hook-form\//];
for (const page of ['tools-explorer-page', 'tool-detail-page'])
  checkSources(
    staticClosure(`src/features/catalogue/components/${page}.tsx`),
    CATALOGUE_MUST_NOT_HOLD,
    `the catalogue's ${page}`,
  );

if (failures.length > 0) {
  for (const failure of failures) console.error(`size check failed: ${failure}`);
  process.exit(1);
}
console.log(
  `size check passed: ${LAZY_PAGES.length} pages are lazy chunks, the API client and React Router's prefetching are not in the shell, the home page's content is one language, the catalogue's pages load no API client or form library until used`,
);
