// One lint configuration for the whole workspace; every package runs `eslint .` against it.
import js from '@eslint/js';
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
    files: ['scripts/**', '**/scripts/**', 'e2e/**', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
