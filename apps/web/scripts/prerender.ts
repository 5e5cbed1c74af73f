// The public pages as HTML, made at build time after `vite build` (dist/) and the prerendering
// build of src/prerender/render-page.tsx (.prerender/): every content-only public page in English
// and in French, as a visitor without a session sees it, in dist/prerendered/<lang>/<page>.html,
// each starting, after its first paint, the chunks and translations it rendered (boot-script.ts); and
// dist/prerendered/pages.json, the list the BFF serves them by (apps/bff/src/plugins/web-app.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { bootScript } from './boot-script.ts';
import { writeCompressed } from './compress.ts';
import { entryOf, pageDocument } from '../src/prerender/document.ts';

const languages = ['en', 'fr'] as const;
type Language = (typeof languages)[number];
interface RenderedPage {
  html: string;
  namespaces: string[];
}
interface ServerEntry {
  prerenderedPaths(): string[];
  appRoutes(): string[];
  loadRoute(pathname: string): Promise<unknown>;
  dataPages: string[];
  pagesIgnoringQuery: string[];
  signedInPages: string[];
  renderPage(path: string, language: Language): Promise<RenderedPage>;
}
interface WorkerResult {
  pages: Record<Language, RenderedPage>;
  /** The app's modules the page imported dynamically, as the client manifest names them. */
  imports: string[];
}
/** What a worker does: render a page in each language, or follow what a route starts loading. */
type WorkerTask = { render: string } | { preload: string; language: Language };
/** What the app starts loading on a route, in one language. */
interface RouteLoads {
  /** The app's modules, as the client manifest names them. */
  imports: string[];
  /** The addresses it asks the API for first (`preloadRead`). */
  reads: string[];
}

declare global {
  var __prerenderImports: Set<string> | undefined;
  var __prerenderReads: Set<string> | undefined;
}

const dist = resolve(import.meta.dirname, '../dist');
const serverEntry = pathToFileURL(resolve(import.meta.dirname, '../.prerender/render-page.js'));

if (!isMainThread) {
  // One task per worker, in a module graph of its own: what it records is what this page loads.
  globalThis.__prerenderImports = new Set();
  globalThis.__prerenderReads = new Set();
  const task = workerData as WorkerTask;
  // The app starts in the browser's language (no stored choice here): the route's, in this worker.
  if ('preload' in task)
    Object.defineProperty(globalThis, 'navigator', {
      value: {
        userAgent: navigator.userAgent,
        language: task.language,
        languages: [task.language],
      },
      configurable: true,
    });
  const entry = (await import(serverEntry.href)) as ServerEntry;
  if ('render' in task) {
    const pages = {} as Record<Language, RenderedPage>;
    for (const language of languages)
      pages[language] = await entry.renderPage(task.render, language);
    parentPort!.postMessage({ pages, imports: [...globalThis.__prerenderImports] });
  } else {
    // With the modules the app loads as it starts (its `common` translations among them).
    await entry.loadRoute(task.preload);
    parentPort!.postMessage({
      imports: [...globalThis.__prerenderImports],
      reads: [...globalThis.__prerenderReads],
    } satisfies RouteLoads);
  }
} else {
  await main();
}

function inWorker<T>(task: WorkerTask): Promise<T> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: task });
    worker.once('message', done);
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (code !== 0)
        fail(new Error(`prerendering ${JSON.stringify(task)} stopped with code ${code}`));
    });
  });
}

/** `task` for each item, two at a time (each in workers of its own). */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<void>) {
  const queue = [...items];
  const run = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, run));
}

/** The namespace a module of translations holds (`src/locales/fr/admin.json`: admin). */
function translationOf(key: string): string | undefined {
  return /^src\/locales\/[a-z]+\/([\w-]+)\.json$/.exec(key)?.[1];
}

type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

async function main() {
  const started = Date.now();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  /** A chunk's file with every chunk it imports statically, then its stylesheets. */
  const closure = (
    keys: Iterable<string>,
    into = { scripts: new Set<string>(), css: new Set<string>() },
  ) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || into.scripts.has(chunk.file)) return;
      into.scripts.add(chunk.file);
      for (const file of chunk.css ?? []) into.css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return into;
  };
  // The entry's own files are in the page already.
  const shell = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const boot = bootScript(`/${entryOf(template)}`);
  writeFileSync(join(dist, boot.file), boot.code);
  writeCompressed(join(dist, boot.file), Buffer.from(boot.code));

  const { prerenderedPaths, appRoutes, dataPages, pagesIgnoringQuery, signedInPages } =
    (await import(serverEntry.href)) as ServerEntry;
  const paths = prerenderedPaths();
  const files: Record<string, string> = {};
  /** The namespaces each prerendered page read as it rendered. */
  const rendered = new Map<string, string[]>();
  // A namespace is a file of translations, or a page's content made at build time.
  const translationKeys = (language: Language, namespaces: Iterable<string>) =>
    [...namespaces].map((ns) =>
      manifest[`src/locales/${language}/${ns}.json`]
        ? `src/locales/${language}/${ns}.json`
        : `virtual:content/${language}/${ns}`,
    );
  await inParallel(paths, async (path) => {
    const { pages, imports } = await inWorker<WorkerResult>({ render: path });
    const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
    files[path] = file;
    // The same namespaces in each language.
    rendered.set(path, pages.en.namespaces);
    const code = imports.filter((key) => !translationOf(key));
    for (const language of languages) {
      const { html, namespaces } = pages[language];
      const { scripts, css } = closure([...code, ...translationKeys(language, namespaces)]);
      const page = pageDocument(template, {
        language,
        html,
        scripts: [...scripts].filter((file) => !shell.scripts.has(file)),
        css: [...css].filter((file) => !shell.css.has(file)),
        boot: boot.file,
      });
      const out = join(dist, 'prerendered', language, file);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, page);
      writeCompressed(out, Buffer.from(page));
    }
  });

  // What each route starts loading as the app starts on it, in each language: the BFF names these
  // files in index.html's response (`Link: rel=modulepreload`), so that they come beside the entry
  // rather than once it has run (ADR 062), and what it first reads of the API (`rel=preload`;
  // ADR 063).
  const routeTasks = appRoutes().flatMap((route) =>
    languages.map((language) => ({ route, language })),
  );
  /** Route -> language -> what it loads, in the order of the routes and the languages. */
  const perRoute = () =>
    Object.fromEntries(
      appRoutes().map((route) => [
        route,
        Object.fromEntries(languages.map((language) => [language, [] as string[]])),
      ]),
    ) as Record<string, Record<Language, string[]>>;
  const preloads = perRoute();
  const reads = perRoute();
  await inParallel(routeTasks, async ({ route, language }) => {
    const loads = await inWorker<RouteLoads>({ preload: route, language });
    // With what a content page read as it rendered (the app fetches that as the page renders).
    const pattern = new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);
    const namespaces = [...rendered].flatMap(([path, read]) => (pattern.test(path) ? read : []));
    const { scripts, css } = closure([...loads.imports, ...translationKeys(language, namespaces)]);
    preloads[route]![language] = [...scripts, ...css].filter(
      (file) => !shell.scripts.has(file) && !shell.css.has(file),
    );
    // A route with a parameter reads what its URL names: the build knows no such address.
    reads[route]![language] = route.includes(':') ? [] : loads.reads;
  });
  writeFileSync(
    join(dist, 'prerendered/pages.json'),
    // `boot` and `dataPages`: what the BFF needs to render the data pages (renderDataPage);
    // `signedInPages`: where it sends a visitor without a session to /login; `shell`, `preloads`
    // and `reads`: the files and the API's addresses it names in index.html's response.
    `${JSON.stringify(
      {
        languages,
        pages: Object.fromEntries(paths.map((path) => [path, files[path]])),
        boot: boot.file,
        dataPages,
        pagesIgnoringQuery,
        signedInPages,
        shell: [...shell.css, ...shell.scripts],
        preloads,
        reads: Object.fromEntries(
          appRoutes()
            .filter((route) => Object.values(reads[route]!).some((list) => list.length > 0))
            .map((route) => [route, reads[route]]),
        ),
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `prerendered ${paths.length} pages in ${languages.join(' and ')}, listed what ${appRoutes().length} routes load, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
