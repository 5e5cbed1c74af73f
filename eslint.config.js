// One lint configuration for the whole workspace; every package runs `eslint .` against it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** `React.lazy` keeps a failed chunk for good; the web app's `lazy` (lib/lazy.ts) tries it again. */
const lazyFromReact = {
  name: 'react',
  importNames: ['lazy'],
  message: "Use `lazy` from '@/lib/lazy', which tries a chunk that failed to load again.",
};
const linkFromRouter = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message:
    "Use `Link` and `NavLink` from '@/components/ui/link': React Router's carry framework mode's prefetching into every page (ADR 037).",
};

/**
 * The BFF's rooms (ADR 052): `features/<name>` serve a contract, `services/<name>` are what
 * features use, `plugins/` what every request goes through, `db/` and `lib/` the bottom, and
 * `app.ts` with `server.ts` the composition root. Imports flow one way; these zones say so, for
 * every folder under features/ (read from the disk, so a new feature is covered at once) and for
 * tests inside them. The paths are resolved, so `../brains/brains-queries.ts` is caught as
 * `features/brains`, however deep the importing file is.
 */
const bff = (path) => fileURLToPath(new URL(`./apps/bff/src/${path}`, import.meta.url));
const bffFeatures = readdirSync(bff('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const bffZones = [
  ...bffFeatures.map((name) => ({
    target: bff(`features/${name}`),
    from: bff('features'),
    except: [`./${name}`],
    message: `A feature never imports another feature's files: say what ${name} needs in ${name}-ports.ts, and app.ts gives it.`,
  })),
  {
    target: [bff('services'), bff('plugins'), bff('db'), bff('lib')],
    from: bff('features'),
    message: 'Services, plugins, db/ and lib/ never import a feature: features use them.',
  },
  {
    target: bff('services'),
    from: bff('plugins'),
    message:
      'Services never import plugins: plugins (what every request goes through) use services.',
  },
  {
    target: [bff('db'), bff('lib')],
    from: [bff('services'), bff('plugins')],
    message: 'db/ and lib/ are the bottom: they import no service and no plugin.',
  },
  {
    target: [bff('features'), bff('services'), bff('plugins'), bff('db'), bff('lib')],
    from: [bff('app.ts'), bff('server.ts')],
    message: 'Only the composition root (app.ts, server.ts) wires everything: nothing imports it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.prerender/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/public/**',
      '**/mock-public/**',
      '**/fixtures/web-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits, a promise where a callback is expected, a switch
    // that forgets a case. Each package's tsconfig.json gives the types.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A page's chunk that fails once (a busy moment) is tried again, not kept as broken.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [lazyFromReact, linkFromRouter] }] },
  },
  {
    // The web app's code flows one way: components/ and lib/ (shared) -> features/ -> app/ (the
    // composition). Features never import each other; shared code and features never import app/.
    files: ['apps/web/src/{components,lib,features}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [lazyFromReact, linkFromRouter],
          patterns: [
            {
              group: ['@/features/*', '../features/*', '../../features/*', '../../../features/*'],
              message:
                'Features do not import each other, and shared code (components/, lib/) does not import features.',
            },
            {
              group: [
                '@/app',
                '@/app/*',
                '../app/*',
                '../../app/*',
                '../../../app/*',
                '../../../../app/*',
              ],
              message:
                'Only the app composes: features and shared code do not import app/ (shared chrome lives in components/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/bff/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: bffZones }] },
  },
  {
    files: ['scripts/**', '**/scripts/**', 'e2e/**', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
