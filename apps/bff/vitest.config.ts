import { defineConfig } from 'vitest/config';

/**
 * Two projects. `unit`: the tests beside the code that need nothing else (`*.test.ts` in src).
 * `integration`: the tests that run the app over HTTP on a private copy of a migrated and seeded
 * template database (or otherwise need one), beside the feature they are about
 * (`src/features/<name>/*.integration.test.ts`) or, for services and what cuts across features
 * (guards, fuzzing, faults, the server process...), in test/.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts', 'src/**/*.integration.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/global-setup.ts'],
          // PGlite is memory-hungry and single-threaded: two files at a time fit 2 cores.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
