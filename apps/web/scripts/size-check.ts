// Fails when the JavaScript needed to render `/` exceeds its gzip budget, or when a page that
// should be a lazy chunk ends up in the initial bundle. Reads Vite's build manifest.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 130 * 1024;
const dist = resolve(import.meta.dirname, '../dist');
/** The module that renders `/`; update it when the home page gets its own. */
const HOME_PAGE = 'src/features/marketing/components/home-page.tsx';
/** Pages that must never be in the initial bundle. */
const LAZY_PAGES = [
  'src/components/coming-soon-page.tsx',
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
const forHome = staticClosure(HOME_PAGE, new Set(initial));
// The home page's English texts arrive as a chunk of their own: they are needed to render it too.
for (const key of Object.keys(manifest))
  if (key.endsWith('locales/en/marketing.json')) forHome.add(key);

const failures: string[] = [];
let total = 0;
const rows = [...forHome].map((key) => {
  const file = manifest[key]!.file;
  const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzip;
  return { file, kB: (gzip / 1024).toFixed(1) };
});
console.table(rows.sort((a, b) => Number(b.kB) - Number(a.kB)));
console.log(
  `JavaScript to render /: ${(total / 1024).toFixed(1)} kB gzip (budget ${BUDGET_BYTES / 1024} kB)`,
);
if (total > BUDGET_BYTES)
  failures.push(
    `the JavaScript for / is ${(total / 1024).toFixed(1)} kB gzip, over ${BUDGET_BYTES / 1024} kB`,
  );

for (const page of LAZY_PAGES) {
  if (!manifest[page]) failures.push(`${page} is not a chunk of its own`);
  else if (initial.has(page)) failures.push(`${page} is in the initial bundle`);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`size check failed: ${failure}`);
  process.exit(1);
}
console.log(`size check passed: ${LAZY_PAGES.length} pages are lazy chunks`);
