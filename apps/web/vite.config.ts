import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeCompressed } from './scripts/compress.ts';

const require = createRequire(import.meta.url);

/** In mock mode the MSW service worker is served straight from the msw package, never built. */
function mockServiceWorker(): Plugin {
  return {
    name: 'mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        createReadStream(require.resolve('msw/mockServiceWorker.js')).pipe(res);
      });
    },
  };
}

/**
 * Content extracts: what a page shows, taken from the content package when the app is built, in
 * one language, so that a page does not ship the other language or the full text behind its cards
 * (case studies, offers). `virtual:content/en/home` and `fr/home` are the home page's, loaded as the
 * `home` namespace (src/lib/i18n.ts); types in src/content-extracts.d.ts.
 */
function contentExtracts(): Plugin {
  const extracts: Record<string, () => Promise<unknown>> = {};
  for (const lang of ['en', 'fr'] as const)
    extracts[`virtual:content/${lang}/home`] = async () => {
      const { homeContent } = await import('./src/features/marketing/content/home-content.ts');
      return homeContent(lang);
    };
  return {
    name: 'content-extracts',
    resolveId: (id) => (id in extracts ? `\0${id}` : null),
    async load(id) {
      const extract = id.startsWith('\0') ? extracts[id.slice(1)] : undefined;
      return extract ? `export default ${JSON.stringify(await extract())};` : null;
    },
  };
}

/**
 * The API's routes as the typed client needs them in the browser: method, path, content type and
 * the statuses each may answer, with none of the zod schemas that check them (`virtual:api-routes`,
 * src/lib/api-client.ts). The schemas and zod then load only with the forms that use them, not
 * with every page that calls the API (ADR 060). When serving (dev, tests) it is the contract itself.
 */
function apiRoutes(): Plugin {
  const id = 'virtual:api-routes';
  let build = false;
  return {
    name: 'api-routes',
    configResolved: (config) => void (build = config.command === 'build'),
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      if (!build) return `export { apiContract as apiRoutes } from '@app/contracts';`;
      const { apiContract } = await import('@app/contracts');
      // What a status answers is read from the response itself (src/lib/api-client-base.ts).
      const table = (router: object): unknown =>
        Object.fromEntries(
          Object.entries(router).map(([key, value]) => {
            if (!('method' in value && 'path' in value)) return [key, table(value as object)];
            const route = value as {
              method: string;
              path: string;
              contentType?: string;
              responses: Record<string, unknown>;
            };
            return [
              key,
              {
                method: route.method,
                path: route.path,
                ...(route.contentType && { contentType: route.contentType }),
                responses: Object.fromEntries(
                  Object.keys(route.responses).map((status) => [status, null]),
                ),
              },
            ];
          }),
        );
      return `export const apiRoutes = ${JSON.stringify(table(apiContract))};`;
    },
  };
}

/**
 * Each built script and stylesheet also as `.br` (brotli, best) and `.gz` (gzip -9): the BFF sends
 * the file the browser accepts (@fastify/static `preCompressed`) instead of compressing every
 * answer on the fly at a lighter level (a third more bytes for the entry).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        writeCompressed(path, readFileSync(path));
      }
    },
  };
}

/**
 * In the prerendering build (`vite build --ssr`, see scripts/prerender.ts): each dynamic import of
 * the app's own modules records what it loads in `globalThis.__prerenderImports`, by the path
 * the client build's manifest names it with, so that a prerendered page can link the chunks it
 * rendered with `modulepreload`.
 */
function recordDynamicImports(): Plugin {
  let root = '';
  return {
    name: 'record-dynamic-imports',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!id.startsWith(join(root, 'src'))) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(/\bimport\(\s*(["'])([^"']+)\1\s*\)/g)) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved || resolved.external) continue;
        const key = JSON.stringify(relative(root, resolved.id.split('?')[0]!));
        out += `${code.slice(last, match.index)}(globalThis.__prerenderImports?.add(${key}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
}

/**
 * React Router's build marks none of its `forwardRef` components pure and names each for the
 * developer tools (`Link.displayName = "Link"`), so the bundler keeps every one of them, used or
 * not, with what they pull in: <Link>'s framework-mode prefetching, <Form>, <NavLink>. Here the
 * calls are marked pure (which they are) and the names dropped (production only): what the app
 * does not use goes, 3.8 kB gzip of the shell (ADR 037). The app's links are components/ui/link.tsx.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]production/.test(id)) return null;
      return {
        code: code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replaceAll('= React$1.forwardRef(', '= /* @__PURE__ */ React$1.forwardRef('),
        map: null,
      };
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    contentExtracts(),
    apiRoutes(),
    ...(isSsrBuild ? [recordDynamicImports()] : [precompress(), treeShakeReactRouter()]),
    ...(mode === 'mock' ? [mockServiceWorker()] : []),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: mode === 'mock' ? undefined : { '/api': 'http://localhost:3000' },
  },
  // The prerendering build bundles the workspace's packages (TypeScript source) and loads the
  // libraries from node_modules.
  ssr: { noExternal: ['@app/content', '@app/contracts'] },
  build: isSsrBuild
    ? { target: 'node24', outDir: '.prerender', emptyOutDir: true, reportCompressedSize: false }
    : {
        target: 'es2022',
        manifest: true,
        // No modulepreload polyfill in the shell: today's browsers all know `<link rel="modulepreload">`,
        // and one that does not (Safari before 17) fetches the same modules when they are imported.
        modulePreload: { polyfill: false },
        sourcemap: true,
        reportCompressedSize: false,
        rolldownOptions: {
          // Everything the first page needs (the entry's static imports) in one file: fewer requests
          // and one compression window, instead of the small shared chunks the splitter would make.
          // TanStack Query (with the query layer that provides it) in one chunk as well: the pages that
          // read the API load it whole, and the content pages not at all.
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                // zod and ts-rest load with the contracts' schemas, under their own name.
                { name: 'schemas', test: /[\\/]node_modules[\\/](zod|@ts-rest[\\/]core)[\\/]/ },
                {
                  name: 'query',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/](lib[\\/]query-client|app[\\/]query-layer)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/testing/fail-on-console.ts'],
        },
      },
      {
        // Components render in happy-dom, with the real i18n and the mocked BFF.
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/testing/fail-on-console.ts', './src/testing/setup-dom.ts'],
        },
      },
    ],
  },
}));
